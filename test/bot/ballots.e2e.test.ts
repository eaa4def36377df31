import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getGame, getPrompt, listVotes, loadGame } from '../../src/db/index.js';
import type { GameState } from '../../src/engine/index.js';
import { readPlan } from '../../src/bot/play/plan.js';
import { decisionFor } from '../../src/bot/play/reads.js';
import { TEXT } from '../../src/bot/strings.js';
import type { FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { offers, take, type Offer } from './gameThroughMessages.js';

/**
 * Issue 33, "a game night in three votes": a plain group clicks what the turn message offers
 * and never opens the plan builder. The turn message of an Action (or Planning) vote offers a
 * few whole-phase plans the player proposes, voted like any option and played by the plan
 * machinery; the caller makes the follow-ups.
 */

const isPlan = (o: Offer) => o.label.startsWith('📝 ');

describe('end to end: a plain group votes the plans on the turn message', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
  });
  afterAll(() => h.stop());

  async function voteGame(ch: string, killer: string, location: string, seed: number): Promise<number> {
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer, location, mode: 'vote', seed }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    const id = (await findActiveGame(h.store.db, ch))?.id;
    if (id === undefined) throw new Error('the vote game did not start');
    return id;
  }

  const stateOf = async (gameId: number): Promise<{ state: GameState; promptNo: number; byCaller: boolean; active: boolean }> => {
    const row = await getGame(h.store.db, gameId);
    if (!row) throw new Error('no game');
    return { state: loadGame(row).state, promptNo: row.promptNo, byCaller: (await getPrompt(h.store.db, gameId, row.promptNo))?.byCaller === true, active: row.status === 'active' };
  };

  /**
   * One click of the plain group: the team clicks the first plan the turn message offers (else
   * its first option), the caller the first option of a follow-up. Returns what was decided.
   */
  async function plainClick(ch: string, gameId: number): Promise<{ vote: boolean; plan: boolean; phase: string; turn: number; label: string }> {
    const before = await stateOf(gameId);
    const msg = h.fake.lastTurnMessage(ch) as FakeMessage;
    const open = offers(msg);
    const choice = open.find(isPlan) ?? (open[0] as Offer);
    for (const u of before.byCaller ? [alice] : [alice, bob, carol]) await take(h, u, msg, choice);
    expect((await stateOf(gameId)).promptNo, `${choice.label} decided`).toBeGreaterThan(before.promptNo);
    return { vote: !before.byCaller, plan: isPlan(choice), phase: before.state.phase, turn: before.state.turn, label: choice.label };
  }

  for (const { killer, location, seed, ch } of [
    { killer: 'volkar', location: 'pesadilla-verde', seed: 8, ch: '1300000000000033001' },
    { killer: 'raptors', location: 'isla-lagarto', seed: 8, ch: '1300000000000033002' },
  ]) {
    it(`${killer}: each turn's Action and Planning phases take one or two votes, the first a proposed plan`, async () => {
      const gameId = await voteGame(ch, killer, location, seed);
      const votes = new Map<number, { plan: boolean; phase: string }[]>();
      for (let n = 0; n < 60 && (await stateOf(gameId)).active && (await stateOf(gameId)).state.turn <= 3; n++) {
        const c = await plainClick(ch, gameId);
        if (c.vote && (c.phase === 'action' || c.phase === 'planning')) votes.set(c.turn, [...(votes.get(c.turn) ?? []), c]);
      }
      expect([...votes.keys()]).toEqual([1, 2, 3]);
      for (const [turn, list] of votes) {
        expect(list.length, `turn ${turn}: ${JSON.stringify(list)}`).toBeGreaterThanOrEqual(1);
        expect(list.length, `turn ${turn}: ${JSON.stringify(list)}`).toBeLessThanOrEqual(2);
        expect(list[0]?.plan, `turn ${turn} opened with a plan`).toBe(true);
      }
    });
  }

  it('a proposed plan is an option like any other: its menu line votes it whole, the tally reads it whole, /choose finds it by its words', async () => {
    const ch = '1300000000000033003';
    const gameId = await voteGame(ch, 'berith', 'larmes-abbey', 9);
    const msg = h.fake.lastTurnMessage(ch) as FakeMessage;
    const { state, promptNo } = await stateOf(gameId);
    const options = decisionFor(state, 'vote')?.options ?? [];
    const plans = offers(msg).filter(isPlan);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    // The menu line is the option of that index: the whole plan as one ballot.
    const first = plans[0] as Offer;
    const option = options[Number(first.value)] as { id: string; label: string };
    expect(option.id).toContain('|');
    const voted = await take(h, alice, msg, first);
    expect(voted.text()).toContain(`You voted for **${option.label}**`);
    expect(await listVotes(h.store.db, gameId, promptNo)).toEqual([expect.objectContaining({ userId: alice.id, choiceId: option.id, label: option.label })]);
    await h.bot.idle();
    expect((h.fake.lastTurnMessage(ch) as FakeMessage).content).toContain(`• ${option.label} — 1`);
    // The second plan by its words, with /choose.
    const second = options[Number((plans[1] as Offer).value)] as { id: string; label: string };
    await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: second.label }));
    expect((await listVotes(h.store.db, gameId, promptNo)).find((v) => v.userId === bob.id)?.choiceId).toBe(second.id);
    // Carol's vote decides: the first plan wins two to one and its first step plays.
    await take(h, carol, msg, first);
    expect((await stateOf(gameId)).promptNo).toBeGreaterThan(promptNo);
    expect((await getPrompt(h.store.db, gameId, promptNo))?.decidedChoice).toBe(option.id);
    const text = h.fake.channelMessages(ch).map((m) => m.content).join('\n');
    expect(text).toContain(`Vote closed (everyone voted, 3/3 voted): **${option.label}**`);
  });

  it('a voted plan whose next step is not possible when its turn comes stops there, and the team votes again', async () => {
    // Seed 10: the plan's second Walk was to lead a Victim on to Cursed Temple; the first Walk
    // failed and the caller took its costly row, so no Victim follows and that move is not open.
    const ch = '1300000000000033004';
    const gameId = await voteGame(ch, 'volkar', 'pesadilla-verde', 10);
    const first = await plainClick(ch, gameId);
    expect(first.plan).toBe(true);
    let stopped = '';
    for (let n = 0; n < 12 && !stopped; n++) {
      const text = h.fake.channelMessages(ch).map((m) => m.content).join('\n');
      stopped = /📝 The plan's next step \((.+?)\) is not possible now/.exec(text)?.[1] ?? '';
      if (!stopped) await plainClick(ch, gameId);
    }
    expect(stopped, 'the plan stopped at a step').not.toBe('');
    expect(first.label).toContain(stopped.replace(/^Move to /, ''));
    const now = await stateOf(gameId);
    expect(readPlan((await getGame(h.store.db, gameId))?.plan ?? null), 'nothing of the plan is left').toBeNull();
    expect(now.byCaller, 'the open decision is the team\'s vote').toBe(false);
    expect(now.state.turn).toBe(first.turn);
    expect((h.fake.lastTurnMessage(ch) as FakeMessage).content).toContain('Votes 0/3');
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes(TEXT.planStopped(stopped)))).toBe(true);
  });
});
