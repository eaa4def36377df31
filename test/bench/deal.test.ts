import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { newGame } from '../../src/engine/index.js';
import { dealSeed } from './deal.js';

const c = content();
const dealt = (killer: string, girl: string, runSeed: number, deal: 'stratified' | 'spread' = 'stratified', location = 'larmes-abbey') => {
  const p = { killer, location, girl };
  const seed = dealSeed(deal, p, runSeed, c);
  const k = newGame(p, seed, c).state.killer;
  return { seed, finale: k.finale, darkPower: k.darkPower };
};

describe('how a balance run deals its games', () => {
  it('deals every Finale and Dark Power pair once in any F x D run seeds in a row, to every pairing', () => {
    for (const [killer, girl] of [['zombies', 'patsy'], ['zombies', 'kat'], ['berith', 'patsy']] as const) {
      const pack = c.killers[killer];
      const pairs = (pack?.finales.filter((f) => !f.epic).length ?? 0) * (pack?.darkPowers.filter((d) => !d.epic).length ?? 0);
      expect(pairs).toBeGreaterThanOrEqual(9);
      const seen = new Set(Array.from({ length: pairs }, (_, i) => dealt(killer, girl, 13 + i)).map((d) => `${d.finale}/${d.darkPower}`));
      expect(seen.size).toBe(pairs);
    }
  });

  it('spread: one run seed over every Final Girl deals each Killer and Location every pair of a Killer with 3 Finales and 3 Dark Powers', () => {
    const girls = Object.keys(c.girls).sort();
    for (const location of ['larmes-abbey', 'isla-lagarto']) {
      const seen = new Set(girls.map((g) => dealt('zombies', g, 61, 'spread', location)).map((d) => `${d.finale}/${d.darkPower}`));
      expect(seen.size).toBe(9);
    }
    // The stratified deal gave every Final Girl of a run seed the same pair.
    expect(new Set(girls.map((g) => dealt('zombies', g, 61)).map((d) => `${d.finale}/${d.darkPower}`)).size).toBe(1);
  });

  it('spread still deals every pair once in any F x D run seeds in a row, to one pairing', () => {
    const seen = new Set(Array.from({ length: 9 }, (_, i) => dealt('berith', 'kat', 20 + i, 'spread')).map((d) => `${d.finale}/${d.darkPower}`));
    expect(seen.size).toBe(9);
  });

  it('deals the pairings of one run seed apart, and the same game every time', () => {
    expect(dealt('zombies', 'patsy', 7).seed).not.toBe(dealt('zombies', 'kat', 7).seed);
    expect(dealt('zombies', 'patsy', 7)).toEqual(dealt('zombies', 'patsy', 7));
  });

  it("plays the run seed itself with --deal seed, as runs before 2026-12-05 did", () => {
    expect(dealSeed('seed', { killer: 'zombies', location: 'larmes-abbey', girl: 'patsy' }, 7, c)).toBe(7);
  });
});
