import type { Content } from '../content/load.js';
import { type GameState, gameActionCards, advance } from '../engine/index.js';
import type { Playout } from './playout.js';

/** Whether an Action card can move her (a "move" step in any of its rows, a choice's included). */
export function cardMoves(state: GameState, card: string, content: Content): boolean {
  const def = gameActionCards(content, state.setup).find((x) => x.id === card);
  return def !== undefined && JSON.stringify(def.rows).includes('"do":"move"');
}

/**
 * Where the playout would step first if a card moved her from where she stands: asked in a copy
 * of the world by a one-space move (the engine's own `girlMove` task, as a card's "Move 1" runs
 * it), so the options are the ones a move would offer there. A Walk's roll does not move her, so
 * this is the first step of its move whatever the dice say; the plan proposes it even when the
 * imagined roll gave no move (proposals.ts). Null when the move would offer no step to a space.
 */
export function firstStep(world: GameState, policy: Playout, content: Content): string | null {
  const probe = structuredClone(world);
  probe.pending = null;
  probe.agenda.push({ t: 'girlMove', left: 1 });
  advance({ state: probe, content, events: [] });
  const asked = (probe as GameState).pending;
  if (asked?.kind !== 'move') return null;
  const id = policy(probe);
  return id.startsWith('go:') ? id : null;
}
