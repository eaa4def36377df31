import type { Policy } from './policy.js';
import type { Content } from '../content/load.js';
import { budgetOf, type Budget, type PresetName } from './budget.js';
import { suggest, type SuggestOptions } from './suggest.js';

/** The strong player as a Policy: the top of `suggest` at every decision. */
export function strongPolicy(seed: number, preset: Budget | PresetName = 'balance', content?: Content, sees: SuggestOptions['sees'] = 'table'): Policy {
  const budget = budgetOf(preset);
  return (state) => {
    const top = suggest(state, { budget, seed, sees, ...(content ? { content } : {}) }).ranked[0];
    if (!top) throw new Error('the strong player was asked to choose but no choice is open');
    return top.id;
  };
}
