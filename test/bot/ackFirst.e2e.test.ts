import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getGame } from '../../src/db/index.js';
import { REFUSAL_TEXT, TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, pressLobby, startHarness, type Harness } from './harness.js';

/** Game work is acknowledged before it is done; quick answers still come at once; who sees what is unchanged. */
describe('end to end: acknowledgement first', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  /** A click on the turn message's first choice: its button, or the first entry of its menu. */
  const clickFirst = (user: typeof alice, msg: FakeMessage) => {
    const ids = FakeDiscord.customIds(msg);
    const button = ids.find((id) => /:pick:\d+$/.test(id));
    const menu = ids.find((id) => /:menu:\d+$/.test(id));
    if (button) return h.fake.component(user, msg, button);
    if (menu) return h.fake.component(user, msg, menu, ['0']);
    throw new Error(`no choice on the turn message: ${ids.join(', ')}`);
  };

  it('/choose: a private deferral, then the private answer in its place; the pick is made', async () => {
    const ch = '1300000000000000701';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 21 }));
    const res = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(res.callback.json).toEqual({ type: 5, data: { flags: 64 } });
    expect(res.responses()).toHaveLength(1);
    expect(res.text()).toMatch(/^✅ \*\*End the Action phase/);
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
    expect(findActiveGame(h.store.db, ch)?.promptNo).toBe(2);
  });

  it('a refused /choose: the refusal replaces the private deferral, nothing else is said', async () => {
    const res = await h.run(h.fake.chatInput(alice, '1300000000000000702', 'choose', { choice: 'end' }));
    expect(res.callback.json).toEqual({ type: 5, data: { flags: 64 } });
    expect(res.responses().map((m) => m.content)).toEqual([REFUSAL_TEXT.noGame]);
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
  });

  it('quick answers are replied at once, as before', async () => {
    const res = await h.run(h.fake.chatInput(bob, '1300000000000000702', 'help'));
    expect(res.callback.json.type).toBe(4);
    expect(res.text()).toBe(TEXT.help);
  });

  it('a solo button: a deferred update and nothing visible, the pick is made', async () => {
    const ch = '1300000000000000703';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 22 }));
    const id = findActiveGame(h.store.db, ch)?.id as number;
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const res = await h.run(clickFirst(alice, turn));
    expect(res.callback.json).toEqual({ type: 6 });
    expect(res.responses()).toEqual([]);
    expect(getGame(h.store.db, id)?.promptNo).toBe(2);
  });

  it('a vote by button: a deferred update, then the private "you voted" as a follow-up', async () => {
    const ch = '1300000000000000704';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 23 }));
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    const start = await pressLobby(h, alice, ch, 'start');
    expect(start.callback.json).toEqual({ type: 6 });
    expect(start.text()).toBe(TEXT.startedReply);
    expect(isEphemeral(start.responses()[0] as FakeMessage)).toBe(true);
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const res = await h.run(clickFirst(bob, turn));
    expect(res.callback.json).toEqual({ type: 6 });
    expect(res.responses()).toHaveLength(1);
    expect(res.text()).toContain('You voted for');
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
  });

  it('an acknowledgement Discord refuses: the work is not done, one log line', async () => {
    const ch = '1300000000000000705';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 24 }));
    const game = findActiveGame(h.store.db, ch);
    h.fake.refuseCallbacks(1);
    const res = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(res.responses()).toEqual([]);
    expect(game).toBeDefined();
    expect(getGame(h.store.db, game?.id as number)?.version).toBe(game?.version);
    expect(h.logs).toEqual([expect.stringMatching(/^\[interaction\] \/choose: could not acknowledge, not done: DiscordAPIError\[10062\]/)]);
    h.logs.length = 0;
  });
});
