import { content, type Content } from '../../src/content/load.js';
import { killerPackSchema, type KillerPack } from '../../src/content/schema.js';
import type { Step } from '../../src/content/steps.js';
import { apply, newGame, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { advance, schedule, type Run } from '../../src/engine/run.js';
import type { Task } from '../../src/engine/state.js';
import './scenario.js';
import type { Scenario } from './scenario.js';

/**
 * Test-only content: a Killer that brings Minions, for the Core Box Minion rules (core §6.8),
 * which no installed pack uses yet. Its own numbers (Health 10, a 10-row track with Attack 2 to 4
 * and Move 1 to 3, as Berith's reconstructed track had before the wiki's), with plain cards only.
 */
const printedBy = (id: string, name: string) => ({ id, name, text: name, provenance: 'reconstructed' as const, source: 'test content' });

export const TEST_KILLER = 'test-imps';

/** An Imp: a Minion with 1 Health, Movement 1, Attack 1, three in the box. */
const imp = { ...printedBy('imp', 'Imp'), mark: 'I', role: 'minion', health: 1, move: 1, attack: 1, supply: 3 };
/** A Swarm: a Minion that attacks as a group (one attack per space, one damage per Swarm there). */
const swarm = { ...printedBy('swarm', 'Swarm'), mark: 'W', role: 'minion', health: 1, move: 1, attack: 'group', supply: 6 };
/** A Stalker stops on entering a space with a Victim, and joins the Killer on meeting it. */
const stalker = { ...printedBy('stalker', 'Stalker'), mark: 'L', role: 'minion', health: 1, move: 3, attack: 1, stopAt: ['victim'], joins: TEST_KILLER };
/** A hazard with its own action (like the T-Rex): attacks whoever is in its space. */
const pit = {
  ...printedBy('pit', 'Pit'), mark: 'T', role: 'hazard', health: 3, move: 0, attack: 5, panics: 'always',
  action: [{ do: 'killerAction', by: { type: 'pit' }, target: 'either', move: 0, attack: 1 }],
};

/** A Maw kills outright, Minions and Killers before you (like the T-Rex). */
const maw = {
  ...printedBy('maw', 'Maw'), mark: 'M', role: 'hazard', health: 5, move: 0, attack: 1, kill: 'instant', priority: ['victim', 'minion', 'killer', 'girl'],
  action: [{ do: 'killerAction', by: { type: 'maw' }, target: 'either', move: 0, attack: 1 }],
};
/** A Horde: a Killer whose Health counts its bodies, with no upper limit. */
const horde = { ...printedBy('horde', 'Horde'), mark: 'H', role: 'killer', health: 4, uncapped: true, healthIsCount: true };

export function testKillerPack(finaleBack: Step[] = [{ do: 'killerAction', target: 'either', move: 1, attack: 1 }], extra: Partial<KillerPack> = {}): KillerPack {
  const row = (attack: number, move: number, horror = false, darkPower = false) => ({ attack, move, steps: horror ? [{ do: 'horror', n: 1 }] : [], darkPower });
  const bloodlust = [row(2, 1), row(2, 1), row(2, 1, true), row(2, 2), row(3, 2, false, true), row(3, 2), row(3, 2, true), row(3, 3), row(4, 3), row(4, 3)];
  return killerPackSchema.parse({
    id: TEST_KILLER,
    name: 'The Imp Master',
    provenance: 'reconstructed',
    source: 'test content',
    expansion: 'tests',
    health: 10,
    healthProvenance: 'reconstructed',
    startHorror: 2,
    startHorrorProvenance: 'reconstructed',
    bloodlust,
    bloodlustProvenance: 'reconstructed',
    finalEffect: [],
    finaleBack: { action: finaleBack, provenance: 'reconstructed', source: 'test content' },
    finales: [{ ...printedBy('test-finale', 'Test Finale'), action: finaleBack }],
    darkPowers: [{ ...printedBy('test-power', 'Test Power') }],
    terror: [{ ...printedBy('test-terror', 'Everyone Moves'), steps: [{ do: 'killerAction', target: 'either', move: 1, attack: 1 }] }],
    finalGirls: ['alois'],
    units: [imp, swarm, stalker, pit, maw, horde],
    ...extra,
  });
}

/** The project's content plus the test Killer. */
export function withTestKiller(pack: KillerPack = testKillerPack()): Content {
  const c = content();
  return { ...c, killers: { ...c.killers, [pack.id]: pack } };
}

/** A new game against the test Killer at Pesadilla Verde, stopped at its first decision. */
export function testGame(seed = 1, c: Content = withTestKiller(), options: Partial<NewGameOptions> = {}): GameState {
  return newGame({ killer: TEST_KILLER, location: 'pesadilla-verde', girl: 'alois', ...options }, seed, c).state;
}

/**
 * A quiet table against the test Killer: turn 1, Killer phase, no Victims, tokens, Events or
 * rigged dice, Alois at the Rebel Camp with an empty hand, the Killer at the Cursed Temple
 * (3 spaces away). Callers set Health and whatever their rule needs.
 */
export function quietTestTable(c: Content = withTestKiller()): GameState {
  const s = testGame(1, c);
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [], victims: [] });
  Object.assign(s.girl, { space: 'rebel-camp', hand: [], items: [] });
  const k = s.units.find((u) => u.role === 'killer');
  if (k) k.space = 'cursed-temple';
  return s;
}

/** Like scenario.ts `runTasks`, against the given content: runs `tasks`, then stops at a pause. */
export function runWith(state: GameState, tasks: Task[], c: Content = withTestKiller()): Scenario {
  const run: Run = { state: structuredClone(state), content: c, events: [] };
  run.state.pending = null;
  run.state.agenda = [{ t: 'test.pause' }];
  schedule(run, ...tasks);
  advance(run);
  return { state: run.state, events: run.events };
}

/** Applies a choice against the given content. */
export function chooseWith(sc: Scenario, id: string, c: Content = withTestKiller()): Scenario {
  const out = apply(sc.state, id, c);
  return { state: out.state, events: [...sc.events, ...out.events] };
}

/** Puts units of a type on the board by hand (ids `<type>-<n>`), as a scenario sets the table. */
export function putUnits(s: GameState, type: string, space: string, n = 1, c: Content = withTestKiller()): void {
  const t = [...(c.killers[s.setup.killer]?.units ?? []), ...(c.locations[s.setup.location]?.units ?? [])].find((x) => x.id === type);
  if (!t) throw new Error(`no unit type ${type}`);
  for (let i = 0; i < n; i++) {
    s.units.push({ id: `${type}-${s.nextUnitId++}`, type, role: t.role, space, startSpace: space, health: t.health, maxHealth: t.uncapped ? null : t.health, final: null });
  }
}
