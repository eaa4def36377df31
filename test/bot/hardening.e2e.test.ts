import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, listVotes, openPrompts } from '../../src/db/index.js';
import { REFUSAL_TEXT } from '../../src/bot/strings.js';
import { isEphemeral } from '../helpers/fakeDiscord.js';
import { alice, bob, startHarness, threePlayerVoteGame, type Harness } from './harness.js';

/**
 * Hardening through the fake Discord and the real client: a malformed interaction does not
 * stop the bot, a replayed interaction is handled once, and option errors name the option.
 */
describe('a hardened bot', () => {
  let h: Harness;
  // The bot's clock: moved by hand, so a second handling of a vote would change its cast time.
  let clock = 10_000_000;
  beforeAll(async () => {
    h = await startHarness({ now: () => clock });
  });
  afterAll(() => h.stop());

  const callbacks = (id: string) => h.fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith(`/interactions/${id}/`) && r.path.endsWith('/callback'));

  it('an INTERACTION_CREATE with a guild but neither member nor user is logged and dropped; the bot keeps answering', async () => {
    const ch = h.newChannel();
    const bad = h.fake.chatInput(alice, ch, 'help');
    delete bad.member;
    expect(bad.guild_id).toBeDefined();
    expect(bad.user).toBeUndefined();
    h.fake.dispatch('INTERACTION_CREATE', bad);
    // Gateway events arrive in order: once this one is answered, the bad one was handled.
    const help = await h.run(h.fake.chatInput(bob, ch, 'help'));
    expect(isEphemeral(help.responses()[0] as NonNullable<ReturnType<typeof help.responses>[number]>)).toBe(true);
    expect(callbacks(String(bad.id))).toHaveLength(0);
    expect(h.logs).toContainEqual(expect.stringMatching(new RegExp(`^\\[gateway\\] INTERACTION_CREATE ${String(bad.id)} could not be read and was dropped: TypeError`)));
  });

  it('the same interaction id twice: one callback, and the ballot keeps its first cast time', async () => {
    const ch = h.newChannel();
    const gameId = await threePlayerVoteGame(h, ch, 7);
    const promptNo = (await openPrompts(h.store.db)).find((p) => p.gameId === gameId)?.promptNo;
    const vote = h.fake.chatInput(alice, ch, 'choose', { choice: `#${promptNo}:0` });
    const first = await h.run(vote);
    expect(first.text()).not.toContain('Something went wrong');
    const ballot = (await listVotes(h.store.db, gameId, promptNo as number)).find((b) => b.userId === alice.id);
    expect(ballot?.castAt).toBe(clock);
    const castAt = ballot?.castAt;
    clock += 60_000;
    h.fake.dispatch('INTERACTION_CREATE', vote);
    const logsBefore = h.logs.length;
    // Something after it in the same gateway stream, answered, then idle: the replay was handled (or ignored) by now.
    await h.run(h.fake.chatInput(bob, ch, 'status'));
    await h.bot.idle();
    expect(callbacks(first.id)).toHaveLength(1);
    expect((await listVotes(h.store.db, gameId, promptNo as number)).find((b) => b.userId === alice.id)?.castAt).toBe(castAt);
    expect(h.logs.slice(logsBefore)).toContainEqual(`[interaction] ${first.id} arrived again: ignored`);
  });

  it('a string where an integer is expected: an ephemeral answer naming the option and what it expects, no game', async () => {
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 'twelve' }));
    expect(isEphemeral(res.responses()[0] as NonNullable<ReturnType<typeof res.responses>[number]>)).toBe(true);
    expect(res.text()).toBe(REFUSAL_TEXT.optionWrong('newgame', 'seed', 'a whole number from 0 to 2147483647', 'the text “twelve”'));
    expect(await findActiveGame(h.store.db, ch)).toBeUndefined();
  });

  it('a missing required option: an ephemeral answer naming it, no game', async () => {
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { location: 'pesadilla-verde' }));
    expect(isEphemeral(res.responses()[0] as NonNullable<ReturnType<typeof res.responses>[number]>)).toBe(true);
    expect(res.text()).toBe(REFUSAL_TEXT.optionMissing('newgame', 'killer', 'text of at most 100 characters'));
    expect(res.text()).not.toContain('Something went wrong');
    expect(await findActiveGame(h.store.db, ch)).toBeUndefined();
  });
});
