import { describe, expect, it } from 'vitest';
import { playToEnd, randomPolicy, type PlayResult } from '../../src/cli/policy.js';
import { strongPolicy } from '../../src/player/index.js';
import type { NewGameOptions } from '../../src/engine/index.js';

/**
 * Games are rarely won with the current content, so strength is read off how far a game gets:
 * a won game counts most, then turns survived, Victims saved and damage dealt to the Killer.
 */
function progress(r: PlayResult): number {
  const s = r.state;
  if (!s) return 0;
  const killer = s.units.find((u) => u.role === 'killer');
  const dealt = killer ? (killer.maxHealth ?? killer.health) - killer.health : 0;
  return (s.result === 'won' ? 100 : 0) + s.turn + 2 * s.girl.saved + dealt;
}

describe('the strong player', () => {
  const games: [NewGameOptions, number][] = [
    [{ killer: 'volkar', location: 'pesadilla-verde' }, 1],
    [{ killer: 'volkar', location: 'pesadilla-verde' }, 2],
    [{ killer: 'berith', location: 'larmes-abbey' }, 3],
  ];

  it('gets further than the random policy over a few seeded games at a small budget', () => {
    let strong = 0;
    let random = 0;
    for (const [options, seed] of games) {
      const a = playToEnd(options, seed, strongPolicy(seed, 'tiny'), 2000);
      const b = playToEnd(options, seed, randomPolicy(seed), 2000);
      expect(a.error).toBeUndefined();
      expect(a.state?.result).not.toBeNull();
      strong += progress(a);
      random += progress(b);
    }
    expect(strong).toBeGreaterThan(random);
  });

  it('is deterministic: the same seed plays the same game', () => {
    const [options, seed] = games[0] as [NewGameOptions, number];
    const a = playToEnd(options, seed, strongPolicy(7, { rollouts: 8, horizon: 0, maxSteps: 60 }), 2000);
    const b = playToEnd(options, seed, strongPolicy(7, { rollouts: 8, horizon: 0, maxSteps: 60 }), 2000);
    expect(b.history).toEqual(a.history);
  });
});
