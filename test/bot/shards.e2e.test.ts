import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getPrompt } from '../../src/db/index.js';
import { FakeDiscord, GUILD_ID, GUILD_ID_2, shardOfGuild, type FakeMessage, type FakeUser } from '../helpers/fakeDiscord.js';
import { alice, bob, pressLobby, startHarness, tempDir, until, withTimeout, type Harness } from './harness.js';
import { newTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

/**
 * Two shards of one bot, side by side against one fake Discord and one database (an SQLite
 * file, or a Postgres database in the pg project), as two shard processes would run them: each
 * its own Bot (its own discord.js client identifying as shard [id, 2], its own database
 * connection). They log in with different tokens only so this
 * test can tell whose REST request is whose (a real bot's shards share one token).
 */
const SHARDS = 2;
/** A guild on each shard (the fake and discord.js both route by (id >> 22) % 2). */
const GUILDS = [GUILD_ID_2, GUILD_ID] as const;
const TOKENS = ['token-of-shard-0', 'token-of-shard-1'] as const;
/** Vote windows of 5 s and reminders every second: both come due within the test. */
const DEFAULTS = { voteWindowSec: 5, reminderSec: 1 };

const tmp = tempDir();
let database: TestDatabase;
let fake: FakeDiscord;
const shards: Harness[] = [];
/** The interaction ids each shard's client received, by shard. */
const received: string[][] = [[], []];

async function startShard(id: number): Promise<Harness> {
  const h = await startHarness({ fake, database, shard: { id, count: SHARDS }, token: TOKENS[id], defaults: DEFAULTS });
  h.bot.client.on('interactionCreate', (i) => received[id]?.push(i.id));
  shards[id] = h;
  return h;
}

const shard = (id: number): Harness => shards[id] as Harness;
/** Channels of guild k are named for it, so a stray post is easy to place. */
const soloChannel = (k: number) => `13000000000000090${k}1`;
const voteChannel = (k: number) => `13000000000000090${k}2`;
const as = (k: number) => ({ guildId: GUILDS[k] as string });

/** The bot's REST requests about `channelId` (posts and edits of its messages), with the token each carried. */
function channelRequests(channelId: string) {
  return fake.requests.filter((r) => r.path.startsWith(`/channels/${channelId}/`));
}

/** The shard's bot picks the first choice on the solo game's turn message in `ch` (a button, else the first menu's first line). */
async function playOne(k: number, user: FakeUser, ch: string): Promise<void> {
  const h = shard(k);
  const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
  const all = turn.components.flatMap((row: any) => row.components as any[]);
  const button = all.find((c) => c.type === 2 && String(c.custom_id).includes(':pick:'));
  const menu = all.find((c) => c.type === 3);
  const res = button ? await h.run(fake.component(user, turn, String(button.custom_id))) : await h.run(fake.component(user, turn, String(menu.custom_id), [String(menu.options[0].value)]));
  expect(res.callback.json.type, res.text()).not.toBe(4);
}

beforeAll(async () => {
  database = await newTestDatabase(join(tmp.dir, 'shared.db'));
  fake = await FakeDiscord.start({ guilds: GUILDS, maxConcurrency: SHARDS });
  expect(GUILDS.map((g) => shardOfGuild(g, SHARDS))).toEqual([0, 1]);
  // Both start at once on a new database: one migrates it, the other waits for its lock.
  await Promise.all([startShard(0), startShard(1)]);
});

afterAll(async () => {
  for (const h of shards) await h?.stop();
  await fake.close();
  await database?.drop();
  tmp.cleanup();
});

describe('two shards, one database', () => {
  it('each shard identifies as [id, 2] and is given only its own guild', () => {
    expect(fake.identified.map((i) => [i.shard, i.token]).sort()).toEqual([
      [[0, 2], TOKENS[0]],
      [[1, 2], TOKENS[1]],
    ]);
    expect([...shard(0).bot.client.guilds.cache.keys()]).toEqual([GUILDS[0]]);
    expect([...shard(1).bot.client.guilds.cache.keys()]).toEqual([GUILDS[1]]);
  });

  it('a solo game in each guild, played side by side: each guild\'s interactions reach its shard only', async () => {
    const before = received.map((r) => r.length);
    await Promise.all(
      [0, 1].map(async (k) => {
        const res = await shard(k).run(fake.chatInput(alice, soloChannel(k), 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 21 + k }, as(k)));
        expect(res.text()).toContain('started a solo game');
        for (let step = 0; step < 4; step++) await playOne(k, alice, soloChannel(k));
      }),
    );
    // Five interactions in each guild, each received once, by its own shard.
    expect(received.map((r, k) => r.length - (before[k] ?? 0))).toEqual([5, 5]);
    for (const k of [0, 1]) {
      const g = await findActiveGame(shard(k).store.db, soloChannel(k));
      expect(g?.guildId).toBe(GUILDS[k]);
      expect(g?.promptNo).toBe(5);
      // The other shard's connection sees the same rows (one database).
      expect((await findActiveGame(shard(1 - k).store.db, soloChannel(k)))?.version).toBe(g?.version);
      for (const r of channelRequests(soloChannel(k))) expect(r.auth, `${r.method} ${r.path}`).toBe(`Bot ${TOKENS[k]}`);
    }
  });

  it('a vote deadline in each guild is closed by its own shard only, also while the other shard is down, and once', async () => {
    // A vote game in each guild, alice's vote in: bob is awaited until the window closes.
    await Promise.all(
      [0, 1].map(async (k) => {
        const h = shard(k);
        await h.run(fake.chatInput(alice, voteChannel(k), 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 31 + k }, as(k)));
        await h.run(fake.chatInput(bob, voteChannel(k), 'join', {}, as(k)));
        await pressLobby(h, alice, voteChannel(k), 'start');
        await h.run(fake.chatInput(alice, voteChannel(k), 'choose', { choice: 'end' }, as(k)));
      }),
    );
    const game = async (k: number) => await findActiveGame(shard(0).store.db, voteChannel(k));
    const deadline1 = (await getPrompt(shard(0).store.db, (await game(1))?.id ?? 0, 1))?.deadlineAt ?? 0;
    expect(deadline1).toBeGreaterThan(Date.now());

    // Shard 1 goes down. Shard 0 closes its own guild's vote, and leaves guild 1's alone.
    await shard(1).stopBot();
    const quietFrom = fake.requests.length;
    const closed = (ch: string) => fake.channelMessages(ch).filter((m) => m.content.includes('Vote closed (time ran out, 1/2 voted)'));
    await until(() => closed(voteChannel(0)).length > 0, 15_000);
    await until(() => Date.now() > deadline1 + 2000, 10_000);
    await shard(0).bot.idle();
    expect((await getPrompt(shard(0).store.db, (await game(1))?.id ?? 0, 1))?.status, 'guild 1\'s vote is still open: only shard 1 may close it').toBe('open');
    expect(fake.requests.slice(quietFrom).filter((r) => r.path.startsWith(`/channels/${voteChannel(1)}/`))).toEqual([]);

    // Shard 1 is back: the deadline that passed while it was down closes at once.
    await startShard(1);
    await until(() => closed(voteChannel(1)).length > 0, 15_000);
    await Promise.all(shards.map((h) => withTimeout(h.bot.idle(), 8000, 'idle')));
    for (const k of [0, 1]) {
      expect(closed(voteChannel(k)), 'one close, not one per shard').toHaveLength(1);
      expect((await game(k))?.promptNo).toBe(2);
      // Every post and edit in a guild's channels, reminders and the close included, came from its own shard.
      const mine = channelRequests(voteChannel(k));
      // (Shard 1 was down while its reminders came due; back, it found the deadline passed.)
      if (k === 0) expect(mine.some((r) => r.method === 'POST' && FakeDiscord.textOf(r.json).startsWith('⏰')), 'reminders went out').toBe(true);
      for (const r of mine) expect(r.auth, `${r.method} ${r.path}`).toBe(`Bot ${TOKENS[k]}`);
    }
  });

  it('an interaction from a DM goes to shard 0', async () => {
    const before = received.map((r) => r.length);
    const res = await withTimeout(fake.interact(fake.chatInput(alice, '1300000000000000999', 'help', {}, { dm: true })), 10_000, 'dm answer');
    expect(res.text().length).toBeGreaterThan(0);
    expect(received.map((r, k) => r.length - (before[k] ?? 0))).toEqual([1, 0]);
  });
});
