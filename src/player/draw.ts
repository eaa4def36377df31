import { nextUint32, randomInt, seedToState, shuffle, type RngHolder } from '../engine/rng.js';

/**
 * The player's own dice and shuffles for imagining what it cannot see: a PRNG kept apart from
 * the game's, so sampling never touches (or reads) the game's own rng.
 */
export type Draw = RngHolder;

export function drawFrom(seed: number | string): Draw {
  return { rng: seedToState(seed) };
}

/** A copy of `items` sorted (so the input order, which may be hidden, does not matter), then shuffled. */
export function shuffledCopy<T extends string | number>(d: Draw, items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return shuffle(d, sorted);
}

/** `all` minus one copy of each of `seen` (multisets of ids). */
export function unseen(all: readonly string[], seen: Iterable<string>): string[] {
  const left = [...all];
  for (const id of seen) {
    const i = left.indexOf(id);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

export { nextUint32, randomInt };
