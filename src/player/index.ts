export { suggest, type Suggestion, type RankedOption, type SuggestOptions } from './suggest.js';
export { strongPolicy } from './strongPolicy.js';
export { sampleWorld } from './world.js';
export { decisionSeed, knowledgeText } from './knowledge.js';
export { PRESETS, budgetOf, type Budget, type PresetName } from './budget.js';
export { playoutPolicy } from './playout.js';
export { evaluate } from './measure.js';
