export { suggest, type Suggestion, type RankedOption } from './suggest.js';
export { strongPolicy } from './strongPolicy.js';
export type { Policy } from './policy.js';
export { sampleWorld } from './world.js';
export { decisionSeed, knowledgeText } from './knowledge.js';
export type { Budget, PresetName } from './budget.js';
export { imagineTurn, type ImaginedStep } from './imagineTurn.js';
export { purchaseSets } from './buying.js';
export { needsAt } from './playout.js';
