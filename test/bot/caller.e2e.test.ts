import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt, listVotes, loadGame } from '../../src/db/index.js';
import { deciderOf } from '../../src/bot/play/followUps.js';
import { REFUSAL_TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, isEphemeral, type FakeMessage, type FakeUser } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, startHarness, threePlayerVoteGame, type Harness } from './harness.js';

/**
 * The caller in a vote game: a follow-up of a voted decision (followUps.ts) is made at once by
 * one person, the host unless `/settings caller` names another team player; the decisions that
 * shape the game are still voted. Seed 7 (Volk'ar at Pesadilla Verde, first options): a voted
 * Action, its roll (the caller's), another Action, its roll.
 */
describe('end to end: votes for what shapes the game, the caller for follow-ups', () => {
  let h: Harness;
  const ch = '1300000000000000951';
  let gameId = 0;

  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
  });
  afterAll(() => h.stop());

  const row = async () => await getGame(h.store.db, gameId);
  const promptNo = async () => (await row())?.promptNo as number;
  const prompt = async () => await getPrompt(h.store.db, gameId, await promptNo());
  const kind = async () => loadGame(await row() as NonNullable<Awaited<ReturnType<typeof row>>>).state.pending?.kind;
  const turn = () => h.fake.lastTurnMessage(ch) as FakeMessage;
  const pickIds = (msg: FakeMessage) => FakeDiscord.customIds(msg).filter((id) => /:pick:\d+$/.test(id));
  const click = (u: FakeUser, msg: FakeMessage) => h.run(h.fake.component(u, msg, pickIds(msg)[0] as string));
  /** A vote (or pick) for the open decision's first option, typed. */
  const vote = async (u: FakeUser) => h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${await promptNo()}:0` }));

  /** The whole team votes the first option of a vote-kind decision; the vote closes when the last one is in. */
  async function teamVotes(): Promise<void> {
    const before = await promptNo();
    const msg = turn();
    expect((await prompt())?.byCaller).toBe(false);
    expect((await prompt())?.deadlineAt).not.toBeNull();
    expect(msg.content).toContain('Votes 0/3');
    expect(FakeDiscord.customIds(msg).some((id) => /:close$/.test(id))).toBe(true);
    const first = await vote(alice);
    expect(first.text()).toContain('You voted for');
    expect(await promptNo(), 'one vote does not decide').toBe(before);
    await vote(bob);
    await vote(carol);
    expect(await promptNo()).toBe(before + 1);
  }

  /** `who` may not make the open caller decision: a private refusal naming the caller, nothing changed. */
  async function refusedTo(who: FakeUser, caller: FakeUser): Promise<void> {
    const version = (await row())?.version;
    const posted = h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length;
    const res = await click(who, turn());
    const answer = res.responses().at(-1) as FakeMessage;
    expect(answer.content).toBe(REFUSAL_TEXT.notCaller(caller.id));
    expect(answer.content).toContain(`<@${caller.id}>`);
    expect(isEphemeral(answer)).toBe(true);
    expect((await row())?.version).toBe(version);
    expect(await listVotes(h.store.db, gameId, await promptNo())).toEqual([]);
    expect(h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length).toBe(posted);
  }

  /** The caller's single click applies the open caller decision at once. */
  async function callerDecides(caller: FakeUser): Promise<void> {
    const before = await promptNo();
    const msg = turn();
    await click(caller, msg);
    expect(await promptNo(), 'applied by one click').toBe(before + 1);
    expect(await listVotes(h.store.db, gameId, before)).toEqual([]);
    expect((await getPrompt(h.store.db, gameId, before))?.status).toBe('closed');
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes(`<@${caller.id}> (caller) chose`))).toBe(true);
  }

  it('a vote-kind decision (the Action) still opens a vote', async () => {
    expect(await kind()).toBe('action');
    await teamVotes();
  });

  it('the follow-up roll is the host’s alone by default: no vote window, others refused privately, one click applies it', async () => {
    expect(await kind()).toBe('roll');
    const p = await prompt();
    expect(p?.byCaller).toBe(true);
    expect(p?.deadlineAt).toBeNull();
    const msg = turn();
    expect(msg.content).toContain(`the caller <@${alice.id}> decides`);
    // Carol's last vote opened it in the same game turn: the turn message tells the caller, and no
    // second post pings her (she was pinged for this game turn's first decision already).
    expect(h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'))).toHaveLength(1);
    expect(h.fake.channelMessages(ch).some((m) => m.history.some((x) => x.includes('your call')))).toBe(false);
    expect(msg.content).not.toContain('🔔');
    expect(msg.content).not.toContain('Votes 0/3');
    expect(FakeDiscord.customIds(msg).some((id) => /:close$/.test(id)), 'no vote to close').toBe(false);
    await refusedTo(bob, alice);
    await refusedTo(carol, alice);
    // /choose is the same pick: refused too.
    const typed = await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: '1' }));
    expect(typed.text()).toContain(REFUSAL_TEXT.notCaller(alice.id));
    // Nor can the host open a vote on it.
    const close = await h.run(h.fake.chatInput(alice, ch, 'closevote'));
    expect(close.text()).toContain(REFUSAL_TEXT.callerHasNoVote(alice.id));
    await callerDecides(alice);
  });

  it('/settings caller:@bob makes bob the caller; a non-player cannot be named', async () => {
    expect(await kind()).toBe('action');
    const notOnTeam: FakeUser = { id: '2100000000000000009', username: 'zed' };
    const refused = await h.run(h.fake.chatInput(alice, ch, 'settings', { caller: notOnTeam }));
    expect(refused.text()).toContain(REFUSAL_TEXT.callerNotJoined(notOnTeam.id));
    expect((await row())?.callerId).toBeNull();
    const notHost = await h.run(h.fake.chatInput(bob, ch, 'settings', { caller: bob }));
    expect(notHost.text()).toContain(REFUSAL_TEXT.notHost(alice.id));
    const res = await h.run(h.fake.chatInput(alice, ch, 'settings', { caller: bob }));
    expect(res.text()).toContain(`Caller (vote games: makes the follow-ups of a voted decision alone): <@${bob.id}>`);
    expect((await row())?.callerId).toBe(bob.id);
  });

  it('with bob the caller, the next follow-up is bob’s: the host is refused, bob’s click applies it', async () => {
    await teamVotes();
    expect(await kind()).toBe('roll');
    const state = loadGame(await row() as NonNullable<Awaited<ReturnType<typeof row>>>).state;
    expect(deciderOf(state.pending as NonNullable<typeof state.pending>)).toBe('caller');
    expect(turn().content).toContain(`the caller <@${bob.id}> decides`);
    await refusedTo(alice, bob);
    await callerDecides(bob);
    expect(h.logs).toEqual([]);
  });

  it('a caller who leaves the team hands the follow-ups back to the host', async () => {
    await h.run(h.fake.chatInput(bob, ch, 'leave'));
    expect((await row())?.callerId).toBeNull();
    const res = await h.run(h.fake.chatInput(alice, ch, 'settings'));
    expect(res.text()).toContain(`Caller (vote games: makes the follow-ups of a voted decision alone): <@${alice.id}>`);
  });
});
