import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import type { Unit } from '../../src/engine/state.js';
import { choose, paused, runTasks, setVictims, stepsOf, texts } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';
import type { FenceSection } from '../../src/content/islaLagartoSheet.js';

/**
 * The Raptors at Isla Lagarto (seed 003, both halves): the T-Rex against the Pack and loose
 * Raptors, Raptors finding the Pack around Electric Fences, Raptors and lava, and the spawn
 * table on a board with fences and lava. The board: the Dino Pen enclosure (Dino Pen, East
 * Cliff, Trail East, Turtle Beach, Workshop, Boat Dock) joins the rest through fence A (Control
 * Room), B (Visitor Center) and C (Genetics Lab to the Workshop).
 */
const c = content();
const ISLA = c.islaLagarto!;

/** A quiet Killer phase: no Victims, no fence, no lava, the T-Rex on its card; her at Wreck Beach, the Pack (4 + a blank token) at the Dino Pen. */
function table(): GameState {
  const s = newGame({ killer: 'raptors', location: 'isla-lagarto', girl: 'christina' }, 1).state;
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, deadVictims: 0, activeEvents: [], victims: [], pending: null });
  s.units = s.units.filter((u) => u.type === 'pack');
  Object.assign(s.girl, { space: 'wreck-beach', hand: [], items: [], health: 5, maxHealth: 5, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(thePack(s), { space: 'dino-pen', health: 4, final: { colour: 'black', value: 0, revealed: false } });
  s.killer.bloodlust = 0;
  s.killer.darkPowerRevealed = false;
  s.killer.finaleRevealed = false;
  s.islaLagarto = { powered: [], skipFenceRoll: false, tRex: 0, lava: [], lavaDeck: ISLA.lava.cards.map((x) => x.id) };
  return s;
}

const thePack = (s: GameState): Unit => s.units.find((u) => u.type === 'pack') as Unit;
const raptorsAt = (s: GameState, space: string) => s.units.filter((u) => u.type === 'raptor' && u.space === space).length;
const raptors = (s: GameState) => s.units.filter((u) => u.type === 'raptor');
const put = (s: GameState, space: string, n = 1) => putUnits(s, 'raptor', space, n, c);
const power = (s: GameState, ...sections: FenceSection[]) => {
  s.islaLagarto!.powered = sections;
};
const lava = (s: GameState, ...spaces: string[]) => {
  s.islaLagarto!.lava = spaces;
};
const looseTRex = (s: GameState, space: string) => {
  putUnits(s, 't-rex', space, 1, c);
  s.islaLagarto!.tRex = ISLA.tRex.track;
};
const TREX_ACTION: Step = { do: 'killerAction', target: 'anyone', move: 1, attack: 1, by: { type: 't-rex' } };
const rex = (s: GameState) => runTasks(s, [stepsOf([TREX_ACTION], 'T-Rex', 'hazard')]);
const toPack: Step = { do: 'killerAction', target: { type: 'pack' }, move: 1, attack: 0, by: { type: 'raptor' } };
const terror = (steps: Step[]) => stepsOf(steps, 'Test Terror', 'terror');
const spawn: Step = { do: 'module', name: 'raptors.spawn' };
const optionIds = (s: GameState) => (s.pending?.options.map((o) => o.id) ?? []).sort();
function topCard(s: GameState, n: number): void {
  const card = c.raptorsSheet?.spawnCards.find((x) => x.raptors === n);
  if (!card || !s.raptors) throw new Error(`no Spawn card of ${n}`);
  s.raptors.deck = [card.id, ...s.raptors.deck.filter((id) => id !== card.id)];
}

describe('the T-Rex against the Raptors (seed 003, T-Rex: Killing)', () => {
  it('kills by priority: a Victim, then a loose Raptor (a Minion), then you', () => {
    const s = table();
    looseTRex(s, 'control-room');
    s.girl.space = 'control-room';
    put(s, 'control-room');
    setVictims(s, { 'control-room': 1 });
    const one = rex(s);
    expect(one.state.victims).toEqual([]);
    expect(raptorsAt(one.state, 'control-room')).toBe(1);
    const two = rex(one.state);
    expect(raptorsAt(two.state, 'control-room')).toBe(0);
    expect(two.state.result).toBeNull();
    const three = rex(two.state);
    expect(three.state.result).toBe('lost');
  });

  it('with you and the Pack in its space it kills you, not the Pack', () => {
    const s = table();
    looseTRex(s, 'dino-pen');
    s.girl.space = 'dino-pen';
    const sc = rex(s);
    expect(sc.state.result).toBe('lost');
    expect(thePack(sc.state).health).toBe(4);
  });

  it('against the Pack it kills one Raptor of it: the Pack loses 1 Health and lives on', () => {
    const s = table();
    looseTRex(s, 'dino-pen');
    const sc = rex(s);
    expect(thePack(sc.state).health).toBe(3);
    expect(sc.state.result).toBeNull();
    expect(texts(sc)).toContain('The Pack takes 1 damage (T-Rex); 3 Health left.');
  });

  it('the Pack dies only at its last unit, and then outright: its Final Health token is not revealed', () => {
    const s = table();
    looseTRex(s, 'dino-pen');
    // A token that would bring it back with 3 Health, were it revealed.
    Object.assign(thePack(s), { health: 1, final: { colour: 'black', value: 3, revealed: false } });
    const one = rex(s);
    expect(thePack(one.state).health).toBe(0);
    expect(one.state.result).toBeNull();
    const two = rex(one.state);
    expect(two.state.result).toBe('won');
    expect(texts(two).some((t) => t.includes('Final Health token shows'))).toBe(false);
  });

  it('moves toward a loose Raptor too (it is "anyone"), stopping at the first space with anyone', () => {
    const s = table();
    looseTRex(s, 'helipad');
    thePack(s).space = 'turtle-beach';
    put(s, 'power-plant');
    const sc = rex(s);
    // Helipad to the Power Plant is 2 (by the Control Room); the Raptor dies there.
    expect(sc.state.units.find((u) => u.type === 't-rex')?.space).toBe('power-plant');
    expect(raptors(sc.state)).toEqual([]);
  });
});

describe('the Raptors and the Electric Fences (seed 003, Farthest/Closest and Enemy Targeting)', () => {
  it('a Raptor heads for the Pack only along unblocked paths: the long way round a powered gate', () => {
    const s = table();
    put(s, 'visitor-center');
    let sc = runTasks(s, [terror([toPack])]);
    // No fence: one step through gate B and it joins the Pack.
    expect(raptors(sc.state)).toEqual([]);
    expect(thePack(sc.state).health).toBe(5);
    power(s, 'B', 'C');
    sc = runTasks(s, [terror([toPack])]);
    // Only gate A is open: by the Power Plant and the Control Room.
    expect(raptorsAt(sc.state, 'power-plant')).toBe(1);
    expect(thePack(sc.state).health).toBe(4);
  });

  it('with every gate powered there is no unblocked path: the Raptor targets the Pack as if there were no fences, but does not move', () => {
    const s = table();
    power(s, 'A', 'B', 'C');
    put(s, 'visitor-center');
    const sc = runTasks(s, [terror([toPack])]);
    expect(texts(sc)).toContain('Test Terror: the Raptor targets Dino Pen.');
    expect(raptorsAt(sc.state, 'visitor-center')).toBe(1);
    expect(thePack(sc.state).health).toBe(4);
  });

  it('with every gate powered, a Raptor inside the enclosure still reaches the Pack', () => {
    const s = table();
    power(s, 'A', 'B', 'C');
    put(s, 'trail-east');
    const sc = runTasks(s, [terror([toPack])]);
    expect(raptors(sc.state)).toEqual([]);
    expect(thePack(sc.state).health).toBe(5);
  });

  it('short of meeples, "the Raptor closest to the Pack" is counted around the fences', () => {
    const s = table();
    power(s, 'B');
    put(s, 'visitor-center'); // 1 from the Dino Pen on the printed board, 3 around gate B
    put(s, 'boat-dock'); // 2, by the Workshop
    put(s, 'north-beach', 4); // 4
    topCard(s, 1);
    s.riggedDice = [1];
    const sc = runTasks(s, [terror([spawn])]);
    expect(raptorsAt(sc.state, 'boat-dock')).toBe(0);
    expect(raptorsAt(sc.state, 'visitor-center')).toBe(1);
    expect(raptorsAt(sc.state, 'wreck-beach')).toBe(1);
    expect(thePack(sc.state).health).toBe(5);
  });

  it('spawn row 2: the spawn space closest to the Pack, counted around the fences', () => {
    const s = table();
    thePack(s).space = 'control-room';
    topCard(s, 1);
    s.riggedDice = [2];
    // No fence: North Cliff and East Cliff are both next to the Control Room.
    let sc = runTasks(s, [terror([spawn])]);
    expect(sc.state.pending?.kind).toBe('raptor-spawn');
    expect(optionIds(sc.state)).toEqual(['space:east-cliff', 'space:north-cliff']);
    // Fence A cuts the Control Room from the East Cliff: only the North Cliff is closest.
    power(s, 'A');
    s.riggedDice = [2];
    sc = runTasks(s, [terror([spawn])]);
    expect(raptorsAt(sc.state, 'north-cliff')).toBe(1);
  });

  it('spawn row 6: the farthest space from you counts only spaces an unblocked path reaches', () => {
    const s = table();
    s.girl.space = 'turtle-beach';
    topCard(s, 1);
    s.riggedDice = [6];
    const open = runTasks(s, [terror([spawn])]);
    expect(raptorsAt(open.state, 'north-beach')).toBe(1);
    // Every gate powered: she is shut in the enclosure, and only its spaces count (all 2 from her): her choice.
    power(s, 'A', 'B', 'C');
    s.riggedDice = [6];
    const shut = runTasks(s, [terror([spawn])]);
    expect(optionIds(shut.state)).toEqual(['space:dino-pen', 'space:east-cliff', 'space:workshop']);
  });
});

describe('the Raptors and lava (seed 003, Volcano: spaces no longer accessible)', () => {
  it('a Raptor never enters a lava space: it goes round the Volcano to the Pack', () => {
    const s = table();
    thePack(s).space = 'north-cliff';
    put(s, 'hot-springs');
    let sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'volcano')).toBe(1);
    lava(s, 'volcano');
    sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'power-plant')).toBe(1);
  });

  it('"Spawns cannot occur in spaces that are no longer accessible": a lava Beach is skipped by row 4', () => {
    const s = table();
    thePack(s).space = 'boat-dock';
    topCard(s, 2);
    s.riggedDice = [4];
    let sc = runTasks(s, [terror([spawn])]);
    expect(raptorsAt(sc.state, 'north-beach')).toBe(2);
    lava(s, 'north-beach');
    s.riggedDice = [4];
    sc = runTasks(s, [terror([spawn])]);
    expect(raptorsAt(sc.state, 'north-beach')).toBe(0);
    expect(raptors(sc.state)).toHaveLength(2);
    expect(raptors(sc.state)[0]?.space).toBe('north-cliff');
  });

  it('row 6 never picks a lava space, even the farthest one', () => {
    const s = table();
    s.girl.space = 'turtle-beach';
    lava(s, 'north-beach');
    topCard(s, 1);
    s.riggedDice = [6];
    const sc = runTasks(s, [terror([spawn])]);
    const where = raptors(sc.state)[0]?.space ?? (sc.state.pending?.options[0]?.id.slice(6) as string);
    expect(where).not.toBe('north-beach');
    expect(sc.state.islaLagarto?.lava).toEqual(['north-beach']);
  });

  it('the eruption hurts the Pack and the Raptors at the Volcano; a surviving Pack is driven out before the lava closes it', () => {
    const s = table();
    thePack(s).space = 'volcano';
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'islaLagarto.volcano' }], 'Test', 'event')]);
    expect(thePack(sc.state).health).toBe(3);
    expect(thePack(sc.state).space).not.toBe('volcano');
    expect(sc.state.islaLagarto?.lava).toEqual(['volcano']);
    const s2 = table();
    put(s2, 'volcano');
    const sc2 = runTasks(s2, [stepsOf([{ do: 'module', name: 'islaLagarto.volcano' }], 'Test', 'event')]);
    expect(raptors(sc2.state)).toEqual([]);
  });

  it('with every spawn space closed, rows 2 to 5 find no space and no Raptor spawns', () => {
    const s = table();
    thePack(s).space = 'hot-springs';
    lava(s, 'north-beach', 'north-cliff', 'east-cliff', 'wreck-beach', 'turtle-beach');
    topCard(s, 1);
    s.riggedDice = [2];
    const sc = runTasks(s, [terror([spawn])]);
    expect(raptors(sc.state)).toEqual([]);
    expect(texts(sc)).toContain('Test Terror: no space can take them: no Raptor spawns.');
  });
});

describe('spawn spaces at Isla Lagarto: its Beaches and Cliffs', () => {
  it('row 2 with the Pack at the Dino Pen: three spaces are 2 away, her choice; fence A takes the North Cliff out of the tie', () => {
    const s = table();
    topCard(s, 1);
    s.riggedDice = [2];
    let sc = runTasks(s, [terror([spawn])]);
    expect(optionIds(sc.state)).toEqual(['space:east-cliff', 'space:north-cliff', 'space:turtle-beach']);
    const after = choose(sc, 'space:turtle-beach');
    expect(raptorsAt(after.state, 'turtle-beach')).toBe(1);
    power(s, 'A');
    s.riggedDice = [2];
    sc = runTasks(s, [terror([spawn])]);
    expect(optionIds(sc.state)).toEqual(['space:east-cliff', 'space:turtle-beach']);
  });
});

describe('the Tranquilizer Gun against the Raptors (seed 003: "If the Enemy was moving, end its movement")', () => {
  const onTheWay = () => {
    const s = table();
    s.killer.bloodlust = c.killers.raptors?.bloodlust.findIndex((r) => r.move === 2) ?? -1;
    thePack(s).space = 'north-cliff';
    put(s, 'power-plant');
    s.girl.space = 'helipad';
    s.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }];
    return runTasks(s, [terror([toPack])]);
  };

  it('a Raptor running to the Pack past her can be darted on the way: it dies there and never joins', () => {
    const sc = onTheWay();
    expect(sc.state.pending?.kind).toBe('defend');
    expect(raptorsAt(sc.state, 'control-room')).toBe(1);
    const id = raptors(sc.state)[0]?.id as string;
    const fired = choose(sc, `tranquilize:${id}`);
    expect(raptors(fired.state)).toEqual([]);
    expect(thePack(fired.state).health).toBe(4);
    expect(texts(fired).some((t) => t.includes('The Raptor is at'))).toBe(false);
    expect(paused(fired)).toBe(true);
  });

  it('held fire, it runs on and joins the Pack', () => {
    const held = choose(onTheWay(), 'hold-fire');
    expect(raptors(held.state)).toEqual([]);
    expect(thePack(held.state).health).toBe(5);
  });
});
