import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFinished, getGame } from '../../src/db/index.js';
import { isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { pngSize } from './png.js';
import { offers, pictures, playSoloToEnd, stateIn, take, VOTE_ROUNDS, type Offer } from './gameThroughMessages.js';

describe('end to end: the Hunter (The Killer from Tomorrow) through the real discord.js client', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('/newgame suggests the Hunter and Kat and Tali, its Final Girls', async () => {
    const ch = '1300000000000014001';
    const killers = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'killer', 'hunt'));
    expect(killers.callback.json.data.choices).toEqual([{ name: 'The Hunter', value: 'hunter' }]);
    for (const [typed, name, value] of [['kat', 'Kat', 'kat'], ['tal', 'Tali', 'tali']] as const) {
      const girls = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'girl', typed));
      expect(girls.callback.json.data.choices).toEqual([{ name, value }]);
    }
  });

  const LOCATIONS = [
    { location: 'pesadilla-verde', seed: 31, ch: '1300000000000014011' },
    { location: 'larmes-abbey', seed: 32, ch: '1300000000000014012' },
  ] as const;

  for (const { location, seed, ch } of LOCATIONS) {
    it(`a solo game at ${location} plays to its end by picking the turn messages' options`, async () => {
      const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'hunter', location, seed }));
      expect(started.text()).toContain('started a solo game: **Kat** vs **The Hunter**');
      const first = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(first.content).toContain('Kat vs The Hunter');
      expect(first.content).toContain('🔪 The Hunter · Bloodlust 1/11');
      expect(first.content).toContain('🤖 Finale card: 3 Cybernetic Parts, 2 Countdown');
      const reply = (await h.run(h.fake.chatInput(alice, ch, 'status'))).responses()[0] as FakeMessage;
      expect(isEphemeral(reply)).toBe(true);
      expect(reply.content).toMatch(/🔪 Mark V: MV1 at [^(]+ \(3\/3 Health\)/);
      expect(pngSize(reply.attachments[0]?.data ?? Buffer.alloc(0)).width).toBe(1000);

      const steps = await playSoloToEnd(h, alice, ch);
      const end = await stateIn(h, ch);
      expect(end.status, `still running after ${steps} decisions`).toBe('over');
      expect(['won', 'lost']).toContain(end.state.result);
      expect((await getFinished(h.store.db, end.id))?.result).toBe(end.state.result);
      expect((await getGame(h.store.db, end.id))?.status).toBe('over');
      expect(h.fake.channelMessages(ch).some((m) => /The Final Girl (survives|has fallen)/.test(m.content))).toBe(true);

      // Every picture decodes and its alt text reads as a Hunter game; no face-down part's value anywhere.
      const pics = pictures(h, ch);
      expect(pics.length).toBeGreaterThan(1);
      for (const p of pics) {
        expect(pngSize(p.data).width).toBe(1000);
        expect(p.description ?? '').toMatch(/The Hunter: Bloodlust \d+\/11/);
      }
      for (const m of h.fake.channelMessages(ch)) expect(m.content).not.toMatch(/Cybernetic Part token \d+ shows/);
      expect(h.logs).toEqual([]);
    });
  }

  it('a vote game at larmes-abbey: three players vote through the whole first turn', async () => {
    const ch = '1300000000000014021';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'hunter', location: 'larmes-abbey', mode: 'vote', seed: 33 }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    // The Abbey may first ask where a setup Malice token goes: the team votes that too.
    let rounds = 0;
    for (; rounds < VOTE_ROUNDS && (await stateIn(h, ch)).state.turn < 2 && (await stateIn(h, ch)).status === 'active'; rounds++) {
      const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(turn.content).toContain('Votes 0/3');
      const open = offers(turn);
      const choice = open.find((o) => o.label === 'End the Action phase') ?? (open[0] as Offer);
      for (const u of [alice, bob]) expect((await take(h, u, turn, choice)).text()).toContain('You voted for');
      expect((await take(h, carol, turn, choice)).text()).toContain('the last vote needed');
    }
    const now = await stateIn(h, ch);
    expect(now.state.turn >= 2 || now.status === 'over', `turn ${now.state.turn} after ${rounds} votes`).toBe(true);
    expect(rounds).toBeGreaterThan(0);
    const last = h.fake.lastTurnMessage(ch);
    if (now.status === 'active') {
      expect(last?.content).toContain(`**Turn ${now.state.turn} ·`);
      expect(last?.content).toContain('🔪 The Hunter · Bloodlust');
    }
    expect(h.logs).toEqual([]);
  });
});
