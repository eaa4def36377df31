import { describe, expect, it } from 'vitest';
import { achievementsMet, apply, hiddenFacts, newGame, publicView, secretView, type GameState } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { runTasks, setVictims, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';
import type { Step } from '../../src/content/steps.js';
import type { Task, Unit } from '../../src/engine/state.js';

/**
 * The Killer from Tomorrow (seed 002): the Hunter, Mark V then Mark X, at Pesadilla Verde with
 * Kat. Each test sets a quiet table (Mark V and Kat at Trail D, three parts worth 2, 3 and 5 on
 * the Finale card, two Countdown tokens) and runs the one rule it names.
 */
const c = content();
const TOP = (c.killers.hunter?.bloodlust.length ?? 0) - 1;

function table(phase: GameState['phase'] = 'action'): GameState {
  const s = newGame({ killer: 'hunter', location: 'pesadilla-verde', girl: 'kat' }, 1).state;
  Object.assign(s, { turn: 1, phase, tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [], victims: [] });
  Object.assign(s.girl, { space: 'trail-d', hand: [], items: [], health: 4, maxHealth: 4, time: 6, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(s.killer, { bloodlust: 0, darkPower: 'cybernetic-agility', darkPowerRevealed: false, finaleRevealed: false, finale: 'relentless-pursuit' });
  s.units = s.units.filter((u) => u.type === 'mark-v');
  Object.assign(markV(s), { space: 'trail-d', role: 'killer', health: 3, maxHealth: 3 });
  Object.assign(s.hunter as object, {
    stack: [{ id: 1, value: 2 }, { id: 2, value: 3 }, { id: 3, value: 5 }], countdown: 2, dropped: [], backpack: [],
    phaseKey: '', phaseDamage: 0, learnedKey: '', tissueKey: '', bloodlustBefore: 0, allyPower: null, allyBase: 0, cubes: {},
    minorPowers: [], shield: 0, markXSetup: null, sweep: null,
  });
  return s;
}

const markV = (s: GameState) => s.units.find((u) => u.type === 'mark-v') as Unit;
const markX = (s: GameState) => s.units.find((u) => u.type === 'mark-x');
const hunter = (s: GameState) => s.hunter as NonNullable<GameState['hunter']>;
const strike = (n: number): Step => ({ do: 'strike', n });
const run = (s: GameState, steps: Step[], from: 'event' | 'terror' | 'action' = 'event') => runTasks(s, [stepsOf(steps, 'Test', from)]);

/** The Mark V shut down where it stands, with no part left on the Finale card. */
function shutDownAt(s: GameState, space: string): void {
  Object.assign(markV(s), { space, role: 'inert', health: 0, maxHealth: null });
  Object.assign(hunter(s), { stack: [], allyPower: s.killer.darkPower });
  s.killer.darkPowerRevealed = true;
}

/** The Mark V repaired as an Ally with `health`, and the Mark X on the board. */
function withAlly(s: GameState, allySpace: string, health: number, xSpace: string): void {
  shutDownAt(s, allySpace);
  Object.assign(markV(s), { role: 'ally', health });
  Object.assign(hunter(s), { countdown: 0, allyBase: health, repairs: 1 });
  putUnits(s, 'mark-x', xSpace, 1, c);
  Object.assign(markX(s) as Unit, { final: { colour: 'black', value: 0, revealed: false } });
}

function decide(sc: Scenario, id: string): Scenario {
  const out = apply(sc.state, id);
  return { state: out.state, events: [...sc.events, ...out.events] };
}

/** Takes every attack as it comes until the scenario pauses. */
function takeAll(sc: Scenario): Scenario {
  let out = sc;
  for (let i = 0; i < 10 && out.state.pending?.kind === 'defend'; i++) out = decide(out, 'take');
  return out;
}

describe('the Hunter: setup (seed 002, Special Setup)', () => {
  it('a stack of 3 face-down parts on 2 Countdown tokens; the Mark V on the Killer space; the Mark X card among the bottom three Terror cards', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = newGame({ killer: 'hunter', location: 'pesadilla-verde' }, seed).state;
      expect(s.hunter?.stack).toHaveLength(3);
      expect(s.hunter?.countdown).toBe(2);
      expect(s.units.map((u) => [u.type, u.role, u.final])).toEqual([['mark-v', 'killer', null]]);
      const deck = s.terrorDeck;
      expect(deck.filter((id) => id === 'hunter-mark-x')).toHaveLength(1);
      expect(deck.indexOf('hunter-mark-x')).toBeGreaterThanOrEqual(deck.length - 3);
      // The deck built as normal (10 cards), then the Mark X card.
      expect(deck).toHaveLength(11);
      expect(s.girl.health).toBe(4);
    }
    expect(newGame({ killer: 'hunter', location: 'pesadilla-verde', girl: 'tali' }, 1).state.girl.health).toBe(6);
    expect(c.killers.hunter?.startHorror).toBe(5);
  });
});

describe('the Hunter: Cybernetic Parts (seed 002, Defeating the Mark V)', () => {
  it('damage adds up across attacks within a phase: 1 + 1 destroys a part, which lands by a die roll and the panic numbers', () => {
    const s = table();
    s.riggedDice = [2];
    const one = run(s, [strike(1)]);
    expect(hunter(one.state).stack).toHaveLength(3);
    expect(hunter(one.state).phaseDamage).toBe(1);
    const two = run(one.state, [strike(1)]);
    expect(hunter(two.state).stack.map((p) => p.id)).toEqual([2, 3]);
    // Trail D's panic number 2 leads to Trail F.
    expect(hunter(two.state).dropped).toEqual([{ id: 1, value: 2, space: 'trail-f' }]);
    expect(markV(two.state).health).toBe(2);
  });

  it('damage does not carry over to the next phase: the single point is wasted', () => {
    const s = table();
    const one = run(s, [strike(1)]);
    one.state.phase = 'planning';
    const next = run(one.state, [strike(1)]);
    expect(hunter(next.state).stack).toHaveLength(3);
    expect(hunter(next.state).phaseDamage).toBe(1);
  });

  it('5 damage in one phase destroys 2 parts (the 5th point waits for more in the same phase)', () => {
    const s = table();
    s.riggedDice = [4, 4];
    const sc = run(s, [strike(5)]);
    expect(hunter(sc.state).stack).toHaveLength(1);
    expect(hunter(sc.state).dropped.map((p) => p.space)).toEqual(['trail-d', 'trail-d']);
    expect(hunter(sc.state).phaseDamage).toBe(1);
    expect(hunter(sc.state).mostPartsInATurn).toBe(2);
  });

  it('the last part gone in the Action phase: the Mark V shuts down, stays, its Dark Power goes under the Ally card, and she carries on', () => {
    const s = table();
    hunter(s).stack = [{ id: 3, value: 5 }];
    s.riggedDice = [4];
    const sc = runTasks(s, [stepsOf([strike(2), { do: 'time', n: 1 }], 'Test', 'action'), { t: 'phase', phase: 'planning' } as Task]);
    expect(markV(sc.state)).toMatchObject({ role: 'inert', space: 'trail-d' });
    expect(hunter(sc.state).allyPower).toBe('cybernetic-agility');
    expect(sc.state.killer.darkPowerRevealed).toBe(true);
    expect(sc.state.girl.time).toBe(7);
    expect(texts(sc)).toContain('The Mark V is defeated during the Action phase: you carry on.');
  });

  it('the last part gone outside the Action phase: that phase ends at once', () => {
    const s = table('killer');
    hunter(s).stack = [{ id: 3, value: 5 }];
    s.riggedDice = [4];
    const sc = runTasks(s, [stepsOf([strike(2), { do: 'time', n: 1 }], 'Test', 'event'), { t: 'phase', phase: 'panic' } as Task]);
    expect(markV(sc.state).role).toBe('inert');
    expect(sc.state.girl.time).toBe(6);
    expect(sc.state.phase).toBe('panic');
    expect(texts(sc)).toContain('The Mark V is defeated: the phase ends at once.');
  });

  it('a Retaliate that shuts the Mark V down in the Killer phase ends the phase before its attack lands', () => {
    const s = table('killer');
    hunter(s).stack = [{ id: 3, value: 5 }];
    s.girl.hand = ['retaliate'];
    s.riggedDice = [6, 6, 6, 6, 6, 4];
    let sc = runTasks(s, [{ t: 'killerAttack', by: markV(s).id, icon: 0, girlTargeted: true, source: 'Test' }, { t: 'phase', phase: 'panic' } as Task]);
    sc = decide(sc, 'react:retaliate');
    while (sc.state.pending?.kind !== 'test-pause') sc = decide(sc, sc.state.pending?.options[0]?.id as string);
    expect(markV(sc.state).role).toBe('inert');
    expect(sc.state.girl.health).toBe(4);
    expect(texts(sc)).toContain('The Mark V is defeated: the phase ends at once.');
  });

  it('shut down on its way (Piranhas! take its last part in the Killer phase), the Mark V stops and attacks no one', () => {
    const s = table('killer');
    Object.assign(markV(s), { space: 'trail-c' });
    s.girl.space = 'central-river';
    s.tokens = [{ kind: 'piranhas', space: 'central-river' }];
    Object.assign(hunter(s), { stack: [{ id: 3, value: 5 }], phaseKey: '1:killer', phaseDamage: 1 });
    s.riggedDice = [4];
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 1, attack: 1 }], 'Test', 'terror'), { t: 'phase', phase: 'panic' } as Task]);
    expect(markV(sc.state)).toMatchObject({ role: 'inert', space: 'central-river' });
    expect(sc.state.girl.health).toBe(4);
    expect(texts(sc)).toContain('The Mark V is defeated: the phase ends at once.');
  });

  it('Reinforced Endoskeleton: the card\'s own damage is ignored, a weapon\'s bonus still lands', () => {
    const s = table();
    Object.assign(s.killer, { darkPower: 'reinforced-endoskeleton', darkPowerRevealed: true });
    s.attack = { target: markV(s).id, weapons: [], dealt: 0 };
    const bare = run(s, [{ do: 'damage', n: 2 }], 'action');
    expect(hunter(bare.state).stack).toHaveLength(3);
    expect(texts(bare)).toContain('Reinforced Endoskeleton: the Mark V ignores 2 damage.');
    // Damage from anything but an Action card's icons (Kat's reward) is yellow: it lands.
    expect(hunter(run({ ...s, attack: null }, [strike(2)]).state).stack).toHaveLength(2);
    s.attack = { target: markV(s).id, weapons: ['machete'], dealt: 0 };
    s.girl.items = [{ id: 'machete', inHands: true }];
    const machete = c.locations['pesadilla-verde']?.items.find((i) => i.id === 'machete');
    expect(machete?.weapon?.bonus).toBeGreaterThan(0);
    const armed = run(s, [{ do: 'damage', n: 1 }], 'action');
    expect(hunter(armed.state).phaseDamage + 2 * (3 - hunter(armed.state).stack.length)).toBe(machete?.weapon?.bonus);
  });
});

describe('the Hunter: Bloodlust (seed 002)', () => {
  it('rises once a phase when the Hunter is damaged or deals damage; a Victim\'s death raises nothing', () => {
    const s = table();
    setVictims(s, { 'trail-d': 1 });
    const sc = run(s, [strike(1), strike(1), { do: 'killVictims', n: 1, at: 'killer' }]);
    expect(sc.state.killer.bloodlust).toBe(1);
    expect(sc.state.deadVictims).toBe(1);
    sc.state.phase = 'killer';
    const hurt = runTasks(sc.state, [{ t: 'killerAttack', by: markV(s).id, icon: 0, girlTargeted: true, source: 'Test' }, { t: 'killerAttack', by: markV(s).id, icon: 1, girlTargeted: true, source: 'Test' }]);
    // Two hits in one phase (the second at the new level's Attack 2): one rise.
    expect(hurt.state.girl.health).toBe(1);
    expect(hurt.state.killer.bloodlust).toBe(2);
    expect(texts(hurt).filter((t) => t.includes('learns from the clash'))).toHaveLength(1);
  });

  it('in the Panic phase Victims in the Hunter\'s space panic when Bloodlust rose this turn, not otherwise', () => {
    const s = table('panic');
    setVictims(s, { 'trail-d': 1 });
    s.riggedDice = [1];
    const calm = runTasks(s, [{ t: 'panicPhase' }]);
    expect(calm.state.victims[0]?.space).toBe('trail-d');
    s.killer.bloodlust = 1;
    const panicked = runTasks(s, [{ t: 'panicPhase' }]);
    expect(panicked.state.victims[0]?.space).toBe('trail-e');
    // Upkeep records the level: next turn it has to rise again.
    const upkeep = runTasks(panicked.state, [{ t: 'upkeepEffects' }]);
    expect(hunter(upkeep.state).bloodlustBefore).toBe(1);
  });
});

describe('the Hunter: the Countdown and the Mark X (seed 002, Countdown Tokens)', () => {
  it('with only Countdown tokens left each Killer phase removes one (Bloodlust +1, no Killer Action, no Terror card); the second brings the Mark X; the next phase is normal', () => {
    const s = table('killer');
    shutDownAt(s, 'trail-d');
    const deck = s.terrorDeck.length;
    const first = runTasks(s, [{ t: 'killerPhase' }]);
    expect(hunter(first.state).countdown).toBe(1);
    expect(first.state.killer.bloodlust).toBe(1);
    expect(first.state.terrorDeck).toHaveLength(deck);
    expect(markX(first.state)).toBeUndefined();
    const second = runTasks(first.state, [{ t: 'killerPhase' }]);
    const x = markX(second.state) as Unit;
    const card = c.locations['pesadilla-verde']?.setups.find((k) => k.id === hunter(second.state).markXSetup);
    expect(card?.id).not.toBe(s.setupCard);
    expect(x).toMatchObject({ role: 'killer', space: card?.killer, health: 15, final: { colour: 'black', revealed: false } });
    expect(second.state.terrorDeck).toHaveLength(deck);
    expect(second.state.finalTokenPool).toHaveLength(s.finalTokenPool.length - 1);
    const third = runTasks(second.state, [{ t: 'killerPhase' }]);
    expect(third.state.terrorDeck).toHaveLength(deck - 1);
    expect(hunter(third.state).countdown).toBe(0);
  });
});

describe("the Hunter's Finales after the fifth calibration step (ours, reconstructed)", () => {
  const finale = (id: string): Step[] => {
    const found = c.killers.hunter?.finales.find((f) => f.id === id);
    if (!found) throw new Error(`no Hunter Finale "${id}"`);
    return found.action;
  };

  /** The Mark X in her space with the Bloodlust at the top, the Mark V shut down elsewhere, two cards in hand. */
  function markXWithHer(): GameState {
    const s = table('killer');
    shutDownAt(s, 'cave');
    hunter(s).countdown = 0;
    putUnits(s, 'mark-x', 'trail-d', 1, c);
    Object.assign(markX(s) as Unit, { final: { colour: 'black', value: 0, revealed: false } });
    Object.assign(s.killer, { bloodlust: TOP, finaleRevealed: true });
    s.girl.hand = ['walk', 'focus'];
    s.girl.horror = 2;
    return s;
  }

  it('Relentless Pursuit comes for her without attacking: no Health lost even in her space', () => {
    const sc = run(markXWithHer(), finale('relentless-pursuit'), 'terror');
    expect(sc.state.pending?.kind).not.toBe('defend');
    expect(sc.state.girl.health).toBe(4);
  });

  it('Adaptive A.I. lets her choose: its attack, or a random Action card and Horror +1', () => {
    const asked = run(markXWithHer(), finale('adaptive-ai'), 'terror');
    expect(asked.state.pending?.kind).toBe('choose-row');
    expect(asked.state.pending?.options.map((o) => o.id)).toEqual(['opt:0', 'opt:1']);

    const read = decide(asked, 'opt:1');
    expect(read.state.girl.hand).toHaveLength(1);
    expect(read.state.girl.horror).toBe(3);
    expect(read.state.girl.health).toBe(4);

    const struck = takeAll(decide(asked, 'opt:0'));
    expect(struck.state.girl.hand).toHaveLength(2);
    expect(struck.state.girl.horror).toBe(2);
    expect(struck.state.girl.health).toBeLessThan(4);
  });
});

describe('the Hunter Mark X Terror card (seed 002)', () => {
  const card: Step[] = [{ do: 'module', name: 'hunter.markX' }];

  it('with the Mark V active: it shuts down, Bloodlust to the top, its parts drop in its space, its Dark Power goes under the Ally card; the Mark X arrives; the deck goes; the Finale is revealed', () => {
    const s = table('killer');
    hunter(s).minorPowers = ['advanced-ai'];
    const sc = run(s, card, 'terror');
    expect(markV(sc.state).role).toBe('inert');
    expect(sc.state.killer.bloodlust).toBe(TOP);
    expect(hunter(sc.state).dropped.map((p) => p.space)).toEqual(['trail-d', 'trail-d', 'trail-d']);
    expect(hunter(sc.state).stack).toEqual([]);
    expect(hunter(sc.state).allyPower).toBe('cybernetic-agility');
    expect(hunter(sc.state).countdown).toBe(0);
    expect(markX(sc.state)?.role).toBe('killer');
    expect(sc.state.terrorDeck).toEqual([]);
    expect(sc.state.killer.finaleRevealed).toBe(true);
    // Minor Dark Powers stay for the Mark X.
    expect(hunter(sc.state).minorPowers).toEqual(['advanced-ai']);
  });

  it('with the Mark V shut down and the Countdown running: the tokens go and the Mark X arrives', () => {
    const s = table('killer');
    shutDownAt(s, 'trail-d');
    hunter(s).countdown = 1;
    const sc = run(s, card, 'terror');
    expect(hunter(sc.state).countdown).toBe(0);
    expect(markX(sc.state)).toBeDefined();
    expect(sc.state.killer.bloodlust).toBe(0);
  });

  it('with the Mark X already on the board: no second Mark X; the rest of the deck goes and the Finale is revealed', () => {
    const s = table('killer');
    withAlly(s, 'trail-d', 3, 'cave');
    const sc = run(s, card, 'terror');
    expect(sc.state.units.filter((u) => u.type === 'mark-x')).toHaveLength(1);
    expect(sc.state.terrorDeck).toEqual([]);
    expect(sc.state.killer.finaleRevealed).toBe(true);
  });

  it('discarded by an effect (the top of the Bloodlust track), it resolves before it is discarded', () => {
    const s = table('killer');
    s.terrorDeck = ['hunter-mark-x', 'shock-and-awe', 'system-reboot'];
    s.killer.bloodlust = TOP;
    const sc = run(s, [{ do: 'bloodlust', n: 1 }]);
    expect(texts(sc)).toContain('The discarded card is Hunter Mark X: it resolves before it is discarded.');
    expect(markV(sc.state).role).toBe('inert');
    expect(markX(sc.state)).toBeDefined();
    expect(sc.state.terrorDiscard).toEqual(expect.arrayContaining(['hunter-mark-x', 'shock-and-awe', 'system-reboot']));
    expect(sc.state.killer.finaleRevealed).toBe(true);
  });
});

describe('the Hunter: retrieving parts and repairing the Mark V (seed 002)', () => {
  it('a part is picked up for 1 Time in its space during the Action phase, face down; not from another space', () => {
    const s = table();
    hunter(s).dropped = [{ id: 4, value: 3, space: 'trail-d' }, { id: 5, value: 1, space: 'trail-c' }];
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    const picked = decide(sc, 'part:pick');
    expect(hunter(picked.state).backpack).toEqual([{ id: 4, value: 3 }]);
    expect(hunter(picked.state).dropped).toEqual([{ id: 5, value: 1, space: 'trail-c' }]);
    expect(picked.state.girl.time).toBe(5);
    expect(picked.state.pending?.options.map((o) => o.id)).not.toContain('part:pick');
    expect(texts(picked).join(' ')).not.toContain('shows');
  });

  it('face-down parts: the views tell how many lie where, never their values; each value is a hidden fact until flipped', () => {
    const s = table();
    shutDownAt(s, 'trail-d');
    Object.assign(hunter(s), { dropped: [{ id: 4, value: 3, space: 'cave' }], backpack: [{ id: 5, value: 4 }] });
    expect(hiddenFacts(s)).toEqual(['Cybernetic Part token 4 shows 3', 'Cybernetic Part token 5 shows 4']);
    expect(publicView(s).modules.hunter).toMatchObject({ parts: 0, backpack: 1, dropped: [{ space: 'cave', spaceLabel: 'Cave', count: 1 }] });
    expect(JSON.stringify(secretView(s))).not.toMatch(/"value"|shows 4|shows 3/);
    const flipped = decide(runTasks(s, [{ t: 'actionPhase' }]), 'part:repair');
    expect(hiddenFacts(flipped.state)).toEqual(['Cybernetic Part token 4 shows 3']);
    expect(texts(flipped, 'public').some((t) => t.includes('Cybernetic Part token 5 shows 4'))).toBe(true);
  });

  it('repairing in the Mark V\'s space flips a part: its Health goes to the Mark V, which becomes an Ally; further repairs add to it', () => {
    const s = table();
    shutDownAt(s, 'trail-d');
    hunter(s).backpack = [{ id: 2, value: 3 }, { id: 3, value: 5 }];
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(sc.state.pending?.options.map((o) => o.id)).toContain('part:repair');
    let next = decide(sc, 'part:repair');
    expect(markV(next.state)).toMatchObject({ role: 'ally', health: 3 });
    expect(texts(next)).toContain('You flip a part from your backpack: Cybernetic Part token 2 shows 3. The Mark V gains 3 Health (now 3).');
    next = decide(next, 'part:repair');
    expect(markV(next.state).health).toBe(8);
    expect(hunter(next.state)).toMatchObject({ repairs: 2, allyPeakHealth: 8, backpack: [] });
    expect(next.state.girl.time).toBe(4);
  });

  it('an Ally at 0 Health is destroyed for good: no repair can bring it back', () => {
    const s = table('killer');
    withAlly(s, 'trail-d', 1, 'trail-d');
    s.girl.space = 'cave';
    const sc = takeAll(runTasks(s, [{ t: 'killerAttack', by: (markX(s) as Unit).id, icon: 0, girlTargeted: false, source: 'Test' }]));
    expect(markV(sc.state)).toBeUndefined();
    hunter(sc.state).backpack = [{ id: 1, value: 2 }];
    sc.state.phase = 'action';
    sc.state.girl.space = 'trail-d';
    const act = runTasks(sc.state, [{ t: 'actionPhase' }]);
    expect(act.state.pending?.options.map((o) => o.id)).not.toContain('part:repair');
  });
});

describe('the Mark V Ally (seed 002, Allies)', () => {
  it('its Action puts a cube on the row\'s leftmost space; the row is closed until the cube leaves the card, one space each Upkeep', () => {
    const s = table();
    withAlly(s, 'cave', 3, 'cave');
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    const strikeId = `ally:strike:${(markX(s) as Unit).id}`;
    expect(sc.state.pending?.options.map((o) => o.id)).toContain(strikeId);
    const hit = decide(sc, strikeId);
    expect(markX(hit.state)?.health).toBe(13);
    expect(hunter(hit.state).cubes).toEqual({ strike: 0 });
    expect(hit.state.pending?.options.map((o) => o.id)).not.toContain(strikeId);
    expect(hit.state.killer.bloodlust).toBe(1);
    const up1 = runTasks(hit.state, [{ t: 'upkeepEffects' }]);
    expect(hunter(up1.state).cubes).toEqual({ strike: 1 });
    const up2 = runTasks(up1.state, [{ t: 'upkeepEffects' }]);
    expect(hunter(up2.state).cubes).toEqual({});
  });

  it('its Move rows: the one-space row first, then the two-space row; it moves like her', () => {
    const s = table();
    withAlly(s, 'trail-d', 3, 'cave');
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    const moved = decide(sc, 'ally:move:trail-c');
    expect(markV(moved.state).space).toBe('trail-c');
    expect(hunter(moved.state).cubes).toEqual({ 'move-quick': 0 });
    const again = decide(moved, 'ally:move:central-river');
    expect(hunter(again.state).cubes).toEqual({ 'move-quick': 0, 'move-slow': 0 });
    expect(again.state.pending?.options.some((o) => o.id.startsWith('ally:move:'))).toBe(false);
  });

  it('sharing her space when she is attacked, she chooses who takes it; the Ally\'s Reaction lowers the damage by 1', () => {
    const s = table('killer');
    withAlly(s, 'trail-d', 3, 'trail-d');
    const attack: Task = { t: 'killerAttack', by: (markX(s) as Unit).id, icon: 0, girlTargeted: true, source: 'Test' };
    const sc = runTasks(s, [attack]);
    expect(sc.state.pending?.kind).toBe('take-attack');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['take:girl', `take:${markV(s).id}`]);
    const toAlly = decide(sc, `take:${markV(s).id}`);
    expect(toAlly.state.pending?.kind).toBe('defend');
    const shielded = decide(toAlly, 'ally:react:shield');
    const done = shielded;
    expect(done.state.pending?.kind).toBe('test-pause');
    expect(markV(done.state).health).toBe(3);
    expect(done.state.girl.health).toBe(4);
    expect(hunter(done.state).cubes).toEqual({ shield: 0 });
    const toGirl = decide(sc, 'take:girl');
    const hurt = decide(toGirl, 'take');
    expect(hurt.state.girl.health).toBe(3);
    expect(markV(hurt.state).health).toBe(3);
  });

  it('it is targeted as the closest [Victim] target, Victims in its space first', () => {
    const s = table('killer');
    withAlly(s, 'trail-c', 3, 'trail-d');
    s.girl.space = 'cave';
    const sc = takeAll(run(s, [{ do: 'killerAction', target: 'victim', move: 1, attack: 1 }], 'terror'));
    expect(markX(sc.state)?.space).toBe('trail-c');
    expect(markV(sc.state).health).toBe(2);
    const t2 = table('killer');
    withAlly(t2, 'trail-c', 3, 'trail-d');
    t2.girl.space = 'cave';
    setVictims(t2, { 'trail-c': 1 });
    const withVictim = run(t2, [{ do: 'killerAction', target: 'victim', move: 1, attack: 1 }], 'terror');
    expect(withVictim.state.deadVictims).toBe(1);
    expect(markV(withVictim.state).health).toBe(3);
  });
});

describe('the Hunter: Terror cards and achievements', () => {
  it('"Move or Be Eliminated" (seed text): 1 Victim dies in each space it passes through, start and end included; Bloodlust +1 a kill, at most +2', () => {
    const s = table('killer');
    s.killer.bloodlust = 6; // Movement 2
    markV(s).space = 'cursed-temple';
    s.girl.space = 'trail-e';
    setVictims(s, { 'cursed-temple': 1, 'trail-g': 2, 'trail-e': 1, clearing: 1 });
    const card = c.killers.hunter?.terror.find((t) => t.id === 'move-or-be-eliminated');
    const sc = run(s, card?.steps ?? [], 'terror');
    expect(markV(sc.state).space).toBe('trail-e');
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['clearing', 'trail-g']);
    expect(sc.state.killer.bloodlust).toBe(8);
    expect(sc.state.girl.health).toBe(4);
  });

  it('the Mark V Ally dealing the killing blow to the Mark X meets "Friendly Fire" and "Back Online" (repaired this turn)', () => {
    const s = table();
    withAlly(s, 'cave', 3, 'cave');
    Object.assign(markX(s) as Unit, { health: 1 });
    hunter(s).repairTurn = s.turn;
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    const won = decide(sc, `ally:strike:${(markX(s) as Unit).id}`);
    expect(won.state.result).toBe('won');
    const met = achievementsMet(won.state, { locationsWon: [] });
    expect(met).toEqual(expect.arrayContaining(['friendly-fire', 'back-online', 'not-a-scratch', 'ahead-of-schedule']));
    expect(met).not.toContain('no-help-needed');
    expect(met).not.toContain('extreme-horror');
  });
});

describe('the Hunter: Dark Powers and Minor Dark Powers', () => {
  const attackGirl = (s: GameState, by: Unit) => runTasks(s, [{ t: 'killerAttack', by: by.id, icon: 0, girlTargeted: true, source: 'Test' }]);

  it('M134 Minigun Armament (seed): range 0-1, and no Reaction card against an attack at range 1', () => {
    const s = table('killer');
    s.girl.space = 'trail-e';
    s.girl.hand = ['guard'];
    const unarmed = attackGirl(s, markV(s));
    expect(unarmed.state.girl.health).toBe(4);
    Object.assign(s.killer, { darkPower: 'm134-minigun-armament', darkPowerRevealed: true });
    const ranged = attackGirl(s, markV(s));
    expect(ranged.state.pending?.kind).toBe('test-pause');
    expect(ranged.state.girl.health).toBe(3);
    s.girl.space = 'trail-d';
    const close = attackGirl(s, markV(s));
    expect(close.state.pending?.options.map((o) => o.id)).toContain('react:guard');
  });

  it('Cybernetic Agility (ours): the Mark V\'s Movement Value is 1 higher', () => {
    const s = table('killer');
    markV(s).space = 'cursed-temple';
    s.girl.space = 'trail-e';
    const step: Step[] = [{ do: 'killerAction', target: 'girl', move: 1, attack: 0 }];
    expect(markV(run(s, step, 'terror').state).space).toBe('trail-g');
    Object.assign(s.killer, { darkPowerRevealed: true });
    expect(markV(run(s, step, 'terror').state).space).toBe('trail-e');
  });

  it('Titanium-Laced Bio Tissue (ours): the first damage to the Mark V in each phase is soaked', () => {
    const s = table();
    Object.assign(s.killer, { darkPower: 'titanium-laced-bio-tissue', darkPowerRevealed: true });
    const sc = run(s, [strike(2)]);
    expect(hunter(sc.state)).toMatchObject({ phaseDamage: 1 });
    expect(hunter(sc.state).stack).toHaveLength(3);
    expect(hunter(run(sc.state, [strike(1)]).state).stack).toHaveLength(2);
  });

  it('Titanium Shield (Minor Dark Power, ours): 2 points of damage meant for the Hunter go to it first, then it is discarded', () => {
    const s = table();
    const sc = run(s, [{ do: 'module', name: 'hunter.minorDarkPower', args: { power: 'titanium-shield' } }, strike(3)], 'terror');
    expect(hunter(sc.state)).toMatchObject({ shield: 0, minorPowers: [], phaseDamage: 1 });
  });

  it('Advanced AI (Minor Dark Power, ours) stays in play for the Mark X: its Movement Value is 1 higher', () => {
    const s = table('killer');
    withAlly(s, 'cave', 3, 'cursed-temple');
    s.girl.space = 'trail-e';
    hunter(s).minorPowers = ['advanced-ai'];
    expect(markX(run(s, [{ do: 'killerAction', target: 'girl', move: 1, attack: 0 }], 'terror').state)?.space).toBe('trail-e');
  });

  it('"Terminate Mark V" (ours): 2 damage to the Ally; with no Ally the Hunter comes for her and attacks', () => {
    const s = table('killer');
    withAlly(s, 'cave', 3, 'trail-d');
    expect(markV(takeAll(run(s, [{ do: 'module', name: 'hunter.terminateMarkV' }], 'terror')).state).health).toBe(1);
    const t = table('killer');
    expect(takeAll(run(t, [{ do: 'module', name: 'hunter.terminateMarkV' }], 'terror')).state.girl.health).toBe(3);
  });

  it('System Reboot (ours): the Mark X recovers 2 Health, never above 15; the Mark V has nothing to mend', () => {
    const s = table('killer');
    withAlly(s, 'cave', 3, 'trail-d');
    Object.assign(markX(s) as Unit, { health: 14 });
    expect(markX(run(s, [{ do: 'module', name: 'hunter.reboot' }], 'terror').state)?.health).toBe(15);
    expect(texts(run(table('killer'), [{ do: 'module', name: 'hunter.reboot' }], 'terror'))).toContain('Test: the Mark V has nothing to mend.');
  });
});

describe('Kat and Tali (seed 002 grids)', () => {
  it('Kat\'s damage reward strikes an Enemy in her space; Tali\'s takes the top Item of the deck she picks', () => {
    const s = table();
    expect(hunter(run(s, c.girls.kat?.saveRewards[0] ?? []).state).phaseDamage).toBe(1);
    const t = table();
    t.girl.space = 'cave';
    const ask = run(t, c.girls.tali?.saveRewards[3] ?? []);
    expect(ask.state.pending?.kind).toBe('take-item');
    const deck = ask.state.pending?.options[0]?.id.slice(5) as string;
    const top = t.itemDecks[deck]?.[0]?.id as string;
    let got = decide(ask, `deck:${deck}`);
    while (got.state.pending?.kind !== 'test-pause') got = decide(got, got.state.pending?.options[0]?.id as string);
    expect(got.state.girl.items.map((i) => i.id)).toContain(top);
    expect(got.state.itemDecks[deck]).toHaveLength((t.itemDecks[deck]?.length ?? 0) - 1);
  });
});

describe('the Dark Power under the Ally card (its strip works for the Ally)', () => {
  it('M134 (seed side strip): the Ally deals 1 more damage and reaches 1 space', () => {
    const s = table();
    withAlly(s, 'trail-c', 3, 'trail-d');
    hunter(s).allyPower = 'm134-minigun-armament';
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    const hit = decide(sc, `ally:strike:${(markX(s) as Unit).id}`);
    expect(markX(hit.state)?.health).toBe(12);
  });

  // Seed 002, Reinforced Endoskeleton, the same text on its strip: "The Mark V ignores all [red icon]
  // effects. ([yellow icon] effects still apply.)" Read for the Ally: an attack's damage is red and
  // ignored whole; damage that is no attack (a card that names it) is yellow and lands.
  it('Reinforced Endoskeleton (seed strip): "The Mark V ignores all [red icon] effects. ([yellow icon] effects still apply.)": the Ally ignores every attack whole, "Terminate Mark V" still hurts it', () => {
    const s = table('killer');
    withAlly(s, 'trail-c', 3, 'trail-c');
    hunter(s).allyPower = 'reinforced-endoskeleton';
    const attack: Task = { t: 'killerAttack', by: (markX(s) as Unit).id, icon: 0, girlTargeted: false, source: 'Test' };
    for (const bloodlust of [2, TOP]) {
      s.killer.bloodlust = bloodlust;
      const sc = runTasks(s, [attack]);
      // Nothing to defend: no question, no Health lost, and no damage dealt to learn from.
      expect(sc.state.pending?.kind).toBe('test-pause');
      expect(markV(sc.state).health).toBe(3);
      expect(sc.state.killer.bloodlust).toBe(bloodlust);
      expect(texts(sc)).toContain('The Mark V ignores the attack (Reinforced Endoskeleton).');
    }
    s.killer.bloodlust = 0;
    const terminate = run(s, [{ do: 'module', name: 'hunter.terminateMarkV' }], 'terror');
    expect(markV(terminate.state).health).toBe(1);
    // Without the strip the same attack lands.
    hunter(s).allyPower = 'cybernetic-agility';
    hunter(s).cubes = { shield: 0 };
    s.killer.bloodlust = 2;
    expect(markV(runTasks(s, [attack]).state).health).toBe(1);
  });

  it('Titanium-Laced Bio Tissue (ours): the Ally mends 1 Health each Upkeep, up to what its parts gave', () => {
    const s = table();
    withAlly(s, 'cave', 5, 'trail-d');
    hunter(s).allyPower = 'titanium-laced-bio-tissue';
    markV(s).health = 4;
    const up = runTasks(s, [{ t: 'upkeepEffects' }]);
    expect(markV(up.state).health).toBe(5);
    expect(markV(runTasks(up.state, [{ t: 'upkeepEffects' }]).state).health).toBe(5);
  });

  it('Cybernetic Agility (ours): each Move row moves the Ally up to 2 spaces', () => {
    const s = table();
    withAlly(s, 'trail-d', 3, 'cave');
    hunter(s).allyPower = 'cybernetic-agility';
    const ids = runTasks(s, [{ t: 'actionPhase' }]).state.pending?.options.map((o) => o.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['ally:move:trail-c', 'ally:move:central-river', 'ally:move:rebel-camp']));
    hunter(s).allyPower = 'reinforced-endoskeleton';
    const plain = runTasks(s, [{ t: 'actionPhase' }]).state.pending?.options.map((o) => o.id) ?? [];
    expect(plain).not.toContain('ally:move:central-river');
  });
});
