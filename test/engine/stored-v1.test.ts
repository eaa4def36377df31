import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, choices, parseState, replay, SCHEMA_VERSION, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { decodeState, getGame, loadGame, openDb, schema, topOfHistory } from '../../src/db/index.js';

/**
 * Games stored by the schema-1 engine (test/fixtures/v1, written by generate.ts there) must keep
 * loading and playing after the engine changes shape. Today they are current states; once the
 * schema moves on, the "[v1 today]" test is replaced by an upgrade check and the rest stays.
 */

const DIR = join(import.meta.dirname, '..', 'fixtures', 'v1');
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

    // [v1 today] Proves the fixture is a real state of today's engine. When the schema moves past 1,
    // replace this test by an upgrade check (parseState(v1 fixture) gives the upgraded state).
    it('[v1 today] replay(setup, seed, choices) reproduces it exactly, and parseState leaves it unchanged', () => {
      expect(SCHEMA_VERSION).toBe(V1);
      const replayed = replay(fixture.setup, fixture.seed, fixture.choices).state;
      expect(JSON.parse(JSON.stringify(replayed))).toStrictEqual(fixture.state);
      expect(JSON.parse(JSON.stringify(parseState(structuredClone(fixture.state))))).toStrictEqual(fixture.state);
      if (fixture.undoChoice !== undefined) expect(apply(replayed, fixture.undoChoice).irreversible).toBe(false);
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

    it('loads through the db: a games row written by the v1 bot, and an undo history row', () => {
      const { db, close } = openDb(':memory:');
      try {
        const row = db
          .insert(schema.games)
          .values({
            channelId: 'c1', guildId: null, hostId: 'h', mode: 'solo', status: fixture.state.result ? 'over' : 'active', seed: String(fixture.seed),
            state: storedText(fixture), schemaVersion: V1, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0,
          })
          .returning()
          .get();
        const loaded = loadGame(getGame(db, row.id) as NonNullable<ReturnType<typeof getGame>>);
        const expected = parseState(structuredClone(fixture.state));
        expect(loaded.state).toEqual(expected);
        // Undo snapshots are the same encodeState text, in a table with no schema version column;
        // src/bot/play/undo.ts decodes them with the running SCHEMA_VERSION.
        db.insert(schema.history).values({ gameId: row.id, state: storedText(fixture), label: 'fixture', lastEventId: 0, createdAt: 0 }).run();
        const top = topOfHistory(db, row.id);
        expect(top.kind).toBe('undoable');
        if (top.kind === 'undoable') expect(decodeState(top.state, SCHEMA_VERSION)).toEqual(expected);
      } finally {
        close();
      }
    });
  });
});
