/** The kinds of decision this module asks (its manifest's `decisions`). */
export const LARMES_ABBEY_DECISIONS = ['malice-setup', 'remove-malice'] as const;
