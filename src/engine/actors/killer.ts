import { endGame, endPhaseNow, say, schedule, type Run } from '../run.js';
import { killerPack } from '../cards.js';
import { stepsTask } from '../steps/frames.js';
import { revealGirlFinalHealth } from './girl.js';
import { modulesInPlay } from '../modules/registry.js';

/** Bloodlust rises one step at a time; each new row applies its effects, the top repeats the final effect. */
export function raiseBloodlust(run: Run, n: number, why: string): void {
  const k = run.s.killer;
  const pack = killerPack(run);
  for (let i = 0; i < n; i++) {
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
  const k = run.s.killer;
  if (k.darkPowerRevealed) return;
  k.darkPowerRevealed = true;
  const dp = killerPack(run).darkPowers.find((d) => d.id === k.darkPower);
  say(run, `The Dark Power is revealed: ${dp?.name ?? k.darkPower}. ${dp?.text ?? ''}`, 'dark-power');
  if (dp?.onReveal.length) schedule(run, stepsTask(run, dp.onReveal, dp.name, 'darkPower'), { t: 'afterCard' });
}

export function movementValue(run: Run): number {
  return killerPack(run).bloodlust[run.s.killer.bloodlust]?.move ?? 0;
}

export function attackValue(run: Run): number {
  return killerPack(run).bloodlust[run.s.killer.bloodlust]?.attack ?? 1;
}

/** Damage to the Killer: Health markers first, then the Final Health token is revealed. */
export function hurtKiller(run: Run, n: number, why: string): void {
  const k = run.s.killer;
  if (n <= 0) return;
  const lost = Math.min(n, k.health);
  k.health -= lost;
  if (lost > 0) say(run, `The Killer takes ${lost} damage (${why}); ${k.health} Health left.`, 'killer-health');
  if (n > lost) {
    if (run.s.deferReveals) {
      if (!run.s.deferredReveals.includes('killer')) run.s.deferredReveals.push('killer');
      return;
    }
    revealKillerFinalHealth(run);
  }
}

export function revealKillerFinalHealth(run: Run): void {
  const k = run.s.killer;
  const token = k.final;
  if (!token || token.colour === 'white' || token.value === 0) {
    if (token && token.colour === 'black') token.revealed = true;
    k.final = null;
    say(run, 'The Killer\'s last Health is gone.', 'final-health');
    for (const m of modulesInPlay(run.s)) {
      const result = m.onKillerDeath?.(run);
      if (result) {
        endGame(run, result, result === 'won' ? `${killerPack(run).name} is defeated.` : `${killerPack(run).name} is defeated, but it is not enough.`);
        return;
      }
    }
    endGame(run, 'won', `${killerPack(run).name} is dead.`);
    return;
  }
  token.revealed = true;
  say(run, `The Killer's Final Health token shows ${token.value}: it comes back with ${token.value} Health! The phase ends.`, 'final-health');
  k.final = { colour: 'white', value: 0, revealed: true };
  k.health = token.value;
  endPhaseNow(run);
}

/** Final Health reveals held back during the Volk'ar's Path: the Killer's first, so a double death is a win. */
export function releaseDeferredReveals(run: Run): void {
  const pending = run.s.deferredReveals;
  run.s.deferReveals = false;
  run.s.deferredReveals = [];
  if (pending.includes('killer')) revealKillerFinalHealth(run);
  if (pending.includes('girl') && !run.s.result) {
    revealGirlFinalHealth(run);
  }
}
