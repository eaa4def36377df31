/** The kinds of decision this module asks (its manifest's `decisions`). */
export const RAPTORS_DECISIONS = ['raptor-spawn'] as const;
