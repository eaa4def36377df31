/**
 * The Electric Fences (seed 003). A powered section's lines are cut on the board: nobody crosses
 * them and their ends are not adjacent. The cuts are soft: when a closest/farthest target cannot
 * be reached across them, distance is measured as if there were no fences, lava still closed
 * (core targetCandidates), and an Enemy with no open way then stays and attacks in its own
 * space. Panic along a cut line stays put (the board refuses the step); placing someone ignores
 * fences (placing uses no lines).
 * Power Surge stays in play (an ongoing Event, shown with the Events in play) from its draw to the
 * end of the next Upkeep phase: the first Upkeep whose fence step comes after the draw, the one
 * whose roll it skips. It leaves play after Upkeep step 3 (rearranging items), the last step.
 */
import type { GameState } from '../../state.js';
import type { Content } from '../../../content/load.js';
import type { BoardMods } from '../../board/graph.js';
import { FENCE_SECTIONS, type FenceSection, type IslaLagartoSheet } from '../../../content/islaLagartoSheet.js';
import { say, type Run } from '../../run.js';
import { rollDie } from '../../dice.js';
import { islaState, sheet, sheetOf } from './island.js';

const POWER_SURGE = 'power-surge';

export function fenceMods(state: GameState, content: Content): Partial<BoardMods> {
  const st = state.islaLagarto;
  if (!st) return {};
  const fences = sheetOf(content).fences;
  return {
    cut: st.powered.flatMap((sec) => fences[sec]?.edges ?? []).map(([a, b]) => [a, b] as [string, string]),
    closed: [...st.lava],
    softCuts: true,
  };
}

/**
 * Every section's lines, powered or not, for the public view: where the fences stand is a printed
 * board fact, and the picture draws the unpowered ones too so a switch on the die is no surprise.
 */
export function fenceLines(isla: IslaLagartoSheet): { section: FenceSection; a: string; b: string }[] {
  return FENCE_SECTIONS.flatMap((section) => (isla.fences[section]?.edges ?? []).map(([a, b]) => ({ section, a, b })));
}

function setPowered(run: Run, sections: readonly FenceSection[]): void {
  islaState(run).powered = FENCE_SECTIONS.filter((sec) => sections.includes(sec));
}

/** Special Setup: markers on the sections the Setup card shows green. */
export function setupFences(run: Run): void {
  setPowered(run, sheet(run).setupFences[run.state.setupCard]?.powered ?? []);
}

/** The fence die: the section on the rolled face switches (marker removed, or placed). */
export function rollFence(run: Run, why: string): void {
  const face = rollDie(run);
  const section = sheet(run).fenceDie.faces[face - 1] as FenceSection;
  const st = islaState(run);
  const on = !st.powered.includes(section);
  setPowered(run, on ? [...st.powered, section] : st.powered.filter((sec) => sec !== section));
  say(run, `${why}: the Electric Fence die shows ${section} (rolled ${face}); fence ${section} is ${on ? 'now powered' : 'switched off'}.`, 'fence');
}

/** Upkeep: the power fluctuates, unless a Power Surge holds it this once. */
export function upkeepFences(run: Run): void {
  const st = islaState(run);
  if (st.skipFenceRoll) {
    st.skipFenceRoll = false;
    say(run, 'Power Surge: the Electric Fence die is not rolled this Upkeep.', 'fence');
    return;
  }
  rollFence(run, 'Upkeep');
}

/** Power Surge (seed): every section powered, and the next Upkeep's roll skipped. */
export function powerSurge(run: Run): void {
  setPowered(run, FENCE_SECTIONS);
  islaState(run).skipFenceRoll = true;
  say(run, 'Power Surge: every Electric Fence section is powered.', 'fence');
}

/** The end of an Upkeep: a Power Surge in play whose roll is no longer pending was this Upkeep's, and leaves play. */
export function discardPowerSurge(run: Run): void {
  if (islaState(run).skipFenceRoll || !run.state.activeEvents.includes(POWER_SURGE)) return;
  run.state.activeEvents = run.state.activeEvents.filter((id) => id !== POWER_SURGE);
  run.state.eventDiscard.push(POWER_SURGE);
  say(run, 'Power Surge is discarded at the end of the Upkeep phase.', 'fence');
}
