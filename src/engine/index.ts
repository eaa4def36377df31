export { newGame, apply, choices, replay, type Outcome } from './game.js';
export { foresee } from './foresee.js';
export { publicView, secretView, hiddenFacts, type PublicView, type SecretView } from './views.js';
export { RulesError, RULES_ERROR_CODES, type RulesErrorCode } from './errors.js';
export { parseState } from './stateSchema.js';
export { achievementsMet, type EarlierGames } from './achievements.js';
export { SCHEMA_VERSION, PHASE_NAMES, DECISION_KINDS, type DecisionKind, type GameState, type GameSetup, type ChoiceOption, type Decision } from './state.js';
export type { GameEvent } from './run.js';
export type { NewGameOptions } from './setup.js';
