import { describe, expect, it } from 'vitest';
import { achievementsMet, type GameState } from '../../src/engine/index.js';
import { factNames } from '../../src/engine/achievements.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy, playToEnd } from '../../src/cli/policy.js';

/**
 * The Hunter's ten achievements (seed 002, "Achievements"): seeded games played to their end,
 * and copies of one edited to stand at each threshold and one short of it.
 */
const NONE = { locationsWon: [] };

function finished(seed: number, location = 'pesadilla-verde'): GameState {
  const r = playToEnd({ killer: 'hunter', location }, seed, aggressivePolicy(seed));
  if (r.error || !r.state) throw new Error(`seed ${seed}: ${r.error ?? 'no state'}`);
  return r.state;
}

function edited(result: GameState['result'], facts: Partial<NonNullable<GameState['hunter']>> = {}, setup: Partial<GameState['setup']> = {}): GameState {
  const s = structuredClone(finished(1));
  s.result = result;
  Object.assign(s.setup, setup);
  s.killer.finaleRevealed = true;
  Object.assign(s.hunter as object, { mostPartsInATurn: 0, repairs: 0, allyPeakHealth: 0, allyHurt: false, allyKillingBlow: false, repairAndStrike: false }, facts);
  return s;
}

describe('the Hunter achievements', () => {
  it('the page names ten, each testing only facts the Hunter module keeps', () => {
    const page = content().achievements.hunter ?? [];
    expect(page).toHaveLength(10);
    for (const a of page) if (a.needs.fact) expect(factNames('hunter')).toContain(a.needs.fact);
  });

  it('seeded games played by the engine meet exactly what their facts show', () => {
    for (const location of Object.keys(content().locations)) {
      for (let seed = 1; seed <= 8; seed++) {
        const s = finished(seed, location);
        const f = s.hunter as NonNullable<GameState['hunter']>;
        const met = achievementsMet(s, NONE);
        expect(met.includes('scrap-metal'), `${location} ${seed}`).toBe(f.mostPartsInATurn >= 3);
        expect(met.includes('no-help-needed'), `${location} ${seed}`).toBe(s.result === 'won' && f.repairs === 0);
        expect(met.includes('overclocked'), `${location} ${seed}`).toBe(f.allyPeakHealth >= 10);
        expect(met).not.toContain('sunnydaze-mall');
      }
    }
  });

  it('each threshold, and one short of it', () => {
    const met = (s: GameState) => achievementsMet(s, NONE);
    expect(met(edited('lost', { mostPartsInATurn: 3 }))).toContain('scrap-metal');
    expect(met(edited('lost', { mostPartsInATurn: 2 }))).not.toContain('scrap-metal');
    expect(met(edited('lost', { allyPeakHealth: 10 }))).toContain('overclocked');
    expect(met(edited('lost', { allyPeakHealth: 9 }))).not.toContain('overclocked');
    expect(met(edited('won'))).toContain('no-help-needed');
    expect(met(edited('won', { repairs: 1 }))).toEqual(expect.arrayContaining(['not-a-scratch']));
    expect(met(edited('won', { repairs: 1, allyHurt: true }))).not.toContain('not-a-scratch');
    expect(met(edited('won', { allyKillingBlow: true }))).toContain('friendly-fire');
    expect(met(edited('lost', { allyKillingBlow: true }))).not.toContain('friendly-fire');
    expect(met(edited('lost', { repairAndStrike: true }))).toContain('back-online');
    expect(met(edited('won', {}, { extreme: true }))).toContain('extreme-horror');
    expect(met(edited('won'))).not.toContain('extreme-horror');
    expect(met(edited('won', {}, { location: 'sunnydaze-mall' }))).toContain('sunnydaze-mall');
    const hidden = edited('won');
    hidden.killer.finaleRevealed = false;
    expect(met(hidden)).toContain('ahead-of-schedule');
    expect(met(edited('won'))).not.toContain('ahead-of-schedule');
    expect(achievementsMet(edited('won'), { locationsWon: ['a', 'b', 'c', 'd'] })).toContain('five-locations');
    expect(achievementsMet(edited('won'), { locationsWon: ['a', 'b', 'c'] })).not.toContain('five-locations');
  });
});
