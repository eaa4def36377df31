import { randomInt } from './rng.js';
import type { Run } from './run.js';

/** One d6: a rigged face first (scenario tests only), else the seeded PRNG. */
export function rollDie(run: Run): number {
  const rigged = run.state.riggedDice.shift();
  if (rigged !== undefined) return rigged;
  return randomInt(run.state, 6) + 1;
}

/** Dice per Horror position (core §4.2; single fan source, see core-rules OPEN-2). */
export const HORROR_DICE = {
  normal: [3, 3, 2, 2, 2, 2, 2, 1],
  extreme: [3, 2, 2, 2, 2, 1, 1, 1],
} as const;
