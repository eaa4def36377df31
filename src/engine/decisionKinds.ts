import { CORE_DECISION_KINDS, type DecisionKind } from './state.js';
import { MODULE_DECISION_KINDS } from './modules/decisionKinds.js';

/** Every kind of decision the engine asks: the core's, then each module's (its manifest's `decisions`). */
export const DECISION_KINDS: readonly DecisionKind[] = [...CORE_DECISION_KINDS, ...MODULE_DECISION_KINDS];
