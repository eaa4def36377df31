import type { Task } from './state.js';
import type { Run } from './run.js';
import { firstHandled } from './modules/combine.js';
import { readChoice } from './choiceId.js';

// Not in run.ts: this asks the modules (a guessed attack still resolves), and the modules' hooks
// are typed with Run, so run.ts reading the module registry closed an import circle.

/**
 * The current phase ends at once (a Final Health comeback): drop everything up to the next phase
 * or turn. A task marked `outlivesPhaseEnd` (a cost already incurred, like the Cursed face; the
 * end of the Killer phase) is kept, marked `phaseEnded`, and runs first: its handler settles
 * whether it still applies.
 */
export function endPhaseNow(run: Run): void {
  const a = run.state.agenda;
  const kept: Task[] = [];
  for (let task = a.at(-1); task && task.t !== 'phase' && task.t !== 'turn'; task = a.at(-1)) {
    a.pop();
    if (task.outlivesPhaseEnd) kept.push({ ...task, outlivesPhaseEnd: false, phaseEnded: true });
  }
  a.push(...kept.toReversed());
  const attack = run.state.attack;
  run.state.attack = null;
  run.state.incoming = null;
  // Damage already dealt to a guessed space is on the Attack Resolution card: it still resolves.
  if (attack && readChoice(attack.target, 'guess') !== undefined && attack.dealt > 0) {
    firstHandled(run.state, 'resolveAttack', run, attack.target, attack.dealt);
  }
}
