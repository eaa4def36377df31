import { sqliteOf } from '../helpers/sqliteOf.js';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame, SCHEMA_VERSION } from '../../src/engine/index.js';
import {
  appendNote,
  appendEvents,
  decodeState,
  encodeState,
  getGame,
  getPrompt,
  promptClocks,
  publicEvents,
  setTurnMessage,
  insertGame,
  loadGame,
  MIGRATIONS_DIR,
  openDb,
  saveGameState,
  StoredStateError,
  transact,
  upsertVote,
  VersionConflictError,
  type Db,
} from '../../src/db/index.js';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { inTransaction } from '../../src/bot/play/access.js';
import { pick } from '../../src/bot/play/choose.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { join as joinTeam } from '../../src/bot/play/team.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { settle } from '../../src/bot/play/settle.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { Refusal } from '../../src/bot/refusal.js';
import { tempDir } from '../bot/harness.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

const TABLES = ['games', 'players', 'prompts', 'votes', 'events', 'history', 'finished_games'];

/** Every row of every table, for before/after comparisons. */
function dump(db: Db): string {
  return JSON.stringify(TABLES.map((t) => sqliteOf(db).$client.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()));
}

function deps(db: Db): PlayDeps {
  return { db, now: () => 5_000_000, defaults: DEFAULTS };
}

async function voteGame(d: PlayDeps): Promise<void> {
  await startGame(d, { channelId: 'c1', guildId: 'g', userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 11 });
  await joinTeam(d, { channelId: 'c1', userId: 'p2' });
  await startFromLobby(d, { channelId: 'c1', userId: 'host', gameId: null });
}

describe('database', () => {
  it('creates the file and its folder, migrates, and migrating again changes nothing', () => {
    const path = join(tmp.dir, 'a', 'b', 'fg.db');
    const first = openDb(path);
    expect(existsSync(path)).toBe(true);
    const tables = first.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => (r as { name: string }).name);
    for (const t of TABLES) expect(tables).toContain(t);
    expect(first.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    first.close();
    const again = openDb(path);
    expect(again.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({ n: JOURNAL.entries.length });
    again.close();
  });

  it('a database made before the lobby migration keeps its games: they are started, async-paced games', async () => {
    // The migrations as they were before 0001: only the first entry of the journal.
    const old = join(tmp.dir, 'old-migrations');
    cpSync(MIGRATIONS_DIR, old, { recursive: true });
    const journalPath = join(old, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
    const path = join(tmp.dir, 'before-lobby.db');
    const sqlite = new Database(path);
    migrate(drizzle(sqlite), { migrationsFolder: old });
    expect(sqlite.prepare("SELECT count(*) AS n FROM pragma_table_info('games') WHERE name = 'lobby'").get()).toEqual({ n: 0 });
    const state = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state;
    sqlite
      .prepare('INSERT INTO games (channel_id, host_id, mode, status, seed, state, schema_version, prompt_no, vote_window_sec, reminder_sec, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 43200, 21600, 1, 1)')
      .run('c-old', 'host', 'vote', 'active', '3', encodeState(state), SCHEMA_VERSION);
    sqlite.close();

    const now = openDb(path);
    expect(await getGame(now.db, 1)).toMatchObject({ mode: 'vote', promptNo: 1, pace: 'async', lobby: false, lobbyMessageId: null });
    now.close();
  });

  it('a database made by the first migration migrates to the caller and layout columns, its rows kept (an open vote stays a vote, an old turn message its layout)', async () => {
    // The first migration alone, as an older bot left the file.
    const old = join(tmp.dir, 'old-migrations');
    mkdirSync(join(old, 'meta'), { recursive: true });
    const first = JOURNAL.entries[0] as { tag: string };
    copyFileSync(join(MIGRATIONS_DIR, `${first.tag}.sql`), join(old, `${first.tag}.sql`));
    writeFileSync(join(old, 'meta', '_journal.json'), JSON.stringify({ ...JOURNAL, entries: [first] }));
    const path = join(tmp.dir, 'old.db');
    const sqlite = new Database(path);
    migrate(drizzle(sqlite), { migrationsFolder: old });
    sqlite.prepare(
      "INSERT INTO games (id, channel_id, host_id, mode, seed, state, schema_version, vote_window_sec, reminder_sec, created_at, updated_at) VALUES (1, 'c', 'h', 'vote', '1', '{}', 1, 60, 0, 0, 0)",
    ).run();
    sqlite.prepare("INSERT INTO prompts (game_id, prompt_no, decision_seq, channel_id, message_id, body, opened_at, deadline_at) VALUES (1, 0, 1, 'c', 'm-old', 'text', 0, 60000)").run();
    sqlite.close();
    const now = openDb(path);
    expect(now.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({ n: JOURNAL.entries.length });
    expect(now.sqlite.prepare('SELECT caller_id FROM games WHERE id = 1').get()).toEqual({ caller_id: null });
    expect(now.sqlite.prepare('SELECT by_caller, deadline_at FROM prompts WHERE game_id = 1').get()).toEqual({ by_caller: 0, deadline_at: 60000 });
    // A turn message posted before the components v2 layout keeps its own (its edits stay content and rows).
    expect(await getPrompt(now.db, 1, 0)).toMatchObject({ messageId: 'm-old', layout: 'legacy', picture: null });
    now.close();
  });

  it('a stored state is parsed and checked, not trusted', () => {
    const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1);
    expect(decodeState(encodeState(state), SCHEMA_VERSION)).toEqual(state);
    expect(() => decodeState('{not json', SCHEMA_VERSION)).toThrow(StoredStateError);
    expect(() => decodeState(encodeState(state), SCHEMA_VERSION + 1)).toThrow(/schema/);
    expect(() => decodeState(JSON.stringify({ ...state, schemaVersion: 999 }), SCHEMA_VERSION)).toThrow(StoredStateError);
    expect(() => decodeState(JSON.stringify({ ...state, pending: { seq: 1, kind: 'x', prompt: 'p', options: [] } }), SCHEMA_VERSION)).toThrow(/pending/);
    expect(() => decodeState(JSON.stringify({ ...state, setup: { ...state.setup, killer: 'nobody' } }), SCHEMA_VERSION)).toThrow(/not installed/);
    expect(() => decodeState(JSON.stringify({ ...state, turn: 'one' }), SCHEMA_VERSION)).toThrow(/turn/);
  });

  it('an unreadable stored game is refused and left as it is', async () => {
    const { db } = openDb(':memory:');
    const d = deps(db);
    await voteGame(d);
    db.$client.prepare("UPDATE games SET state = '{\"broken\":true}'").run();
    const before = dump(db);
    await expect(async () => await pick(d, { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'text', text: 'end' } })).rejects.toThrow(Refusal);
    expect(dump(db)).toBe(before);
  });

  it('one active game per channel is enforced by the schema too', async () => {
    const { db } = openDb(':memory:');
    const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1);
    const row = { channelId: 'c', guildId: null, hostId: 'h', mode: 'solo' as const, seed: '1', state, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0 };
    await insertGame(db, row);
    await expect(async () => await insertGame(db, row)).rejects.toThrow(/UNIQUE/);
    await insertGame(db, { ...row, status: 'over' });
  });

  it('a write with a stale version is refused (no lost update)', async () => {
    const { db } = openDb(':memory:');
    const d = deps(db);
    await voteGame(d);
    const g = loadGame(await getGame(db, 1) as NonNullable<Awaited<ReturnType<typeof getGame>>>);
    await saveGameState(db, 1, g.row.version, g.state, 1);
    await expect(async () => await saveGameState(db, 1, g.row.version, g.state, 2)).rejects.toThrow(VersionConflictError);
    expect((await getGame(db, 1))?.version).toBe(g.row.version + 1);
  });

  it('two connections on one file: interleaved writes all land, and a stale writer is caught and retried', async () => {
    const path = join(tmp.dir, 'two.db');
    const a = openDb(path);
    const b = openDb(path);
    const da = deps(a.db);
    const db = deps(b.db);
    await voteGame(da);
    await joinTeam(db, { channelId: 'c1', userId: 'p3' });
    // p2 votes through one connection, p3 through the other, then the host closes the window through the first.
    await pick(db, { channelId: 'c1', userId: 'p2', gameId: null, ref: { kind: 'text', text: 'end' } });
    await pick(da, { channelId: 'c1', userId: 'p3', gameId: null, ref: { kind: 'text', text: 'end' } });
    const closed = await pick(da, { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'text', text: 'end' } });
    expect(closed.kind).toBe('applied');
    // Version 2 was the host's Start (out of the lobby), 3 the vote's step.
    expect(await getGame(b.db, 1)).toMatchObject({ version: 3, promptNo: 2 });

    // A writer that read version 3, while the other connection moved the game on.
    const stale = loadGame(await getGame(a.db, 1) as NonNullable<Awaited<ReturnType<typeof getGame>>>);
    await pick(db, { channelId: 'c1', userId: 'p2', gameId: null, ref: { kind: 'index', promptNo: 2, index: 0 } });
    await pick(db, { channelId: 'c1', userId: 'p3', gameId: null, ref: { kind: 'index', promptNo: 2, index: 0 } });
    await pick(db, { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'index', promptNo: 2, index: 0 } });
    await expect(async () => await transact(a.db, async (tx) => await settle(tx, stale, stale.state.pending?.options[0]?.id ?? '', [], 1))).rejects.toThrow(VersionConflictError);
    expect((await getGame(a.db, 1))?.version).toBe(4);

    let attempts = 0;
    const value = await inTransaction(a.db, async () => {
      attempts++;
      if (attempts === 1) throw new VersionConflictError(1);
      return 'ok';
    });
    expect([value, attempts]).toEqual(['ok', 2]);
    await expect(async () => await inTransaction(a.db, () => { throw new VersionConflictError(1); })).rejects.toThrow(/try again/);
    a.close();
    b.close();
  });

  it('a throw in the middle of a command rolls back everything it wrote', async () => {
    const { db } = openDb(':memory:');
    const d = deps(db);
    await voteGame(d);
    const before = dump(db);
    await expect(async () =>
      await inTransaction(db, async (tx) => {
        await upsertVote(tx, { gameId: 1, promptNo: 1, userId: 'host', choiceId: 'end', castAt: 1 });
        const g = loadGame(await getGame(tx, 1) as NonNullable<Awaited<ReturnType<typeof getGame>>>);
        const report = await settle(tx, g, 'end', ['note'], 1);
        expect(report.opened).toBe(2);
        expect((await getGame(tx, 1))?.version).toBe(3);
        throw new Error('crash after the engine step, the save, the events, the history and the new prompt');
      }),
    ).rejects.toThrow(/crash after/);
    expect(dump(db)).toBe(before);
  });

  const V2 = { layout: 'v2', picture: 'The board' } as const;

  it('a turn message is recorded once, with its layout and picture, and only for an open prompt', async () => {
    const { db } = openDb(':memory:');
    const d = deps(db);
    await voteGame(d);
    expect(await transact(db, async (tx) => await setTurnMessage(tx, 1, 1, 'm1', 'body', V2))).toBe(true);
    expect(await transact(db, async (tx) => await setTurnMessage(tx, 1, 1, 'm2', 'body', V2))).toBe(false);
    expect(await getPrompt(db, 1, 1)).toMatchObject({ messageId: 'm1', layout: 'v2', picture: 'The board' });
    await pick(d, { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'text', text: 'end' } });
    await pick(d, { channelId: 'c1', userId: 'p2', gameId: null, ref: { kind: 'text', text: 'end' } });
    expect((await getPrompt(db, 1, 2))?.status).toBe('open');
    db.$client.prepare("UPDATE prompts SET status = 'cancelled' WHERE prompt_no = 2").run();
    expect(await transact(db, async (tx) => await setTurnMessage(tx, 1, 2, 'm3', 'body', V2))).toBe(false);
    expect((await getPrompt(db, 1, 2))?.messageId).toBeNull();
  });

  it('the clocks of open prompts come from one query, with the latest vote', async () => {
    const { db } = openDb(':memory:');
    await voteGame(deps(db));
    await startGame({ db, now: () => 6_000_000, defaults: DEFAULTS }, { channelId: 'c2', guildId: 'g', userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'solo', extreme: false, seed: 12 });
    await upsertVote(db, { gameId: 1, promptNo: 1, userId: 'host', choiceId: 'end', castAt: 5_000_100 });
    await upsertVote(db, { gameId: 1, promptNo: 1, userId: 'p2', choiceId: 'end', castAt: 5_000_050 });
    const all = await promptClocks(db);
    expect(all.map((c) => [c.gameId, c.promptNo, c.mode, c.lastCastAt])).toEqual([[1, 1, 'vote', 5_000_100], [2, 1, 'solo', null]]);
    expect(await promptClocks(db, 2)).toEqual([all[1]]);
    db.$client.prepare("UPDATE games SET status = 'ended' WHERE id = 2").run();
    expect(await promptClocks(db, 2)).toEqual([]);
  });

  it('public events are read without the secret ones', async () => {
    const { db } = openDb(':memory:');
    await voteGame(deps(db));
    await appendEvents(db, 1, [{ seq: 99, turn: 1, visibility: 'secret', kind: 'x', text: 'THE SECRET' }], 1);
    const pub = await publicEvents(db, 1);
    expect(pub.length).toBeGreaterThan(0);
    expect(pub.every((e) => e.visibility === 'public')).toBe(true);
  });

  it('a transaction opened inside another is refused at once (it would wait for its own turn forever), and nothing is written', async () => {
    const { db } = openDb(':memory:');
    const d = deps(db);
    await voteGame(d);
    const before = dump(db);
    await expect(
      transact(db, async (tx) => {
        await appendNote(tx, 1, 1, 'x', 'written before the inner transaction', 1);
        await transact(db, async (inner) => await appendNote(inner, 1, 1, 'x', 'never written', 1));
      }),
    ).rejects.toThrow(/inside another/);
    expect(dump(db)).toBe(before);
  });
});
