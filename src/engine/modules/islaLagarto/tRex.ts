/**
 * The T-Rex (seed 003): its card's track, breaking out into the Dino Pen, and "everyone in its
 * space panics" for the Final Girl. What it does once out (its action after the Finale slot, its
 * stop rule, its instant kill by priority, Victims not following, Victims panicking every Panic
 * phase) is its unit type in location.json, run by the core. Readings: it moves toward the
 * closest space with anyone (the seed gives no target); "everyone" who panics in its space is
 * the Victims and you, not Enemies (they are not said to panic anywhere else). Against the Pack
 * (core killOutright) it kills one Raptor of it, 1 damage; its Final Health token is one of its
 * Raptors, so with only the token left the kill takes the last one and the Pack dies outright,
 * the token unrevealed, as for any Killer the T-Rex kills. The Hunter's Mark V, which only its
 * Cybernetic Parts defeat, is defeated by the kill instead of dying (hunter/shutdown.ts).
 */
import { say, type Run } from '../../run.js';
import { spawnUnits, unitsWith } from '../../actors/units.js';
import { board } from '../../actors/victims.js';
import { islaState, sheet } from './island.js';
import { panicGirl } from './panic.js';

/** A T-Rex advance icon: one step along its card; on "Break Out!" it is placed in the Dino Pen. */
export function tRexAdvance(run: Run): void {
  const st = islaState(run);
  const card = sheet(run).tRex;
  if (st.tRex >= card.track) {
    say(run, 'The T-Rex advance icon is ignored: the T-Rex is already loose.', 'trex');
    return;
  }
  st.tRex += 1;
  if (st.tRex < card.track) {
    say(run, `The T-Rex stirs: ${card.track - st.tRex} more and it breaks out.`, 'trex');
    return;
  }
  say(run, `Break Out! The T-Rex smashes out into ${board(run).label(card.breakOut)}.`, 'trex');
  spawnUnits(run, card.unit, 1, card.breakOut);
}

/** Panic phase: you panic if you share the T-Rex's space (its Victims panic by its unit type). */
export function panicNearTRex(run: Run): void {
  const here = unitsWith(run.state, ['hazard']).some((u) => u.type === sheet(run).tRex.unit && u.space === run.state.girl.space);
  if (here) panicGirl(run, 'Panic phase, the T-Rex is here');
}
