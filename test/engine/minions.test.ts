import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { choices, publicView } from '../../src/engine/index.js';
import { killerOf, setVictims, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { chooseWith, putUnits, quietTestTable, runWith, testKillerPack, withTestKiller } from '../helpers/testPacks.js';
import type { Step } from '../../src/content/steps.js';

/**
 * The Core Box rules for Enemies and Minions (core §6.8, §8), with Minions that exist only in
 * test content (test/helpers/testPacks.ts): Imps (1 Health, Movement 1, Attack 1, 3 in the box),
 * a Swarm that attacks as a group, a Stalker that stops at Victims and joins the Killer.
 */

const everyone = (steps: Step[]) => stepsOf(steps, 'Test', 'terror');
const act = (extra: Partial<Extract<Step, { do: 'killerAction' }>> = {}): Step => ({ do: 'killerAction', target: 'girl', move: 1, attack: 1, ...extra });

/** A quiet table against the test Killer: turn 1, Killer phase, Alois at the Rebel Camp (5 Health, no cards), the Killer at the Cursed Temple. */
function table(): GameState {
  const s = quietTestTable();
  Object.assign(s.girl, { health: 5, maxHealth: 5, horror: 2, time: 6, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(killerOf(s), { health: 10, maxHealth: 10, final: { colour: 'black', value: 0, revealed: false } });
  s.killer.bloodlust = 0;
  return s;
}

const indexOf = (sc: Scenario, text: string) => texts(sc).findIndex((t) => t.includes(text));

describe('Enemies and Minions (core §6.8)', () => {
  it('"Killer Actions on Terror cards are performed by every Enemy, one at a time, Minions first, then the Killer"; among Minions the closest to you first (reading of OPEN-7)', () => {
    const s = table();
    putUnits(s, 'imp', 'trail-c'); // 3 away from the Rebel Camp
    putUnits(s, 'imp', 'trail-e'); // 1 away
    const sc = runWith(s, [everyone([act()])]);
    const near = indexOf(sc, 'the Imp targets Rebel Camp');
    const imps = texts(sc).filter((t) => t.startsWith('Test: the Imp targets'));
    const killer = indexOf(sc, 'Test: the Killer targets');
    expect(imps).toHaveLength(2);
    expect(near).toBeGreaterThanOrEqual(0);
    expect(killer).toBeGreaterThan(texts(sc).lastIndexOf(imps[1] as string));
    // The near Imp reached her and hit for its own Attack Value (1); the far one stepped once.
    expect(sc.state.units.filter((u) => u.type === 'imp').map((u) => u.space).sort()).toEqual(['rebel-camp', 'trail-d']);
    expect(sc.state.girl.health).toBe(4);
    expect(killerOf(sc.state).space).toBe('trail-g');
  });

  it('"there may be a Minion Action in addition to the Killer Action; resolve top-to-bottom": the Finale slot\'s Killer Action is the Killers\' only', () => {
    const c = withTestKiller(testKillerPack([act({ by: 'minions' }), act()]));
    const s = table();
    s.terrorDeck = [];
    putUnits(s, 'imp', 'trail-c', 1, c);
    const sc = runWith(s, [{ t: 'killerPhaseMain', skip: false }], c);
    const log = texts(sc).filter((t) => t.startsWith('The Killer Action:'));
    expect(log.map((t) => t.split(' targets')[0])).toEqual(['The Killer Action: the Imp', 'The Killer Action: the Killer']);
  });

  it('"the number on the board is capped by available Minion tokens — an instruction to spawn with none left is ignored"; a dead Minion\'s token goes back', () => {
    const s = table();
    let sc = runWith(s, [everyone([{ do: 'spawn', unit: 'imp', n: 5, at: { space: 'trail-d' } }])]);
    expect(sc.state.units.filter((u) => u.type === 'imp')).toHaveLength(3);
    expect(texts(sc)).toContain('No Imp token is left in the box: 2 cannot be placed.');
    // One dies (1 damage to the Minions there), so one more may come.
    sc.state.attack = { target: 'minions:trail-d', weapons: [], dealt: 0 };
    sc = runWith(sc.state, [stepsOf([{ do: 'damage', n: 1 }], 'Test', 'action')]);
    expect(sc.state.units.filter((u) => u.type === 'imp')).toHaveLength(2);
    sc = runWith(sc.state, [everyone([{ do: 'spawn', unit: 'imp', n: 1, at: { space: 'trail-c' } }])]);
    expect(sc.state.units.filter((u) => u.type === 'imp')).toHaveLength(3);
  });

  it('"if the Killer shares the space, choose Killer or Minions"; "attacking Minions hits all Minions in that space … excess lost; never split between Minions and Killer"', () => {
    const s = table();
    s.phase = 'action';
    s.girl.space = 'trail-d';
    killerOf(s).space = 'trail-d';
    putUnits(s, 'imp', 'trail-d', 2);
    s.girl.hand = ['critical-strike'];
    s.riggedDice = [6, 6];
    let sc = runWith(s, [{ t: 'playCard', card: 'critical-strike', stage: 'start' }]);
    const ids = choices(sc.state).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['atk:killer:', 'atk:minions:trail-d:']));
    sc = chooseWith(sc, 'atk:minions:trail-d:');
    // 3 damage: both Imps die, the third point is lost, the Killer is untouched.
    expect(sc.state.units.filter((u) => u.type === 'imp')).toHaveLength(0);
    expect(killerOf(sc.state).health).toBe(10);
    expect(texts(sc).filter((t) => t.includes('the Imp at Trail') || t.startsWith('The Imp at'))).toHaveLength(2);
  });

  it('Panic: "Victims sharing a space with a Minion panic just as with the Killer" (core §8)', () => {
    const s = table();
    s.phase = 'panic';
    s.killedThisTurn = 1;
    setVictims(s, { 'trail-c': 1 });
    putUnits(s, 'imp', 'trail-c');
    s.riggedDice = [1]; // trail C's 1 leads to trail D
    const sc = runWith(s, [{ t: 'panicPhase' }]);
    expect(sc.state.victims.map((v) => v.space)).toEqual(['trail-d']);
  });

  it('Victims follow you into a Minion\'s space, never into the Killer\'s (core §5.1, §6.8)', () => {
    const s = table();
    s.phase = 'action';
    s.girl.space = 'trail-e';
    setVictims(s, { 'trail-e': 1 }, 'archeologist');
    putUnits(s, 'imp', 'trail-d');
    killerOf(s).space = 'trail-g';
    const sc = runWith(s, [{ t: 'girlMove', left: 1 }]);
    const ids = choices(sc.state).map((o) => o.id);
    expect(ids).toContain('go:trail-d:archeologist');
    expect(ids).toContain('go:trail-g:');
    expect(ids).not.toContain('go:trail-g:archeologist');
  });

  it('a group attacker strikes once per space for one damage per unit there, not once each', () => {
    const s = table();
    putUnits(s, 'swarm', 'rebel-camp', 3);
    const sc = runWith(s, [everyone([act({ by: 'minions', move: 0 })])]);
    expect(texts(sc).filter((t) => t.startsWith('You lose'))).toEqual(['You lose 3 Health (Test); 2 left.']);
    expect(sc.state.girl.health).toBe(2);
  });

  it('a unit that stops for Victims ends its move on entering their space, and attacks a Victim before you', () => {
    const s = table();
    setVictims(s, { 'trail-d': 1 });
    putUnits(s, 'stalker', 'trail-c');
    killerOf(s).space = 'waterfall';
    const sc = runWith(s, [everyone([act({ by: 'minions' })])]);
    const stalker = sc.state.units.find((u) => u.type === 'stalker');
    expect(stalker?.space).toBe('trail-d');
    expect(sc.state.victims).toHaveLength(0);
    expect(sc.state.girl.health).toBe(5);
  });

  it('a unit that joins another merges on meeting it: removed, +1 Health for the one it joins', () => {
    const s = table();
    killerOf(s).space = 'trail-d';
    putUnits(s, 'stalker', 'trail-c');
    const sc = runWith(s, [everyone([act({ by: 'minions', target: 'either' })])]);
    expect(sc.state.units.some((u) => u.type === 'stalker')).toBe(false);
    expect(killerOf(sc.state).health).toBe(11);
  });

  it('Retaliate hits the Enemy that attacked: a Minion, not the Killer', () => {
    const s = table();
    putUnits(s, 'imp', 'rebel-camp');
    s.girl.hand = ['retaliate'];
    s.riggedDice = [5, 6];
    let sc = runWith(s, [{ t: 'killerAttack', by: s.units[1]?.id, icon: 0, girlTargeted: false, source: 'Test' }]);
    expect(sc.state.pending?.prompt).toBe('Test: the Imp attacks you for 1 damage.');
    sc = chooseWith(sc, 'react:retaliate');
    expect(sc.state.units.some((u) => u.type === 'imp')).toBe(false);
    expect(killerOf(sc.state).health).toBe(10);
    expect(sc.state.girl.health).toBe(5);
  });

  describe('an instant kill ("kill: instant", the T-Rex\'s bite): one target outright, by its priority', () => {
    const bite = (s: GameState) => runWith(s, [{ t: 'killerAttack', by: s.units.find((u) => u.type === 'maw')?.id, icon: 0, girlTargeted: false, source: 'The Maw' }]);

    it('takes a Minion in its space before you', () => {
      const s = table();
      putUnits(s, 'maw', 'rebel-camp');
      putUnits(s, 'imp', 'rebel-camp');
      const sc = bite(s);
      expect(sc.state.units.some((u) => u.type === 'imp')).toBe(false);
      expect(sc.state.girl.health).toBe(5);
    });

    it('takes one body from a Killer whose Health counts bodies (a Horde)', () => {
      const s = table();
      putUnits(s, 'maw', 'trail-d');
      putUnits(s, 'horde', 'trail-d');
      const sc = bite(s);
      expect(sc.state.units.find((u) => u.type === 'horde')?.health).toBe(3);
      expect(sc.state.result).toBeNull();
    });

    it('kills the Killer without revealing its Final Health token: a win', () => {
      const s = table();
      killerOf(s).space = 'trail-d';
      killerOf(s).final = { colour: 'black', value: 3, revealed: false };
      putUnits(s, 'maw', 'trail-d');
      const sc = bite(s);
      expect(sc.state.result).toBe('won');
      expect(texts(sc)).toContain('The Maw: the Killer is killed outright.');
    });

    it('kills you without a Reaction or your Final Health token: a loss', () => {
      const s = table();
      s.girl.final = { colour: 'black', value: 3, revealed: false };
      s.girl.hand = ['guard'];
      putUnits(s, 'maw', 'rebel-camp');
      const sc = bite(s);
      expect(sc.state.pending?.kind).not.toBe('defend');
      expect(sc.state.result).toBe('lost');
    });
  });

  it('the public view lists every unit, with its mark, role and health', () => {
    const s = table();
    putUnits(s, 'imp', 'trail-c', 2);
    const units = publicView(s, withTestKiller()).units;
    expect(units.map((u) => [u.id, u.mark, u.role, u.spaceLabel, u.health])).toEqual([
      ['killer', 'K', 'killer', 'Cursed Temple', 10],
      ['imp-1', 'I', 'minion', 'space C', 1],
      ['imp-2', 'I', 'minion', 'space C', 1],
    ]);
  });
});
