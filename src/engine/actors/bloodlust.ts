import { say, schedule, type Run } from '../run.js';
import { killerPack } from '../cards.js';
import { stepsTask } from '../steps/frames.js';

// Not in killer.ts: girl.ts (Horror past the red end) and victims.ts (a death) raise Bloodlust,
// and killer.ts reads both of them, so there it closed an import circle.

/** Bloodlust rises one step at a time; each new row applies its effects, the top repeats the final effect. */
export function raiseBloodlust(run: Run, steps: number, why: string): void {
  const k = run.state.killer;
  const pack = killerPack(run);
  for (let i = 0; i < steps; i++) {
    if (k.bloodlust >= pack.bloodlust.length - 1) {
      say(run, `Bloodlust is at the top (${why}): the final effect applies.`, 'bloodlust');
      schedule(run, stepsTask(run, pack.finalEffect, 'Bloodlust final effect', 'bloodlust'));
      continue;
    }
    k.bloodlust += 1;
    const row = pack.bloodlust[k.bloodlust];
    say(run, `Bloodlust rises to ${k.bloodlust + 1} (${why}).`, 'bloodlust');
    if (!row) continue;
    if (row.darkPower) revealDarkPower(run);
    if (row.steps.length) schedule(run, stepsTask(run, row.steps, `Bloodlust ${k.bloodlust + 1}`, 'bloodlust'));
  }
}

export function revealDarkPower(run: Run): void {
  const k = run.state.killer;
  if (k.darkPowerRevealed) return;
  k.darkPowerRevealed = true;
  const dp = killerPack(run).darkPowers.find((d) => d.id === k.darkPower);
  say(run, `The Dark Power is revealed: ${dp?.name ?? k.darkPower}. ${dp?.text ?? ''}`, 'dark-power');
  if (dp?.onReveal.length) schedule(run, stepsTask(run, dp.onReveal, dp.name, 'darkPower'), { t: 'afterCard' });
}
