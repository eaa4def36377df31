import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFinished, getGame, publicEvents } from '../../src/db/index.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { pngSize } from './png.js';
import { offers, pictures, playSoloToEnd, stateIn, take, VOTE_ROUNDS, type Offer } from './gameThroughMessages.js';

describe('end to end: the Zombies (Terror from the Grave) through the real discord.js client', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('/newgame suggests the Zombies and Patsy, their Final Girl', async () => {
    const ch = '1300000000000013001';
    const killers = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'killer', 'zomb'));
    expect(killers.callback.json.data.choices).toEqual([{ name: 'The Zombies', value: 'zombies' }]);
    const girls = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'girl', 'pat'));
    expect(girls.callback.json.data.choices).toEqual([{ name: 'Patsy', value: 'patsy' }]);
    const all = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'killer', ''));
    expect((all.callback.json.data.choices as { value: string }[]).map((c) => c.value)).toContain('zombies');
  });

  const LOCATIONS = [
    { location: 'pesadilla-verde', seed: 21, ch: '1300000000000013011' },
    { location: 'larmes-abbey', seed: 22, ch: '1300000000000013012' },
  ] as const;

  for (const { location, seed, ch } of LOCATIONS) {
    it(`a solo game at ${location} plays to its end by picking the turn messages' options`, async () => {
      const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'zombies', location, seed }));
      expect(started.text()).toContain('started a solo game: **Patsy** vs **The Zombies**');
      const first = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(first.content).toContain('Patsy vs The Zombies');
      expect(first.content).toContain('🔪 The Zombies · Bloodlust 1/10 · Hordes formed 0 of 3');
      expect(first.content).toMatch(/👣 Zombies: \d+ on the board \(/);

      let status = false;
      const steps = await playSoloToEnd(h, alice, ch, async () => {
        // Once Hordes are about, /status shows them (privately) with the board.
        if (!status && (await stateIn(h, ch)).state.units.some((u) => u.type === 'horde')) {
          status = true;
          const reply = (await h.run(h.fake.chatInput(alice, ch, 'status'))).responses()[0] as FakeMessage;
          expect(isEphemeral(reply)).toBe(true);
          expect(reply.content).toMatch(/🔪 The Zombies · Bloodlust \d+\/10 · Hordes (formed \d of 3|\d of 3 in play, \d+ formed)/);
          expect(reply.content).toMatch(/🔪 Hordes?: H\d? at [^(]+ \(\d+ Health\)/);
          expect(pngSize(reply.attachments[0]?.data ?? Buffer.alloc(0)).width).toBe(1000);
        }
      });
      const end = await stateIn(h, ch);
      expect(end.status, `still running after ${steps} decisions`).toBe('over');
      expect(status, 'a Horde formed during the game and /status showed it').toBe(true);
      expect(['won', 'lost']).toContain(end.state.result);
      expect((await getFinished(h.store.db, end.id))?.result).toBe(end.state.result);
      expect((await getGame(h.store.db, end.id))?.status).toBe('over');
      expect(h.fake.channelMessages(ch).some((m) => /The Final Girl (survives|has fallen)/.test(m.content))).toBe(true);

      // Every picture decodes and its alt text reads as a Zombies game: no Killer Health, the Zombies listed.
      const pics = pictures(h, ch);
      expect(pics.length).toBeGreaterThan(1);
      for (const p of pics) {
        expect(pngSize(p.data).width).toBe(1000);
        expect(p.description ?? '').toMatch(/The Zombies: Bloodlust \d+\/10/);
        expect(p.description ?? '').not.toMatch(/The Zombies[^.]*Health|Final Health none/);
      }
      expect(pics.some((p) => /Zombie: \d+ (at|on the board)/.test(p.description ?? ''))).toBe(true);
      for (const m of h.fake.channelMessages(ch)) expect(m.content).not.toMatch(/🔪 The Zombies: |Concealed/);

      // The Killer phase reads as a story: every death was told in a live message, however many
      // idle Zombies shambled that phase, and each game turn's chronicle counts that turn's deaths.
      const told = h.fake.channelMessages(ch).flatMap((m) => m.history).join('\n');
      const deaths = (await publicEvents(h.store.db, end.id)).filter((e) => e.kind === 'victim-killed');
      expect(deaths.length).toBeGreaterThan(0);
      for (const e of deaths) expect(told, `turn ${e.turn}: ${e.text}`).toContain(e.text);
      expect(told).not.toMatch(/earlier lines?: see/);
      expect(h.logs).toEqual([]);
    });
  }

  it('a vote game at pesadilla-verde: three players vote through the whole first turn', async () => {
    const ch = '1300000000000013021';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'zombies', location: 'pesadilla-verde', mode: 'vote', seed: 23 }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    expect((await stateIn(h, ch)).state.turn).toBe(1);

    let rounds = 0;
    for (; rounds < VOTE_ROUNDS && (await stateIn(h, ch)).state.turn < 2 && (await stateIn(h, ch)).status === 'active'; rounds++) {
      const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(turn.content).toContain('Votes 0/3');
      const open = offers(turn);
      // Ending the Action phase moves the turn on; otherwise the first choice offered.
      const choice = open.find((o) => o.label === 'End the Action phase') ?? (open[0] as Offer);
      for (const u of [alice, bob]) expect((await take(h, u, turn, choice)).text()).toContain('You voted for');
      expect((await take(h, carol, turn, choice)).text()).toContain('the last vote needed');
      expect(h.fake.channelMessages(ch).some((m) => m.content.includes(`Vote closed (everyone voted, 3/3 voted): **`))).toBe(true);
    }
    const now = await stateIn(h, ch);
    expect(now.state.turn >= 2 || now.status === 'over', `turn ${now.state.turn} after ${rounds} votes`).toBe(true);
    expect(rounds).toBeGreaterThan(0);
    const last = h.fake.lastTurnMessage(ch);
    if (now.status === 'active') {
      expect(last?.content).toContain(`**Turn ${now.state.turn} ·`);
      expect(last?.content).toContain('🔪 The Zombies · Bloodlust');
    }
    expect(FakeDiscord.customIds(last as FakeMessage).some((id) => id.endsWith(':close'))).toBe(now.status === 'active');
    expect(h.logs).toEqual([]);
  });
});
