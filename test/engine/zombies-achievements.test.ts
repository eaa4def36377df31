import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { achievementsMet, type GameState } from '../../src/engine/index.js';
import { factNames } from '../../src/engine/achievements.js';
import { ASSETS_DIR, content, loadContent, type Content } from '../../src/content/load.js';
import { aggressivePolicy, playToEnd } from '../../src/cli/policy.js';

/**
 * The Zombies' achievements (Terror from the Grave rulebook, seed 001, "Achievements"), met or
 * not by finished games: seeded Zombies games played to their end by the engine, and copies of
 * them edited to stand at each threshold and one short of it.
 */

const NONE = { locationsWon: [] };

/** A seeded Zombies game played to its end (the fighting policy; Zombies games end in a few turns). */
function finished(seed: number, location = 'pesadilla-verde'): GameState {
  const r = playToEnd({ killer: 'zombies', location }, seed, aggressivePolicy(seed));
  if (r.error || !r.state) throw new Error(`seed ${seed}: ${r.error ?? 'no state'}`);
  return r.state;
}

/** A copy of a finished Zombies game with its result and the module's facts set as given (the rest left as played). */
function edited(result: GameState['result'], facts: Partial<NonNullable<GameState['zombies']>> = {}): GameState {
  const s = structuredClone(finished(1));
  s.result = result;
  Object.assign(s.zombies as object, { hordesFormed: 2, mostFormedInATurn: 1, mostKillsInATurn: 0, biggestHordeKilled: 0 }, facts);
  return s;
}

describe('the Zombies achievements', () => {
  it('seeded games played by the engine meet exactly what their facts show (20 games at each Location)', () => {
    let formed = 0;
    for (const location of Object.keys(content().locations)) {
      for (let seed = 1; seed <= 20; seed++) {
        const s = finished(seed, location);
        const f = s.zombies;
        if (!f) throw new Error('no Zombies facts');
        formed += f.hordesFormed;
        const expected = [
          s.result === 'won' && f.hordesFormed <= 1 ? 'nipped-in-the-bud' : null,
          f.biggestHordeKilled >= 8 ? 'horde-breaker' : null,
          f.mostKillsInATurn >= 5 ? 'five-in-a-turn' : null,
          f.mostFormedInATurn >= 3 ? 'rising-tide' : null,
        ].filter((x): x is string => x !== null);
        expect(achievementsMet(s, NONE).sort(), `${location} seed ${seed}`).toEqual(expected.sort());
      }
    }
    // The games did form Hordes: the facts were exercised, not only left at zero.
    expect(formed).toBeGreaterThan(0);
  });

  // seed: each row is one line of the rulebook's Achievements list, at its threshold and one short.
  it.each([
    ['horde-breaker', 'Kill a Horde that had at least 8 health', { biggestHordeKilled: 8 }, { biggestHordeKilled: 7 }],
    ['five-in-a-turn', 'Kill 5 Zombies on the same turn', { mostKillsInATurn: 5 }, { mostKillsInATurn: 4 }],
    ['rising-tide', 'Witness 3 Hordes being formed on the same turn', { mostFormedInATurn: 3 }, { mostFormedInATurn: 2 }],
  ])('%s ("%s"): met at the threshold, won or lost; not met one short', (id, _seed, at, short) => {
    expect(achievementsMet(edited('lost', at), NONE)).toEqual([id]);
    expect(achievementsMet(edited('won', at), NONE)).toContain(id);
    expect(achievementsMet(edited('lost', short), NONE)).not.toContain(id);
    expect(achievementsMet(edited('won', short), NONE)).not.toContain(id);
  });

  it('nipped-in-the-bud ("Win a game with one or fewer Hordes being formed"): a win with 0 or 1 Horde formed; not 2, and not a loss', () => {
    expect(achievementsMet(edited('won', { hordesFormed: 0 }), NONE)).toEqual(['nipped-in-the-bud']);
    expect(achievementsMet(edited('won', { hordesFormed: 1 }), NONE)).toEqual(['nipped-in-the-bud']);
    expect(achievementsMet(edited('won', { hordesFormed: 2 }), NONE)).toEqual([]);
    expect(achievementsMet(edited('lost', { hordesFormed: 0 }), NONE)).toEqual([]);
  });

  it('five-locations ("Win a game at five different Locations"): this win with earlier wins at four other Locations; not with four in all, a repeat, or a loss', () => {
    const win = edited('won');
    const four = ['a', 'b', 'c', 'd'];
    expect(achievementsMet(win, { locationsWon: four })).toEqual(['five-locations']);
    expect(achievementsMet(win, { locationsWon: four.slice(0, 3) })).toEqual([]);
    // A win where the team already won counts that Location once.
    expect(achievementsMet(win, { locationsWon: ['a', 'b', 'c', win.setup.location] })).toEqual([]);
    expect(achievementsMet(win, { locationsWon: [...four, win.setup.location] })).toEqual(['five-locations']);
    // A loss adds no Location, even with five won before.
    expect(achievementsMet(edited('lost'), { locationsWon: [...four, 'e'] })).toEqual([]);
  });

  it('a game ended early (no result) keeps what it saw, never a win', () => {
    const s = edited(null, { hordesFormed: 0, mostKillsInATurn: 5 });
    expect(achievementsMet(s, { locationsWon: ['a', 'b', 'c', 'd', 'e'] })).toEqual(['five-in-a-turn']);
  });

  it('several at once come in the page\'s order', () => {
    const s = edited('won', { hordesFormed: 1, biggestHordeKilled: 9, mostKillsInATurn: 6, mostFormedInATurn: 3 });
    expect(achievementsMet(s, { locationsWon: ['a', 'b', 'c', 'd'] })).toEqual(['five-locations', 'nipped-in-the-bud', 'horde-breaker', 'five-in-a-turn', 'rising-tide']);
  });

  it('a game of another Killer meets none; a Zombies state without its slice meets no fact, not even "at most 1 Horde"', () => {
    const volkar = playToEnd({ killer: 'volkar', location: 'pesadilla-verde' }, 3, aggressivePolicy(3)).state as GameState;
    expect(achievementsMet({ ...volkar, result: 'won' }, { locationsWon: ['a', 'b', 'c', 'd'] })).toEqual([]);
    const bare = edited('won');
    delete bare.zombies;
    expect(achievementsMet(bare, NONE)).toEqual([]);
  });

  it('every fact the page tests is one the engine keeps, and an unknown one is an error, not "not met"', () => {
    const page = content().achievements.zombies ?? [];
    expect(page.map((a) => a.id)).toEqual(['five-locations', 'nipped-in-the-bud', 'horde-breaker', 'five-in-a-turn', 'rising-tide']);
    for (const a of page) {
      expect(a.provenance).toBe('seed');
      expect(a.source).toMatch(/^Terror from the Grave rulebook \(seed 001\), Achievements/);
      if (a.needs.fact) expect(factNames('zombies')).toContain(a.needs.fact);
    }
    const c = content();
    const odd: Content = { ...c, achievements: { zombies: [{ ...(page[2] as (typeof page)[number]), needs: { won: false, fact: 'zombiesHugged', atLeast: 1 } }] } };
    expect(() => achievementsMet(edited('won'), NONE, odd)).toThrow(/"zombiesHugged" is not a fact of zombies games/);
  });

  describe('the achievements page is checked at load', () => {
    const dirs: string[] = [];
    afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    function brokenCopy(edit: (json: any) => void): string {
      const dir = mkdtempSync(join(tmpdir(), 'fg-achievements-'));
      dirs.push(dir);
      cpSync(ASSETS_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${join(ASSETS_DIR, 'fonts')}`) });
      const file = join(dir, 'killers', 'zombies', 'achievements.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      edit(json);
      writeFileSync(file, JSON.stringify(json));
      return dir;
    }

    it('a page naming another Killer, a duplicate id, or a bound with no fact names the file and the field', () => {
      expect(() => loadContent(brokenCopy((j) => (j.killer = 'volkar')))).toThrow(/achievements\.json: field "killer": "volkar" is not this folder's Killer/);
      expect(() => loadContent(brokenCopy((j) => (j.achievements[1].id = j.achievements[0].id)))).toThrow(/achievements\.json: field "achievements\.1\.id": duplicate/);
      expect(() => loadContent(brokenCopy((j) => (j.achievements[2].needs = { atLeast: 8 })))).toThrow(/achievements\.json: field "achievements\.2\.needs"/);
    });
  });
});
