import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { apply, choices } from '../../src/engine/index.js';
import { getFinished, getGame, loadGame } from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { FakeDiscord, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness, until } from './harness.js';


describe('end to end: pings, reminders, vote deadlines, the end-of-game recap', () => {
  let h: Harness;
  beforeAll(async () => {
    // Reminders every second in an 8-second window: some come after the first vote, even when the
    // first turn message (its picture drawn on a thread just started) takes seconds to appear on a
    // busy machine (4 seconds were too few there, on either dialect).
    h = await startHarness({ defaults: { reminderSec: 1, voteWindowSec: 8 } });
  });
  afterAll(() => h.stop());

  it('pings on a new decision, reminds only those who have not voted, then closes the vote when time runs out', async () => {
    const ch = '1300000000000000501';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 12 }));
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    await h.run(h.fake.chatInput(carol, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    const turnPosts = () => h.fake.requests.filter((r) => r.path === `/channels/${ch}/messages` && FakeDiscord.textOf(r.json).includes('**Decide:**'));
    // The host opened the first decision herself (Start): the others are pinged, she is not.
    const turnPost = turnPosts()[0];
    expect(FakeDiscord.textOf(turnPost?.json)).toMatch(new RegExp(`^🔔 <@${bob.id}> <@${carol.id}>: a new decision`));
    expect(FakeDiscord.textOf(turnPost?.json)).not.toContain(`<@${alice.id}>`);
    expect(turnPost?.json.allowed_mentions).toEqual({ parse: [], users: [bob.id, carol.id] });
    // On a busy machine a reminder may already have gone out before the others joined; only the
    // ones after Alice's vote are under test.
    const before = h.fake.channelMessages(ch).length;
    await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));

    // A reminder claimed just before her vote may still be posted after it (the game's posts go in
    // order, and a picture may be drawing): the reminders after that one leave her out.
    const later = () => h.fake.channelMessages(ch).slice(before).filter((m) => m.content.startsWith('⏰'));
    const withoutAlice = () => later().findIndex((m) => !m.content.includes(`<@${alice.id}>`));
    await until(() => withoutAlice() >= 0, 6000);
    expect(withoutAlice(), 'at most the one reminder claimed before her vote names her').toBeLessThanOrEqual(1);
    const reminder = later()[withoutAlice()] as FakeMessage;
    expect(reminder.content).toContain(`<@${bob.id}> <@${carol.id}>`);
    for (const m of later().slice(withoutAlice())) expect(m.content).not.toContain(`<@${alice.id}>`);
    const reminderPost = h.fake.requests.find((r) => r.path === `/channels/${ch}/messages` && FakeDiscord.textOf(r.json) === reminder.content);
    expect(reminderPost?.json.allowed_mentions.users).toEqual([bob.id, carol.id]);

    await until(() => h.fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (time ran out, 1/3 voted): **End the Action phase**')), 12_000);
    await h.bot.idle();
    expect((await getGame(h.store.db, 1))?.promptNo).toBe(2);
    // The next decision is of the same game turn: it edits the turn's message, and an edit pings
    // nobody (each player at most once a game turn; pings.e2e.test.ts has a deadline opening a new one).
    expect(turnPosts()).toHaveLength(1);
    expect(h.fake.lastTurnMessage(ch)?.content).toContain('Waiting on:');
    expect(h.logs).toEqual([]);
  });

  it('/newgame suggests the installed Killers and Locations', async () => {
    const killers = await h.run(h.fake.autocomplete(alice, '1300000000000000502', 'newgame', 'killer', ''));
    expect((killers.callback.json.data.choices as { value: string }[]).map((c) => c.value).sort()).toEqual([...Object.keys(content().killers), 'random'].sort());
    const locations = await h.run(h.fake.autocomplete(alice, '1300000000000000502', 'newgame', 'location', 'verde'));
    expect(locations.callback.json.data.choices).toEqual([{ name: 'Pesadilla Verde', value: 'pesadilla-verde' }]);
  });

  it('posts a recap when the game ends', async () => {
    const ch = '1300000000000000503';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 13 }));
    const gameId = 2;
    const deps = h.bot.services.play;
    // Play quickly through the game operations, and make the last decision through Discord.
    for (let i = 0; i < 3000; i++) {
      const g = loadGame(await getGame(h.store.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>);
      const open = choices(g.state);
      const id = (open[(i * 7) % open.length] ?? open[0])?.id ?? 'end';
      // apply never changes its input: look ahead, and send the game-ending pick through Discord.
      if (apply(g.state, id).state.result) {
        const res = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: id }));
        expect(res.text()).toContain('✅');
        break;
      }
      await pick(deps, { channelId: ch, userId: alice.id, gameId: null, ref: { kind: 'text', text: id } });
    }
    const finished = await getFinished(h.store.db, gameId);
    expect(['won', 'lost']).toContain(finished?.result);
    const recap = h.fake.channelMessages(ch).find((m) => /The Final Girl (survives|has fallen)/.test(m.content));
    expect(recap?.content).toContain('Victims saved:');
    expect(recap?.content).toMatch(/\d+ turns? · solo game/);
    expect((await getGame(h.store.db, gameId))?.status).toBe('over');
    const log = await h.run(h.fake.chatInput(alice, ch, 'log', { count: 3 }));
    expect(log.text()).toMatch(/You (win|lose)/);
  });
});
