/**
 * How hard the player thinks: `rollouts` imagined games per decision in all (spread over the
 * options by successive halving), each played `horizon` turns past the current one before it
 * is judged (0 = to the end of this turn; Infinity = to the end of the game). Deterministic:
 * the same budget and seed give the same pick on any machine.
 */
export interface Budget {
  rollouts: number;
  horizon: number;
  /** Decisions an imagined game may take before it is judged anyway. */
  maxSteps: number;
}

export const PRESETS = {
  /** About a second a decision on a 2-core machine: the /hint and `play --hint` player. */
  hint: { rollouts: 640, horizon: 2, maxSteps: 400 },
  /** Cheap enough that a whole game takes seconds: the balance runs. */
  balance: { rollouts: 64, horizon: 1, maxSteps: 200 },
  /** For tests: a few rollouts. */
  tiny: { rollouts: 16, horizon: 1, maxSteps: 120 },
} as const satisfies Record<string, Budget>;

export type PresetName = keyof typeof PRESETS;

export function budgetOf(budget: Budget | PresetName): Budget {
  return typeof budget === 'string' ? PRESETS[budget] : budget;
}
