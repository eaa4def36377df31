import { describe, expect, it, vi } from 'vitest';
import { apply, newGame, publicView, type GameState } from '../../src/engine/index.js';
import { randomPolicy } from '../../src/cli/policy.js';
import { withTestBoxes } from '../boxes/index.js';
import { testHowlerModule } from '../boxes/testHowler/index.js';
import { runWith } from '../helpers/testPacks.js';

/** The Howler (test/boxes/testHowler), the box docs/adding-a-box.md was tried on: its attacks make the Victims there panic. */
const c = withTestBoxes();
const HOWLER = 'test-howler';

/**
 * A quiet table against the Howler at Pesadilla Verde: Killer phase, no tokens or Events, Alois at
 * the Rebel Camp with an empty hand, the Howler at the Cursed Temple with `victims` there.
 */
function table(victims: number, girlSpace = 'rebel-camp'): GameState {
  const s = newGame({ killer: HOWLER, location: 'pesadilla-verde', girl: 'alois' }, 1, c).state;
  Object.assign(s, { turn: 1, phase: 'killer', tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [] });
  s.victims = Array.from({ length: victims }, (_, i) => ({ id: 100 + i, space: 'cursed-temple', kind: 'normal' }));
  Object.assign(s.girl, { space: girlSpace, hand: [], items: [] });
  const howler = s.units.find((u) => u.role === 'killer');
  if (howler) howler.space = 'cursed-temple';
  return s;
}

const attackHere = (target: 'victim' | 'girl', attack = 1) =>
  ({ t: 'killerAction' as const, unit: 'killer', target, move: 0, spaces: null, attack, source: 'It Howls' });

describe('the Howler, a test-only Killer', () => {
  it('is loaded and registered as a real box is: its pack beside the project\'s, its module in play', () => {
    expect(c.killers[HOWLER]?.name).toBe('The Howler');
    const s = table(0);
    expect(s.setup.killer).toBe(HOWLER);
    // Its view never exists: nothing for the bot, the terminal or the picture to show.
    expect(Object.keys(publicView(s, c).modules)).not.toContain('testHowler');
  });

  it('after its attack kills a Victim, the Victims left in that space panic by their dice', () => {
    const s = table(3);
    // Cursed Temple: a 1 flees to the Clearing, a 4 to Trail G.
    s.riggedDice = [1, 4];
    const sc = runWith(s, [attackHere('victim')], c);
    expect(sc.state.victims.map((v) => [v.id, v.space])).toEqual([[101, 'clearing'], [102, 'trail-g']]);
    expect(sc.events.filter((e) => e.kind === 'victim-killed' || e.kind === 'panic').map((e) => e.kind)).toEqual(['victim-killed', 'panic', 'panic']);
    expect(sc.events.filter((e) => e.kind === 'panic').map((e) => e.text)).toEqual([
      'A Soldier at Cursed Temple panics (rolled 1) and flees to Clearing.',
      'A Soldier at Cursed Temple panics (rolled 4) and flees to space G.',
    ]);
    expect(sc.state.riggedDice).toEqual([]);
  });

  it('after its attack on her, the Victims in her space panic; a face with no arrow leaves one there', () => {
    const s = table(2, 'cursed-temple');
    s.girl.health = 5;
    // Cursed Temple: a 2 flees to the Clearing, a 3 has no arrow.
    s.riggedDice = [2, 3];
    // Aimed at her and she is there: the Killer attacks her before the Victims (core §6.4).
    const sc = runWith(s, [attackHere('girl')], c);
    expect(sc.state.girl.health).toBe(4);
    expect(sc.state.victims.map((v) => [v.id, v.space])).toEqual([[100, 'clearing'], [101, 'cursed-temple']]);
    expect(sc.events.filter((e) => e.kind === 'panic').map((e) => e.text)).toEqual([
      'A Soldier at Cursed Temple panics (rolled 2) and flees to Clearing.',
      'A Soldier at Cursed Temple panics (rolled 3) but stays.',
    ]);
  });

  it('an attack with no Victims left there makes no one panic', () => {
    const sc = runWith(table(1), [attackHere('victim')], c);
    expect(sc.state.victims).toEqual([]);
    expect(sc.events.filter((e) => e.kind === 'panic')).toEqual([]);
  });

  it('plays whole seeded games to an end, howling on the way', () => {
    const howls = vi.spyOn(testHowlerModule, 'afterAttack');
    for (const seed of [1, 2, 3]) {
      let state = newGame({ killer: HOWLER, location: 'pesadilla-verde', girl: 'alois' }, seed, c).state;
      const policy = randomPolicy(seed);
      for (let i = 0; i < 3000 && !state.result; i++) state = apply(state, policy(state), c).state;
      expect(state.result, `seed ${seed}`).toMatch(/^(won|lost)$/);
    }
    expect(howls).toHaveBeenCalled();
    howls.mockRestore();
  });
});
