import { content, type Content } from '../content/load.js';
import { apply, type Outcome } from './game.js';
import type { GameState } from './state.js';
import { hiddenFacts } from './secrets/index.js';

/**
 * What a player could work out for herself before choosing: the outcome of `choiceId` when it
 * rolls no die, draws or shuffles nothing, reveals nothing and tells nothing secret. Null when
 * the step depends on chance or hidden things, so looking ahead (to fold a vote's follow-up
 * into it, or to plan several steps) never shows the table what the rules keep from it.
 */
export function foresee(state: GameState, choiceId: string, packs: Content = content()): Outcome | null {
  const out = apply(state, choiceId, packs);
  if (out.irreversible || out.events.some((e) => e.visibility === 'secret')) return null;
  const before = hiddenFacts(state, packs);
  const after = hiddenFacts(out.state, packs);
  if (before.length !== after.length || before.some((f, i) => f !== after[i])) return null;
  return out;
}
