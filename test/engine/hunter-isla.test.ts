import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import type { Task, Unit } from '../../src/engine/state.js';
import { runTasks, stepsOf, texts } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';

/**
 * The Hunter (seed 002) at Isla Lagarto (seed 003): the T-Rex's instant kill against the Mark V,
 * which only its Cybernetic Parts defeat, and against the Mark X, the Killer the game is won
 * against. The table: Killer phase, no Victims, no fence, no lava, the T-Rex loose in the Dino
 * Pen with the Hunter, her at Wreck Beach; three parts on the Finale card over two Countdown tokens.
 */
const c = content();
const ISLA = c.islaLagarto!;
const TREX_ACTION: Step = { do: 'killerAction', target: 'anyone', move: 1, attack: 1, by: { type: 't-rex' } };

function table(): GameState {
  const s = newGame({ killer: 'hunter', location: 'isla-lagarto', girl: 'kat' }, 1).state;
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, deadVictims: 0, activeEvents: [], victims: [], pending: null });
  s.units = s.units.filter((u) => u.type === 'mark-v');
  Object.assign(s.girl, { space: 'wreck-beach', hand: [], items: [], health: 4, maxHealth: 4, time: 6, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(s.killer, { bloodlust: 0, darkPower: 'cybernetic-agility', darkPowerRevealed: false, finaleRevealed: false });
  Object.assign(markV(s), { space: 'dino-pen', role: 'killer', health: 3, maxHealth: 3 });
  Object.assign(hunter(s), { stack: [{ id: 1, value: 2 }, { id: 2, value: 3 }, { id: 3, value: 5 }], countdown: 2, dropped: [], backpack: [], allyPower: null });
  s.islaLagarto = { powered: [], skipFenceRoll: false, tRex: ISLA.tRex.track, lava: [], lavaDeck: ISLA.lava.cards.map((x) => x.id) };
  putUnits(s, 't-rex', 'dino-pen', 1, c);
  return s;
}

const markV = (s: GameState) => s.units.find((u) => u.type === 'mark-v') as Unit;
const markX = (s: GameState) => s.units.find((u) => u.type === 'mark-x');
const hunter = (s: GameState) => s.hunter as NonNullable<GameState['hunter']>;

describe('the T-Rex against the Hunter (seed 002, Defeating the Mark V; seed 003, T-Rex: Killing)', () => {
  // Seed 002: "in order to defeat the Mark V you must destroy each of its Cybernetic Parts";
  // "The Mark V is defeated and shuts down"; the Countdown then brings the Mark X.
  it('"in order to defeat the Mark V you must destroy each of its Cybernetic Parts": the T-Rex\'s kill is its defeat, not a win; it shuts down, its parts drop in its space, and the Countdown brings the Mark X', () => {
    const s = table();
    const sc = runTasks(s, [stepsOf([TREX_ACTION, { do: 'time', n: 1 }], 'T-Rex', 'hazard'), { t: 'phase', phase: 'panic' } as Task]);
    expect(sc.state.result).toBeNull();
    expect(markV(sc.state)).toMatchObject({ role: 'inert', space: 'dino-pen', health: 0 });
    expect(hunter(sc.state).stack).toEqual([]);
    expect(hunter(sc.state).dropped.map((p) => [p.id, p.space])).toEqual([[1, 'dino-pen'], [2, 'dino-pen'], [3, 'dino-pen']]);
    expect(hunter(sc.state).allyPower).toBe('cybernetic-agility');
    expect(sc.state.killer.darkPowerRevealed).toBe(true);
    // Defeated outside the Action phase: "Otherwise, the phase immediately ends."
    expect(sc.state.girl.time).toBe(6);
    expect(texts(sc)).toContain('The Mark V is defeated: the phase ends at once.');
    expect(hunter(sc.state).countdown).toBe(2);
    const first = runTasks(sc.state, [{ t: 'killerPhase' }]);
    expect(hunter(first.state).countdown).toBe(1);
    expect(markX(first.state)).toBeUndefined();
    const second = runTasks(first.state, [{ t: 'killerPhase' }]);
    expect(markX(second.state)).toMatchObject({ role: 'killer', health: 15 });
    expect(second.state.result).toBeNull();
  });

  // Seed 003: "If you or the Killer were attacked by the T-Rex, you (or they) are instantly
  // killed; do not reveal any Final Health tokens." The Mark X is the Killer the game is won against.
  it('"you (or they) are instantly killed": the T-Rex killing the Mark X wins the game, its Final Health token unrevealed', () => {
    const s = table();
    Object.assign(markV(s), { space: 'wreck-beach', role: 'inert', health: 0, maxHealth: null });
    Object.assign(hunter(s), { stack: [], countdown: 0 });
    putUnits(s, 'mark-x', 'dino-pen', 1, c);
    Object.assign(markX(s) as Unit, { final: { colour: 'black', value: 3, revealed: false } });
    const sc = runTasks(s, [stepsOf([TREX_ACTION], 'T-Rex', 'hazard')]);
    expect(sc.state.result).toBe('won');
    expect(texts(sc).some((t) => t.includes('Final Health token shows'))).toBe(false);
  });
});
