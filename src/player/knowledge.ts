import type { Content } from '../content/load.js';
import { content } from '../content/load.js';
import { secretView, type GameState } from '../engine/index.js';

/**
 * What the Final Girl's players know, as one string: the public view, the secret view, and the
 * face-up piles everybody watched being filled (discarded Terror cards and Events, used items,
 * resolved Movement cards), which the views show only as counts. Nothing hidden is in it, so
 * two states the players cannot tell apart give the same text.
 */
export function knowledgeText(state: GameState, packs: Content = content()): string {
  const seenPiles = {
    terrorDiscard: [...state.terrorDiscard].sort(),
    eventDiscard: [...state.eventDiscard].sort(),
    itemDiscard: [...state.itemDiscard].sort(),
    movementDiscard: [...(state.volkar?.discard ?? [])].sort(),
  };
  return JSON.stringify([withoutVictimName(withoutButtonWords(secretView(state, packs))), seenPiles]);
}

/**
 * The view without the options' button wordings (`short`): how a choice is shown is no
 * knowledge, and the seeds (so the player's choices) stay those of before the wordings existed.
 */
function withoutButtonWords<V extends { decision: { options: readonly { short?: string }[] } | null }>(view: V): V {
  if (!view.decision) return view;
  return { ...view, decision: { ...view.decision, options: view.decision.options.map(({ short: _short, ...o }) => o) } };
}

/**
 * The view without the Location's name for its Victims (issue 34, `setup.victimName`): a printed
 * content fact every game there shares, no knowledge; the seeds stay those of before it was shown.
 */
function withoutVictimName<V extends { setup: object }>(view: V): V {
  const { victimName: _name, ...setup } = view.setup as { victimName?: unknown };
  return { ...view, setup: setup as V['setup'] };
}

/** A 53-bit hash of a text (cyrb53), as a number: the seed of everything the player imagines. */
export function hashText(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The seed for one decision: only what the players know and the player's own seed go in. */
export function decisionSeed(state: GameState, playerSeed: number, packs: Content = content()): number {
  return hashText(knowledgeText(state, packs), playerSeed >>> 0);
}
