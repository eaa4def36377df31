import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getGame, getPrompt, listVotes } from '../../src/db/index.js';
import { FakeDiscord, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, tempDir, type Harness } from './harness.js';
import { newTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

function button(msg: FakeMessage, label: string): string {
  const c = msg.components.flatMap((r: any) => r.components as any[]).find((x) => x.type === 2 && x.label === label);
  if (!c) throw new Error(`no button ${label}`);
  return String(c.custom_id);
}

/** Sets up a vote game with three players on `ch`; returns its turn message. */
async function voteGame(h: Harness, ch: string, seed: number): Promise<FakeMessage> {
  await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed }));
  await h.run(h.fake.chatInput(bob, ch, 'join'));
  await h.run(h.fake.chatInput(carol, ch, 'join'));
  await pressLobby(h, alice, ch, 'start');
  return h.fake.lastTurnMessage(ch) as FakeMessage;
}

/** Polls `cond` every 20 ms for at most `ms`. */
async function until(cond: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('restart: games and vote windows survive closing the database and the client', () => {
  const tmp = tempDir();
  let database: TestDatabase;
  let fake: FakeDiscord;
  let h: Harness;

  beforeAll(async () => {
    // On SQLite a file in a folder not made yet; on Postgres a database of the run's server.
    database = await newTestDatabase(join(tmp.dir, 'nested', 'bot.db'));
    fake = await FakeDiscord.start();
  });
  afterAll(async () => {
    await h?.stop();
    await fake.close();
    await database?.drop();
    tmp.cleanup();
  });

  it('an open vote keeps its ballots, and an old button still works after the restart', async () => {
    h = await startHarness({ fake, database });
    const ch = '1300000000000000301';
    const turn = await voteGame(h, ch, 5);
    await h.run(fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    await h.run(fake.chatInput(bob, ch, 'choose', { choice: 'end' }));
    await h.stopBot();

    h = await startHarness({ fake, database });
    expect(fake.identifies).toBe(2);
    expect(await listVotes(h.store.db, 1, 1)).toHaveLength(2);
    const res = await h.run(fake.component(carol, turn, button(turn, 'End the Action phase')));
    expect(res.text()).toContain('the last vote needed');
    expect(fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (everyone voted, 3/3 voted): **End the Action phase**'))).toBe(true);
    expect((await getGame(h.store.db, 1))?.promptNo).toBe(2);
    await h.stopBot();
  });

  it('a deadline that passed while the bot was down closes the vote at once on start', async () => {
    h = await startHarness({ fake, database });
    const ch = '1300000000000000302';
    await voteGame(h, ch, 6);
    await h.run(fake.chatInput(bob, ch, 'choose', { choice: 'end' }));
    await h.stopBot();

    await database.exec(sql`UPDATE prompts SET deadline_at = ${Date.now() - 60_000} WHERE game_id = 2 AND prompt_no = 1`);

    h = await startHarness({ fake, database });
    await until(() => fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (time ran out, 1/3 voted)')));
    await h.bot.idle();
    expect((await getPrompt(h.store.db, 2, 1))?.status).toBe('closed');
    expect((await getGame(h.store.db, 2))?.promptNo).toBe(2);
    await h.stopBot();
  });

  it('a window that ran out with no votes waits for the first vote; a turn message lost in a crash is posted on start', async () => {
    h = await startHarness({ fake, database });
    const ch = '1300000000000000303';
    await voteGame(h, ch, 7);
    await h.stopBot();

    await database.exec(sql`UPDATE prompts SET deadline_at = ${Date.now() - 1000}, message_id = NULL, body = NULL WHERE game_id = 3 AND prompt_no = 1`);
    const before = fake.channelMessages(ch).length;

    h = await startHarness({ fake, database });
    await until(() => fake.channelMessages(ch).some((m) => m.content.includes('nobody has voted yet')));
    await h.bot.idle();
    const reposted = fake.channelMessages(ch).slice(before).find((m) => m.components.length > 0);
    expect(reposted?.content).toContain('**Decide:**');
    expect(await getPrompt(h.store.db, 3, 1)).toMatchObject({ overdue: true, status: 'open', messageId: reposted?.id });
    const res = await h.run(fake.chatInput(carol, ch, 'choose', { choice: 'end' }));
    expect(res.text()).toContain('Time had run out');
    expect(fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (time ran out, 1/3 voted)'))).toBe(true);
  });
});
