import { content, type Content } from '../../src/content/load.js';
import { killerPackSchema, type KillerPack } from '../../src/content/schema.js';
import type { Step } from '../../src/content/steps.js';
import { newGame, type GameState, type NewGameOptions } from '../../src/engine/index.js';

/**
 * Test-only content: a Killer that brings Minions, for the Core Box Minion rules (core §6.8),
 * which no installed pack uses yet. Built on Berith's numbers, with plain cards only.
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

export function testKillerPack(finaleBack: Step[] = [{ do: 'killerAction', target: 'either', move: 1, attack: 1 }], extra: Partial<KillerPack> = {}): KillerPack {
  const berith = content().killers.berith as KillerPack;
  return killerPackSchema.parse({
    // A pack header has no `text` (the schema is strict: even `text: undefined` is refused).
    id: TEST_KILLER, name: 'The Imp Master', provenance: 'reconstructed', source: 'test content',
    expansion: 'tests',
    health: berith.health,
    healthProvenance: 'reconstructed',
    startHorror: 2,
    startHorrorProvenance: 'reconstructed',
    bloodlust: berith.bloodlust,
    bloodlustProvenance: 'reconstructed',
    finalEffect: [],
    finaleBack: { action: finaleBack, provenance: 'reconstructed', source: 'test content' },
    finales: [{ ...printedBy('test-finale', 'Test Finale'), action: finaleBack }],
    darkPowers: [{ ...printedBy('test-power', 'Test Power') }],
    terror: [{ ...printedBy('test-terror', 'Everyone Moves'), steps: [{ do: 'killerAction', target: 'either', move: 1, attack: 1 }] }],
    finalGirls: ['alois'],
    units: [imp, swarm, stalker, pit],
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
