import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, choices, parseState, replay, SCHEMA_VERSION, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { decodeState, getGame, loadGame, openDb, schema, topOfHistory } from '../../src/db/index.js';
import { loadContent } from '../../src/content/load.js';

/**
 * Games stored by the schema-1 engine must keep loading and playing after the engine changed
 * shape. The fixtures in test/fixtures/v1 were written by that engine (main at a0d4936, just
 * before the units refactor) from seeded games with the CLI policies; they are a record, not
 * something to regenerate. The content packs of that time are kept beside them
 * (test/fixtures/v1-assets, copied before the Final Girl Wiki readings changed Berith, the
 * Volk'ar and the Movement cards): the replay that must reach the same state uses them. Playing
 * on uses today's packs, as the bot does with a stored game (retired card ids: `formerIds`).
 */

const DIR = join(import.meta.dirname, '..', 'fixtures', 'v1');
/** The packs the fixtures were played with. */
const V1_CONTENT = loadContent(join(import.meta.dirname, '..', 'fixtures', 'v1-assets'));
/** The schema version these games were stored with (the `games.schema_version` column a v1 bot wrote). */
const V1 = 1;
const MAX_PLAY_ON = 200;

interface V1Fixture {
  description: string;
  setup: NewGameOptions;
  seed: number;
  policy: string;
  stored: 'games.state' | 'history.state';
  choices: string[];
  undoChoice?: string;
  state: Record<string, unknown>;
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const load = (file: string) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as V1Fixture;
/** The stored text, as the bot wrote it (encodeState is JSON.stringify of the state). */
const storedText = (f: V1Fixture) => JSON.stringify(f.state);

describe('v1 stored states (test/fixtures/v1)', () => {
  it('the fixture set is there and covers every installed pairing, a history snapshot and a finished game', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const all = files.map(load);
    const pairings = new Set(all.map((f) => `${f.setup.killer}@${f.setup.location}`));
    expect([...pairings].sort()).toEqual(['berith@larmes-abbey', 'berith@pesadilla-verde', 'volkar@larmes-abbey', 'volkar@pesadilla-verde']);
    expect(all.some((f) => f.stored === 'history.state')).toBe(true);
    expect(all.some((f) => f.state.result !== null)).toBe(true);
    for (const f of all) expect(f.state.schemaVersion).toBe(V1);
  });

  describe.each(files)('%s', (file) => {
    const fixture = load(file);

    it('parseState accepts it', () => {
      const state = parseState(structuredClone(fixture.state));
      expect(state.result !== null || state.pending !== null).toBe(true);
    });

    // The fixture is the state the schema-1 engine reached with these choices: upgraded, it must be
    // the state today's engine reaches with the same choices (the agenda may hold other task
    // names), and both must go on identically.
    it('upgrades to the state today\'s engine reaches with the same choices, and plays on the same', () => {
      expect(SCHEMA_VERSION).toBeGreaterThan(V1);
      const upgraded = parseState(structuredClone(fixture.state));
      const replayed = replay(fixture.setup, fixture.seed, fixture.choices, V1_CONTENT).state;
      const { agenda: _a, ...upgradedRest } = upgraded;
      const { agenda: _b, ...replayedRest } = replayed;
      // Options made today carry their button wording (`short`, issue 33), which the stored ones
      // lack: a stored game shows its labels (cut at a word's end where too long) and plays on.
      expect(upgraded.pending?.options.some((o) => o.short !== undefined) ?? false).toBe(false);
      const withoutShort = (s: typeof replayedRest) => ({ ...s, pending: s.pending && { ...s.pending, options: s.pending.options.map(({ short: _s, ...o }) => o) } });
      expect(JSON.parse(JSON.stringify(upgradedRest))).toStrictEqual(JSON.parse(JSON.stringify(withoutShort(replayedRest))));
      expect(upgraded.units).toEqual([expect.objectContaining({ id: 'killer', type: fixture.setup.killer, role: 'killer' })]);
      let a: GameState = upgraded;
      let b: GameState = replayed;
      for (let i = 0; i < 30 && !a.result; i++) {
        const id = (choices(a)[0] as { id: string }).id;
        const outA = apply(a, id);
        const outB = apply(b, id);
        expect(outA.events).toEqual(outB.events);
        a = outA.state;
        b = outB.state;
      }
      if (fixture.undoChoice !== undefined) expect(apply(replayed, fixture.undoChoice, V1_CONTENT).irreversible).toBe(false);
    });

    it(`plays on from the loaded state (first choice each time, at most ${MAX_PLAY_ON} decisions)`, () => {
      let state: GameState = parseState(structuredClone(fixture.state));
      let decisions = 0;
      while (!state.result && decisions < MAX_PLAY_ON) {
        const open = choices(state);
        expect(open.length, `decision ${decisions}: a game that is not over offers a choice`).toBeGreaterThan(0);
        state = apply(state, (open[0] as { id: string }).id).state;
        decisions++;
      }
      if (fixture.state.result !== null) expect(decisions).toBe(0);
      else expect(decisions).toBeGreaterThan(0);
    });

    it('loads through the db: a games row written by the v1 bot, and an undo history row', async () => {
      const { db, close } = openDb(':memory:');
      try {
        const row = db.d
          .insert(schema.games)
          .values({
            channelId: 'c1', guildId: null, hostId: 'h', mode: 'solo', status: fixture.state.result ? 'over' : 'active', seed: String(fixture.seed),
            state: storedText(fixture), schemaVersion: V1, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0,
          })
          .returning()
          .get();
        const loaded = loadGame(await getGame(db, row.id) as NonNullable<Awaited<ReturnType<typeof getGame>>>);
        const expected = parseState(structuredClone(fixture.state));
        expect(loaded.state).toEqual(expected);
        // Undo snapshots are the same encodeState text, in a table with no schema version column;
        // src/bot/play/undo.ts decodes them with the running SCHEMA_VERSION.
        db.d.insert(schema.history).values({ gameId: row.id, state: storedText(fixture), label: 'fixture', lastEventId: 0, createdAt: 0 }).run();
        const top = await topOfHistory(db, row.id);
        expect(top.kind).toBe('undoable');
        if (top.kind === 'undoable') expect(decodeState(top.state, SCHEMA_VERSION)).toEqual(expected);
      } finally {
        close();
      }
    });
  });
});
