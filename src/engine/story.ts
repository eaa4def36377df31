import { apply, newGame } from './game.js';
import type { GameSetup, GameState } from './state.js';
import { content, type Content } from '../content/load.js';

/** The numbers of a game at one moment, as the recap's chart draws them. */
export interface StoryPoint {
  turn: number;
  girlHealth: number;
  /**
   * The Health of the one Killer on the board (the Volk'ar, the Pack, the Mark V then the Mark X);
   * null when there is none, or when the pack is won by clearing every enemy (the Zombies: a Horde
   * is one of many, not the Killer).
   */
  killerHealth: number | null;
  /** The Bloodlust track as the game shows it (the view's `bloodlust`): 1 to `bloodlustMax`. */
  bloodlust: number;
  /** The track's length (the view's `bloodlustMax`); absent in points made before it was kept. */
  bloodlustMax?: number;
  saved: number;
  killed: number;
  /** What the Location calls its Victims (its pack's victimName: Soldiers); absent: Victims. */
  victims?: string;
}

export function storyPoint(state: GameState, packs: Content = content()): StoryPoint {
  const killers = state.units.filter((u) => u.role === 'killer');
  const oneKiller = packs.killers[state.setup.killer]?.victory === 'killerDies' && killers.length === 1;
  const killer = oneKiller ? killers[0] : undefined;
  // The game's numbers, as the view says them (views.ts): row 0 of the track is Bloodlust 1.
  const rows = packs.killers[state.setup.killer]?.bloodlust.length ?? state.killer.bloodlust + 1;
  const bloodlust = Math.min(state.killer.bloodlust, rows - 1) + 1;
  const called = packs.locations[state.setup.location]?.victimName?.many;
  return { turn: state.turn, girlHealth: state.girl.health, killerHealth: killer ? killer.health : null, bloodlust, bloodlustMax: rows, saved: state.girl.saved, killed: state.deadVictims, ...(called ? { victims: called } : {}) };
}

/**
 * A game by turn, replayed from its setup, seed and choices: the numbers after setup (at the
 * turn before the first), then as each turn ended (the last state of that turn), the last point
 * being the game's end. A read of states only: nothing is kept. `end` is the state replayed to, for the caller to check
 * against the stored game.
 */
export function storyOf(setup: GameSetup, seed: number, choices: readonly string[], packs: Content = content()): { points: StoryPoint[]; end: GameState } {
  let state = newGame(setup, seed, packs).state;
  // The setup is drawn just before the first turn, so that turn's own end has an x of its own.
  const points: StoryPoint[] = [{ ...storyPoint(state, packs), turn: state.turn - 1 }];
  for (const id of choices) {
    state = apply(state, id, packs).state;
    const p = storyPoint(state, packs);
    const last = points[points.length - 1] as StoryPoint;
    // The setup point stays; later points of the same turn replace each other.
    if (points.length > 1 && last.turn === p.turn) points[points.length - 1] = p;
    else points.push(p);
  }
  return { points, end: state };
}
