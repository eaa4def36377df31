import { LARMES_ABBEY_DECISIONS } from './larmesAbbey/decisions.js';
import { PESADILLA_VERDE_DECISIONS } from './pesadillaVerde/decisions.js';
import { RAPTORS_DECISIONS } from './raptors/decisions.js';
import { VOLKAR_DECISIONS } from './volkar/decisions.js';
import { ZOMBIES_DECISIONS } from './zombies/decisions.js';

/**
 * The kinds of decision the modules ask (the core's are in state.ts). Listed here and not read off
 * `MODULES` because the manifests import the core state, which types a decision by its kind (an
 * import circle); a test checks this equals the manifests' `decisions`.
 */
export const MODULE_DECISION_KINDS = [...LARMES_ABBEY_DECISIONS, ...PESADILLA_VERDE_DECISIONS, ...RAPTORS_DECISIONS, ...VOLKAR_DECISIONS, ...ZOMBIES_DECISIONS] as const;

export type ModuleDecisionKind = (typeof MODULE_DECISION_KINDS)[number];
