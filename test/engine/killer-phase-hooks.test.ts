/**
 * The Killer phase in order and the module hooks around Enemies (enemies.md §2.5, §2.6, §2.10):
 * beforeKillerPhase / afterKillerPhase, hazards, killerActionMode, onKillerDeath, the
 * 'noEnemiesLeft' victory, absorbDamage and afterDamage.
 *
 * A test module registered under the test Killer's id takes its orders from board tokens, so
 * every scenario says in its state which hooks are on: 'test-before' (beforeKillerPhase logs
 * and schedules a task), 'test-skip' (beforeKillerPhase returns true), 'test-move-all-first'
 * (killerActionMode), 'test-continue' (onKillerDeath returns 'continue'), 'test-absorb'
 * (absorbDamage soaks up 1 of each hit). afterKillerPhase and afterDamage always log.
 *
 * Pesadilla Verde, the lines used here: Cursed Temple - G - E - Rebel Camp, E - D - F - Rebel Camp.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineTask, say, schedule, type Run } from '../../src/engine/run.js';
import { registerModule } from '../../src/engine/modules/registry.js';
import type { Content } from '../../src/content/load.js';
import type { GameState } from '../../src/engine/index.js';
import type { Task, Unit } from '../../src/engine/state.js';
import type { Step } from '../../src/content/steps.js';
import { killerOf, paused, setVictims, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { quietTestTable, runWith as runWithContent, TEST_KILLER, testGame, testKillerPack, withTestKiller } from '../helpers/testPacks.js';

const c = withTestKiller();
const runWith = (state: GameState, tasks: Task[], content: Content = c): Scenario => runWithContent(state, tasks, content);

const on = (s: GameState, kind: string) => s.tokens.some((t) => t.kind === kind);

declare module '../../src/engine/task.js' {
  interface TaskPayloads {
    'test.say': { text: string };
  }
}

defineTask('test.say', (run, task) => say(run, task.text));

beforeAll(() => {
  registerModule({
    id: TEST_KILLER,
    beforeKillerPhase(run) {
      if (on(run.state, 'test-before')) {
        say(run, 'Module: before the Killer phase.');
        schedule(run, { t: 'test.say', text: 'Module: scheduled before the Killer phase.' });
      }
      return on(run.state, 'test-skip');
    },
    afterKillerPhase(run) {
      say(run, 'Module: after the Killer phase.');
    },
    killerActionMode: (run) => (on(run.state, 'test-move-all-first') ? 'moveAllFirst' : undefined),
    extraPanicSpaces: (s) => (on(s, 'test-panic-here') ? ['trail-c'] : []),
    onKillerDeath: (run) => (on(run.state, 'test-continue') ? 'continue' : undefined),
    absorbDamage: (run, _u, n) => (on(run.state, 'test-absorb') ? n - 1 : n),
    afterDamage(run, e) {
      say(run, `afterDamage: ${e.to === 'girl' ? 'girl' : e.to.id} by ${e.by?.id ?? 'nobody'}, ${e.n}`);
    },
  });
});

function token(s: GameState, kind: string): void {
  s.tokens.push({ kind, space: 'rebel-camp' });
}

/**
 * A quiet table against the test Killer: turn 1, Killer phase, no Victims, no tokens, one
 * Terror card ("Everyone Moves") in the deck, Alois at the Rebel Camp with 9 Health and an
 * empty hand, the Killer at the Cursed Temple (3 spaces away) with 10 Health and no token.
 */
function table(content: Content = c): GameState {
  const s = quietTestTable(content);
  s.terrorDeck = ['test-terror'];
  s.terrorDiscard = [];
  s.girl.health = 9;
  const k = s.units.find((u) => u.role === 'killer');
  if (k) Object.assign(k, { health: 10, maxHealth: 10, final: null });
  return s;
}

function addUnit(s: GameState, id: string, type: 'imp' | 'pit', space: string): Unit {
  const health = type === 'pit' ? 3 : 1;
  const u: Unit = { id, type, role: type === 'pit' ? 'hazard' : 'minion', space, startSpace: space, health, maxHealth: health, final: null };
  s.units.push(u);
  return u;
}


/** Where the first event starting with `prefix` is (fails when there is none). */
function at(sc: Scenario, prefix: string): number {
  const i = texts(sc).findIndex((t) => t.startsWith(prefix));
  expect(i, `no event starting "${prefix}" in:\n${texts(sc).join('\n')}`).toBeGreaterThanOrEqual(0);
  return i;
}

describe('Killer phase order', () => {
  it('beforeKillerPhase runs first and what it schedules resolves before the Finale-slot action; afterKillerPhase runs after the Terror card', () => {
    const s = table();
    token(s, 'test-before');
    const sc = runWith(s, [{ t: 'killerPhase' }]);
    expect(paused(sc)).toBe(true);
    const order = [
      at(sc, 'Module: before the Killer phase.'),
      at(sc, 'Module: scheduled before the Killer phase.'),
      at(sc, 'The Killer Action: the Killer targets Rebel Camp.'),
      at(sc, 'Terror card: Everyone Moves.'),
      at(sc, 'Everyone Moves: the Killer targets Rebel Camp.'),
      at(sc, 'Module: after the Killer phase.'),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(at(sc, 'Module: after the Killer phase.')).toBe(texts(sc).length - 1);
    // Both the Finale slot and the Terror card moved the Killer one space.
    expect(killerOf(sc.state).space).toBe('trail-e');
    expect(sc.state.terrorDeck).toEqual([]);
  });

  it('beforeKillerPhase returning true skips the Finale-slot action, the hazards and the Terror card, but not afterKillerPhase', () => {
    const s = table();
    // A Pit with a Victim in it: it would kill the Victim if the hazards acted.
    addUnit(s, 'pit-1', 'pit', 'trail-d');
    setVictims(s, { 'trail-d': 1 });
    token(s, 'test-before');
    const control = runWith(s, [{ t: 'killerPhase' }]);
    expect(control.state.victims).toEqual([]);

    token(s, 'test-skip');
    const sc = runWith(s, [{ t: 'killerPhase' }]);
    expect(paused(sc)).toBe(true);
    expect(texts(sc)).toEqual(['Module: before the Killer phase.', 'Module: scheduled before the Killer phase.', 'Module: after the Killer phase.']);
    expect(killerOf(sc.state).space).toBe('cursed-temple');
    expect(sc.state.victims).toHaveLength(1);
    expect(sc.state.terrorDeck).toEqual(['test-terror']);
  });
});

describe('hazards', () => {
  it('a Pit acts after the Finale slot\'s Killer Action and before the Terror card, and kills the Victim in its space', () => {
    const s = table();
    addUnit(s, 'pit-1', 'pit', 'trail-d');
    setVictims(s, { 'trail-d': 1 });
    const sc = runWith(s, [{ t: 'killerPhase' }]);
    expect(paused(sc)).toBe(true);
    const finale = at(sc, 'The Killer Action: the Killer targets');
    const pit = at(sc, 'Pit: the Pit targets space D.');
    const killed = at(sc, 'A Soldier at space D is killed (Pit).');
    const terror = at(sc, 'Terror card: Everyone Moves.');
    expect(finale).toBeLessThan(pit);
    expect(pit).toBeLessThan(killed);
    expect(killed).toBeLessThan(terror);
    expect(sc.state.victims).toEqual([]);
    // A hazard is no Enemy: the Terror card's "everyone" did not move it.
    expect(sc.state.units.find((u) => u.id === 'pit-1')?.space).toBe('trail-d');
  });

  it('a Pit in the Final Girl\'s space hits her with its own Attack Value', () => {
    const s = table();
    addUnit(s, 'pit-1', 'pit', 'rebel-camp');
    const sc = runWith(s, [{ t: 'hazardActions' }]);
    expect(paused(sc)).toBe(true);
    expect(texts(sc)).toContain('You lose 5 Health (Pit); 4 left.');
    expect(texts(sc)).toContain('afterDamage: girl by pit-1, 5');
    expect(sc.state.girl.health).toBe(4);
  });
});

describe('killerActionMode', () => {
  /**
   * The Final Girl at space E; an Imp at the Cursed Temple (2 away, in play first), an Imp at
   * space D (1 away), the Killer at the Rebel Camp (1 away). Every Enemy moves 1, attacks 1.
   */
  function crowd(): GameState {
    const s = table();
    s.girl.space = 'trail-e';
    addUnit(s, 'imp-1', 'imp', 'cursed-temple');
    addUnit(s, 'imp-2', 'imp', 'trail-d');
    killerOf(s).space = 'rebel-camp';
    return s;
  }
  const everyone: Step = { do: 'killerAction', target: 'girl', move: 1, attack: 1 };
  const movesAndHits = (sc: Scenario) => texts(sc).filter((t) => / is at |^You lose /.test(t));

  it('each (default): every actor moves then attacks in turn, Minions first, then the Killer, closest to the Final Girl first', () => {
    const sc = runWith(crowd(), [stepsOf([everyone], 'Test', 'terror')]);
    expect(paused(sc)).toBe(true);
    expect(movesAndHits(sc)).toEqual([
      'The Imp is at space E.', // imp-2, 1 away
      'You lose 1 Health (Test); 8 left.',
      'The Imp is at space G.', // imp-1, 2 away: nobody to attack yet
      'The Killer is at space E.', // Killers after Minions, though it is closer than imp-1
      'You lose 2 Health (Test); 6 left.',
    ]);
  });

  it('moveAllFirst: every actor\'s move comes before any attack', () => {
    const s = crowd();
    token(s, 'test-move-all-first');
    const sc = runWith(s, [stepsOf([everyone], 'Test', 'terror')]);
    expect(paused(sc)).toBe(true);
    expect(movesAndHits(sc)).toEqual([
      'The Imp is at space E.',
      'The Imp is at space G.',
      'The Killer is at space E.',
      'You lose 1 Health (Test); 8 left.',
      'You lose 2 Health (Test); 6 left.',
    ]);
    expect(sc.state.girl.health).toBe(6);
  });
});

describe('Enemy deaths and victory', () => {
  it('extraPanicSpaces: Victims in a space a module names panic too, even with no Enemy there', () => {
    const s = table();
    s.phase = 'panic';
    setVictims(s, { 'trail-c': 1 });
    s.riggedDice = [1]; // trail C's 1 leads to trail D
    const quiet = runWith(s, [{ t: 'panicPhase' }]);
    expect(quiet.state.victims.map((v) => v.space)).toEqual(['trail-c']);
    token(s, 'test-panic-here');
    const panicked = runWith(s, [{ t: 'panicPhase' }]);
    expect(panicked.state.victims.map((v) => v.space)).toEqual(['trail-d']);
  });

  it('without a module\'s word, the Killer\'s death wins the game (pack victory killerDies)', () => {
    const s = table();
    addUnit(s, 'imp-1', 'imp', 'trail-d');
    killerOf(s).health = 1;
    const sc = runWithAttack(s, 'killer', 1);
    expect(sc.state.result).toBe('won');
  });

  it('onKillerDeath \'continue\' lets the game go on without the Killer (pack victory killerDies)', () => {
    const s = table();
    addUnit(s, 'imp-1', 'imp', 'trail-d');
    token(s, 'test-continue');
    killerOf(s).health = 1;
    const sc = runWithAttack(s, 'killer', 1);
    expect(sc.state.result).toBeNull();
    expect(paused(sc)).toBe(true);
    expect(sc.state.units.map((u) => u.id)).toEqual(['imp-1']);
  });

  it('victory noEnemiesLeft: the game goes on while an Enemy is on the board, and is won when the last one leaves it', () => {
    const pack = testKillerPack(undefined, {
      victory: 'noEnemiesLeft',
      startUnits: [{ type: TEST_KILLER, at: 'killerStart' }, { type: 'imp', at: 'killerStart' }],
    });
    const content = withTestKiller(pack);
    const s = table(content);
    token(s, 'test-continue');
    expect(s.units.map((u) => [u.role, u.space])).toEqual([['killer', 'cursed-temple'], ['minion', 'cursed-temple']]);
    killerOf(s).health = 1;

    const first = runWithAttack(s, 'killer', 1, content);
    expect(first.state.result).toBeNull();
    expect(paused(first)).toBe(true);
    expect(first.state.units.map((u) => u.type)).toEqual(['imp']);

    const last = runWithAttack(first.state, 'minions:cursed-temple', 1, content);
    expect(last.state.units).toEqual([]);
    expect(last.state.result).toBe('won');
    expect(last.state.endReason).toMatch(/left on the board/);
  });
});

describe('damage hooks', () => {
  it('absorbDamage soaks up part of each hit on a unit; afterDamage sees what landed', () => {
    const plain = table();
    expect(killerOf(runWithAttack(plain, 'killer', 3).state).health).toBe(7);

    const s = table();
    token(s, 'test-absorb');
    const three = runWithAttack(s, 'killer', 3);
    expect(killerOf(three.state).health).toBe(8);
    expect(texts(three)).toContain('afterDamage: killer by nobody, 2');

    // A 1-damage hit is soaked up entirely: no damage, nothing for afterDamage.
    const one = runWithAttack(s, 'killer', 1);
    expect(killerOf(one.state).health).toBe(10);
    expect(texts(one).some((t) => t.startsWith('afterDamage'))).toBe(false);

    addUnit(s, 'imp-1', 'imp', 'trail-d');
    const imp = runWithAttack(s, 'minions:trail-d', 1);
    expect(imp.state.units.some((u) => u.id === 'imp-1')).toBe(true);
  });

  it('afterDamage sees an Enemy\'s hit on the Final Girl with `by` set to the attacker', () => {
    const s = table();
    addUnit(s, 'imp-1', 'imp', 'rebel-camp');
    killerOf(s).space = 'rebel-camp';
    const sc = runWith(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, attack: 1 }], 'Test', 'terror')]);
    expect(paused(sc)).toBe(true);
    expect(texts(sc).filter((t) => t.startsWith('afterDamage'))).toEqual(['afterDamage: girl by imp-1, 1', 'afterDamage: girl by killer, 2']);
    expect(sc.state.girl.health).toBe(6);
  });
});

/** The girl's attack on `target` for n damage, through the `damage` step. */
function runWithAttack(state: GameState, target: string, n: number, content: Content = c): Scenario {
  const s = structuredClone(state);
  s.attack = { target, weapons: [], dealt: 0 };
  return runWith(s, [stepsOf([{ do: 'damage', n }])], content);
}
