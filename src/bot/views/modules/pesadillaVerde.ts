import type { ModuleText } from './text.js';

/** Pesadilla Verde: its Soldiers are named with the Victims (the view's `victimName`); nothing of its own. */
export const pesadillaVerdeText: ModuleText<'pesadillaVerde'> = {
  summary: {},
};
