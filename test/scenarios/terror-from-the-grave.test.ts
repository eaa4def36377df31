import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../src/engine/index.js';
import { content, type Content } from '../../src/content/load.js';
import { runTasks, stepsOf, texts } from '../helpers/scenario.js';
import { chooseWith, putUnits } from '../helpers/testPacks.js';

/**
 * Terror from the Grave (seed 001), played through the engine: each test sets a table at
 * Pesadilla Verde with Patsy and runs the rule the seed's sentence names.
 */
const c = content();

function table(): GameState {
  const s = newGame({ killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy' }, 1).state;
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [], victims: [], units: [] });
  Object.assign(s.girl, { space: 'rebel-camp', hand: [], items: [], health: 6, maxHealth: 6, final: { colour: 'black', value: 0, revealed: false } });
  s.killer.bloodlust = 0;
  s.killer.darkPower = 'runners';
  s.killer.darkPowerRevealed = false;
  s.killer.finaleRevealed = false;
  return s;
}

const put = (s: GameState, type: 'zombie' | 'horde', space: string, n = 1) => putUnits(s, type, space, n, c);
const zombiesAt = (s: GameState, space: string) => s.units.filter((u) => u.type === 'zombie' && u.space === space).length;
const hordes = (s: GameState) => s.units.filter((u) => u.type === 'horde');

/** Pesadilla Verde with the River Mouth no longer an exit: the Cave is its only one. */
function oneExit(): Content {
  const pv = c.locations['pesadilla-verde'];
  if (!pv) throw new Error('no Pesadilla Verde');
  const spaces = pv.board.spaces.map((sp) => (sp.id === 'river-mouth' ? { ...sp, icons: sp.icons.filter((i) => i !== 'exit') } : sp));
  return { ...c, locations: { ...c.locations, 'pesadilla-verde': { ...pv, board: { ...pv.board, spaces } } } };
}

describe('Terror from the Grave: setup with one exit', () => {
  it('"If there is only one [exit] space, place 1 Zombie there, 2 on the starting Killer space, and 1 on a [orange space icon] space of your choice": a Search space', () => {
    const one = oneExit();
    const search = (one.locations['pesadilla-verde']?.board.spaces ?? []).filter((sp) => sp.icons.includes('search')).map((sp) => sp.name);
    for (const seed of [1, 2, 3]) {
      const out = newGame({ killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy' }, seed, one);
      expect(out.state.pending?.kind).toBe('zombie-setup');
      // The orange icon is the Search space (core: "Search space (orange)"): only those are offered.
      expect(out.state.pending?.options.map((o) => o.label).sort()).toEqual([...search].sort());
      const before = out.state.units.filter((u) => u.space === 'supply-depot').length;
      const sc = chooseWith({ state: out.state, events: [...out.events] }, 'space:supply-depot', one);
      expect(zombiesAt(sc.state, 'supply-depot')).toBe(before + 1);
      expect(sc.state.units.filter((u) => u.type === 'zombie')).toHaveLength(4);
    }
  });
});

describe('Terror from the Grave: Zombies move once a Killer phase', () => {
  it('"Zombies ignore ALL [boot] icons on Terror cards": Hunted ("2 spaces toward you") does not move them a second time', () => {
    const s = table();
    s.terrorDeck = ['hunted'];
    put(s, 'zombie', 'trail-d');
    // Out of reach in the Minion Action, it shambles along trail D's arrow for a 2: to trail F, next to her.
    s.riggedDice = [2];
    let sc = runTasks(s, [{ t: 'killerPhaseMain', skip: false }]);
    expect(texts(sc).some((t) => t.startsWith('Terror card: Hunted.'))).toBe(true);
    expect(zombiesAt(sc.state, 'trail-f')).toBe(1);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(0);
    expect(sc.state.girl.health).toBe(6);
    // Runners: "Zombies no longer ignore [boot] icons on Terror cards": the same card brings it in to attack.
    s.killer.darkPowerRevealed = true;
    s.riggedDice = [2];
    sc = runTasks(s, [{ t: 'killerPhaseMain', skip: false }]);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(1);
    expect(sc.state.girl.health).toBe(5);
  });
});

describe('Terror from the Grave: a Horde sharing a space with Zombies', () => {
  it('"if it ever shares a space with a Zombie, the Zombie is removed from the board and the health of the Horde is increased by 1": also when an effect places the Horde', () => {
    const s = table();
    put(s, 'horde', 'cave');
    put(s, 'zombie', 'trail-d', 2);
    let sc = runTasks(s, [stepsOf([{ do: 'placeKiller', at: { space: 'trail-d' } }], 'Test Terror', 'terror')]);
    expect(hordes(sc.state).map((h) => [h.space, h.health])).toEqual([['trail-d', 5]]);
    expect(zombiesAt(sc.state, 'trail-d')).toBe(0);
    // And a Zombie an effect places with it.
    sc = runTasks(sc.state, [stepsOf([{ do: 'spawn', unit: 'zombie', n: 1, at: { space: 'trail-d' } }], 'Test Terror', 'terror')]);
    expect(hordes(sc.state).map((h) => [h.space, h.health])).toEqual([['trail-d', 6]]);
    expect(zombiesAt(sc.state, 'trail-d')).toBe(0);
  });
});

describe('Terror from the Grave: Hordes form when the Killer phase ends', () => {
  it('"If there are 3 or more Zombies in a space at the END of the Killer phase, they become a Horde": also when her Final Health comeback ends the phase at once', () => {
    const s = table();
    s.terrorDeck = ['clawing-hands'];
    s.girl.health = 1;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    put(s, 'zombie', 'rebel-camp', 2);
    put(s, 'zombie', 'trail-f');
    // The Minion Action brings the third Zombie in; Clawing Hands' group attack (3) reveals her token: she comes back with 2.
    const sc = runTasks(s, [{ t: 'phase', phase: 'killer' }, { t: 'phase', phase: 'panic' }]);
    const log = texts(sc);
    expect(log.some((t) => t.includes('you come back with 2 Health'))).toBe(true);
    expect(sc.state.girl.health).toBe(2);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(0);
    expect(hordes(sc.state).map((h) => [h.space, h.health])).toEqual([['rebel-camp', 3]]);
    // The Horde forms as the cut-short phase ends, before the Panic phase.
    expect(log.findIndex((t) => t.includes('become a Horde'))).toBeGreaterThan(log.findIndex((t) => t.includes('you come back')));
    expect(sc.state.phase).toBe('panic');
  });
});
