/** The kinds of decision this module asks (its manifest's `decisions`). */
export const ZOMBIES_DECISIONS = ['vehicle-target', 'zombie-setup'] as const;
