import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getGame, getPrompt, listVotes, loadGame } from '../../src/db/index.js';
import type { GameRow } from '../../src/db/schema.js';
import { decisionFor } from '../../src/bot/play/reads.js';
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
    expect((await findActiveGame(h.store.db, ch))?.promptNo).toBe(2);
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
    const id = (await findActiveGame(h.store.db, ch))?.id as number;
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const res = await h.run(clickFirst(alice, turn));
    expect(res.callback.json).toEqual({ type: 6 });
    expect(res.responses()).toEqual([]);
    expect((await getGame(h.store.db, id))?.promptNo).toBe(2);
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

  it('a vote changed twice in a row keeps the second, even when the first one\'s acknowledgement comes back last', async () => {
    const ch = '1300000000000000706';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 25 }));
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    const game = await findActiveGame(h.store.db, ch);
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    // Two of the choices, as a button or a menu entry each: the component's id, the values it sends, the option's index.
    const components = turn.components.flatMap((row: any) => row.components as any[]);
    const choices = components.flatMap((c: any): { id: string; values?: string[]; index: number }[] => {
      const id = String(c.custom_id);
      const button = /:pick:(\d+)$/.exec(id);
      if (button) return [{ id, index: Number(button[1]) }];
      if (/:menu:\d+$/.test(id)) return (c.options as { value: string }[]).map((o) => ({ id, values: [o.value], index: Number(o.value) }));
      return [];
    });
    const [first, second] = choices;
    if (!first || !second) throw new Error('the turn message offers fewer than two choices');
    // The first vote's acknowledgement is slow to come back: the second's is back before it.
    const release = h.fake.holdNextCallback();
    await h.fake.interact(h.fake.component(bob, turn, first.id, first.values));
    await h.fake.interact(h.fake.component(bob, turn, second.id, second.values));
    for (let n = 0; n < 20; n++) await new Promise((r) => setImmediate(r));
    release();
    await h.bot.idle();
    expect((await getPrompt(h.store.db, game?.id as number, game?.promptNo as number))?.status).toBe('open');
    const ballots = await listVotes(h.store.db, game?.id as number, game?.promptNo as number);
    const options = decisionFor(loadGame(await getGame(h.store.db, game?.id as number) as GameRow).state, 'vote')?.options ?? [];
    expect(ballots.map((b) => [b.userId, b.choiceId])).toEqual([[bob.id, options[second.index]?.id]]);
  });

  it('an acknowledgement Discord refuses: the work is not done, one log line', async () => {
    const ch = '1300000000000000705';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 24 }));
    const game = await findActiveGame(h.store.db, ch);
    h.fake.refuseCallbacks(1);
    const res = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(res.responses()).toEqual([]);
    expect(game).toBeDefined();
    expect((await getGame(h.store.db, game?.id as number))?.version).toBe(game?.version);
    expect(h.logs).toEqual([expect.stringMatching(/^\[interaction\] \/choose: could not acknowledge, not done: DiscordAPIError\[10062\]/)]);
    h.logs.length = 0;
  });
});
