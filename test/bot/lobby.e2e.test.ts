import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findActiveGame, getGame, getPrompt, promptClocks } from '../../src/db/index.js';
import { REFUSAL_TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, lobbyMessage, pressLobby, startHarness, tempDir, type Harness } from './harness.js';
import { newTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Channel posts (not interaction answers) made since request `mark`. */
const channelPosts = (h: Harness, mark: number) => h.fake.requests.slice(mark).filter((r) => r.path.startsWith('/channels/') && r.method !== 'GET');
const turnMessages = (h: Harness, ch: string) => h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'));
const idOf = async (h: Harness, ch: string) => (await findActiveGame(h.store.db, ch))?.id as number;

describe('end to end: a vote game opens with a lobby; pace sets its windows', () => {
  let h: Harness;
  /** The bot's clock, fixed: deadlines are checked exactly. */
  const clock = Date.UTC(2030, 5, 1, 18, 0, 0);

  beforeAll(async () => {
    h = await startHarness({ now: () => clock, defaults: { reminderSec: 6 * 3600 } });
  });
  afterAll(() => h.stop());

  it('no decision can be voted and no window runs until Start; joins show in the lobby', async () => {
    const ch = '1300000000000001001';
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 41 }));
    expect(started.text()).toContain('the first vote opens when the host presses Start');
    const gameId = await idOf(h, ch);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ lobby: true, promptNo: 0, pace: 'async' });
    expect(await getPrompt(h.store.db, gameId, 1)).toBeUndefined();
    expect(await promptClocks(h.store.db, gameId)).toEqual([]);

    const lobby = lobbyMessage(h, ch) as FakeMessage;
    expect(lobby.content).toContain('**Lobby**');
    expect(lobby.content).toContain(`Team (1): <@${alice.id}>`);
    expect(lobby.content).toContain('12 h');
    expect(FakeDiscord.customIds(lobby)).toEqual([`fg:${gameId}:0:join`, `fg:${gameId}:0:start`]);
    expect((await getGame(h.store.db, gameId))?.lobbyMessageId).toBe(lobby.id);
    expect(turnMessages(h, ch)).toEqual([]);

    // Nothing can be voted or closed yet, and /choose offers nothing.
    const vote = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(vote.text()).toBe(REFUSAL_TEXT.notStarted(alice.id));
    const close = await h.run(h.fake.chatInput(alice, ch, 'closevote'));
    expect(close.text()).toBe(REFUSAL_TEXT.notStarted(alice.id));
    const ac = await h.run(h.fake.autocomplete(alice, ch, 'choose', 'choice', 'end'));
    expect(ac.callback.json.data.choices).toEqual([]);

    // Bob joins with the button, Carol with /join: the lobby message lists them, nothing else is posted.
    let mark = h.fake.requests.length;
    const byButton = await pressLobby(h, bob, ch, 'join');
    expect(isEphemeral(byButton.responses()[0] as FakeMessage)).toBe(true);
    expect(byButton.text()).toContain('The first vote opens when the host presses Start');
    await h.run(h.fake.chatInput(carol, ch, 'join'));
    expect(lobby.content).toContain(`Team (3): <@${alice.id}> <@${bob.id}> <@${carol.id}>`);
    expect(channelPosts(h, mark).every((r) => r.method === 'PATCH' && r.path === `/channels/${ch}/messages/${lobby.id}`)).toBe(true);
    expect((await pressLobby(h, bob, ch, 'join')).text()).toBe(REFUSAL_TEXT.alreadyJoined);

    // Bob presses Start: refused privately, nothing changes.
    const version = (await getGame(h.store.db, gameId))?.version;
    mark = h.fake.requests.length;
    const notHost = await pressLobby(h, bob, ch, 'start');
    expect(isEphemeral(notHost.responses()[0] as FakeMessage)).toBe(true);
    expect(notHost.text()).toBe(REFUSAL_TEXT.notHost(alice.id));
    expect(channelPosts(h, mark)).toEqual([]);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ lobby: true, promptNo: 0, version });
    expect(turnMessages(h, ch)).toEqual([]);
    expect(lobby.components).not.toEqual([]);
    expect(h.logs).toEqual([]);
  });

  it('Start opens the first vote with everyone who joined counted, in the long async window', async () => {
    const ch = '1300000000000001001';
    const gameId = await idOf(h, ch);
    const lobby = lobbyMessage(h, ch) as FakeMessage;
    const startId = `fg:${gameId}:0:start`;
    const res = await pressLobby(h, alice, ch, 'start');
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
    expect(res.text()).toContain('You started the game');

    expect(lobby.components).toEqual([]);
    expect(lobby.content).toContain(`started the game with 3 players: <@${alice.id}> <@${bob.id}> <@${carol.id}>`);
    const [turn] = turnMessages(h, ch);
    expect(turn?.content).toContain('Votes 0/3');
    expect(FakeDiscord.customIds(turn as FakeMessage).every((id) => id.startsWith(`fg:${gameId}:1:`))).toBe(true);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ lobby: false, promptNo: 1, voteWindowSec: 12 * 3600, reminderSec: 6 * 3600 });
    expect(await getPrompt(h.store.db, gameId, 1)).toMatchObject({ status: 'open', openedAt: clock, deadlineAt: clock + 12 * HOUR });

    // The old Start button (a client that did not redraw) cannot start it twice.
    const again = await h.run(h.fake.component(alice, lobby, startId));
    expect(again.text()).toBe(REFUSAL_TEXT.alreadyStarted);
    expect(turnMessages(h, ch)).toHaveLength(1);

    // The first click no longer settles the vote alone.
    const first = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(first.text()).toContain('You voted for');
    expect((await getGame(h.store.db, gameId))?.promptNo).toBe(1);
    expect(turn?.content).toContain('Votes 1/3');
    expect(h.logs).toEqual([]);
  });

  it('pace live: a 10-minute window without reminders, closed as soon as everyone voted', async () => {
    const ch = '1300000000000001002';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', pace: 'live', seed: 42 }));
    const gameId = await idOf(h, ch);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ pace: 'live', voteWindowSec: 600, reminderSec: 0, lobby: true });
    const lobby = lobbyMessage(h, ch) as FakeMessage;
    expect(lobby.content).toContain('live pace');
    expect(lobby.content).toContain('10 min');
    await pressLobby(h, bob, ch, 'join');
    await pressLobby(h, alice, ch, 'start');
    expect(await getPrompt(h.store.db, gameId, 1)).toMatchObject({ status: 'open', deadlineAt: clock + 10 * MINUTE });
    expect(turnMessages(h, ch)[0]?.content).toContain('Votes 0/2');

    await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    const last = await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: 'end' }));
    expect(last.text()).toContain('the last vote needed');
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (everyone voted, 2/2 voted)'))).toBe(true);
    expect(await getPrompt(h.store.db, gameId, 2)).toMatchObject({ status: 'open', deadlineAt: clock + 10 * MINUTE });
    expect(h.logs).toEqual([]);
  });

  it('/settings in the lobby overrides the pace, and the lobby shows it; the first window uses it', async () => {
    const ch = '1300000000000001003';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', pace: 'live', seed: 43 }));
    const gameId = await idOf(h, ch);
    await h.run(h.fake.chatInput(alice, ch, 'settings', { vote_minutes: 90 }));
    expect(lobbyMessage(h, ch)?.content).toContain('1 h 30 min');
    await pressLobby(h, alice, ch, 'start');
    expect((await getPrompt(h.store.db, gameId, 1))?.deadlineAt).toBe(clock + 90 * MINUTE);
  });

  it('/endgame in the lobby ends it and takes the buttons off', async () => {
    const ch = '1300000000000001005';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 46 }));
    const gameId = await idOf(h, ch);
    const lobby = lobbyMessage(h, ch) as FakeMessage;
    const ask = await h.run(h.fake.chatInput(alice, ch, 'endgame'));
    const confirm = ask.responses()[0] as FakeMessage;
    await h.run(h.fake.component(alice, confirm, FakeDiscord.customIds(confirm).find((id) => id.endsWith(':end-yes')) ?? ''));
    expect((await getGame(h.store.db, gameId))?.status).toBe('ended');
    expect(lobby.components).toEqual([]);
    expect(lobby.content).toContain('ended before it started');
    const late = await h.run(h.fake.component(bob, lobby, `fg:${gameId}:0:join`));
    expect(late.text()).toBe(REFUSAL_TEXT.gameEnded);
    expect(h.logs).toEqual([]);
  });

  it('a solo game starts at once, as before: no lobby', async () => {
    const ch = '1300000000000001004';
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 44 }));
    expect(started.text()).toContain('started a solo game');
    const gameId = await idOf(h, ch);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ mode: 'solo', lobby: false, promptNo: 1, lobbyMessageId: null });
    expect(lobbyMessage(h, ch)).toBeUndefined();
    expect(turnMessages(h, ch)).toHaveLength(1);
    expect(await getPrompt(h.store.db, gameId, 1)).toMatchObject({ status: 'open', deadlineAt: null });
    const res = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(res.text()).not.toContain(REFUSAL_TEXT.notStarted(alice.id));
    expect((await getGame(h.store.db, gameId))?.promptNo).toBe(2);
  });
});

describe('restart: a lobby survives closing the database and the client', () => {
  const tmp = tempDir();
  let database: TestDatabase;
  let fake: FakeDiscord;
  let h: Harness;

  beforeAll(async () => {
    database = await newTestDatabase(join(tmp.dir, 'lobby.db'));
    fake = await FakeDiscord.start();
  });
  afterAll(async () => {
    await h?.stop();
    await fake.close();
    await database?.drop();
    tmp.cleanup();
  });

  it('the lobby, its team and its buttons still work after a restart; a lobby message lost in a crash is posted on start', async () => {
    h = await startHarness({ fake, database });
    const ch = '1300000000000001101';
    await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', pace: 'live', seed: 45 }));
    await pressLobby(h, bob, ch, 'join');
    const lobby = lobbyMessage(h, ch) as FakeMessage;
    await h.stopBot();

    h = await startHarness({ fake, database });
    expect(await getGame(h.store.db, 1)).toMatchObject({ lobby: true, promptNo: 0, pace: 'live', lobbyMessageId: lobby.id });
    // Nothing was reposted: the stored lobby message is still the lobby.
    expect(fake.channelMessages(ch).filter((m) => FakeDiscord.customIds(m).some((id) => id.endsWith(':start')))).toHaveLength(1);
    await h.run(fake.component(carol, lobby, 'fg:1:0:join'));
    expect(lobby.content).toContain(`Team (3): <@${alice.id}> <@${bob.id}> <@${carol.id}>`);
    await h.stopBot();

    // A crash between the commit and the post: no lobby message was recorded.
    await database.exec(sql`UPDATE games SET lobby_message_id = NULL WHERE id = 1`);
    h = await startHarness({ fake, database });
    await h.bot.idle();
    const reposted = fake.channelMessages(ch).at(-1) as FakeMessage;
    expect(reposted.id).not.toBe(lobby.id);
    expect(reposted.content).toContain('Team (3)');
    expect((await getGame(h.store.db, 1))?.lobbyMessageId).toBe(reposted.id);

    await h.run(fake.component(alice, reposted, 'fg:1:0:start'));
    const turn = fake.lastTurnMessage(ch) as FakeMessage;
    expect(turn.content).toContain('**Decide:**');
    expect(turn.content).toContain('Votes 0/3');
    expect((await getPrompt(h.store.db, 1, 1))?.status).toBe('open');
    expect(h.logs).toEqual([]);
  });
});
