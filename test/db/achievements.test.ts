import { sqliteOf } from '../helpers/sqliteOf.js';
import { achievementsMet } from '../../src/engine/index.js';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { getFinished, getGame, loadGame, locationsWonAgainst, MIGRATIONS_DIR, openDb, recordFinished, transact, type Db } from '../../src/db/index.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { pick } from '../../src/bot/play/choose.js';
import { recordEnd } from '../../src/bot/play/settle.js';
import { endGame } from '../../src/bot/play/endGame.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import type { GameState } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { tempDir } from '../bot/harness.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

function deps(): PlayDeps {
  return { db: openDb(':memory:').db, now: () => 5_000_000, defaults: DEFAULTS };
}

/** A solo Zombies game in `channelId` of `guildId`, set up but not played. */
async function zombiesGame(d: PlayDeps, channelId: string, guildId: string | null, location = 'pesadilla-verde', seed = 1): Promise<number> {
  return (await startGame(d, { channelId, guildId, userId: 'host', killer: 'zombies', location, girl: null, mode: 'solo', extreme: false, seed })).report.gameId;
}

/** An earlier finished game, as a row only (its Location need not be installed). */
async function earlier(db: Db, guildId: string | null, channelId: string, killer: string, location: string, result: 'won' | 'lost' | 'abandoned'): Promise<void> {
  const gameId = Number(
    sqliteOf(db).$client
      .prepare("INSERT INTO games (channel_id, guild_id, host_id, mode, status, seed, state, schema_version, vote_window_sec, reminder_sec, created_at, updated_at) VALUES (?, ?, 'h', 'solo', 'over', '1', '{}', 1, 60, 0, 0, 0)")
      .run(channelId, guildId).lastInsertRowid,
  );
  await recordFinished(db, { gameId, channelId, guildId, result, reason: null, killer, location, girl: 'selena', mode: 'solo', turns: 5, saved: 0, killed: 0, players: [], finishedAt: 0 });
}

/** Ends game `gameId` as won by the rules, its facts as played. */
async function winNow(d: PlayDeps, gameId: number): Promise<void> {
  const row = await getGame(d.db, gameId);
  if (!row) throw new Error('no game');
  const state: GameState = { ...loadGame(row).state, result: 'won' };
  await transact(d.db, async (tx) => await recordEnd(tx, row, state, 'won', 'Test win.', 5_000_000));
}

describe('achievements kept with the finished game', () => {
  it('a Zombies game played to its end through the bot records exactly what its final state met', async () => {
    const d = deps();
    const id = await zombiesGame(d, 'c1', 'g', 'larmes-abbey', 2);
    const policy = aggressivePolicy(2);
    let state = loadGame(await getGame(d.db, id) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state;
    for (let i = 0; i < 500 && !state.result; i++) {
      await pick(d, { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'text', text: policy(state) } });
      state = loadGame(await getGame(d.db, id) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state;
    }
    expect(state.result).not.toBeNull();
    const finished = await getFinished(d.db, id);
    expect(finished?.result).toBe(state.result);
    expect(finished?.achievements).toEqual(achievementsMet(state, { locationsWon: [] }));
  });

  it('a game of another Killer, or one /endgame stopped before anything happened, records none', async () => {
    const d = deps();
    await startGame(d, { channelId: 'c1', guildId: 'g', userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'solo', extreme: false, seed: 3 });
    await winNow(d, 1);
    expect((await getFinished(d.db, 1))?.achievements).toEqual([]);
    const stopped = await zombiesGame(d, 'c2', 'g');
    await endGame(d, { channelId: 'c2', userId: 'host', canManage: false, gameId: stopped });
    expect(await getFinished(d.db, stopped)).toMatchObject({ result: 'abandoned', achievements: [] });
  });

  it('"five different Locations" counts the server\'s wins against the Zombies, this one included: not losses, other Killers or other servers', async () => {
    const d = deps();
    await earlier(d.db, 'g', 'night-1', 'zombies', 'abbey-x', 'won');
    await earlier(d.db, 'g', 'night-2', 'zombies', 'isla-x', 'won');
    await earlier(d.db, 'g', 'night-2', 'zombies', 'isla-x', 'won');
    await earlier(d.db, 'g', 'night-3', 'zombies', 'camp-x', 'won');
    await earlier(d.db, 'g', 'night-3', 'zombies', 'manor-x', 'lost');
    await earlier(d.db, 'g', 'night-3', 'volkar', 'manor-x', 'won');
    await earlier(d.db, 'other', 'elsewhere', 'zombies', 'manor-x', 'won');
    await earlier(d.db, 'g', 'night-3', 'zombies', 'manor-x', 'abandoned');
    expect(await locationsWonAgainst(d.db, { guildId: 'g', channelId: 'any' }, 'zombies')).toEqual(['abbey-x', 'camp-x', 'isla-x']);
    // Four Locations with this win: not yet.
    const fourth = await zombiesGame(d, 'c1', 'g');
    await winNow(d, fourth);
    expect((await getFinished(d.db, fourth))?.achievements).not.toContain('five-locations');
    await earlier(d.db, 'g', 'night-4', 'zombies', 'manor-x', 'won');
    // A fifth Location won before: this win (a repeat of Pesadilla Verde) meets it; another server's does not.
    const fifth = await zombiesGame(d, 'c2', 'g');
    await winNow(d, fifth);
    expect((await getFinished(d.db, fifth))?.achievements).toContain('five-locations');
    const theirs = await zombiesGame(d, 'c3', 'other');
    await winNow(d, theirs);
    expect((await getFinished(d.db, theirs))?.achievements).not.toContain('five-locations');
  });

  it('outside a server (guild null) the channel is the player', async () => {
    const d = deps();
    await earlier(d.db, null, 'dm', 'zombies', 'abbey-x', 'won');
    await earlier(d.db, null, 'other-dm', 'zombies', 'isla-x', 'won');
    await earlier(d.db, 'g', 'dm', 'zombies', 'camp-x', 'won');
    expect(await locationsWonAgainst(d.db, { guildId: null, channelId: 'dm' }, 'zombies')).toEqual(['abbey-x']);
  });

  it('a database from before achievements keeps its finished games: they load with none', async () => {
    const old = join(tmp.dir, 'before-achievements');
    mkdirSync(join(old, 'meta'), { recursive: true });
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === '0005_achievements'));
    for (const e of before) copyFileSync(join(MIGRATIONS_DIR, `${e.tag}.sql`), join(old, `${e.tag}.sql`));
    writeFileSync(join(old, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: before }));
    const path = join(tmp.dir, 'before-achievements.db');
    const sqlite = new Database(path);
    migrate(drizzle(sqlite), { migrationsFolder: old });
    sqlite.prepare("INSERT INTO games (id, channel_id, guild_id, host_id, mode, status, seed, state, schema_version, vote_window_sec, reminder_sec, created_at, updated_at) VALUES (1, 'c', 'g', 'h', 'solo', 'over', '1', '{}', 1, 60, 0, 0, 0)").run();
    sqlite
      .prepare("INSERT INTO finished_games (game_id, channel_id, guild_id, result, killer, location, girl, mode, turns, saved, killed, players, finished_at) VALUES (1, 'c', 'g', 'won', 'zombies', 'pesadilla-verde', 'selena', 'solo', 7, 2, 1, '[]', 0)")
      .run();
    sqlite.close();
    const now = openDb(path);
    expect(await getFinished(now.db, 1)).toMatchObject({ result: 'won', achievements: [] });
    expect(await locationsWonAgainst(now.db, { guildId: 'g', channelId: 'c' }, 'zombies')).toEqual(['pesadilla-verde']);
    now.close();
  });
});
