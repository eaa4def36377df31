export { newGame, apply, choices, replay, type Outcome } from './game.js';
export { foresee } from './foresee.js';
export { publicView, secretView, type PublicView, type SecretView } from './views.js';
export { MODULES, isModuleId, modulesOfSetup, type ModuleId, type ModuleViews, type ModuleSecrets } from './modules/index.js';
export type { VehiclesView } from './modules/zombies/view.js';
export { hiddenFacts, hiddenPartsInPlay } from './secrets/index.js';
export { RulesError } from './errors.js';
export { parseState } from './stateSchema.js';
export { achievementsMet } from './achievements.js';
export { DECISION_KINDS } from './decisionKinds.js';
export { SCHEMA_VERSION, PHASE_NAMES, type DecisionKind, type GameState, type GameSetup, type ChoiceOption, type Decision } from './state.js';
export type { GameEvent } from './run.js';
export { SHORT_LABEL_MAX } from './options.js';
export type { NewGameOptions } from './setup.js';
export { AMBIGUITY_RULES, gameSetupSchema, type Unit } from './state.js';
export { randomInt, seedToState, type RngHolder } from './rng.js';
export { storyOf, type StoryPoint } from './story.js';
export { describeSteps } from './describeSteps.js';
export { CORE_OPEN } from './secrets/core.js';
export { gameActionCards } from './cards.js';
export { boardOfState } from './actors/victims.js';
export type { Board } from './board/graph.js';

// For the strong player's imagined games (player/step.ts, firstStep.ts): they run the agenda in
// place on a sampled world it owns, without apply's copy and checks.
export { advance, type Run } from './run.js';

// What the strong player plans with at the Hunter and L'Armes Abbey: facts on the table, no secret.
export { MARK_V, MARK_X, markV, markVPower, phaseKey, ally as hunterAlly } from './modules/hunter/models.js';
export { DAMAGE_PER_PART } from './modules/hunter/parts.js';
export { MALICE_TOKENS } from './modules/larmesAbbey/index.js';
export { HORDE, HORDE_TOKENS, ZOMBIE } from './modules/zombies/index.js';

// Option ids as the player reads them (its playout picks by what an option is about).
export { choiceValue, readChoice } from './choiceId.js';
