import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { runTasks, setVictims, stepsOf, texts } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';
import type { Step } from '../../src/content/steps.js';

/**
 * Terror from the Grave (seed 001): Zombies and Hordes, on Pesadilla Verde (exits: the River
 * Mouth and the Cave) with Patsy. Each test sets a quiet table and runs the one rule it names.
 */
const c = content();
const rows = c.killers.zombies?.bloodlust ?? [];

function table(): GameState {
  const s = newGame({ killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy' }, 1).state;
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [], victims: [], units: [] });
  Object.assign(s.girl, { space: 'rebel-camp', hand: [], items: [], health: 6, maxHealth: 6 });
  s.killer.bloodlust = 0;
  s.killer.darkPower = 'runners';
  s.killer.darkPowerRevealed = false;
  return s;
}

const put = (s: GameState, type: 'zombie' | 'horde', space: string, n = 1) => putUnits(s, type, space, n, c);
const zombiesAt = (s: GameState, space: string) => s.units.filter((u) => u.type === 'zombie' && u.space === space).length;
const hordes = (s: GameState) => s.units.filter((u) => u.type === 'horde');
const minionAction: Step = { do: 'killerAction', target: 'either', move: 1, attack: 1, by: 'minions' };
const slot = (steps: Step[]) => stepsOf(steps, 'The Killer Action', 'finale');
const terror = (steps: Step[]) => stepsOf(steps, 'Test Terror', 'terror');

describe('Zombies: setup and spawning (seed 001)', () => {
  it('"place 1 Zombie on each exit space and on the Killer\'s starting space"; no Killer figure, Horror at 4', () => {
    expect(c.killers.zombies?.startHorror).toBe(4);
    for (const location of Object.keys(c.locations)) {
      for (let seed = 1; seed <= 6; seed++) {
        let out = newGame({ killer: 'zombies', location, girl: 'patsy' }, seed);
        const log = out.events.map((e) => e.text);
        // The Abbey may first ask where a setup Malice token goes.
        while (out.state.pending?.kind === 'malice-setup') {
          out = apply(out.state, out.state.pending.options[0]?.id as string);
          log.push(...out.events.map((e) => e.text));
        }
        const s = out.state;
        const b = c.locations[location]?.board.spaces ?? [];
        const label = (id: string) => b.find((sp) => sp.id === id)?.name ?? `space ${b.find((sp) => sp.id === id)?.mark}`;
        const exits = b.filter((sp) => sp.icons.includes('exit')).map((sp) => sp.id);
        const start = c.locations[location]?.setups.find((card) => card.id === s.setupCard)?.killer as string;
        expect(s.units.some((u) => u.role === 'killer')).toBe(false);
        // Before the first Event (which may already move or add Zombies).
        const setup = log.slice(0, log.findIndex((t) => t.startsWith('Event:'))).filter((t) => t.includes('Zombie appears'));
        expect(setup.sort()).toEqual([...exits, start].map((sp) => `1 Zombie appears at ${label(sp)}.`).sort());
      }
    }
  });

  it('"place one Zombie at a time … starting with the one with the least … if tied, start with the farthest one from you"', () => {
    const s = table();
    // Three Zombies a spawn: the track's most (2) and Legion's one more.
    s.killer.bloodlust = rows.findIndex((r) => r.extra.zombie === 2);
    s.killer.darkPower = 'legion';
    s.killer.darkPowerRevealed = true;
    const sc = runTasks(s, [terror([{ do: 'module', name: 'zombies.spawn' }])]);
    // From the Rebel Camp the River Mouth (6 spaces) is farther than the Cave (5): it gets the 1st and the 3rd.
    expect(texts(sc).filter((t) => t.startsWith('1 Zombie appears at'))).toEqual([
      '1 Zombie appears at River Mouth.', '1 Zombie appears at Cave.', '1 Zombie appears at River Mouth.',
    ]);
    put(sc.state, 'zombie', 'cave', 2);
    const again = runTasks(sc.state, [terror([{ do: 'module', name: 'zombies.spawn' }])]);
    // The Cave now holds 3 and the River Mouth 2: the fewest first, one at a time.
    expect([zombiesAt(again.state, 'river-mouth'), zombiesAt(again.state, 'cave')]).toEqual([4, 4]);
  });

  it('Legion (reconstructed): every spawn brings one more Zombie', () => {
    const s = table();
    s.killer.darkPower = 'legion';
    s.killer.darkPowerRevealed = true;
    const sc = runTasks(s, [terror([{ do: 'module', name: 'zombies.spawn' }])]);
    expect(sc.state.units.filter((u) => u.type === 'zombie')).toHaveLength(2);
  });
});

describe('Zombies: movement and attacks (seed 001)', () => {
  it('"if a Zombie does not have enough movement to get to its target … it will shamble ONE space in a random direction" (its panic arrow)', () => {
    const s = table();
    put(s, 'zombie', 'trail-c'); // 3 spaces from her
    s.riggedDice = [2]; // Trail C's 2 leads to the Central River
    let sc = runTasks(s, [slot([minionAction])]);
    expect(texts(sc).some((t) => t.includes('it shambles (rolled 2) to Central River'))).toBe(true);
    expect(zombiesAt(sc.state, 'central-river')).toBe(1);
    // A face without an arrow (the Central River's 4) leaves it where it is.
    sc.state.riggedDice = [4];
    sc = runTasks(sc.state, [slot([minionAction])]);
    expect(texts(sc).some((t) => t.includes('it shambles (rolled 4) but stays'))).toBe(true);
    expect(zombiesAt(sc.state, 'central-river')).toBe(1);
  });

  it('a target within reach: it moves in and the Zombies there attack as a group, one damage per Zombie', () => {
    const s = table();
    put(s, 'zombie', 'trail-f', 2);
    put(s, 'zombie', 'rebel-camp');
    const sc = runTasks(s, [slot([minionAction])]);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(3);
    // One Attack icon: the group in her space strikes once. The one there first struck for 1 before the others arrived;
    // once all three stand with her, the group has struck already this icon.
    expect(sc.state.girl.health).toBe(5);
  });

  it('"Zombies ignore ALL boot icons on Terror cards" but still attack there; Runners (seed) makes them move', () => {
    const s = table();
    put(s, 'zombie', 'trail-f');
    let sc = runTasks(s, [terror([{ do: 'killerAction', target: 'either', move: 1, attack: 1 }])]);
    expect(zombiesAt(sc.state, 'trail-f')).toBe(1);
    expect(sc.state.girl.health).toBe(6);
    s.killer.darkPower = 'runners';
    s.killer.darkPowerRevealed = true;
    sc = runTasks(s, [terror([{ do: 'killerAction', target: 'either', move: 1, attack: 1 }])]);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(1);
    expect(sc.state.girl.health).toBe(5);
  });

  it('"Zombies always prioritize Victims"; "anytime a Victim is killed by a Zombie attack, replace that Victim with a Zombie (increase Bloodlust as usual)"', () => {
    const s = table();
    s.girl.space = 'trail-d';
    setVictims(s, { 'trail-d': 1 });
    put(s, 'zombie', 'trail-d', 2);
    const sc = runTasks(s, [terror([{ do: 'killerAction', target: 'either', move: 0, attack: 1 }])]);
    expect(sc.state.victims).toHaveLength(0);
    expect(sc.state.girl.health).toBe(6);
    expect(zombiesAt(sc.state, 'trail-d')).toBe(3);
    expect(sc.state.killer.bloodlust).toBe(1);
  });
  it('"Zombies always prioritize Victims over the Final Girl", even on a card whose attack is aimed at her', () => {
    const s = table();
    s.girl.space = 'trail-d';
    setVictims(s, { 'trail-d': 1 });
    put(s, 'zombie', 'trail-d');
    const sc = runTasks(s, [terror([{ do: 'killerAction', target: 'girl', move: 0, attack: 1 }])]);
    expect(sc.state.victims).toHaveLength(0);
    expect(sc.state.girl.health).toBe(6);
  });
});

describe('Hordes (seed 001)', () => {
  it('"3 or more Zombies in a space at the END of the Killer phase become a Horde", health = their number, the first reveals the Dark Power', () => {
    const s = table();
    put(s, 'zombie', 'trail-d', 4);
    put(s, 'zombie', 'trail-c', 2);
    const sc = runTasks(s, [{ t: 'afterKillerPhase' }]);
    expect(hordes(sc.state).map((h) => [h.space, h.health, h.maxHealth])).toEqual([['trail-d', 4, null]]);
    expect(zombiesAt(sc.state, 'trail-d')).toBe(0);
    expect(zombiesAt(sc.state, 'trail-c')).toBe(2);
    expect(sc.state.killer.darkPowerRevealed).toBe(true);
    expect(sc.state.zombies?.hordesFormed).toBe(1);
  });

  it('three together in the middle of the Killer phase are still Zombies until its end', () => {
    const s = table();
    put(s, 'zombie', 'trail-f', 2);
    put(s, 'zombie', 'rebel-camp');
    const sc = runTasks(s, [slot([minionAction])]);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(3);
    expect(hordes(sc.state)).toHaveLength(0);
  });

  it('Super Horde (reconstructed): every Horde forms with 1 more Health, the first one too', () => {
    const s = table();
    s.killer.darkPower = 'super-horde';
    put(s, 'zombie', 'trail-d', 3);
    const sc = runTasks(s, [{ t: 'afterKillerPhase' }]);
    expect(hordes(sc.state)[0]?.health).toBe(4);
  });

  it('"if it ever shares a space with a Zombie, the Zombie is removed … and the health of the Horde is increased by 1"', () => {
    const s = table();
    put(s, 'horde', 'rebel-camp');
    put(s, 'zombie', 'trail-f');
    const sc = runTasks(s, [slot([minionAction])]);
    expect(zombiesAt(sc.state, 'rebel-camp')).toBe(0);
    expect(hordes(sc.state)[0]?.health).toBe(4);
  });

  it('"multiple Hordes may share a space, but they do NOT combine"; a Horde that kills a Victim gains 1 Health', () => {
    const s = table();
    s.girl.space = 'trail-a';
    put(s, 'horde', 'trail-d', 2);
    setVictims(s, { 'trail-d': 1 });
    const sc = runTasks(s, [terror([{ do: 'killerAction', target: 'victim', move: 0, attack: 1, by: 'killers' }])]);
    const hs = hordes(sc.state);
    expect(hs).toHaveLength(2);
    expect(hs.map((h) => h.health).sort()).toEqual([3, 4]);
    expect(sc.state.victims).toHaveLength(0);
    expect(zombiesAt(sc.state, 'trail-d')).toBe(0);
  });

  it('"you lose immediately if there are 3 Hordes in play and a 4th one would be created"; a destroyed Horde\'s token may form again', () => {
    const s = table();
    put(s, 'horde', 'cave');
    put(s, 'horde', 'clearing');
    put(s, 'zombie', 'trail-d', 3);
    let sc = runTasks(s, [{ t: 'afterKillerPhase' }]);
    expect(sc.state.result).toBeNull();
    expect(hordes(sc.state)).toHaveLength(3);
    put(sc.state, 'zombie', 'trail-c', 3);
    sc = runTasks(sc.state, [{ t: 'afterKillerPhase' }]);
    expect(sc.state.result).toBe('lost');
    expect(sc.state.endReason).toContain('3 Hordes are in play and a fourth would form at space C');
  });

  it('Hordes take their Movement and Attack from the Bloodlust cards', () => {
    const s = table();
    s.killer.bloodlust = rows.length - 1;
    const top = rows[rows.length - 1];
    // The top row's Movement brings a Horde this far away to her; it strikes for the row's Attack.
    const from = { 1: 'trail-f', 2: 'trail-d', 3: 'trail-c' }[top?.move as 1 | 2 | 3];
    put(s, 'horde', from);
    const sc = runTasks(s, [slot([{ do: 'killerAction', target: 'either', move: 1, attack: 1, by: 'killers' }])]);
    expect(hordes(sc.state)[0]?.space).toBe('rebel-camp');
    expect(sc.state.girl.health).toBe(6 - (top?.attack ?? 0));
  });
});

describe('Winning and losing against the Zombies (seed 001)', () => {
  it('"when there are no Zombies or Hordes on the board, the game immediately ends in victory"', () => {
    const s = table();
    s.phase = 'action';
    put(s, 'zombie', 'rebel-camp', 2);
    s.attack = { target: 'minions:rebel-camp', weapons: [], dealt: 0 };
    let sc = runTasks(s, [stepsOf([{ do: 'damage', n: 1 }], 'Test', 'action')]);
    expect(sc.state.result).toBeNull();
    sc.state.attack = { target: 'minions:rebel-camp', weapons: [], dealt: 0 };
    sc = runTasks(sc.state, [stepsOf([{ do: 'damage', n: 1 }], 'Test', 'action')]);
    expect(sc.state.result).toBe('won');
  });

  it('a destroyed Horde does not end the game while Zombies remain; the largest destroyed is remembered', () => {
    const s = table();
    s.phase = 'action';
    put(s, 'horde', 'rebel-camp');
    put(s, 'zombie', 'cave');
    const horde = hordes(s)[0];
    if (!horde) throw new Error('no Horde');
    horde.health = 8;
    s.attack = { target: horde.id, weapons: [], dealt: 0 };
    const sc = runTasks(s, [stepsOf([{ do: 'damage', n: 8 }], 'Test', 'action')]);
    expect(hordes(sc.state)).toHaveLength(0);
    expect(sc.state.result).toBeNull();
    expect(sc.state.zombies?.biggestHordeKilled).toBe(8);
  });

  it('"Their numbers are endless!" (seed): all Zombies move before attacks, and an Enemy in your space at the end of the Action phase costs 1 Health', () => {
    const s = table();
    s.killer.finale = 'their-numbers-are-endless';
    s.killer.finaleRevealed = true;
    put(s, 'zombie', 'rebel-camp');
    put(s, 'zombie', 'trail-f', 2);
    const sc = runTasks(s, [slot([minionAction])]);
    // Moved first, the three attack as one group of three.
    expect(sc.state.girl.health).toBe(3);
    const end = runTasks(sc.state, [{ t: 'afterActionPhase' }]);
    expect(end.state.girl.health).toBe(2);
  });
});

describe('the Locations\' rules with the Zombies in play (issue 13)', () => {
  it('Pesadilla Verde: Soldiers fire at the Zombies in their space (4 Soldiers: 2 damage, 2 Zombies down)', () => {
    const s = table();
    s.phase = 'action';
    s.girl.space = 'trail-a';
    setVictims(s, { clearing: 4 });
    put(s, 'zombie', 'clearing', 3);
    s.riggedDice = [6, 6, 6, 6];
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    const order = sc.state.pending?.options.find((o) => o.id.startsWith('order:attack') && o.id.endsWith(':clearing:clearing'));
    expect(order?.label).toBe('Order 4 Soldiers at Clearing to attack the Minions at Clearing');
    sc = { state: apply(sc.state, order?.id as string).state, events: [] };
    expect(zombiesAt(sc.state, 'clearing')).toBe(1);
  });

  it('L\'Armes Abbey: Malice goes to the space of the Horde closest to her; with no Horde, a random Setup card\'s Killer space', () => {
    let s = newGame({ killer: 'zombies', location: 'larmes-abbey', girl: 'patsy' }, 2).state;
    while (s.pending?.kind === 'malice-setup') s = apply(s, s.pending.options[0]?.id as string).state;
    Object.assign(s, { turn: 1, phase: 'killer', riggedDice: [], victims: [], units: [] });
    s.girl.space = 'gatehouse';
    s.larmesAbbey = { malice: [], placedThisTurn: 0, donkey: 'cloister', donkeyRiddenTurn: 0 };
    put(s, 'horde', 'crypt');
    put(s, 'horde', 'well');
    let sc = runTasks(s, [stepsOf([{ do: 'module', name: 'larmesAbbey.malice' }], 'Test', 'event')]);
    // The Well is next to her Gatehouse, the Crypt far away.
    expect(sc.state.larmesAbbey?.malice).toEqual(['well']);
    sc.state.units = [];
    sc = runTasks(sc.state, [stepsOf([{ do: 'module', name: 'larmesAbbey.malice' }], 'Test', 'event')]);
    expect(texts(sc).some((t) => t.startsWith('No Killer is on the board: the Setup card'))).toBe(true);
  });
});
