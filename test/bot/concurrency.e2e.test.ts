import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents, getGame, getPrompt, listVotes } from '../../src/db/index.js';
import { REFUSAL_TEXT } from '../../src/bot/strings.js';
import { winner } from '../../src/bot/votes.js';
import { FakeDiscord, type FakeMessage, type FakeUser, type InteractionResult } from '../helpers/fakeDiscord.js';
import { alice, pressLobby, startHarness, withTimeout, type Harness } from './harness.js';

const team: FakeUser[] = [alice, ...Array.from({ length: 7 }, (_, i) => ({ id: `22000000000000000${10 + i}`, username: `player${i}` }))];

/** A fixed shuffle (deterministic, so a failure can be replayed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function buttons(msg: FakeMessage): { id: string; label: string }[] {
  return msg.components.flatMap((r: any) => r.components as any[]).filter((c) => c.type === 2 && String(c.custom_id).includes(':pick:')).map((c) => ({ id: String(c.custom_id), label: String(c.label) }));
}

function menuOptions(msg: FakeMessage): { id: string; value: string }[] {
  return msg.components.flatMap((r: any) => r.components as any[]).filter((c) => c.type === 3).flatMap((c) => (c.options as any[]).map((o) => ({ id: String(c.custom_id), value: String(o.value) })));
}

describe('concurrency: simultaneous votes and picks on one game end consistent', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  async function burst(payloads: Record<string, unknown>[]): Promise<InteractionResult[]> {
    const results = await withTimeout(Promise.all(payloads.map((p) => h.fake.interact(p, 8000))), 10_000, 'burst');
    await withTimeout(h.bot.idle(), 8000, 'idle');
    return results;
  }

  it('eight players voting at once, some changing their vote: one close, one apply, no lost ballot', async () => {
    const ch = '1300000000000000401';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 8 }));
    await burst(team.slice(1).map((u) => h.fake.chatInput(u, ch, 'join')));
    await pressLobby(h, alice, ch, 'start');
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const opts = [...buttons(turn).map((b) => ({ id: b.id, value: undefined as string | undefined })), ...menuOptions(turn)];
    const clicks = team.flatMap((u, i) => {
      const a = opts[(i * 3) % opts.length];
      const b = opts[(i * 5 + 1) % opts.length];
      const first = h.fake.component(u, turn, a?.id ?? '', a?.value === undefined ? undefined : [a.value]);
      // Every other player double-clicks a second option at the same moment.
      return i % 2 ? [first, h.fake.component(u, turn, b?.id ?? '', b?.value === undefined ? undefined : [b.value])] : [first];
    });
    const results = await burst(shuffled(clicks, 42));

    for (const r of results) {
      const calls = h.fake.requests.filter((q) => q.path === `/interactions/${r.id}/${r.token}/callback`);
      expect(calls).toHaveLength(1);
      expect(r.text()).toMatch(/You voted for|Vote changed to|the last vote needed|earlier decision/);
    }
    const game = await getGame(h.store.db, 1);
    expect(game).toMatchObject({ version: 3, promptNo: 2, status: 'active' });
    const ballots = await listVotes(h.store.db, 1, 1);
    expect(ballots).toHaveLength(team.length);
    const decided = await getPrompt(h.store.db, 1, 1);
    expect(decided?.status).toBe('closed');
    expect(decided?.decidedChoice).toBe(winner(ballots, alice.id)?.choiceId);
    expect((await getPrompt(h.store.db, 1, 2))?.status).toBe('open');
    expect((await allEvents(h.store.db, 1)).filter((e) => e.kind === 'decision')).toHaveLength(1);
    expect(h.fake.channelMessages(ch).filter((m) => m.content.includes('Vote closed'))).toHaveLength(1);
    // The next decision is of the same game turn: it takes over the one message.
    expect(h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'))).toHaveLength(1);
    expect(h.fake.channelMessages(ch).filter((m) => m.components.length > 0)).toHaveLength(1);
    expect(h.logs).toEqual([]);
  });

  it('a solo player clicking many times at once applies the decision once', async () => {
    const ch = '1300000000000000402';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 9 }));
    const gameId = 2;
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const endButton = buttons(turn).find((b) => b.label === 'End the Action phase');
    const menu = menuOptions(turn)[0];
    const clicks = [
      ...Array.from({ length: 6 }, () => h.fake.component(alice, turn, endButton?.id ?? '')),
      ...Array.from({ length: 3 }, () => h.fake.component(alice, turn, menu?.id ?? '', [menu?.value ?? '0'])),
    ];
    const results = await burst(shuffled(clicks, 7));
    const stale = results.filter((r) => r.text().includes(REFUSAL_TEXT.stale));
    expect(stale).toHaveLength(clicks.length - 1);
    expect(await getGame(h.store.db, gameId)).toMatchObject({ version: 2, promptNo: 2 });
    expect(h.fake.channelMessages(ch).filter((m) => m.content.includes('chose **'))).toHaveLength(1);
    expect(FakeDiscord.customIds(h.fake.lastTurnMessage(ch) as FakeMessage)[0]).toMatch(/^fg:2:2:/);
    expect(h.logs).toEqual([]);
  });
});
