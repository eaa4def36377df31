/** The kinds of decision this module asks (its manifest's `decisions`). */
export const PESADILLA_VERDE_DECISIONS = ['archeologist', 'lock', 'soldiers-move', 'unlock'] as const;
