import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getGame, loadGame } from '../../src/db/index.js';
import { hiddenFacts } from '../../src/engine/index.js';
import { REFUSAL_TEXT, TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, dave, startHarness, threePlayerVoteGame, until, type Harness } from './harness.js';

/** The suggestion in its button's words, then its full label when that says more (issue 33). */
const SUGGESTION = /^💡 Suggestion: \*\*(.+?)\*\*(?: \((.+)\))?, about (\d+)% to win from here\.$/m;

/** /hint and the 💡 button (issue 11): the strong player's suggestion, privately, for team players only. */
describe('end to end: /hint in a solo game', () => {
  let h: Harness;
  const ch = '1300000000000001001';

  beforeAll(async () => {
    h = await startHarness();
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'berith', location: 'larmes-abbey', seed: 5 }));
  });
  afterAll(() => h.stop());

  const state = async () => loadGame(await findActiveGame(h.store.db, ch) as NonNullable<Awaited<ReturnType<typeof findActiveGame>>>).state;

  it('names one of the open choices with its chance to win, a reason and the next two, only to the asker', async () => {
    const before = h.fake.channelMessages(ch).length;
    const res = await h.run(h.fake.chatInput(alice, ch, 'hint'));
    const reply = res.responses().at(-1) as FakeMessage;
    expect(isEphemeral(reply)).toBe(true);
    const m = SUGGESTION.exec(reply.content);
    expect(m, reply.content).not.toBeNull();
    // Named as its button is (the engine's short wording, else its label), the full label after it when different.
    const named = ((await state()).pending?.options ?? []).find((o) => (o.short ?? o.label) === m?.[1]);
    expect(named, m?.[1]).toBeDefined();
    expect(m?.[2]).toBe(named?.short === undefined ? undefined : named.label);
    expect(Number(m?.[3])).toBeLessThanOrEqual(100);
    expect(reply.content).toMatch(/^Why: .+\.$/m);
    expect(reply.content).toMatch(/^Next best: .+ \(\d+%\) · .+ \(\d+%\)$/m);
    // Nothing hidden reaches the hint, and nothing was posted to the channel.
    for (const fact of hiddenFacts(await state())) expect(reply.content).not.toContain(fact);
    expect(h.fake.channelMessages(ch).length).toBe(before);
  });

  it('the 💡 button on the turn message gives the same hint for the same decision', async () => {
    const typed = (await h.run(h.fake.chatInput(alice, ch, 'hint'))).text();
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const hintId = FakeDiscord.customIds(turn).find((id) => id.endsWith(':hint'));
    expect(hintId).toBeDefined();
    const res = await h.run(h.fake.component(alice, turn, hintId as string));
    const reply = res.responses().at(-1) as FakeMessage;
    expect(isEphemeral(reply)).toBe(true);
    expect(reply.content).toBe(typed);
  });

  it('someone who is not on the team is refused, privately', async () => {
    const res = await h.run(h.fake.chatInput(dave, ch, 'hint'));
    expect(res.text()).toBe(REFUSAL_TEXT.notJoined);
  });
});

describe('end to end: /hint in a vote game', () => {
  let h: Harness;
  const ch = '1300000000000001002';
  let gameId = 0;

  beforeAll(async () => {
    h = await startHarness();
    gameId = await threePlayerVoteGame(h, ch, 7);
  });
  afterAll(() => h.stop());

  it('any team player gets it, casting no vote; a spectator is refused', async () => {
    const promptNo = (await getGame(h.store.db, gameId))?.promptNo;
    const res = await h.run(h.fake.chatInput(bob, ch, 'hint'));
    expect(res.text()).toMatch(SUGGESTION);
    expect(isEphemeral(res.responses().at(-1) as FakeMessage)).toBe(true);
    expect((await getGame(h.store.db, gameId))?.promptNo).toBe(promptNo);
    expect((h.fake.lastTurnMessage(ch) as FakeMessage).content).toContain('Votes 0/3');
    expect((await h.run(h.fake.chatInput(dave, ch, 'hint'))).text()).toBe(REFUSAL_TEXT.notJoined);
  });
});

describe('end to end: a hint is worked out off the main thread', () => {
  let h: Harness;
  const ch = '1300000000000001003';
  let gameId = 0;

  beforeAll(async () => {
    // A budget far beyond the time allowed: the hint is still thinking when the vote is answered, then gives up.
    h = await startHarness({ hints: { budget: { rollouts: 1_000_000, horizon: Infinity, maxSteps: 2000 }, timeoutMs: 6000 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
  });
  afterAll(() => h.stop());

  it('a vote cast while a hint is thinking is answered at once; the hint that takes too long says so', async () => {
    const promptNo = (await getGame(h.store.db, gameId))?.promptNo as number;
    const hint = await h.fake.interact(h.fake.chatInput(carol, ch, 'hint'));
    const vote = await h.fake.interact(h.fake.chatInput(alice, ch, 'choose', { choice: `#${promptNo}:0` }));
    await until(() => vote.text().includes('You voted'), 5000);
    expect(hint.text()).toBe('');
    await until(() => hint.text() !== '', 20_000);
    expect(hint.text()).toBe(TEXT.hintUnavailable);
    await h.bot.idle();
  });
});

/** Issue 34: the worker is warm when the bot is online, and the queue is bounded. */
describe('end to end: the hint worker is warmed up before the bot is ready', () => {
  let h: Harness;
  const ch = '1300000000000001004';

  beforeAll(async () => {
    h = await startHarness({ warmUp: true });
  });
  afterAll(() => h.stop());

  it('the worker has answered its warm-up job and the drawing threads have drawn before start resolves', async () => {
    expect(h.bot.services.hints.answered).toBe(1);
    expect(h.bot.warmed.hint).not.toBeNull();
    expect(h.bot.warmed.drawing).not.toBeNull();
    expect(h.bot.warmed.plans).not.toBeNull();
    expect(h.logs.filter((l) => l.startsWith('[warm-up]'))).toEqual([]);
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'berith', location: 'larmes-abbey', seed: 5 }));
    expect((await h.run(h.fake.chatInput(alice, ch, 'hint'))).text()).toMatch(SUGGESTION);
    expect(h.bot.services.hints.answered).toBe(2);
  });
});

/** A budget far beyond anything answered within the test: the hints asked stay in the queue until it is closed. */
const ENDLESS = { rollouts: 1_000_000, horizon: Infinity, maxSteps: 2000 };

describe('end to end: one hint in the queue per person', () => {
  let h: Harness;
  const ch = '1300000000000001005';

  beforeAll(async () => {
    h = await startHarness({ hints: { budget: ENDLESS, timeoutMs: 60_000 } });
    await threePlayerVoteGame(h, ch, 7);
  });
  afterAll(() => h.stop());

  it('a second /hint while the first is pending is refused privately; a teammate asking the same decision joins it', async () => {
    const first = await h.fake.interact(h.fake.chatInput(carol, ch, 'hint'));
    await until(() => h.bot.services.hints.depth === 1, 5000);
    const second = await h.fake.interact(h.fake.chatInput(carol, ch, 'hint'));
    await until(() => second.text() !== '', 5000);
    expect(second.text()).toBe(TEXT.hintPending);
    expect(isEphemeral(second.responses().at(-1) as FakeMessage)).toBe(true);
    const teammate = await h.fake.interact(h.fake.chatInput(bob, ch, 'hint'));
    // Bob's ask shares carol's computation: nothing more in the queue, no refusal.
    await new Promise((r) => setTimeout(r, 300));
    expect(h.bot.services.hints.depth).toBe(1);
    expect(first.text()).toBe('');
    expect(teammate.text()).toBe('');
    await h.bot.services.hints.close();
    await until(() => first.text() !== '' && teammate.text() !== '', 5000);
    expect(first.text()).toBe(TEXT.hintUnavailable);
    expect(teammate.text()).toBe(TEXT.hintUnavailable);
    await h.bot.idle();
  });
});

describe('end to end: a burst of hints beyond the queue bound', () => {
  let h: Harness;
  const players = [alice, bob, carol, dave];
  const channels = players.map((_, i) => `130000000000000101${i}`);

  beforeAll(async () => {
    h = await startHarness({ hints: { budget: ENDLESS, timeoutMs: 60_000, maxQueue: 2, maxWaitMs: Infinity } });
    for (const [i, u] of players.entries()) await h.run(h.fake.chatInput(u, channels[i] as string, 'newgame', { killer: 'berith', location: 'larmes-abbey', seed: 20 + i }));
  });
  afterAll(() => h.stop());

  it('past two hints in the queue, every other asker is told at once, privately, to try again', async () => {
    const asks = await Promise.all(players.map((u, i) => h.fake.interact(h.fake.chatInput(u, channels[i] as string, 'hint'))));
    await until(() => asks.filter((a) => a.text() !== '').length === 2, 5000);
    const refused = asks.filter((a) => a.text() !== '');
    for (const a of refused) {
      expect(a.text()).toBe(TEXT.hintBusy);
      expect(isEphemeral(a.responses().at(-1) as FakeMessage)).toBe(true);
    }
    expect(h.bot.services.hints.depth).toBe(2);
    await h.bot.services.hints.close();
    await until(() => asks.every((a) => a.text() !== ''), 5000);
    expect(asks.filter((a) => a.text() === TEXT.hintUnavailable)).toHaveLength(2);
    await h.bot.idle();
  });
});
