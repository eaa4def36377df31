import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt, listVotes, loadGame } from '../../src/db/index.js';
import { readPlan } from '../../src/bot/play/plan.js';
import { REFUSAL_TEXT, TEXT } from '../../src/bot/strings.js';
import { BUILD_VALUE } from '../../src/bot/views/components.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, dave, openBuilder, startHarness, threePlayerVoteGame, votePlan, type Harness } from './harness.js';

/**
 * Plans in a vote game (plan.ts): the team votes several Action steps in one ballot from an
 * ephemeral builder; the winning plan plays step by step, the caller's follow-ups in between.
 * Seed 7, Volk'ar at Pesadilla Verde: the first Action phase offers Focus, Short Rest and Walk.
 */
describe('end to end: the team votes a plan of several steps', () => {
  let h: Harness;
  const ch = '1300000000000000971';
  let gameId = 0;

  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
  });
  afterAll(() => h.stop());

  const row = async () => await getGame(h.store.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>;
  const state = async () => loadGame(await row()).state;
  const channelText = () => h.fake.channelMessages(ch).map((m) => m.content).join('\n');

  // Since issue 33 the builder opens from the last line of the proposed plans' menu (no button of its own).
  it('the turn message of an Action vote opens the builder from its plans menu; a spectator cannot open it', async () => {
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const plans = turn.components.flatMap((row: any) => row.components as any[]).find((c) => c.type === 3 && c.options.some((o: { value: string }) => o.value === BUILD_VALUE));
    expect(plans?.options.at(-1)).toMatchObject({ label: TEXT.planBuild, value: BUILD_VALUE });
    const res = await openBuilder(h, dave, ch);
    expect(res.text()).toBe(REFUSAL_TEXT.notJoined);
  });

  it('the builder is private, lists the plan so far, and its Vote casts the whole plan as one ballot', async () => {
    const before = (await row()).promptNo;
    // Focus, then Short Rest, then stop: a plan of two steps.
    const wanted = ['Play Focus', 'Play Short Rest'];
    const res = await votePlan(h, alice, ch, (labels, step) => (step < wanted.length ? labels.indexOf(wanted[step] as string) : null));
    const builder = res.responses()[0] as FakeMessage;
    expect(isEphemeral(builder)).toBe(true);
    expect(builder.content).toContain('You voted for **Plan: Play Focus, then Play Short Rest**');
    const ballots = await listVotes(h.store.db, gameId, before);
    expect(ballots).toEqual([expect.objectContaining({ userId: alice.id, choiceId: 'play:focus|play:short-rest', label: 'Plan: Play Focus, then Play Short Rest' })]);
    expect((await row()).promptNo, 'one vote of three does not decide').toBe(before);
    // The tally on the public turn message reads the plan, not its ids.
    await h.bot.idle();
    expect((h.fake.lastTurnMessage(ch) as FakeMessage).content).toContain('Plan: Play Focus, then Play Short Rest — 1');
    expect(channelText()).not.toContain('play:focus|');
  });

  it('when the plan wins, its first step plays now and the next after the caller\'s follow-up', async () => {
    await votePlan(h, bob, ch, (labels, step) => (step === 0 ? labels.indexOf('Play Focus') : step === 1 ? labels.indexOf('Play Short Rest') : null));
    // Carol votes a single step: the plan still wins, two to one.
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    await h.run(h.fake.chatInput(carol, ch, 'choose', { choice: 'Play Walk' }));
    await h.bot.idle();
    expect(channelText()).toContain('Vote closed (everyone voted, 3/3 voted): **Plan: Play Focus, then Play Short Rest**');
    // Focus rolled: its follow-up is the caller's, on the same message; the plan waits for it.
    expect((await getPrompt(h.store.db, gameId, (await row()).promptNo))?.byCaller).toBe(true);
    expect(h.fake.lastTurnMessage(ch)).toBe(turn);
    const promptNo = (await row()).promptNo;
    expect(FakeDiscord.customIds(turn).filter((id) => /:pick:/.test(id)).every((id) => id.startsWith(`fg:${gameId}:${promptNo}:`))).toBe(true);
    expect(readPlan((await row()).plan)?.steps.map((s) => s.id)).toEqual(['play:short-rest']);
    expect((h.fake.lastTurnMessage(ch) as FakeMessage).content).toContain("The team's plan goes on after this with: Play Short Rest");
    for (let n = 0; n < 5 && (await getPrompt(h.store.db, gameId, (await row()).promptNo))?.byCaller && readPlan((await row()).plan); n++) {
      await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: `#${(await row()).promptNo}:0` }));
    }
    await h.bot.idle();
    expect(readPlan((await row()).plan)).toBeNull();
    expect(channelText()).toMatch(/📝 The team's plan: \*\*Play Short Rest\*\*|The plan's next step \(Play Short Rest\) is not possible now/);
    expect((await state()).girl.hand.filter((c) => c === 'short-rest').length).toBeLessThanOrEqual(1);
  });

  it('a plan that ends the phase plays to its end: "discard, then end the Action phase"', async () => {
    for (let n = 0; n < 6 && (await getPrompt(h.store.db, gameId, (await row()).promptNo))?.byCaller; n++) {
      await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: `#${(await row()).promptNo}:0` }));
    }
    if ((await state()).pending?.kind !== 'action') return expect.fail(`expected an Action vote, got ${(await state()).pending?.kind}`);
    const ends = (labels: string[]) => labels.findIndex((l) => l.startsWith('End the Action'));
    for (const u of [alice, bob, carol]) await votePlan(h, u, ch, (labels, step) => (step === 0 ? labels.findIndex((l) => l.startsWith('Discard')) : step === 1 ? ends(labels) : null));
    await h.bot.idle();
    expect(channelText()).toContain("📝 The team's plan: **End the Action phase**");
    expect((await state()).phase).not.toBe('action');
  });

  it('one ballot for the turn: a plan goes on past the end of the Action phase into the buys', async () => {
    for (let n = 0; n < 40 && !((await state()).pending?.kind === 'action' && !(await getPrompt(h.store.db, gameId, (await row()).promptNo))?.byCaller); n++) {
      const no = (await row()).promptNo;
      const voters = (await getPrompt(h.store.db, gameId, no))?.byCaller ? [alice] : [alice, bob, carol];
      for (const u of voters) await h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${no}:0` }));
    }
    if ((await state()).pending?.kind !== 'action') return expect.fail(`expected an Action vote, got ${(await state()).pending?.kind}`);
    const turn = (await state()).turn;
    const before = (await row()).promptNo;
    const pick = (labels: string[], step: number) =>
      step === 0 ? labels.findIndex((l) => l.startsWith('End the Action')) : step === 1 ? labels.findIndex((l) => l.startsWith('Buy ')) : step === 2 ? labels.findIndex((l) => l.startsWith('Done buying')) : null;
    let bought = '';
    for (const u of [alice, bob, carol]) {
      const res = await votePlan(h, u, ch, pick);
      bought = /then (Buy [^,*]+)/.exec(res.text())?.[1] ?? bought;
    }
    await h.bot.idle();
    expect(bought).not.toBe('');
    expect(channelText()).toContain(`📝 The team's plan: **${bought}**`);
    expect((await getPrompt(h.store.db, gameId, before))?.decidedChoice, 'the one vote decided the end and the buys').toMatch(/^end\|buy:[^|]+\|done$/);
    expect((await state()).turn > turn || !['action', 'planning'].includes((await state()).phase)).toBe(true);
    expect(readPlan((await row()).plan)).toBeNull();
  });
});
