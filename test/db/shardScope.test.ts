import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.js';
import { insertGame, lobbyGames, openDb, openPrompts, promptClocks, schema } from '../../src/db/index.js';
import { inShard } from '../../src/db/shardFilter.js';
import { dueTimes } from '../../src/bot/play/remind.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { ownsGuild, shardOf } from '../../src/shards/scope.js';

/** A guild on shard 0 and one on shard 1, of 2 (Discord's formula: (id >> 22) % 2). */
const G0 = '1100000000004194307';
const G1 = '1100000000000000003';

describe('which games a shard serves', () => {
  it('shardOf is Discord\'s formula, DMs (no guild) on shard 0', () => {
    expect([shardOf(G0, 2), shardOf(G1, 2)]).toEqual([0, 1]);
    // (id >> 22) is the snowflake's milliseconds since 2015: 41771 here, so 41771 % 7 = 2.
    expect(shardOf(String(41771n << 22n), 7)).toBe(2);
    expect(shardOf(null, 4)).toBe(0);
    expect(shardOf(G1, 1)).toBe(0);
    expect(ownsGuild({ id: 1, count: 2 }, G1)).toBe(true);
    expect(ownsGuild({ id: 1, count: 2 }, null)).toBe(false);
  });

  it('the SQL filter puts every game on the shard shardOf names, for any count (ids up to 2^63 - 1)', async () => {
    const { db } = openDb(':memory:');
    const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1);
    // Seeded, spread over the snowflake range (a timestamp part from 0 to 2^41, random low bits), plus the extremes.
    let x = 0x2545f4914f6cdd1dn;
    const next = () => (x = (x * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n));
    const ids = [String((1n << 63n) - 1n), '4194304', '0', ...Array.from({ length: 200 }, () => String(next() >> 1n))];
    for (const [i, guildId] of ids.entries()) await insertGame(db, { channelId: `c${i}`, guildId, hostId: 'h', mode: 'solo', seed: '1', state, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0 });
    await insertGame(db, { channelId: 'dm', guildId: null, hostId: 'h', mode: 'solo', seed: '1', state, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0 });
    for (const count of [2, 3, 16, 1000]) {
      const seen: number[] = [];
      for (let id = 0; id < count; id++) {
        const rows = db.d.select({ guildId: schema.games.guildId }).from(schema.games).where(inShard('sqlite', { id, count })).all();
        for (const r of rows) expect(shardOf(r.guildId, count)).toBe(id);
        seen.push(rows.length);
      }
      // Every game is on exactly one shard.
      expect(seen.reduce((a, b) => a + b, 0)).toBe(ids.length + 1);
    }
    expect(inShard('sqlite', { id: 0, count: 1 })).toBeUndefined();
  });

  it('the start-up repairs and the timer read only their shard\'s games', async () => {
    const { db } = openDb(':memory:');
    const d: PlayDeps = { db, now: () => 1_000_000, defaults: { ...DEFAULTS, reminderSec: 60 } };
    const base = { userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, extreme: false, seed: 5 } as const;
    // A solo game in each guild (its first decision is open) and a vote game waiting in its lobby in each.
    const solo0 = (await startGame(d, { ...base, channelId: 's0', guildId: G0, mode: 'solo' })).report.gameId;
    const solo1 = (await startGame(d, { ...base, channelId: 's1', guildId: G1, mode: 'solo' })).report.gameId;
    const lobby0 = (await startGame(d, { ...base, channelId: 'l0', guildId: G0, mode: 'vote' })).report.gameId;
    const lobby1 = (await startGame(d, { ...base, channelId: 'l1', guildId: G1, mode: 'vote' })).report.gameId;
    const shard0 = { id: 0, count: 2 };
    const shard1 = { id: 1, count: 2 };
    expect((await lobbyGames(db, shard0)).map((g) => g.id)).toEqual([lobby0]);
    expect((await lobbyGames(db, shard1)).map((g) => g.id)).toEqual([lobby1]);
    expect((await lobbyGames(db)).map((g) => g.id)).toEqual([lobby0, lobby1]);
    expect((await openPrompts(db, shard0)).map((p) => p.gameId)).toEqual([solo0]);
    expect((await openPrompts(db, shard1)).map((p) => p.gameId)).toEqual([solo1]);
    expect((await promptClocks(db, undefined, shard1)).map((p) => p.gameId)).toEqual([solo1]);
    // One game's clocks, asked by the other shard: nothing (a stray poke never plans its timer).
    expect(await promptClocks(db, solo0, shard1)).toEqual([]);
    expect((await dueTimes({ ...d, shard: shard0 })).map((t) => t.gameId)).toEqual([solo0]);
    expect((await dueTimes(d)).map((t) => t.gameId)).toEqual([solo0, solo1]);
  });
});
