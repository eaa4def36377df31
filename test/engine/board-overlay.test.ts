/**
 * The board layer (enemies.md §2.8): modules report cut lines, closed spaces, extra lines and
 * soft cuts from their own state, and every query of the engine (adjacency, weapon ranges,
 * moves, Enemy paths, panic, placing, spawning) sees the same board.
 *
 * A test module registered under the test Killer's id reads its changes from board tokens:
 * every two consecutive 'test-fence' tokens are the ends of one cut line, a 'test-lava' token
 * closes its space, every two consecutive 'test-cable' tokens are an extra line for the Final
 * Girl only, and a 'test-soft' token makes the cuts soft.
 *
 * Pesadilla Verde, the lines used here: the Rebel Camp touches space E and space F; space E
 * touches G, D and the Rebel Camp; G touches the Cursed Temple and E. The River runs one way
 * (Waterfall > Upper > Central > Lower River) and Enemies go down it one space per move.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../src/engine/run.js';
import { registerModule } from '../../src/engine/modules/registry.js';
import { boardOf, boardWith, NO_MODS, type BoardMods } from '../../src/engine/board/graph.js';
import { board, boardOfState } from '../../src/engine/actors/victims.js';
import { targetCandidates } from '../../src/engine/phases/killerAction.js';
import { apply, publicView, type GameState } from '../../src/engine/index.js';
import type { Task } from '../../src/engine/state.js';
import type { Step } from '../../src/content/steps.js';
import { killerOf, paused, setVictims, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { TEST_KILLER, testGame, withTestKiller, quietTestTable, runWith as runWithContent } from '../helpers/testPacks.js';

const c = withTestKiller();
const pack = c.locations['pesadilla-verde']!;

/** Consecutive tokens of a kind, two by two. */
function pairs(s: GameState, kind: string): [string, string][] {
  const ends = s.tokens.filter((t) => t.kind === kind).map((t) => t.space);
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < ends.length; i += 2) out.push([ends[i]!, ends[i + 1]!]);
  return out;
}

beforeAll(() => {
  registerModule({
    id: TEST_KILLER,
    boardMods: (s) => ({
      cut: pairs(s, 'test-fence'),
      closed: s.tokens.filter((t) => t.kind === 'test-lava').map((t) => t.space),
      extra: pairs(s, 'test-cable').map(([a, b]) => ({ a, b, oneWay: false, movers: ['girl'] })),
      softCuts: s.tokens.some((t) => t.kind === 'test-soft'),
    }),
  });
});

function fence(s: GameState, a: string, b: string): void {
  s.tokens.push({ kind: 'test-fence', space: a }, { kind: 'test-fence', space: b });
}
function lava(s: GameState, space: string): void {
  s.tokens.push({ kind: 'test-lava', space });
}
function cable(s: GameState, a: string, b: string): void {
  s.tokens.push({ kind: 'test-cable', space: a }, { kind: 'test-cable', space: b });
}

/**
 * A quiet table against the test Killer: turn 1, no Victims, no tokens (no Huey, no
 * Piranhas), Alois at the Rebel Camp with 9 Health and an empty hand, the Killer at the
 * Cursed Temple.
 */
function table(): GameState {
  const s = quietTestTable(c);
  s.girl.health = 9;
  return s;
}


const runWith = (state: GameState, tasks: Task[]): Scenario => runWithContent(state, tasks, c);

/** A read-only view of a state for board queries. */
const runOf = (s: GameState): Run => ({ state: s, content: c, events: [] });

/** The spaces the Final Girl is offered in a Move 1. */
function girlMoves(s: GameState): string[] {
  const sc = runWith(s, [{ t: 'girlMove', left: 1 }]);
  expect(sc.state.pending?.kind).toBe('move');
  return [...new Set(sc.state.pending!.options.filter((o) => o.id.startsWith('go:')).map((o) => o.id.split(':')[1] as string))].sort();
}

const killerAction = (target: 'girl' | 'victim' | 'either', move = 1): Step => ({ do: 'killerAction', target, move, attack: 1, by: 'killers' });

describe('a cut line', () => {
  it('is not adjacent any more, and weapon ranges count around it', () => {
    const s = table();
    expect(board(runOf(s)).adjacent('rebel-camp')).toEqual(['trail-e', 'trail-f']);
    expect(board(runOf(s)).spacesApart('rebel-camp').get('trail-e')).toBe(1);
    fence(s, 'trail-e', 'rebel-camp');
    const b = board(runOf(s));
    expect(b.adjacent('rebel-camp')).toEqual(['trail-f']);
    expect(b.adjacent('trail-e')).not.toContain('rebel-camp');
    // Rebel Camp > F > D > E.
    expect(b.spacesApart('rebel-camp').get('trail-e')).toBe(3);
  });

  it('is not crossed by the Final Girl: her move options stop at it', () => {
    const s = table();
    expect(girlMoves(s)).toEqual(['trail-e', 'trail-f']);
    fence(s, 'rebel-camp', 'trail-e');
    expect(girlMoves(s)).toEqual(['trail-f']);
    const sc = runWith(s, [{ t: 'girlMove', left: 1 }]);
    expect(() => apply(sc.state, 'go:trail-e:', c)).toThrow();
  });

  it('is gone around by Enemy movement: longer distances, the Killer steps the other way', () => {
    const s = table();
    killerOf(s).space = 'trail-e';
    expect(board(runOf(s)).distances('trail-e', 'enemy').get('rebel-camp')).toBe(1);
    const straight = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(killerOf(straight.state).space).toBe('rebel-camp');

    fence(s, 'trail-e', 'rebel-camp');
    expect(board(runOf(s)).distances('trail-e', 'enemy').get('rebel-camp')).toBe(3);
    const around = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(paused(around)).toBe(true);
    expect(killerOf(around.state).space).toBe('trail-d');
    expect(around.state.girl.health).toBe(9);
  });

  it('keeps a panicking Victim in place when its panic arrow crosses the cut', () => {
    const s = table();
    setVictims(s, { 'rebel-camp': 1 });
    const printed = board(runOf(s));
    expect(printed.panicTarget('rebel-camp', 1)).toBe('trail-e');
    expect(printed.canStep('rebel-camp', 'trail-e')).toBe(true);
    s.riggedDice = [1];
    const flees = runWith(s, [stepsOf([{ do: 'panic', at: { space: 'rebel-camp' } }])]);
    expect(flees.state.victims.map((v) => v.space)).toEqual(['trail-e']);

    fence(s, 'rebel-camp', 'trail-e');
    const cut = board(runOf(s));
    expect(cut.panicTarget('rebel-camp', 1)).toBe('trail-e');
    expect(cut.canStep('rebel-camp', 'trail-e')).toBe(false);
    const stays = runWith(s, [stepsOf([{ do: 'panic', at: { space: 'rebel-camp' } }])]);
    expect(stays.state.riggedDice).toEqual([]);
    expect(stays.state.victims.map((v) => v.space)).toEqual(['rebel-camp']);
    expect(texts(stays).some((t) => t.includes('panics (rolled 1) but stays'))).toBe(true);
  });
});

describe('a closed space', () => {
  it('is entered by nobody: not offered to the Final Girl', () => {
    const s = table();
    lava(s, 'trail-e');
    expect(girlMoves(s)).toEqual(['trail-f']);
  });

  it('is entered by nobody: the Killer takes the long way round, down the River', () => {
    const s = table();
    killerOf(s).space = 'trail-g';
    expect(board(runOf(s)).distances('trail-g', 'enemy').get('rebel-camp')).toBe(2);
    lava(s, 'trail-e');
    const b = board(runOf(s));
    // G > Cursed Temple > Clearing > Cave > Upper River > Central River > C > D > F > Rebel Camp.
    expect(b.distances('trail-g', 'enemy').get('rebel-camp')).toBe(9);
    expect(b.distances('trail-g', 'enemy').has('trail-e')).toBe(false);
    const sc = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(killerOf(sc.state).space).toBe('cursed-temple');
  });

  it('takes no Victims (placeVictims)', () => {
    const s = table();
    lava(s, 'trail-e');
    const pool = s.victimPool;
    const sc = runWith(s, [stepsOf([{ do: 'placeVictims', n: 2, at: { space: 'trail-e' } }, { do: 'placeVictims', n: 1, at: { space: 'trail-d' } }])]);
    expect(sc.state.victims.map((v) => v.space)).toEqual(['trail-d']);
    expect(sc.state.victimPool).toBe(pool - 1);
    expect(texts(sc)).toContain('space E is closed: no Soldier can be placed there.');
  });

  it('takes no spawned unit (spawn imp)', () => {
    const s = table();
    lava(s, 'trail-e');
    const sc = runWith(s, [stepsOf([{ do: 'spawn', unit: 'imp', n: 1, at: { space: 'trail-e' } }, { do: 'spawn', unit: 'imp', n: 1, at: { space: 'trail-d' } }])]);
    expect(sc.state.units.filter((u) => u.type === 'imp').map((u) => u.space)).toEqual(['trail-d']);
    expect(texts(sc)).toContain('space E is closed: no Imp can be placed there.');
  });

  it('is refused by placeKiller', () => {
    const s = table();
    lava(s, 'trail-e');
    const refused = runWith(s, [stepsOf([{ do: 'placeKiller', at: { space: 'trail-e' } }])]);
    expect(killerOf(refused.state).space).toBe('cursed-temple');
    expect(texts(refused)).toContain('Test: space E is closed, so the Killer is not placed.');
    const placed = runWith(s, [stepsOf([{ do: 'placeKiller', at: { space: 'trail-d' } }])]);
    expect(killerOf(placed.state).space).toBe('trail-d');
  });
});

describe('extra lines', () => {
  it('for the Final Girl only appear in her move options, not in Enemy movement', () => {
    const s = table();
    cable(s, 'rebel-camp', 'cursed-temple');
    expect(girlMoves(s)).toEqual(['cursed-temple', 'trail-e', 'trail-f']);
    const b = board(runOf(s));
    expect(b.distances('rebel-camp', 'girl').get('cursed-temple')).toBe(1);
    expect(b.moves('cursed-temple', 'enemy').map((m) => m.to)).not.toContain('rebel-camp');
    expect(b.distances('cursed-temple', 'enemy').get('rebel-camp')).toBe(3);
    // Not a printed line either: weapon ranges do not use it.
    expect(b.spacesApart('rebel-camp').get('cursed-temple')).toBe(3);
    // The Killer at the Cursed Temple walks the printed lines towards her.
    const sc = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(killerOf(sc.state).space).toBe('trail-g');
  });
});

describe('soft cuts', () => {
  /** The Killer shut in at the Rebel Camp, a Victim with it, the Final Girl at space D. */
  function shutIn(): GameState {
    const s = table();
    killerOf(s).space = 'rebel-camp';
    s.girl.space = 'trail-d';
    setVictims(s, { 'rebel-camp': 1 });
    fence(s, 'rebel-camp', 'trail-e');
    fence(s, 'rebel-camp', 'trail-f');
    return s;
  }

  it('fall back to the printed board: the Killer still targets the Final Girl, cannot move, and attacks whoever is in its space', () => {
    const s = shutIn();
    s.tokens.push({ kind: 'test-soft', space: 'rebel-camp' });
    expect(board(runOf(s)).distances('rebel-camp', 'enemy').has('trail-d')).toBe(false);
    expect(targetCandidates(runOf(s), 'rebel-camp', 'girl')).toEqual(['trail-d']);
    const sc = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(paused(sc)).toBe(true);
    expect(texts(sc)).toContain('Test: the Killer targets space D.');
    expect(killerOf(sc.state).space).toBe('rebel-camp');
    expect(sc.state.victims).toEqual([]);
    expect(texts(sc).some((t) => t.startsWith('A Soldier at Rebel Camp is killed'))).toBe(true);
    expect(sc.state.girl.health).toBe(9);
  });

  it('are hard without softCuts: nothing reachable, no target', () => {
    const s = shutIn();
    expect(targetCandidates(runOf(s), 'rebel-camp', 'girl')).toEqual([]);
    const sc = runWith(s, [stepsOf([killerAction('girl')], 'Test', 'finale')]);
    expect(texts(sc)).toContain('Test: the Killer has no target and stays put.');
    expect(texts(sc).some((t) => t.includes('targets'))).toBe(false);
    expect(killerOf(sc.state).space).toBe('rebel-camp');
  });
});

describe('views and caching', () => {
  it('the public view reports the cut lines and closed spaces', () => {
    const s = table();
    expect(publicView(s, c).board.cut).toEqual([]);
    expect(publicView(s, c).board.closed).toEqual([]);
    fence(s, 'trail-e', 'rebel-camp');
    lava(s, 'trail-g');
    const v = publicView(s, c);
    expect(v.board.cut).toEqual([['trail-e', 'rebel-camp']]);
    expect(v.board.closed).toEqual(['trail-g']);
    // The printed lines are still all listed.
    expect(v.board.edges).toHaveLength(pack.board.edges.length);
  });

  it('boardWith compiles once per set of changes and leaves the printed board alone', () => {
    const mods = (): BoardMods => ({ cut: [['trail-e', 'rebel-camp']], closed: ['trail-g'], extra: [], softCuts: false });
    const first = boardWith(pack, mods());
    expect(boardWith(pack, mods())).toBe(first);
    // Same lines, written the other way round and in another order: the same board.
    expect(boardWith(pack, { cut: [['rebel-camp', 'trail-e']], closed: ['trail-g'], extra: [], softCuts: false })).toBe(first);
    expect(boardWith(pack, { ...mods(), closed: [] })).not.toBe(first);

    const printed = boardOf(pack);
    expect(boardWith(pack, NO_MODS)).toBe(printed);
    expect(first.printed).toBe(printed);
    expect(printed.printed).toBe(printed);
    expect(printed.adjacent('rebel-camp')).toEqual(['trail-e', 'trail-f']);
    expect(printed.isClosed('trail-g')).toBe(false);
    expect(first.isClosed('trail-g')).toBe(true);
    expect(printed.mods).toEqual(NO_MODS);

    // The engine's board for a state with those tokens is that very board.
    const s = table();
    fence(s, 'trail-e', 'rebel-camp');
    lava(s, 'trail-g');
    expect(board(runOf(s))).toBe(first);
    expect(boardOfState(s, c)).toBe(first);
  });
});
