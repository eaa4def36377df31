import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame } from '../../src/bot/play/newGame.js';
import { recordEnd } from '../../src/bot/play/settle.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { content } from '../../src/content/load.js';
import { copyToPostgres, CopyError, tablePairs } from '../../src/db/copyToPostgres.js';
import {
  allEvents, appendNote, choicesOf, decisionCounts, earnedBy, findActiveGame, finishedIn, getFinished, getGame, getPrompt, insertGame, listPlayers,
  listVotes, loadGame, openDb, openPg, topOfHistory, transact, type Db, type OpenDb,
} from '../../src/db/index.js';
import * as sqliteSchema from '../../src/db/schema.js';
import type { GameState } from '../../src/engine/index.js';
import { commands } from '../../commands/index.js';
import { Bot } from '../../src/bot/bot.js';
import { FakeDiscord, GUILD_ID } from '../helpers/fakeDiscord.js';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer.js';
import { sqliteOf } from '../helpers/sqliteOf.js';
import { alice, bob, startHarness, tempDir, threePlayerVoteGame } from '../bot/harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOLO = '1300000000000003701';
const VOTE = '1300000000000003702';
const HOLDER = { guildId: 'g-copy', channelId: 'x' };

/** Every table schema.ts declares, read here on its own (not from the copier's list). */
const TABLES: SQLiteTable[] = [];
for (const t of Object.values(sqliteSchema) as unknown[]) if (is(t, SQLiteTable)) TABLES.push(t);

let tmp: ReturnType<typeof tempDir>;
let server: PostgresServer;
let soloId = 0;
let voteId = 0;
let earnedGame = 0;

/** A game of HOLDER ended as won by the rules, as the bot records the end (crossGame.test.ts does the same). */
async function wonGame(d: PlayDeps, channelId: string, killer: string, location: string, seed: number): Promise<number> {
  const id = (await startGame(d, { channelId, guildId: HOLDER.guildId, userId: alice.id, killer, location, girl: null, mode: 'solo', extreme: false, seed })).report.gameId;
  const row = await getGame(d.db, id);
  if (!row) throw new Error('no game');
  const state: GameState = { ...loadGame(row).state, result: 'won' };
  await transact(d.db, async (tx) => await recordEnd(tx, row, state, 'won', 'Test end.', 6_000_000 + id));
  sqliteOf(d.db).$client.prepare("UPDATE games SET status = 'over' WHERE id = ?").run(id);
  return id;
}

/**
 * The SQLite file a bot has been playing on: a solo game mid-turn, a vote game with two of its
 * three votes cast, and a won game against every Killer, the last of which earned "Last One
 * Standing"; events, history, choices, claimed interactions come with them.
 */
async function playedFile(path: string): Promise<void> {
  const h = await startHarness({ dbPath: path });
  try {
    await h.run(h.fake.chatInput(alice, SOLO, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 3 }));
    for (let i = 0; i < 4; i++) {
      const row = await findActiveGame(h.store.db, SOLO);
      if (row) await h.run(h.fake.chatInput(alice, SOLO, 'choose', { choice: `#${row.promptNo}:0` }));
    }
    soloId = (await findActiveGame(h.store.db, SOLO))?.id ?? 0;
    voteId = await threePlayerVoteGame(h, VOTE, 5);
    for (let n = 0; n < 20; n++) {
      const row = await getGame(h.store.db, voteId);
      if (!row) break;
      if (!(await getPrompt(h.store.db, voteId, row.promptNo))?.byCaller) break;
      await h.run(h.fake.chatInput(alice, VOTE, 'choose', { choice: `#${row.promptNo}:0` }));
    }
    const open = await getGame(h.store.db, voteId);
    for (const u of [alice, bob]) await h.run(h.fake.chatInput(u, VOTE, 'choose', { choice: `#${open?.promptNo ?? 0}:0` }));
  } finally {
    await h.stop();
  }
  const lite = openDb(path);
  try {
    const d: PlayDeps = { db: lite.db, now: () => 5_000_000, defaults: DEFAULTS };
    const c = content();
    const location = Object.keys(c.locations)[0] as string;
    for (const [i, killer] of Object.keys(c.killers).entries()) earnedGame = await wonGame(d, `13000000000000038${i}`, killer, location, i + 1);
  } finally {
    lite.close();
  }
}

async function pgRows(db: Db, name: string): Promise<Record<string, unknown>[]> {
  if (db.dialect !== 'pg') throw new Error('a Postgres store was meant');
  const pair = tablePairs().find((p) => p.name === name);
  if (!pair) throw new Error(`no table ${name}`);
  const rows = (await db.d.select().from(pair.post)) as Record<string, unknown>[];
  // SQLite's rowid is implicit; the order it keeps is checked through listPlayers.
  for (const r of rows) delete r.rowid;
  return rows;
}

const byJson = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();

describe('npm run db:copy: SQLite to an empty Postgres database', () => {
  let source: string;
  let target: string;
  let lite: OpenDb;

  beforeAll(async () => {
    tmp = tempDir();
    source = join(tmp.dir, 'played.db');
    server = await startPostgres();
    await playedFile(source);
    target = await server.newDatabase();
    lite = openDb(source);
  }, 180_000);

  afterAll(() => {
    lite?.close();
    server?.stop();
    tmp?.cleanup();
  });

  it('the played file has rows in every table, so none can be left out unnoticed', () => {
    expect(TABLES.length).toBeGreaterThanOrEqual(10);
    expect(tablePairs().map((p) => p.name).sort()).toEqual(TABLES.map((t) => getTableName(t)).sort());
    for (const t of TABLES) {
      const n = lite.sqlite.prepare(`SELECT count(*) AS n FROM "${getTableName(t)}"`).get() as { n: number };
      expect(n.n, getTableName(t)).toBeGreaterThan(0);
    }
    expect(soloId).toBeGreaterThan(0);
  });

  it('copies each table after the tables its foreign keys point at (games first)', () => {
    const order = tablePairs().map((p) => p.name);
    expect(order[0]).toBe('games');
    for (const t of TABLES) {
      for (const fk of getTableConfig(t).foreignKeys) expect(order.indexOf(getTableName(fk.reference().foreignTable)), getTableName(t)).toBeLessThan(order.indexOf(getTableName(t)));
    }
  });

  it('copies every row of every table, ids and values kept, and the store reads the same games there', async () => {
    const post = await openPg(target);
    try {
      const counts = await copyToPostgres(lite.db, post.db);
      for (const t of TABLES) {
        const name = getTableName(t);
        const n = (lite.sqlite.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
        expect(counts.find((c) => c.table === name), name).toEqual({ table: name, source: n, target: n });
        // Every value, converted back: flags as booleans, JSON as lists, times as numbers.
        const liteRows = lite.db.d.select().from(t).orderBy(asc(sql`rowid`)).all() as Record<string, unknown>[];
        expect(byJson(await pgRows(post.db, name)), name).toEqual(byJson(liteRows));
      }
      const [a, b] = [lite.db, post.db];
      // The active solo game mid-turn: its row, state, history and event log.
      const soloLite = await findActiveGame(a, SOLO);
      const soloPost = await findActiveGame(b, SOLO);
      expect(soloPost).toEqual(soloLite);
      expect(soloPost && loadGame(soloPost).state).toEqual(soloLite && loadGame(soloLite).state);
      expect(await topOfHistory(b, soloId)).toEqual(await topOfHistory(a, soloId));
      expect(await allEvents(b, soloId)).toEqual(await allEvents(a, soloId));
      expect(await choicesOf(b, soloId)).toEqual(await choicesOf(a, soloId));
      // The vote game: its team in joining order and the open prompt's ballots.
      const vote = await getGame(a, voteId);
      expect(await listPlayers(b, voteId)).toEqual(await listPlayers(a, voteId));
      expect(await listPlayers(b, voteId)).toHaveLength(3);
      const ballots = await listVotes(a, voteId, vote?.promptNo ?? -1);
      expect(ballots.map((v) => v.userId).sort()).toEqual([alice.id, bob.id].sort());
      expect(await listVotes(b, voteId, vote?.promptNo ?? -1)).toEqual(ballots);
      expect(await getPrompt(b, voteId, vote?.promptNo ?? -1)).toEqual(await getPrompt(a, voteId, vote?.promptNo ?? -1));
      // Records and achievements.
      expect(await getFinished(b, earnedGame)).toEqual(await getFinished(a, earnedGame));
      expect(await finishedIn(b, { holder: HOLDER })).toEqual(await finishedIn(a, { holder: HOLDER }));
      expect(await decisionCounts(b, { holder: { guildId: GUILD_ID, channelId: SOLO } })).toEqual(await decisionCounts(a, { holder: { guildId: GUILD_ID, channelId: SOLO } }));
      const earned = await earnedBy(b, HOLDER);
      expect(earned).toEqual(await earnedBy(a, HOLDER));
      expect(earned.find((e) => e.achievement === 'every-killer')?.gameId).toBe(earnedGame);

      // New rows get fresh ids past the copied ones.
      const maxGame = (lite.sqlite.prepare('SELECT max(id) AS n FROM games').get() as { n: number }).n;
      const maxEvent = (lite.sqlite.prepare('SELECT max(id) AS n FROM events').get() as { n: number }).n;
      const state = soloLite ? loadGame(soloLite).state : null;
      if (!state) throw new Error('no solo game');
      const fresh = await insertGame(b, { channelId: '1300000000000003799', hostId: alice.id, mode: 'solo', seed: '1', state, voteWindowSec: 60, reminderSec: 0, createdAt: 1, updatedAt: 1 });
      expect(fresh.id).toBe(maxGame + 1);
      await appendNote(b, fresh.id, 1, 'note', 'after the copy', 2);
      expect((await allEvents(b, fresh.id))[0]?.id).toBe(maxEvent + 1);
    } finally {
      await post.close();
    }
  }, 120_000);

  it('the bot carries on there: the copied solo game takes its next choice, as it would have on SQLite', async () => {
    const post = await openPg(target);
    const fake = await FakeDiscord.start();
    const bot = new Bot({ db: post.db, commands, apiUrl: fake.apiUrl, log: () => undefined, defaults: { reminderSec: 0 }, warmUp: false, renderTimeoutMs: 20_000 });
    try {
      await bot.start('fake-token-for-the-copy-test');
      const before = await getGame(post.db, soloId);
      if (!before) throw new Error('the copied solo game is missing');
      const res = await fake.interact(fake.chatInput(alice, SOLO, 'choose', { choice: `#${before.promptNo}:0` }));
      await bot.idle();
      expect(res.text()).not.toMatch(/error|went wrong/i);
      const after = await getGame(post.db, soloId);
      expect(after?.version).toBeGreaterThan(before.version);
      expect(after?.promptNo).toBe(before.promptNo + 1);
      expect(await choicesOf(post.db, soloId)).toHaveLength((await choicesOf(lite.db, soloId)).length + 1);
    } finally {
      await bot.stop();
      await fake.close();
      await post.close();
    }
  }, 60_000);

  it('refuses a target that is not empty, and writes nothing', async () => {
    const post = await openPg(target);
    try {
      const before = await pgRows(post.db, 'games');
      await expect(copyToPostgres(lite.db, post.db)).rejects.toThrow(CopyError);
      await expect(copyToPostgres(lite.db, post.db)).rejects.toThrow(/^the target database is not empty \(games: \d+, .*players: \d+.*\); copy into a new, empty database$/);
      expect(await pgRows(post.db, 'games')).toEqual(before);
    } finally {
      await post.close();
    }
  }, 60_000);

  it('is all or nothing: a row Postgres cannot take leaves the target empty', async () => {
    const path = join(tmp.dir, 'nul.db');
    const bad = openDb(path);
    const empty = await server.newDatabase();
    const post = await openPg(empty);
    try {
      const solo = await getGame(lite.db, soloId);
      if (!solo) throw new Error('no solo game');
      const g = await insertGame(bad.db, { channelId: '1', hostId: '2', mode: 'solo', seed: '1', state: loadGame(solo).state, voteWindowSec: 60, reminderSec: 0, createdAt: 1, updatedAt: 1 });
      await appendNote(bad.db, g.id, 1, 'note', 'fine', 1);
      // Postgres text cannot hold a NUL character; SQLite's can. The events come after the games.
      await appendNote(bad.db, g.id, 1, 'note', 'a\u0000b', 1);
      await expect(copyToPostgres(bad.db, post.db)).rejects.toThrow();
      for (const p of tablePairs()) expect(await pgRows(post.db, p.name), p.name).toEqual([]);
    } finally {
      await post.close();
      bad.close();
    }
  }, 60_000);
});

/** The script as `npm run db:copy` runs it; DATABASE_URL only when given. */
function runCopy(args: string[], env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete base.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/dbCopy.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { ...base, ...env } });
}

describe('the db:copy command', () => {
  beforeAll(async () => {
    tmp = tempDir();
    server = await startPostgres();
  }, 60_000);
  afterAll(() => {
    server?.stop();
    tmp?.cleanup();
  });

  const oneLine = (out: ReturnType<typeof runCopy>) => {
    expect(out.stdout).toBe('');
    const lines = out.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(out.status).toBe(1);
    return lines[0] ?? '';
  };

  it('copies a file into DATABASE_URL and prints the rows of each table on both sides; a second run is refused', async () => {
    const path = join(tmp.dir, 'small.db');
    const d = openDb(path);
    const earned = await wonGame({ db: d.db, now: () => 1, defaults: DEFAULTS }, '1300000000000003901', 'volkar', 'pesadilla-verde', 9);
    d.close();
    const url = await server.newDatabase();
    const out = runCopy(['--from', path], { DATABASE_URL: url });
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^Copied .*small\.db to postgres:\/\/postgres@127\.0\.0\.1:\d+\/t\w+: \d+ rows in \d+ tables, ids kept\./);
    expect(out.stdout).toMatch(/^table +SQLite +Postgres$/m);
    expect(out.stdout).toMatch(/^games +1 +1$/m);
    expect(out.stdout).toMatch(/^finished_games +1 +1$/m);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query('SELECT game_id FROM finished_games')).rows).toEqual([{ game_id: earned }]);
    } finally {
      await client.end();
    }
    expect(oneLine(runCopy(['--from', path, '--to', url]))).toMatch(/^error: the target database is not empty \(games: 1, .*\); copy into a new, empty database$/);
  }, 120_000);

  it('refuses bad arguments, a missing file, a newer file and a server that does not answer, in one line, changing nothing', async () => {
    const at = (name: string) => join(tmp.dir, name);
    expect(oneLine(runCopy(['--to', 'postgres://u@127.0.0.1:1/x']))).toMatch(/^error: --from is required/);
    expect(oneLine(runCopy(['--from', at('x.db'), '--to', 'mysql://h/x']))).toBe('error: --to must be a postgres:// URL');
    expect(oneLine(runCopy(['--from', at('x.db')]))).toBe('error: no target: give --to postgres://… or set DATABASE_URL');
    expect(oneLine(runCopy(['--from', at('gone.db'), '--to', 'postgres://u@127.0.0.1:1/x']))).toBe(`error: ${at('gone.db')}: no such file (the SQLite database to copy)`);
    expect(existsSync(at('gone.db'))).toBe(false);

    openDb(at('here.db')).close();
    const down = oneLine(runCopy(['--from', at('here.db'), '--to', 'postgres://fg:sekret@127.0.0.1:1/x']));
    expect(down).toMatch(/^error: postgres:\/\/fg:\*\*\*@127\.0\.0\.1:1\/x: no Postgres server answers at 127\.0\.0\.1:1/);
    expect(down).not.toContain('sekret');

    const newer = openDb(at('newer.db'));
    newer.sqlite.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('future', Date.UTC(2099, 0, 1));
    newer.close();
    const url = await server.newDatabase();
    expect(oneLine(runCopy(['--from', at('newer.db'), '--to', url]))).toMatch(/^error: .*newer\.db: the database was migrated by a newer \(or another\) version of the bot/);
    // The target was never opened: no table of the bot's there.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'")).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
