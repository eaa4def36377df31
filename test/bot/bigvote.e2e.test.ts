import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choices } from '../../src/engine/index.js';
import { getGame, listVotes, loadGame } from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { join } from '../../src/bot/play/team.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { FakeDiscord, type FakeUser } from '../helpers/fakeDiscord.js';
import { alice, startHarness, type Harness } from './harness.js';

/** 120 players besides the host. */
const crowd: FakeUser[] = Array.from({ length: 120 }, (_, i) => ({ id: `2300000000000000${100 + i}`, username: `p${i}` }));

const count = (text: string, part: string) => text.split(part).length - 1;

describe('end to end: a vote game of 121 players', () => {
  let h: Harness;
  const ch = '1300000000000000701';
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('the turn message keeps its summary and question, names each player once and pings at most 100', async () => {
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 21 }));
    const deps = h.bot.services.play;
    for (const u of crowd) await join(deps, { channelId: ch, userId: u.id });
    await startFromLobby(deps, { channelId: ch, userId: alice.id, gameId: null });
    await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    await h.run(h.fake.chatInput(alice, ch, 'closevote'));
    expect((await getGame(h.store.db, 1))?.promptNo).toBe(2);

    // The game turn's message (posted when the host's first /choose found it missing) pinged those
    // awaited, at most 100, not the host whose interaction posted it; later decisions of the turn edit it.
    const post = h.fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${ch}/messages` && FakeDiscord.textOf(r.json).includes('**Decide:**')).at(-1);
    const content = FakeDiscord.textOf(post?.json);
    expect(content.length).toBeLessThanOrEqual(4000);
    expect(content).toMatch(/^🔔 /);
    expect(content).toContain('**Turn ');
    expect(content).toMatch(/❤️ Health \d+\/\d+/);
    expect(content).toContain('**Decide:**');
    expect(content).toMatch(/…and \d+ more/);
    expect(content).not.toContain(`<@${alice.id}>`);
    expect(content).not.toContain('Waiting on');
    const users = post?.json.allowed_mentions.users as string[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(100);
    for (const u of [alice.id, ...crowd.map((c) => c.id)]) expect(count(content, `<@${u}>`)).toBe(users.includes(u) ? 1 : 0);

    // 100 votes, then one more through Discord: the redrawn message still fits and keeps the question.
    const n = choices(loadGame(await getGame(h.store.db, 1) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state).length;
    for (const [i, u] of crowd.slice(0, 100).entries()) await pick(deps, { channelId: ch, userId: u.id, gameId: null, ref: { kind: 'index', promptNo: 2, index: i % n } });
    const voter = crowd[100] as FakeUser;
    const res = await h.run(h.fake.chatInput(voter, ch, 'choose', { choice: '#2:0' }));
    expect(res.text()).toContain('You voted for');
    expect(await listVotes(h.store.db, 1, 2)).toHaveLength(101);
    const turn = h.fake.lastTurnMessage(ch);
    const edit = h.fake.requests.filter((r) => r.method === 'PATCH' && r.path === `/channels/${ch}/messages/${turn?.id}`).at(-1);
    const edited = FakeDiscord.textOf(edit?.json);
    expect(edited.length).toBeLessThanOrEqual(4000);
    expect(edited).toContain('**Turn ');
    expect(edited).toContain('**Decide:**');
    expect(edited).toContain('🗳️ Votes 101/121');
    expect(edited).toContain('Waiting on: ');
    expect(edited).not.toMatch(/^🔔 /);
    expect(edit?.json.allowed_mentions).toEqual({ parse: [] });
    for (const u of [alice.id, ...crowd.map((c) => c.id)]) expect(count(edited, `<@${u}>`)).toBeLessThanOrEqual(1);

    // The host closes it: the result fits too, with the leading choices of the tally.
    await h.run(h.fake.chatInput(alice, ch, 'closevote'));
    const closed = h.fake.channelMessages(ch).find((m) => m.content.includes('Vote closed (the host closed it, 101/121 voted)'));
    expect(closed?.content.length).toBeLessThanOrEqual(2000);
    expect(closed?.content).toMatch(/more choices? with votes/);
    expect((await getGame(h.store.db, 1))?.promptNo).toBe(3);
    expect(h.logs).toEqual([]);
  });
});
