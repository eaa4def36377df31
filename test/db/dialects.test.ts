import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.js';
import {
  claimInteraction,
  decisionCounts,
  finishedIn,
  findActiveGame,
  getGame,
  getPrompt,
  insertGame,
  lastTurnMessage,
  listPlayers,
  listVotes,
  loadGame,
  openPg,
  openPrompts,
  PG_MIGRATIONS_DIR,
  promptClocks,
  publicEvents,
  saveGameState,
  transact,
  updatePrompt,
  upsertVote,
  VersionConflictError,
  type Db,
} from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { endGame } from '../../src/bot/play/endGame.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { join as joinTeam } from '../../src/bot/play/team.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { tempDir } from '../bot/harness.js';
import { DIALECTS, storeMaker } from '../helpers/dialects.js';
import { startPostgres } from '../helpers/postgresServer.js';

const tmp = tempDir();
const stores = storeMaker(() => tmp.dir);
afterAll(async () => {
  await stores.stop();
  tmp.cleanup();
});

function deps(db: Db, now = 5_000_000): PlayDeps {
  return { db, now: () => now, defaults: DEFAULTS };
}

async function voteGame(d: PlayDeps, channelId = 'c1', guildId = '81384788765712384'): Promise<void> {
  await startGame(d, { channelId, guildId, userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 11 });
  await joinTeam(d, { channelId, userId: 'p2' });
  await joinTeam(d, { channelId, userId: 'p0' });
  await startFromLobby(d, { channelId, userId: 'host', gameId: null });
}

const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1);
const row = (channelId: string) => ({ channelId, guildId: null, hostId: 'h', mode: 'solo' as const, seed: '1', state, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0 });

describe.each(DIALECTS)('the store on %s', (dialect) => {
  it('plays a vote game: the team in joining order, votes, the close when all voted, the clocks and the open prompts', async () => {
    const s = await stores.open(dialect);
    const d = deps(s.db);
    await voteGame(d);
    const g = await findActiveGame(s.db, 'c1');
    expect(g?.lobby).toBe(false);
    // Joined in the same millisecond: the order they joined in still holds.
    expect(await listPlayers(s.db, g?.id ?? 0)).toEqual(['host', 'p2', 'p0']);
    const clocks = await promptClocks(s.db);
    expect(clocks.map((c) => [c.gameId, c.promptNo, c.mode, c.lastCastAt])).toEqual([[1, 1, 'vote', null]]);
    for (const u of ['p2', 'host']) await pick(d, { channelId: 'c1', userId: u, gameId: null, ref: { kind: 'text', text: 'end' } });
    expect((await listVotes(s.db, 1, 1)).map((v) => v.userId)).toEqual(['host', 'p2']);
    const res = await pick(d, { channelId: 'c1', userId: 'p0', gameId: null, ref: { kind: 'text', text: 'end' } });
    expect(res.kind).toBe('applied');
    expect((await getPrompt(s.db, 1, 1))?.status).toBe('closed');
    expect((await getPrompt(s.db, 1, 1))?.deciders).toEqual(expect.arrayContaining(['host', 'p2', 'p0']));
    expect((await openPrompts(s.db)).map((p) => p.promptNo)).toEqual([2]);
    expect(await openPrompts(s.db, { id: 1, count: 2 })).toEqual([]);
    expect((await openPrompts(s.db, { id: 0, count: 2 })).length).toBe(1);
    expect((await publicEvents(s.db, 1)).every((e) => e.visibility === 'public')).toBe(true);
    await s.close();
  });

  it('one active game per channel, a stale version refused, a throw rolls the whole command back', async () => {
    const s = await stores.open(dialect);
    await insertGame(s.db, row('c1'));
    await expect(insertGame(s.db, row('c1'))).rejects.toThrow();
    const g = loadGame((await getGame(s.db, 1)) ?? (() => { throw new Error('no game'); })());
    await saveGameState(s.db, 1, g.row.version, g.state, 2);
    await expect(saveGameState(s.db, 1, g.row.version, g.state, 3)).rejects.toThrow(VersionConflictError);
    await expect(
      transact(s.db, async (tx) => {
        await saveGameState(tx, 1, g.row.version + 1, g.state, 4);
        throw new Error('crash after the write');
      }),
    ).rejects.toThrow(/crash/);
    expect((await getGame(s.db, 1))?.version).toBe(g.row.version + 1);
    await s.close();
  });

  it('an interaction id is claimed once, also by two processes at the same moment', async () => {
    const s = await stores.open(dialect);
    const other = await s.another();
    expect(await transact(s.db, async (tx) => await claimInteraction(tx, 'i1', 1))).toBe(true);
    expect(await transact(other.db, async (tx) => await claimInteraction(tx, 'i1', 2))).toBe(false);
    const both = await Promise.all([s.db, other.db].map((db) => transact(db, async (tx) => await claimInteraction(tx, 'i2', 3))));
    expect(both.filter(Boolean)).toHaveLength(1);
    await other.close();
    await s.close();
  });

  it("one process's transactions take turns in the order they were asked for (a vote changed twice keeps the second); one opened inside another is refused", async () => {
    const s = await stores.open(dialect);
    await voteGame(deps(s.db));
    const order: string[] = [];
    const vote = (choiceId: string, waitMs: number) =>
      transact(s.db, async (tx) => {
        order.push(`${choiceId} begins`);
        // The first waits mid-way (as on a slow network): the second, asked for after it, still waits for it.
        await new Promise((r) => setTimeout(r, waitMs));
        await upsertVote(tx, { gameId: 1, promptNo: 1, userId: 'p2', choiceId, label: null, castAt: 1 });
        order.push(`${choiceId} ends`);
      });
    await Promise.all([vote('first', 50), vote('second', 0)]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect((await listVotes(s.db, 1, 1)).map((v) => v.choiceId)).toEqual(['second']);
    await expect(transact(s.db, async () => await transact(s.db, async () => 1))).rejects.toThrow(/inside another/);
    await s.close();
  });

  it('two processes picking on one game at once: each vote lands once and the vote closes once', async () => {
    const s = await stores.open(dialect);
    const other = await s.another();
    await voteGame(deps(s.db));
    await pick(deps(s.db), { channelId: 'c1', userId: 'host', gameId: null, ref: { kind: 'text', text: 'end' } });
    const results = await Promise.all([
      pick(deps(s.db), { channelId: 'c1', userId: 'p2', gameId: null, ref: { kind: 'text', text: 'end' } }),
      pick(deps(other.db), { channelId: 'c1', userId: 'p0', gameId: null, ref: { kind: 'text', text: 'end' } }),
    ]);
    // Whichever came second saw the other's vote and closed the window; never both, never neither.
    expect(results.map((r) => r.kind).sort()).toEqual(['applied', 'voted']);
    const g = await getGame(s.db, 1);
    expect(g?.promptNo).toBe(2);
    expect((await getPrompt(s.db, 1, 1))?.status).toBe('closed');
    await other.close();
    await s.close();
  });

  it('the latest turn message before any prompt number, "after every prompt" included', async () => {
    const s = await stores.open(dialect);
    await voteGame(deps(s.db));
    await updatePrompt(s.db, 1, 1, { messageId: '1300000000000000001' });
    expect((await lastTurnMessage(s.db, 1, 2))?.promptNo).toBe(1);
    expect((await lastTurnMessage(s.db, 1, 1))?.promptNo).toBeUndefined();
    expect((await lastTurnMessage(s.db, 1, Number.MAX_SAFE_INTEGER))?.promptNo).toBe(1);
    await s.close();
  });

  it('records read the same: finished games and who decided', async () => {
    const s = await stores.open(dialect);
    const d = deps(s.db);
    await voteGame(d, 'c1');
    for (const u of ['host', 'p2', 'p0']) await pick(d, { channelId: 'c1', userId: u, gameId: null, ref: { kind: 'text', text: 'end' } });
    await endGame(d, { channelId: 'c1', userId: 'host', canManage: false, gameId: 1 });
    const holder = { guildId: '81384788765712384', channelId: 'c1' };
    const games = await finishedIn(s.db, { holder });
    expect(games.map((f) => [f.gameId, f.result, f.players])).toEqual([[1, 'abandoned', ['host', 'p2', 'p0']]]);
    expect((await finishedIn(s.db, { holder, userId: 'p2' })).length).toBe(1);
    expect((await finishedIn(s.db, { holder, userId: 'nobody' })).length).toBe(0);
    expect(await decisionCounts(s.db, { holder })).toEqual([
      { userId: 'host', decisions: 1, games: 1 },
      { userId: 'p0', decisions: 1, games: 1 },
      { userId: 'p2', decisions: 1, games: 1 },
    ]);
    await s.close();
  });
});

describe('Postgres start-up', () => {
  it('migrates once, again changes nothing, and a newer schema is refused in one line naming DATABASE_URL', async () => {
    const server = await startPostgres();
    try {
      const url = await server.newDatabase();
      const first = await openPg(url);
      await first.close();
      const again = await openPg(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const journal = JSON.parse(readFileSync(join(PG_MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect((await client.query('SELECT count(*)::int AS n FROM "__drizzle_migrations"')).rows[0]).toEqual({ n: journal.entries.length });
      await again.close();
      await client.query('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES ($1, $2)', ['future', Date.now() + 86_400_000]);
      await client.end();
      const err = await openPg(url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((err as Error).message)).toMatch(/migrated by a newer \(or another\) version of the bot.*DATABASE_URL/);
      expect(String((err as Error).message)).not.toContain('\n');
      const refused = await openPg(url.replace(/\/[^/]+$/, '/no_such_db')).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((refused as Error).message)).toMatch(/does not exist/);
    } finally {
      server.stop();
    }
  });
});
