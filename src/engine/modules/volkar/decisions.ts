/** The kinds of decision this module asks (its manifest's `decisions`). */
export const VOLKAR_DECISIONS = ['track'] as const;
