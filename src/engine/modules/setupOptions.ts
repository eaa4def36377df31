import { BERITH_SETUP } from './berith/options.js';
import { setupOptions } from './setupDeclaration.js';

/**
 * Every module's /newgame options (zod shape and defaults), merged into the core GameSetup
 * (state.ts, setup.ts). Listed here and not read off `MODULES` because the manifests import the
 * core state; a test checks this equals the manifests' `setupOptions`.
 */
export const MODULE_SETUP = setupOptions({ ...BERITH_SETUP.shape }, { ...BERITH_SETUP.defaults });

/** The modules' setup options, as a game's setup holds them. */
export type ModuleSetup = (typeof MODULE_SETUP)['defaults'];
