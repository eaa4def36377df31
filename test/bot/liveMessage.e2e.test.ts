import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getGame, getPrompt, loadGame } from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { FakeDiscord, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, pressLobby, startHarness, tempDir, type Harness } from './harness.js';
import { newTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

/**
 * One live message per decision, also after a crash (issue 33): a new turn message is posted
 * without its buttons and given them once recorded, so a crash between the post and the record
 * leaves nothing to click; a restart redraws the recorded message of the open decision, and a
 * decision recorded before the crash takes over its game turn's message. Turn messages stored
 * by an older bot (a plain-text body) keep working.
 */
const offering = (fake: FakeDiscord, ch: string): FakeMessage[] => fake.channelMessages(ch).filter((m) => !m.deleted && m.components.length > 0);
const idsOf = (m: FakeMessage) => FakeDiscord.customIds(m);
/** The message as a crash would leave it: shown without its rows of buttons. */
const withoutButtons = (fake: FakeDiscord, m: FakeMessage) =>
  fake.messages.set(m.id, { ...m, components: [], layout: (m.layout as any[]).map((c: any) => ({ ...c, components: (c.components as any[]).filter((x) => x.type !== 1) })) });

describe('the live turn message across crashes and older bots', () => {
  const tmp = tempDir();
  let database: TestDatabase;
  let fake: FakeDiscord;
  let h: Harness;

  beforeAll(async () => {
    database = await newTestDatabase(join(tmp.dir, 'live.db'));
    fake = await FakeDiscord.start();
  });
  afterAll(async () => {
    await h?.stop();
    await fake.close();
    await database?.drop();
    tmp.cleanup();
  });

  it('a new turn message is posted without buttons, recorded, then given them', async () => {
    h = await startHarness({ fake, database });
    const ch = '1300000000000000401';
    const mark = fake.requests.length;
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 5 }));
    const reqs = fake.requests.slice(mark).filter((r) => r.path.startsWith(`/channels/${ch}/messages`));
    const post = reqs.find((r) => r.method === 'POST' && FakeDiscord.textOf(r.json).includes('**Decide:**'));
    expect(post).toBeDefined();
    const all = (list: any[]): any[] => list.flatMap((c) => [c, ...all((c?.components as any[] | undefined) ?? [])]);
    const rowsIn = (body: any) => all((body?.components as any[] | undefined) ?? []).some((c) => c?.type === 1);
    expect(rowsIn(post?.json), 'the post has no buttons').toBe(false);
    const live = offering(fake, ch);
    expect(live).toHaveLength(1);
    expect((await getPrompt(h.store.db, 1, 1))?.messageId).toBe(live[0]?.id);
    expect(reqs.some((r) => r.method === 'PATCH' && r.path.endsWith(`/${live[0]?.id}`) && rowsIn(r.json))).toBe(true);
  });

  it('a crash after a decision was recorded and before it was shown: on restart the game turn\'s message offers the open decision, and no other message does', async () => {
    const ch = '1300000000000000402';
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 6 }));
    const gameId = (await getGame(h.store.db, 2))?.id as number;
    const message = offering(fake, ch)[0] as FakeMessage;
    await h.stopBot();
    // The pick is made and committed, and the bot dies before the publisher shows it.
    const down = await database.open();
    const d: PlayDeps = { db: down.db, now: () => Date.now(), defaults: DEFAULTS };
    const turnBefore = loadGame(await getGame(down.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.turn;
    await pick(d, { channelId: ch, userId: alice.id, gameId, ref: { kind: 'index', promptNo: 1, index: 0 } });
    const after = await getGame(down.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>;
    expect(loadGame(after).state.turn).toBe(turnBefore);
    await down.close();
    expect(idsOf(message).every((id) => id.startsWith(`fg:${gameId}:1:`)), 'the old buttons are still up').toBe(true);

    h = await startHarness({ fake, database });
    await h.bot.idle();
    const live = offering(fake, ch);
    expect(live).toHaveLength(1);
    expect(live[0]).toBe(message);
    expect(idsOf(message).every((id) => id.startsWith(`fg:${gameId}:2:`))).toBe(true);
    expect((await getPrompt(h.store.db, gameId, 2))?.messageId).toBe(message.id);
  });

  it('a crash between posting a new message and recording it: the stray message offers nothing; the restart posts the one that does', async () => {
    const ch = '1300000000000000403';
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 7 }));
    const gameId = (await getGame(h.store.db, 3))?.id as number;
    const stray = offering(fake, ch)[0] as FakeMessage;
    await h.stopBot();
    // As the crash would leave it: the post made without buttons, its id never recorded.
    withoutButtons(fake, stray);
    await database.exec(sql`UPDATE prompts SET message_id = NULL, body = NULL WHERE game_id = ${gameId} AND prompt_no = 1`);

    h = await startHarness({ fake, database });
    await h.bot.idle();
    const live = offering(fake, ch);
    expect(live).toHaveLength(1);
    expect(live[0]?.id).not.toBe(stray.id);
    expect((await getPrompt(h.store.db, gameId, 1))?.messageId).toBe(live[0]?.id);
  });

  it('a crash after the new message was recorded and before it got its buttons: the restart gives them, and a restart with nothing unfinished sends nothing', async () => {
    const ch = '1300000000000000405';
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 9 }));
    const gameId = (await getGame(h.store.db, 4))?.id as number;
    const message = offering(fake, ch)[0] as FakeMessage;
    await h.stopBot();
    withoutButtons(fake, message);
    const down = await database.open();
    const body = JSON.parse(String((await getPrompt(down.db, gameId, 1))?.body)) as Record<string, unknown>;
    await down.close();
    await database.exec(sql`UPDATE prompts SET body = ${JSON.stringify({ ...body, offered: false })} WHERE game_id = ${gameId} AND prompt_no = 1`);

    h = await startHarness({ fake, database });
    await h.bot.idle();
    const live = offering(fake, ch);
    expect(live).toHaveLength(1);
    expect(live[0]?.id).toBe(message.id);
    expect(JSON.parse(String((await getPrompt(h.store.db, gameId, 1))?.body)).offered).toBe(true);
    await h.stopBot();
    const mark = fake.requests.length;
    h = await startHarness({ fake, database });
    await h.bot.idle();
    expect(fake.requests.slice(mark).filter((r) => r.path.startsWith('/channels/'))).toEqual([]);
  });

  it('a turn message an older bot stored (plain-text body, v2 layout) still takes votes and is settled the old way; the next decision gets a new message', async () => {
    const ch = '1300000000000000404';
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 8 }));
    await h.run(fake.chatInput(bob, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    const gameId = (await getGame(h.store.db, 5))?.id as number;
    const old = offering(fake, ch)[0] as FakeMessage;
    await h.stopBot();
    await database.exec(sql`UPDATE prompts SET layout = 'v2', body = ${'An older summary line\n\n**Decide:** What do you do?'} WHERE game_id = ${gameId} AND prompt_no = 1`);

    h = await startHarness({ fake, database });
    await h.bot.idle();
    await h.run(fake.chatInput(alice, ch, 'choose', { choice: '#1:0' }));
    // The tally is redrawn from the stored plain-text body.
    expect(old.content).toContain('An older summary line');
    expect(old.content).toContain('Votes 1/2');
    await h.run(fake.chatInput(bob, ch, 'choose', { choice: '#1:0' }));
    expect(old.components).toEqual([]);
    expect(old.content).toContain('✅ Decided');
    const live = offering(fake, ch);
    expect(live).toHaveLength(1);
    expect(live[0]?.id).not.toBe(old.id);
    expect(h.logs).toEqual([]);
  });
});
