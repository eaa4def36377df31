/**
 * The Hunter's two models and the words the rules use for them: "the Hunter" is whichever is the
 * Active Killer; the Mark V's Dark Power works only while it is on the Killer board, and its strip
 * works for the Ally once the card is under the Ally card.
 */
import type { GameState, Unit } from '../../state.js';
import type { Run } from '../../run.js';
import { raiseBloodlust } from '../../actors/bloodlust.js';
import type { HunterState } from './state.js';

export const MARK_V = 'mark-v';
export const MARK_X = 'mark-x';

export function hunter(run: Run): HunterState {
  const st = run.state.hunter;
  if (!st) throw new Error('the Hunter module state is missing');
  return st;
}

export const markV = (state: GameState): Unit | undefined => state.units.find((u) => u.type === MARK_V);
export const markX = (state: GameState): Unit | undefined => state.units.find((u) => u.type === MARK_X);

/** The Active Killer, if it is one of the Hunter's models on the board. */
export function activeHunter(state: GameState): Unit | undefined {
  return state.units.find((u) => u.role === 'killer' && (u.type === MARK_V || u.type === MARK_X) && u.space !== null);
}

export const isHunter = (unit: Unit | null | undefined): boolean => !!unit && unit.role === 'killer' && (unit.type === MARK_V || unit.type === MARK_X);

/** The Mark V as an Ally (repaired at least once, not destroyed). */
export function ally(state: GameState): Unit | undefined {
  const v = markV(state);
  return v?.role === 'ally' ? v : undefined;
}

export const phaseKey = (state: GameState): string => `${state.turn}:${state.phase}`;

/** The Mark V's Dark Power `id` applies: revealed, still on the Killer board, and the Mark V active. */
export function markVPower(state: GameState, id: string): boolean {
  const st = state.hunter;
  return !!st && st.allyPower === null && state.killer.darkPowerRevealed && state.killer.darkPower === id && markV(state)?.role === 'killer';
}

/** The Dark Power card under the Ally card is `id` (its strip works for the Ally). */
export const allyStrip = (state: GameState, id: string): boolean => state.hunter?.allyPower === id;

/**
 * Bloodlust +1 when the Hunter deals or takes damage, at most once a phase (seed 002: a Retaliate
 * that hurts both ways still raises it once).
 */
export function learn(run: Run): void {
  const st = hunter(run);
  const key = phaseKey(run.state);
  if (st.learnedKey === key) return;
  st.learnedKey = key;
  raiseBloodlust(run, 1, 'the Hunter learns from the clash');
}
