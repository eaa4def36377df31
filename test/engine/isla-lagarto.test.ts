import { describe, expect, it } from 'vitest';
import { newGame, publicView, type GameState } from '../../src/engine/index.js';
import type { Run } from '../../src/engine/run.js';
import type { Step } from '../../src/content/steps.js';
import { board } from '../../src/engine/actors/victims.js';
import { targetCandidates } from '../../src/engine/phases/killerAction.js';
import { moveOptions } from '../../src/engine/phases/girlMove.js';
import { attackPlans } from '../../src/engine/phases/attack.js';
import { actionPhaseOptions } from '../../src/engine/phases/actionPhase.js';
import { killerOf, setVictims, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { putUnits, runWith, testGame, withTestKiller, chooseWith } from '../helpers/testPacks.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { checkIslaLagarto, type FenceSection, type IslaLagartoSheet } from '../../src/content/islaLagartoSheet.js';

/**
 * Isla Lagarto (seed 003, lines 75-136): Electric Fences, the T-Rex, the Volcano and Lava,
 * "Holy Mosasaurus!" and the Tranquilizer Gun, on our reconstructed board: three areas (north:
 * the Dino Pen enclosure in the south-east, joined to the rest of the island through three gates:
 * fence A (two lines from the Control Room), B (from the Visitor Center), C (from the Genetics Lab).
 */
const c = withTestKiller();
const ISLA = c.islaLagarto!;
const LAVA_DECK = ['lava-north-beach', 'lava-north-cliff', 'lava-power-plant'];

/**
 * A quiet table against the test Killer (Imps as Minions) at Isla Lagarto: Killer phase, no
 * Victims, units or rigged dice, no fence powered, the T-Rex on its card's Start, no lava; her at
 * Wreck Beach with 5 Health, the Killer at the Dino Pen with 10 Health, both tokens blank.
 */
function table(): GameState {
  const s = testGame(1, c, { location: 'isla-lagarto' });
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, deadVictims: 0, activeEvents: [], victims: [] });
  s.units = s.units.filter((u) => u.id === 'killer');
  Object.assign(s.girl, { space: 'wreck-beach', hand: [], items: [], health: 5, maxHealth: 5, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(killerOf(s), { space: 'dino-pen', health: 10, maxHealth: 10, final: { colour: 'black', value: 0, revealed: false } });
  s.killer.bloodlust = 0;
  s.islaLagarto = { powered: [], skipFenceRoll: false, tRex: 0, lava: [], lavaDeck: [...LAVA_DECK] };
  return s;
}

const runOf = (s: GameState): Run => ({ state: s, content: c, events: [] });
const power = (s: GameState, ...sections: FenceSection[]) => {
  s.islaLagarto!.powered = sections;
};
const run = (s: GameState, steps: Step[], from: 'event' | 'terror' | 'finale' | 'hazard' = 'event', source = 'Test'): Scenario => runWith(s, [stepsOf(steps, source, from)], c);
const module = (name: string): Step => ({ do: 'module', name: `islaLagarto.${name}` });
const TREX_ACTION: Step = { do: 'killerAction', target: 'anyone', move: 1, attack: 1, by: { type: 't-rex' } };
const tRex = (s: GameState) => s.units.find((u) => u.type === 't-rex');
const looseTRex = (s: GameState, space: string) => {
  putUnits(s, 't-rex', space, 1, c);
  s.islaLagarto!.tRex = ISLA.tRex.track;
};

describe('Electric Fences', () => {
  it('a powered section cuts its lines: its spaces are not adjacent and distance goes around', () => {
    const s = table();
    expect(board(runOf(s)).adjacent('visitor-center')).toContain('dino-pen');
    expect(board(runOf(s)).distances('visitor-center', 'enemy').get('dino-pen')).toBe(1);
    power(s, 'B');
    const b = board(runOf(s));
    expect(b.adjacent('visitor-center')).not.toContain('dino-pen');
    expect(b.canStep('visitor-center', 'dino-pen')).toBe(false);
    // Round by another gate: the Power Plant and the Control Room, or the labs and the Workshop.
    expect(b.distances('visitor-center', 'enemy').get('dino-pen')).toBe(3);
  });

  it('with two sections powered the board still holds together; with all three it splits', () => {
    const s = table();
    power(s, 'A', 'B');
    expect(board(runOf(s)).distances('dino-pen', 'enemy').has('volcano')).toBe(true);
    power(s, 'A', 'B', 'C');
    expect(board(runOf(s)).distances('dino-pen', 'enemy').has('volcano')).toBe(false);
  });

  it('all blocked: the closest target is measured as if there were no fences, and the Enemy does not move but still attacks in its space', () => {
    const s = table();
    power(s, 'A', 'B', 'C');
    setVictims(s, { 'dino-pen': 1, 'genetics-lab': 1 });
    // Her at Wreck Beach, a Victim at the Genetics Lab: both beyond the fences, the Lab closer on the printed board.
    expect(targetCandidates(runOf(s), 'dino-pen', 'girl')).toEqual(['wreck-beach']);
    expect(targetCandidates(runOf(s), 'dino-pen', 'either')).toEqual(['dino-pen']);
    s.victims = s.victims.filter((v) => v.space !== 'dino-pen');
    expect(targetCandidates(runOf(s), 'dino-pen', 'victim')).toEqual(['genetics-lab']);
    setVictims(s, { 'dino-pen': 1 });
    const sc = run(s, [{ do: 'killerAction', target: 'girl', move: 2, attack: 1 }], 'finale');
    expect(killerOf(sc.state).space).toBe('dino-pen');
    expect(texts(sc)).toContain('Test: the Killer targets Wreck Beach.');
    expect(sc.state.victims).toEqual([]);
    expect(texts(sc).some((t) => t.includes('Victim at Dino Pen is killed'))).toBe(true);
  });

  it('with one way left open the Enemy takes it, the long way round', () => {
    const s = table();
    power(s, 'A', 'B');
    const sc = run(s, [{ do: 'killerAction', target: 'girl', move: 1, attack: 0 }], 'finale');
    // Dino Pen to Wreck Beach is 3 spaces either way; with A and B powered only the south gate is open.
    expect(killerOf(sc.state).space).toBe('workshop');
  });

  it('panic into a fence: the Victim stays; with the fence off it flees', () => {
    const s = table();
    setVictims(s, { 'visitor-center': 1 });
    power(s, 'B');
    s.riggedDice = [6];
    const stays = run(s, [{ do: 'panic', at: { space: 'visitor-center' } }]);
    expect(stays.state.victims.map((v) => v.space)).toEqual(['visitor-center']);
    power(s);
    s.riggedDice = [6];
    const flees = run(s, [{ do: 'panic', at: { space: 'visitor-center' } }]);
    expect(flees.state.victims.map((v) => v.space)).toEqual(['dino-pen']);
  });

  it('placing someone ignores fences: the Killer is placed beyond all three', () => {
    const s = table();
    power(s, 'A', 'B', 'C');
    const sc = run(s, [{ do: 'placeKiller', at: { space: 'wreck-beach' } }, { do: 'placeVictims', n: 1, at: { space: 'volcano' } }]);
    expect(killerOf(sc.state).space).toBe('wreck-beach');
    expect(sc.state.victims.map((v) => v.space)).toEqual(['volcano']);
  });

  it('each Setup card powers the sections its sheet entry names', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = newGame({ killer: 'volkar', location: 'isla-lagarto', girl: 'kat' }, seed).state;
      // An Event drawn before the first decision may already have switched a fence.
      if ([...s.eventDiscard, ...s.activeEvents].some((id) => id === 'power-surge' || id === 'short-circuit')) continue;
      expect(s.islaLagarto?.powered, s.setupCard).toEqual(ISLA.setupFences[s.setupCard]?.powered);
      seen.add(s.setupCard);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('the Upkeep fence die switches the rolled section on, and off again', () => {
    const s = table();
    s.phase = 'upkeep';
    s.riggedDice = [1];
    const on = runWith(s, [{ t: 'upkeepEffects' }], c);
    expect(on.state.islaLagarto?.powered).toEqual(['A']);
    expect(texts(on)).toContain('Upkeep: the Electric Fence die shows A (rolled 1); fence A is now powered.');
    on.state.riggedDice = [4];
    const off = runWith(on.state, [{ t: 'upkeepEffects' }], c);
    expect(off.state.islaLagarto?.powered).toEqual([]);
    expect(texts(off)).toContain('Upkeep: the Electric Fence die shows A (rolled 4); fence A is switched off.');
  });

  it('Power Surge powers every section and the next Upkeep rolls no fence die; the one after does', () => {
    const s = table();
    power(s, 'B');
    const surge = c.locations['isla-lagarto']!.events.find((e) => e.id === 'power-surge')!;
    const sc = run(s, surge.steps, 'event', surge.name);
    expect(sc.state.islaLagarto?.powered).toEqual(['A', 'B', 'C']);
    sc.state.riggedDice = [2];
    const first = runWith(sc.state, [{ t: 'upkeepEffects' }], c);
    expect(first.state.islaLagarto?.powered).toEqual(['A', 'B', 'C']);
    expect(first.state.riggedDice).toEqual([2]);
    expect(texts(first)).toContain('Power Surge: the Electric Fence die is not rolled this Upkeep.');
    const second = runWith(first.state, [{ t: 'upkeepEffects' }], c);
    expect(second.state.islaLagarto?.powered).toEqual(['A', 'C']);
  });

  it('Power Surge: "Discard this card at the end of the next Upkeep phase": in play (view and summary) until that Upkeep ends, then discarded', () => {
    const s = table();
    s.eventDeck = ['power-surge', ...s.eventDeck.filter((id) => id !== 'power-surge')];
    const drawn = runWith(s, [{ t: 'drawEvent' }], c);
    expect(drawn.state.activeEvents).toEqual(['power-surge']);
    expect(drawn.state.eventDiscard).not.toContain('power-surge');
    expect(publicView(drawn.state, c).activeEvents).toEqual(['Power Surge']);
    expect(summaryLines(publicView(drawn.state, c))).toContain('⚠️ In play: Power Surge');
    // The next Upkeep: the fence die is not rolled (step 2); the card is still in play while she rearranges her items (step 3).
    drawn.state.phase = 'upkeep';
    drawn.state.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }];
    const upkeep = runWith(drawn.state, [{ t: 'upkeepPhase' }], c);
    expect(upkeep.state.pending?.kind).toBe('arrange-items');
    expect(texts(upkeep)).toContain('Power Surge: the Electric Fence die is not rolled this Upkeep.');
    expect(publicView(upkeep.state, c).activeEvents).toEqual(['Power Surge']);
    const ended = chooseWith(upkeep, 'done', c);
    expect(ended.state.pending?.kind).toBe('test-pause');
    expect(ended.state.activeEvents).toEqual([]);
    expect(ended.state.eventDiscard).toContain('power-surge');
    expect(publicView(ended.state, c).activeEvents).toEqual([]);
  });

  it('the public view shows the powered sections, the T-Rex track and the lava', () => {
    const s = table();
    power(s, 'A', 'C');
    s.islaLagarto!.tRex = 1;
    s.islaLagarto!.lava = ['volcano'];
    const v = publicView(s, c);
    expect(v.modules.islaLagarto).toEqual({
      fences: { powered: ['A', 'C'], rollSkipped: false, lines: expect.any(Array) },
      tRex: { track: 1, breakOut: ISLA.tRex.track, loose: false },
      lava: { spaces: ['Volcano'], tokensLeft: 3, deck: 3 },
    });
    expect(v.board.cut.length).toBe(3);
    expect(v.board.closed).toEqual(['volcano']);
  });

  it('the public view lists every fence line, powered or not, with its section, as on the sheet; the powered ones are the cut ones', () => {
    const s = table();
    power(s, 'B');
    const v = publicView(s, c);
    const { fences } = v.modules.islaLagarto as { fences: { powered: string[]; lines: { section: FenceSection; a: string; b: string }[] } };
    expect(fences.lines).toEqual([
      { section: 'A', a: 'control-room', b: 'dino-pen' },
      { section: 'A', a: 'control-room', b: 'east-cliff' },
      { section: 'B', a: 'visitor-center', b: 'dino-pen' },
      { section: 'C', a: 'genetics-lab', b: 'workshop' },
    ]);
    const onSheet = (['A', 'B', 'C'] as const).flatMap((section) => ISLA.fences[section]!.edges.map(([a, b]) => ({ section, a, b })));
    expect(fences.lines).toEqual(onSheet);
    const cut = (l: { a: string; b: string }) => v.board.cut.some(([a, b]) => (a === l.a && b === l.b) || (a === l.b && b === l.a));
    expect(fences.lines.map((l) => [l.section, fences.powered.includes(l.section), cut(l)])).toEqual([['A', false, false], ['A', false, false], ['B', true, true], ['C', false, false]]);
    // Switching a section on changes which lines are powered, never the list.
    power(s, 'A', 'C');
    const later = publicView(s, c).modules.islaLagarto as { fences: { lines: unknown } };
    expect(later.fences.lines).toEqual(fences.lines);
  });
});

describe('the T-Rex', () => {
  it('advances on its card with each icon, breaks out into the Dino Pen at the end, then ignores the icon', () => {
    const s = table();
    const icons = Array.from({ length: ISLA.tRex.track }, () => module('trexAdvance'));
    const before = run(s, icons.slice(1));
    expect(tRex(before.state)).toBeUndefined();
    const out = run(s, [...icons, module('trexAdvance')]);
    expect(tRex(out.state)?.space).toBe('dino-pen');
    expect(out.state.units.filter((u) => u.type === 't-rex')).toHaveLength(1);
    expect(texts(out)).toContain('The T-Rex advance icon is ignored: the T-Rex is already loose.');
  });

  it('moves 2 toward the closest space with anyone and kills there', () => {
    const s = table();
    looseTRex(s, 'turtle-beach');
    killerOf(s).space = 'helipad';
    setVictims(s, { 'workshop': 1 });
    const sc = run(s, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(tRex(sc.state)?.space).toBe('workshop');
    expect(sc.state.victims).toEqual([]);
  });

  it('stops at the first space with anyone on its way', () => {
    const s = table();
    looseTRex(s, 'turtle-beach');
    s.girl.space = 'dino-pen';
    killerOf(s).space = 'helipad';
    setVictims(s, { 'trail-east': 1 });
    const sc = run(s, [{ ...TREX_ACTION, target: 'girl' }], 'hazard', 'T-Rex');
    expect(tRex(sc.state)?.space).toBe('trail-east');
    expect(sc.state.victims).toEqual([]);
    expect(sc.state.result).toBeNull();
  });

  it('does not move while anyone shares its space (a Minion too)', () => {
    const s = table();
    looseTRex(s, 'turtle-beach');
    putUnits(s, 'imp', 'turtle-beach', 1, c);
    s.girl.space = 'boat-dock';
    const sc = run(s, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(tRex(sc.state)?.space).toBe('turtle-beach');
    expect(sc.state.units.filter((u) => u.type === 'imp')).toEqual([]);
    expect(sc.state.girl.health).toBe(5);
  });

  it('kills by priority: a Victim, then a Minion, then you (outright, no Final Health token), never touching the Killer first', () => {
    const s = table();
    looseTRex(s, 'dino-pen');
    s.girl.space = 'dino-pen';
    s.girl.final = { colour: 'black', value: 3, revealed: false };
    putUnits(s, 'imp', 'dino-pen', 1, c);
    setVictims(s, { 'dino-pen': 1 });
    const one = run(s, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(one.state.victims).toEqual([]);
    expect(one.state.units.some((u) => u.type === 'imp')).toBe(true);
    const two = run(one.state, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(two.state.units.some((u) => u.type === 'imp')).toBe(false);
    expect(killerOf(two.state).health).toBe(10);
    const three = run(two.state, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(three.state.result).toBe('lost');
    expect(three.state.girl.health).toBe(0);
    expect(texts(three).some((t) => t.includes('Final Health token shows'))).toBe(false);
  });

  it('kills the Killer outright when nobody else is there: no Final Health token is revealed', () => {
    const s = table();
    looseTRex(s, 'dino-pen');
    killerOf(s).final = { colour: 'black', value: 3, revealed: false };
    const sc = run(s, [TREX_ACTION], 'hazard', 'T-Rex');
    expect(sc.state.result).toBe('won');
    expect(texts(sc).some((t) => t.includes('Final Health token shows'))).toBe(false);
  });

  it('against a Zombie Horde it kills one unit (1 damage), a lone Zombie before the Horde', () => {
    const s = newGame({ killer: 'zombies', location: 'isla-lagarto', girl: 'patsy' }, 1).state;
    Object.assign(s, { turn: 1, phase: 'killer', riggedDice: [], victims: [], units: [], activeEvents: [], killedThisTurn: 0 });
    s.girl.space = 'wreck-beach';
    s.islaLagarto = { powered: [], skipFenceRoll: false, tRex: ISLA.tRex.track, lava: [], lavaDeck: [...LAVA_DECK] };
    putUnits(s, 't-rex', 'control-room', 1, c);
    putUnits(s, 'horde', 'control-room', 1, c);
    putUnits(s, 'zombie', 'helipad', 1, c);
    s.units.find((u) => u.type === 'horde')!.health = 4;
    const sc = runWith(s, [stepsOf([TREX_ACTION], 'T-Rex', 'hazard')], c);
    const horde = sc.state.units.find((u) => u.type === 'horde');
    expect(horde?.health).toBe(3);
    expect(sc.state.result).toBeNull();
    expect(texts(sc)).toContain('The Horde takes 1 damage (T-Rex); 3 Health left.');
  });

  it('cannot be attacked: her attacks find only the Killer', () => {
    const s = table();
    looseTRex(s, 'wreck-beach');
    killerOf(s).space = 'wreck-beach';
    expect(attackPlans(runOf(s)).map((p) => p.target.key)).toEqual(['killer']);
  });

  it('Victims do not follow you into its space', () => {
    const s = table();
    looseTRex(s, 'trail-west');
    setVictims(s, { 'wreck-beach': 1 });
    const ids = moveOptions(runOf(s)).map((o) => o.id);
    expect(ids).toContain('go:trail-west:');
    expect(ids).not.toContain('go:trail-west:normal');
    expect(ids).toContain('go:genetics-lab:normal');
  });

  it('in every Panic phase everyone in its space panics: its Victims, and you', () => {
    const s = table();
    s.phase = 'panic';
    looseTRex(s, 'wreck-beach');
    setVictims(s, { 'wreck-beach': 1 });
    // Her roll first (1: to trail J1), then the Victim's (5: to the Genetics Lab).
    s.riggedDice = [1, 5];
    const sc = runWith(s, [{ t: 'panicPhase' }], c);
    expect(sc.state.girl.space).toBe('trail-west');
    expect(sc.state.victims.map((v) => v.space)).toEqual(['genetics-lab']);
  });

  it('acts in the Killer phase after the Killer Action in the Finale slot', () => {
    const s = table();
    looseTRex(s, 'turtle-beach');
    setVictims(s, { 'boat-dock': 1 });
    s.terrorDeck = [];
    const sc = runWith(s, [{ t: 'killerPhase' }], c);
    const lines = texts(sc);
    const killer = lines.findIndex((t) => t.includes('the Killer targets'));
    const rex = lines.findIndex((t) => t.includes('the T-Rex targets'));
    expect(killer).toBeGreaterThanOrEqual(0);
    expect(rex).toBeGreaterThan(killer);
  });
});

describe('the Volcano and Lava', () => {
  it('the first Volcano icon erupts: everyone there takes 1, anyone left panics out, and the Volcano closes', () => {
    const s = table();
    s.girl.space = 'volcano';
    killerOf(s).space = 'volcano';
    setVictims(s, { volcano: 2 });
    // Her roll (1: North Beach), then the Killer's (5: North Cliff).
    s.riggedDice = [1, 5];
    const sc = run(s, [module('volcano')]);
    expect(sc.state.girl.health).toBe(4);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.victims).toEqual([]);
    expect(sc.state.girl.space).toBe('north-beach');
    expect(killerOf(sc.state).space).toBe('north-cliff');
    expect(sc.state.islaLagarto?.lava).toEqual(['volcano']);
    const b = board(runOf(sc.state));
    expect(b.isClosed('volcano')).toBe(true);
    expect(moveOptions(runOf(sc.state)).map((o) => o.id)).toEqual(['go:hot-springs:']);
    expect(b.distances('north-cliff', 'enemy').has('volcano')).toBe(false);
  });

  it('the T-Rex takes no damage from lava but is driven out', () => {
    const s = table();
    looseTRex(s, 'volcano');
    s.riggedDice = [6];
    const sc = run(s, [module('volcano')]);
    expect(tRex(sc.state)?.space).toBe('north-cliff');
    expect(tRex(sc.state)?.health).toBe(1);
  });

  it('later Volcano icons draw Lava cards, each closing a space next to the Volcano', () => {
    const s = table();
    s.islaLagarto!.lava = ['volcano'];
    s.islaLagarto!.lavaDeck = ['lava-north-cliff', 'lava-north-beach', 'lava-power-plant'];
    setVictims(s, { 'north-cliff': 1, 'trail-west': 1 });
    const sc = run(s, [module('volcano')]);
    expect(sc.state.islaLagarto?.lava).toEqual(['volcano', 'north-cliff']);
    expect(sc.state.victims.map((v) => v.space)).toEqual(['trail-west']);
    expect(board(runOf(sc.state)).isClosed('north-cliff')).toBe(true);
    expect(sc.state.islaLagarto?.lavaDeck).toEqual(['lava-north-beach', 'lava-power-plant']);
  });

  it('North Beach lava: she panics until she leaves, rolling again on blocked arrows', () => {
    const s = table();
    s.girl.space = 'north-beach';
    s.islaLagarto!.lava = ['volcano'];
    s.islaLagarto!.lavaDeck = ['lava-north-beach'];
    // 3: no arrow; 1: toward the closed Volcano; 4: Hot Springs.
    s.riggedDice = [3, 1, 4];
    const sc = run(s, [module('volcano')]);
    expect(sc.state.girl.health).toBe(4);
    expect(sc.state.girl.space).toBe('hot-springs');
    expect(sc.state.riggedDice).toEqual([]);
    expect(texts(sc).filter((t) => t.includes('you panic'))).toHaveLength(3);
  });

  it('with no open panic arrow left she is placed in the closest open space', () => {
    const s = table();
    s.girl.space = 'north-beach';
    s.islaLagarto!.lava = ['volcano', 'hot-springs'];
    s.islaLagarto!.lavaDeck = ['lava-north-beach'];
    const sc = run(s, [module('volcano')]);
    // Two spaces away on the printed board: North Cliff, the Power Plant, trail J1; the first by id.
    expect(sc.state.girl.space).toBe('north-cliff');
    expect(sc.state.islaLagarto?.lava).toEqual(['volcano', 'hot-springs', 'north-beach']);
  });

  it('someone found in a closed space may still step out of it (a Killer coming back at her Origin)', () => {
    const s = table();
    s.islaLagarto!.lava = ['volcano'];
    const b = board(runOf(s));
    expect(b.moves('volcano', 'enemy').map((m) => m.to).sort()).toEqual(['hot-springs', 'north-beach', 'north-cliff', 'power-plant']);
    expect(b.moves('north-cliff', 'enemy').map((m) => m.to)).not.toContain('volcano');
    expect(b.adjacent('north-cliff')).not.toContain('volcano');
  });

  it('after all 4 Lava tokens are on the board, Volcano icons are ignored', () => {
    const s = table();
    s.islaLagarto!.lava = ['volcano', 'north-beach', 'north-cliff', 'power-plant'];
    s.islaLagarto!.lavaDeck = [];
    s.girl.space = 'hot-springs';
    const sc = run(s, [module('volcano')]);
    expect(sc.state.islaLagarto?.lava).toHaveLength(ISLA.lava.tokens);
    expect(sc.state.girl.health).toBe(5);
    expect(texts(sc)).toContain('The Volcano icon is ignored: every Lava token is on the board.');
  });

  it('nothing is placed on lava: no Victim, no Killer', () => {
    const s = table();
    s.islaLagarto!.lava = ['volcano'];
    const sc = run(s, [{ do: 'placeVictims', n: 1, at: { space: 'volcano' } }, { do: 'placeKiller', at: { space: 'volcano' } }]);
    expect(sc.state.victims).toEqual([]);
    expect(killerOf(sc.state).space).toBe('dino-pen');
  });
});

describe('"Holy Mosasaurus!"', () => {
  const card = c.locations['isla-lagarto']!.terror.find((t) => t.id === 'holy-mosasaurus')!;

  it('attacks the Beach with the most Victims and Enemies: everyone there takes 1 damage; a Victim died, so no Horror', () => {
    const s = table();
    setVictims(s, { 'north-beach': 1, 'turtle-beach': 1 });
    killerOf(s).space = 'turtle-beach';
    const sc = run(s, card.steps, 'terror', card.name);
    expect(sc.state.victims.map((v) => v.space)).toEqual(['north-beach']);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.killer.bloodlust).toBe(1); // the Victim's death
    expect(sc.state.girl.horror).toBe(s.girl.horror);
  });

  it('with nobody on a Beach nothing is attacked, and your Horror rises by 1', () => {
    const s = table();
    s.girl.space = 'dino-pen';
    const sc = run(s, card.steps, 'terror', card.name);
    expect(sc.state.girl.horror).toBe(s.girl.horror + 1);
    expect(sc.state.killer.bloodlust).toBe(0);
    expect(texts(sc)).toContain('"Holy Mosasaurus!": nobody is on a Beach; the Mosasaurus finds nothing.');
  });

  it('when it hits you, Horror does not rise', () => {
    const s = table();
    killerOf(s).space = 'wreck-beach';
    const sc = run(s, card.steps, 'terror', card.name);
    expect(sc.state.girl.health).toBe(4);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.girl.horror).toBe(s.girl.horror);
  });
});

describe('the Tranquilizer Gun', () => {
  const armed = () => {
    const s = table();
    s.phase = 'action';
    s.girl.space = 'visitor-center';
    s.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }];
    return s;
  };

  it('deals 1 damage to an Enemy in an adjacent space, spending a dart', () => {
    const s = armed();
    expect(actionPhaseOptions(runOf(s)).map((o) => o.id)).toContain('tranquilize:killer');
    const sc = chooseWith({ state: runWith(s, [{ t: 'actionPhase' }], c).state, events: [] }, 'tranquilize:killer', c);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.girl.items).toEqual([{ id: 'tranquilizer-gun', inHands: true, uses: 1 }]);
  });

  /** Her at the Genetics Lab with the gun, the Killer at the Dino Pen coming 2 spaces at her; fence C forces the way by the Visitor Center. */
  const coming = (gun = true) => {
    const s = table();
    s.girl.space = 'genetics-lab';
    s.girl.items = gun ? [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }] : [];
    power(s, 'C');
    return run(s, [{ do: 'killerAction', target: 'girl', move: 0, spaces: 2, attack: 1 }], 'finale');
  };

  it('"anytime": an Enemy moving next to her with movement left opens a window; a dart deals 1 damage and ends its movement there', () => {
    const sc = coming();
    expect(sc.state.pending?.kind).toBe('defend');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['tranquilize:killer', 'hold-fire']);
    expect(killerOf(sc.state).space).toBe('visitor-center');
    const fired = chooseWith(sc, 'tranquilize:killer', c);
    expect(killerOf(fired.state).health).toBe(9);
    expect(killerOf(fired.state).space).toBe('visitor-center');
    // Its attack resolves in its own space, where nobody is: she is not hurt.
    expect(fired.state.girl.health).toBe(5);
    expect(fired.state.girl.items).toEqual([{ id: 'tranquilizer-gun', inHands: true, uses: 1 }]);
    expect(fired.state.pending?.kind).toBe('test-pause');
  });

  it('holding her fire, the Enemy comes on and attacks', () => {
    const held = chooseWith(coming(), 'hold-fire', c);
    expect(killerOf(held.state).space).toBe('genetics-lab');
    expect(killerOf(held.state).health).toBe(10);
    expect(held.state.girl.health).toBe(3);
    expect(held.state.girl.items).toEqual([{ id: 'tranquilizer-gun', inHands: true, uses: 2 }]);
  });

  it('no window without a loaded gun, nor on the last space of a move (the move is over)', () => {
    const bare = coming(false);
    expect(killerOf(bare.state).space).toBe('genetics-lab');
    expect(bare.state.pending?.kind).toBe('test-pause');
    const s = table();
    s.girl.space = 'genetics-lab';
    s.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 0 }];
    power(s, 'C');
    expect(run(s, [{ do: 'killerAction', target: 'girl', move: 0, spaces: 2, attack: 0 }], 'finale').state.pending?.kind).toBe('test-pause');
    s.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }];
    const last = run(s, [{ do: 'killerAction', target: 'girl', move: 0, spaces: 1, attack: 0 }], 'finale');
    expect(killerOf(last.state).space).toBe('visitor-center');
    expect(last.state.pending?.kind).toBe('test-pause');
  });

  it('while an Enemy attacks her, she may dart another Enemy next to her before taking the attack', () => {
    const s = table();
    s.girl.space = 'visitor-center';
    s.girl.items = [{ id: 'tranquilizer-gun', inHands: true, uses: 2 }];
    killerOf(s).space = 'visitor-center';
    putUnits(s, 'imp', 'power-plant', 1, c);
    const sc = run(s, [{ do: 'killerAction', target: 'girl', move: 0, attack: 1, by: 'killers' }], 'finale');
    expect(sc.state.pending?.kind).toBe('defend');
    const imp = sc.state.units.find((u) => u.type === 'imp')!;
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['take', `tranquilize:${imp.id}`]);
    const darted = chooseWith(sc, `tranquilize:${imp.id}`, c);
    expect(darted.state.units.some((u) => u.type === 'imp')).toBe(false);
    // Nothing else to defend with: the Killer's attack lands.
    expect(darted.state.pending?.kind).toBe('test-pause');
    expect(darted.state.girl.health).toBe(3);
  });

  it('cannot shoot across a powered fence, nor at an Enemy 2 spaces away', () => {
    const s = armed();
    power(s, 'B');
    expect(actionPhaseOptions(runOf(s)).some((o) => o.id.startsWith('tranquilize:'))).toBe(false);
    power(s);
    killerOf(s).space = 'trail-east';
    expect(actionPhaseOptions(runOf(s)).some((o) => o.id.startsWith('tranquilize:'))).toBe(false);
  });
});

describe('the island sheet', () => {
  const pack = c.locations['isla-lagarto']!;

  it('is checked against the board: fence lines, lava next to the Volcano, Setup Killer spaces off the lava', () => {
    expect(() => checkIslaLagarto(ISLA, 'island.json', pack)).not.toThrow();
    const fence = structuredClone(ISLA) as IslaLagartoSheet;
    fence.fences.A!.edges = [['volcano', 'dino-pen']];
    expect(() => checkIslaLagarto(fence, 'island.json', pack)).toThrow(/fences\.A\.edges\.0": no line between "volcano" and "dino-pen"/);
    const lava = structuredClone(ISLA) as IslaLagartoSheet;
    lava.lava.cards[0]!.space = 'turtle-beach';
    expect(() => checkIslaLagarto(lava, 'island.json', pack)).toThrow(/"turtle-beach" is not next to the Volcano/);
    const setups = structuredClone(pack);
    setups.setups[0]!.killer = 'volcano';
    expect(() => checkIslaLagarto(ISLA, 'island.json', setups)).toThrow(/setups\.0\.killer": "volcano" may be covered by lava/);
  });
});
