import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFinished } from '../../src/db/index.js';
import { hiddenFacts } from '../../src/engine/index.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { pngSize } from './png.js';
import { offers, pictures, playSoloToEnd, stateIn, take, VOTE_ROUNDS, type Offer } from './gameThroughMessages.js';

const PACK_LINE = /🦖 Pack of \d+ Raptors( \([^)]*\))? · \d+ loose Raptors? · Spawn deck \d+ · (Last Spawn card \d+ · )?\d+ on the Raptors card/;
const ISLAND_LINE = /⚡ Fences A (on|off), B (on|off), C (on|off)[^·]* · T-Rex (caged, \d+\/\d+ to Break Out|loose) · Lava \d\/4/;

/** No public message gives away the Pack's face-down Final Health token, nor any module's hidden fact. */
async function expectNoSecrets(h: Harness, ch: string): Promise<void> {
  const { state } = await stateIn(h, ch);
  const facts = hiddenFacts(state);
  const pack = state.units.find((u) => u.type === 'pack');
  for (const m of h.fake.channelMessages(ch)) {
    for (const fact of facts) expect(m.content).not.toContain(fact);
    if (pack?.final && !pack.final.revealed) expect(m.content).not.toMatch(/Final Health (token )?(of |is )?\d/);
  }
}

describe('end to end: the Raptors at Isla Lagarto (The Raptor Games) through the real discord.js client', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('/newgame suggests the Raptors, Isla Lagarto, Christina and Maud', async () => {
    const ch = '1300000000000015001';
    const killers = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'killer', 'pack'));
    expect(killers.callback.json.data.choices).toEqual([{ name: 'The Pack', value: 'raptors' }]);
    const all = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'killer', ''));
    expect((all.callback.json.data.choices as { value: string }[]).map((c) => c.value)).toContain('raptors');
    const locations = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'location', 'isla'));
    expect(locations.callback.json.data.choices).toEqual([{ name: 'Isla Lagarto', value: 'isla-lagarto' }]);
    for (const [typed, name, value] of [['chris', 'Christina', 'christina'], ['maud', 'Maud', 'maud']] as const) {
      const girls = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'girl', typed));
      expect(girls.callback.json.data.choices).toEqual([{ name, value }]);
    }
  });

  it('a solo game at isla-lagarto plays to its end by picking the turn messages\' options, /status describing the Pack and the island', async () => {
    const ch = '1300000000000015011';
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'raptors', location: 'isla-lagarto', seed: 31 }));
    expect(started.text()).toContain('vs **The Pack**');
    const first = h.fake.lastTurnMessage(ch) as FakeMessage;
    expect(first.content).toContain('vs The Pack');
    expect(first.content).toMatch(/🦖 Pack of 5 Raptors \(5 Health: 4 markers \+ its Final Health token\) · 0 loose Raptors · Spawn deck \d+ · \d+ on the Raptors card/);
    expect(first.content).toMatch(ISLAND_LINE);
    expect(first.content).toContain('T-Rex caged');
    expect(first.content).toContain('Lava 0/4 (Volcano not erupted)');

    let status = 0;
    const steps = await playSoloToEnd(h, alice, ch, async () => {
      // Once the turn moves on (Raptors spawned, fences toggled), /status says so privately.
      if (status === 0 && (await stateIn(h, ch)).state.turn >= 2 && (await stateIn(h, ch)).status === 'active') {
        status += 1;
        const reply = (await h.run(h.fake.chatInput(alice, ch, 'status'))).responses()[0] as FakeMessage;
        expect(isEphemeral(reply)).toBe(true);
        expect(reply.content).toMatch(PACK_LINE);
        expect(reply.content).toMatch(ISLAND_LINE);
        expect(pngSize(reply.attachments[0]?.data ?? Buffer.alloc(0)).width).toBe(1000);
      }
      await expectNoSecrets(h, ch);
    });
    const end = await stateIn(h, ch);
    expect(end.status, `still running after ${steps} decisions`).toBe('over');
    expect(status, '/status was asked during the game').toBe(1);
    expect((await getFinished(h.store.db, end.id))?.result).toBe(end.state.result);

    const pics = pictures(h, ch);
    expect(pics.length).toBeGreaterThan(1);
    for (const p of pics) {
      expect(pngSize(p.data).width).toBe(1000);
      expect(p.description ?? '').toMatch(/Pack of \d+ Raptors|Pack gone/);
      expect(p.description ?? '').toMatch(/Fences A (on|off), B (on|off), C (on|off)/);
      expect(p.description ?? '').toMatch(/T-Rex (caged|loose)/);
    }
    await expectNoSecrets(h, ch);
    expect(h.logs).toEqual([]);
  });

  it('a vote game at isla-lagarto: three players vote through the whole first turn', async () => {
    const ch = '1300000000000015021';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'raptors', location: 'isla-lagarto', girl: 'maud', mode: 'vote', seed: 32 }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    expect((await stateIn(h, ch)).state.turn).toBe(1);

    let rounds = 0;
    for (; rounds < VOTE_ROUNDS && (await stateIn(h, ch)).state.turn < 2 && (await stateIn(h, ch)).status === 'active'; rounds++) {
      const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(turn.content).toContain('Votes 0/3');
      expect(turn.content).toMatch(PACK_LINE);
      expect(turn.content).toMatch(ISLAND_LINE);
      const open = offers(turn);
      const choice = open.find((o) => o.label === 'End the Action phase') ?? (open[0] as Offer);
      for (const u of [alice, bob]) expect((await take(h, u, turn, choice)).text()).toContain('You voted for');
      expect((await take(h, carol, turn, choice)).text()).toContain('the last vote needed');
      await expectNoSecrets(h, ch);
    }
    const now = await stateIn(h, ch);
    expect(now.state.turn >= 2 || now.status === 'over', `turn ${now.state.turn} after ${rounds} votes`).toBe(true);
    expect(rounds).toBeGreaterThan(0);
    const last = h.fake.lastTurnMessage(ch) as FakeMessage;
    if (now.status === 'active') {
      expect(last.content).toContain(`**Turn ${now.state.turn} ·`);
      expect(last.content).toContain('Maud vs The Pack');
      expect(last.content).toMatch(PACK_LINE);
    }
    expect(FakeDiscord.customIds(last).some((id) => id.endsWith(':close'))).toBe(now.status === 'active');
    const reply = (await h.run(h.fake.chatInput(bob, ch, 'status'))).responses()[0] as FakeMessage;
    expect(reply.content).toMatch(ISLAND_LINE);
    await expectNoSecrets(h, ch);
    expect(h.logs).toEqual([]);
  });
});
