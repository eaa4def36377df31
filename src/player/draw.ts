import { randomInt, seedToState, type RngHolder } from '../engine/index.js';

/**
 * The player's own dice and shuffles for imagining what it cannot see: a PRNG kept apart from
 * the game's, so sampling never touches (or reads) the game's own rng.
 */
export type Draw = RngHolder;

export function drawFrom(seed: number | string): Draw {
  return { rng: seedToState(seed) };
}

export { randomInt };
