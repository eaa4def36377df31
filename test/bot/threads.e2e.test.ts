import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findActiveGame, getGame } from '../../src/db/index.js';
import { sql } from 'drizzle-orm';
import { REFUSAL_TEXT, TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, MANAGER_PERMS, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, lobbyMessage, pressLobby, startHarness, type Harness } from './harness.js';
import { gameCount } from '../helpers/testDatabase.js';

const VOLKAR = { killer: 'volkar', location: 'pesadilla-verde' };

const turnMessages = (h: Harness, ch: string) => h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'));
const threadRequests = (h: Harness) => h.fake.requests.filter((r) => /^\/channels\/\d+\/threads$/.test(r.path));

describe('end to end: /newgame thread:true plays in a thread of its own, or in the channel when it cannot', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());
  beforeEach(() => {
    h.logs.length = 0;
  });

  it('a solo game: the thread is opened, the reply links it, the game and its buttons and /status live in it', async () => {
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...VOLKAR, seed: 1, thread: true }));

    const [thread] = h.fake.threadsOf(ch);
    expect(h.fake.threadsOf(ch)).toHaveLength(1);
    const threadId = String(thread?.id);
    expect(thread).toMatchObject({ type: 11, parent_id: ch, name: "Final Girl: Alois vs The Volk'ar" });
    expect(threadRequests(h).at(-1)?.json).toEqual({ name: "Final Girl: Alois vs The Volk'ar", type: 11, auto_archive_duration: 10080 });

    const reply = res.responses()[0] as FakeMessage;
    expect(reply.channelId).toBe(ch);
    expect(isEphemeral(reply)).toBe(false);
    expect(reply.content).toContain('started a solo game');
    expect(reply.content).toContain(`🧵 The game is played in its own thread: <#${threadId}>.`);

    // The game is the thread's: the parent channel gets no post and holds no game.
    expect(await findActiveGame(h.store.db, threadId)).toBeDefined();
    expect(await findActiveGame(h.store.db, ch)).toBeUndefined();
    expect(h.fake.channelMessages(ch)).toEqual([]);
    const [turn] = turnMessages(h, threadId);
    expect(turn?.attachments.map((a) => a.filename)).toEqual(['board.png']);

    const end = (turn?.components ?? []).flatMap((row) => row.components as any[]).find((c) => c.label === 'End the Action phase');
    expect(end).toBeDefined();
    await h.run(h.fake.component(alice, turn as FakeMessage, String(end?.custom_id)));
    expect(h.fake.channelMessages(threadId).some((m) => m.content.includes(`<@${alice.id}> chose **End the Action phase**`))).toBe(true);
    const gameId = (await findActiveGame(h.store.db, threadId))?.id as number;
    expect((await getGame(h.store.db, gameId))?.promptNo).toBe(2);
    // The Planning phase is of the same game turn: the same message, with its new question.
    expect(turnMessages(h, threadId)).toHaveLength(1);
    expect(FakeDiscord.customIds(turn as FakeMessage).every((id) => id.startsWith(`fg:${gameId}:2:`))).toBe(true);
    expect(h.fake.channelMessages(ch)).toEqual([]);

    const inThread = await h.run(h.fake.chatInput(alice, threadId, 'status'));
    const board = inThread.responses().at(-1) as FakeMessage;
    expect(isEphemeral(board)).toBe(true);
    expect(board.content).toContain('**Turn');
    expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const inParent = await h.run(h.fake.chatInput(alice, ch, 'status'));
    expect(inParent.text()).toBe(REFUSAL_TEXT.noGame);
    expect(h.logs).toEqual([]);
  });

  it('a vote game: the lobby is in the thread; joining and Start from the thread work', async () => {
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...VOLKAR, mode: 'vote', seed: 2, thread: true }));
    const threadId = String(h.fake.threadsOf(ch)[0]?.id);
    expect(res.text()).toContain('in the lobby in the thread (or with `/join`)');
    expect(res.text()).toContain(`<#${threadId}>`);
    expect(lobbyMessage(h, ch)).toBeUndefined();
    const lobby = lobbyMessage(h, threadId) as FakeMessage;
    expect(lobby.content).toContain('**Lobby**');

    await pressLobby(h, bob, threadId, 'join');
    expect((await h.run(h.fake.chatInput(carol, threadId, 'join'))).text()).toBe(TEXT.joinedLobbyReply);
    expect(lobby.content).toContain(`Team (3): <@${alice.id}> <@${bob.id}> <@${carol.id}>`);
    await pressLobby(h, alice, threadId, 'start');
    const [turn] = turnMessages(h, threadId);
    expect(turn?.content).toContain('Votes 0/3');
    const voted = await h.run(h.fake.chatInput(bob, threadId, 'choose', { choice: 'end' }));
    expect(voted.text()).toContain('You voted for');
    expect(turn?.content).toContain('Votes 1/3');
    expect(h.fake.channelMessages(ch)).toEqual([]);
    expect(h.logs).toEqual([]);
  });

  it('a channel that refuses threads: the game plays in the channel, the reply says so, one log line, no thread', async () => {
    const ch = h.newChannel();
    h.fake.refuseThreads(ch);
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...VOLKAR, seed: 3, thread: true }));

    expect(threadRequests(h).filter((r) => r.path === `/channels/${ch}/threads`)).toHaveLength(1);
    expect(h.fake.threadsOf(ch)).toEqual([]);
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(false);
    expect(res.text()).toContain('started a solo game');
    expect(res.text()).toContain(TEXT.threadRefused);
    expect(await findActiveGame(h.store.db, ch)).toBeDefined();
    expect(turnMessages(h, ch)).toHaveLength(1);
    expect(h.logs).toEqual([`[thread] no thread in channel ${ch}: HTTP 403, code 50013`]);
  });

  it('a bot without Send Messages in Threads plays in the channel without trying, since a thread would hold a silent game', async () => {
    const ch = h.newChannel();
    const createOnly = String(BigInt(MANAGER_PERMS) | PermissionFlagsBits.CreatePublicThreads);
    const before = threadRequests(h).length;
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...VOLKAR, seed: 7, thread: true }, { appPerms: createOnly }));
    expect(threadRequests(h)).toHaveLength(before);
    expect(res.text()).toContain(TEXT.threadRefused);
    expect(await findActiveGame(h.store.db, ch)).toBeDefined();
    expect(turnMessages(h, ch)).toHaveLength(1);
    expect(h.logs).toEqual([]);
  });

  it('an unknown Killer with thread:true is refused before any thread is opened', async () => {
    const ch = h.newChannel();
    const before = threadRequests(h).length;
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'The Volkar Prime', location: 'Pesadilla Verde', seed: 4, thread: true }));
    const answer = res.responses().at(-1) as FakeMessage;
    expect(answer.content).toContain('There is no Killer "The Volkar Prime".');
    expect(isEphemeral(answer)).toBe(true);
    expect(threadRequests(h)).toHaveLength(before);
    expect(h.fake.threadsOf(ch)).toEqual([]);
    expect(await findActiveGame(h.store.db, ch)).toBeUndefined();
    expect(h.fake.channelMessages(ch)).toEqual([]);
    expect(h.logs).toEqual([]);
  });

  it('thread:true typed inside a thread plays in that thread, with a note, and opens none inside it', async () => {
    const parent = h.newChannel();
    const threadId = h.fake.openThread(parent, 'Friday horror night');
    const before = threadRequests(h).length;
    const res = await h.run(h.fake.chatInput(alice, threadId, 'newgame', { ...VOLKAR, seed: 5, thread: true }));

    expect(threadRequests(h)).toHaveLength(before);
    expect(h.fake.threadsOf(parent).map((t) => t.id)).toEqual([threadId]);
    expect(res.text()).toContain(TEXT.threadAlready);
    expect(await findActiveGame(h.store.db, threadId)).toBeDefined();
    expect(turnMessages(h, threadId)).toHaveLength(1);
    expect(h.fake.channelMessages(parent)).toEqual([]);
    expect(h.logs).toEqual([]);
  });

  it('a game that cannot be stored once its thread is open takes the thread down again', async () => {
    const ch = h.newChannel();
    const stored = await gameCount(h.store.db);
    // A failing write, as a full disk would make it: the thread exists by then.
    const pg = h.database.dialect === 'pg';
    if (pg) {
      await h.exec(sql.raw("CREATE FUNCTION fail_new_games() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk I/O error' USING ERRCODE = '58030'; END $$"));
      await h.exec(sql.raw('CREATE TRIGGER fail_new_games BEFORE INSERT ON games FOR EACH ROW EXECUTE FUNCTION fail_new_games()'));
    } else await h.exec(sql.raw("CREATE TRIGGER fail_new_games BEFORE INSERT ON games BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"));
    try {
      const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...VOLKAR, seed: 6, thread: true }));
      expect(res.text()).toBe(TEXT.internalError);
    } finally {
      await h.exec(sql.raw(pg ? 'DROP TRIGGER fail_new_games ON games' : 'DROP TRIGGER fail_new_games'));
    }
    const opened = threadRequests(h).filter((r) => r.path === `/channels/${ch}/threads`);
    expect(opened).toHaveLength(1);
    expect(h.fake.threadsOf(ch)).toEqual([]);
    expect(h.fake.deletedThreads).toHaveLength(1);
    expect(h.fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/channels/${h.fake.deletedThreads[0]}`)).toHaveLength(1);
    expect(await gameCount(h.store.db)).toBe(stored);
    expect(h.fake.channelMessages(ch)).toEqual([]);
    expect(h.logs).toEqual([`[interaction] /newgame failed: ${pg ? 'error' : 'SqliteError'}: disk I/O error`]);
  });
});
