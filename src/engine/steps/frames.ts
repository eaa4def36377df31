import type { Step } from '../../content/steps.js';
import type { StepContext } from '../state.js';
import type { Run, TaskOf } from '../run.js';

/** A task that runs `steps` left to right in a new frame. */
export function stepsTask(run: Run, steps: readonly Step[], source: string, from: StepContext['from']): TaskOf<'steps'> {
  run.state.frameSeq += 1;
  const ctx: StepContext = { source, frame: run.state.frameSeq, from };
  return { t: 'steps', steps: steps as Step[], i: 0, ctx };
}

/** Same frame, other steps (the branch of an `if` or a `choose`): a discard inside it ends the whole card. */
export function branchTask(steps: readonly Step[], ctx: StepContext): TaskOf<'steps'> {
  return { t: 'steps', steps: steps as Step[], i: 0, ctx };
}
