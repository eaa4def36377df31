import type { ChoiceOption, Task } from './state.js';
import { ask, say, takeAnswer, type Run } from './run.js';

/** An outcome of an unclear case, with how bad it is for the Final Girl (higher = worse). */
export interface AmbiguousOption extends ChoiceOption {
  badness: number;
}

/**
 * Settles a case the rules leave open. Under the Rule of Infinite Evil the engine takes the
 * worst outcome for the Final Girl by the caller's `badness` measure; among equally bad ones,
 * the first in the caller's listed order (each caller documents its order). Under
 * "players decide" it becomes a decision: the task is asked and this returns undefined, and
 * the task runs again with the answer.
 */
export function pickAmbiguous(run: Run, task: Task, prompt: string, options: AmbiguousOption[]): string | undefined {
  const answer = takeAnswer(task);
  if (answer !== undefined) return answer;
  if (options.length === 1) return options[0]?.id;
  if (run.state.setup.ambiguity === 'infinite-evil') {
    let worst = options[0] as AmbiguousOption;
    for (const o of options) if (o.badness > worst.badness) worst = o;
    say(run, `${prompt} Rule of Infinite Evil: ${worst.label}.`, 'ambiguity');
    return worst.id;
  }
  ask(run, task, 'ambiguity', `${prompt} (The rules leave this open: you decide.)`, options.map(({ badness: _badness, ...o }) => o));
  return undefined;
}
