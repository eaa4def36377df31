/**
 * The Hunter's own Terror card rules: Minor Dark Powers that stay in play (the Mark X inherits
 * them), "Move or Be Eliminated" (seed text), "Terminate Mark V" and System Reboot (ours).
 */
import type { StepContext, Unit } from '../../state.js';
import { say, schedule, type Run } from '../../run.js';
import { hurtUnit } from '../../actors/killer.js';
import { raiseBloodlust } from '../../actors/bloodlust.js';
import { board, killVictim, victimsAt } from '../../actors/victims.js';
import type { ModuleStepArgs } from '../hooks.js';
import { activeHunter, ally, hunter, MARK_X } from './models.js';

/** Titanium Shield's points (ours: the Terror card's title names a shield, the seed prints no number). */
const SHIELD_POINTS = 2;
/** Kills that raise Bloodlust on "Move or Be Eliminated" (seed 002: "up to a maximum of 2 times"). */
const SWEEP_BLOODLUST_MAX = 2;
/** Terminate Mark V's damage to the Ally, System Reboot's repair of the Mark X (ours). */
const TERMINATE_DAMAGE = 2;
const REBOOT_HEAL = 2;

export function minorDarkPower(run: Run, args: ModuleStepArgs, ctx: StepContext): void {
  const st = hunter(run);
  const power = String(args.power);
  if (!st.minorPowers.includes(power)) st.minorPowers.push(power);
  if (power === 'titanium-shield') st.shield = SHIELD_POINTS;
  say(run, `${ctx.source} stays in play as a Minor Dark Power.`, 'dark-power');
}

/** The Titanium Shield takes damage meant for the Hunter first; at 0 it is discarded. */
export function shieldSoaks(run: Run, count: number): number {
  const st = hunter(run);
  if (!st.minorPowers.includes('titanium-shield') || st.shield <= 0) return count;
  const soaked = Math.min(count, st.shield);
  st.shield -= soaked;
  say(run, `Titanium Shield soaks ${soaked} damage (${st.shield} left).`, 'killer-health');
  if (st.shield === 0) {
    st.minorPowers = st.minorPowers.filter((p) => p !== 'titanium-shield');
    say(run, 'Titanium Shield is destroyed and discarded.', 'dark-power');
  }
  return count - soaked;
}

export function sweepStart(run: Run): void {
  const h = activeHunter(run.state);
  hunter(run).sweep = h?.space ? [h.space] : null;
}

/** Called for every space a unit enters: the active Hunter's path during "Move or Be Eliminated". */
export function sweepEnter(run: Run, unit: Unit, space: string): void {
  const st = hunter(run);
  if (st.sweep && unit.role === 'killer') st.sweep.push(space);
}

export function sweepEnd(run: Run, _args: ModuleStepArgs, ctx: StepContext): void {
  const st = hunter(run);
  const spaces = [...new Set(st.sweep ?? [])];
  st.sweep = null;
  let kills = 0;
  for (const space of spaces) {
    const victim = victimsAt(run, space)[0];
    if (!victim || run.state.result) continue;
    killVictim(run, victim, ctx.source, activeHunter(run.state) ?? null);
    kills += 1;
  }
  if (kills === 0) say(run, `${ctx.source}: no Victim stood in its way.`);
  else raiseBloodlust(run, Math.min(kills, SWEEP_BLOODLUST_MAX), ctx.source);
}

export function terminateMarkV(run: Run, _args: ModuleStepArgs, ctx: StepContext): void {
  const a = ally(run.state);
  if (a) {
    say(run, `${ctx.source}: the Hunter's uplink strikes the Mark V Ally.`);
    hurtUnit(run, a, TERMINATE_DAMAGE, ctx.source, activeHunter(run.state) ?? null);
    return;
  }
  schedule(run, { t: 'enemyAction', step: { do: 'killerAction', target: 'girl', move: 1, attack: 1 }, ctx });
}

export function reboot(run: Run, _args: ModuleStepArgs, ctx: StepContext): void {
  const x = activeHunter(run.state);
  if (x?.type !== MARK_X || x.maxHealth === null) {
    say(run, `${ctx.source}: the Mark V has nothing to mend.`);
    return;
  }
  const before = x.health;
  x.health = Math.min(x.maxHealth, x.health + REBOOT_HEAL);
  say(run, `${ctx.source}: the Mark X recovers ${x.health - before} Health (now ${x.health}) at ${board(run).label(x.space as string)}.`, 'killer-health');
}
