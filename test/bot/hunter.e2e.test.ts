import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getFinished, getGame, latestGame, loadGame } from '../../src/db/index.js';
import type { GameState } from '../../src/engine/index.js';
import { FakeDiscord, isEphemeral, type FakeMessage, type FakeUser } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { pngSize } from './png.js';

/** Most decisions a solo game may take before the test gives up (seeded games end in well under it). */
const SOLO_STEPS = 600;
/** Most vote rounds the vote game may take to finish its first turn. */
const VOTE_ROUNDS = 40;

/** One choice a turn message offers: a quick button, or a line of one of its menus. */
interface Offer {
  customId: string;
  label: string;
  value?: string;
}

/** Every choice the message's buttons and menus offer (not the utility buttons). */
function offers(msg: FakeMessage): Offer[] {
  const all = msg.components.flatMap((row: any) => (row.components as any[]) ?? []);
  const out: Offer[] = [];
  for (const c of all) {
    if (c.type === 2 && /:pick:\d+$/.test(String(c.custom_id))) out.push({ customId: String(c.custom_id), label: String(c.label) });
    if (c.type === 3) for (const o of c.options as { label: string; value: string }[]) out.push({ customId: String(c.custom_id), label: o.label, value: o.value });
  }
  return out;
}

async function take(h: Harness, user: FakeUser, msg: FakeMessage, o: Offer) {
  return h.run(o.value === undefined ? h.fake.component(user, msg, o.customId) : h.fake.component(user, msg, o.customId, [o.value]));
}

/** The channel's game, running or just over. */
function stateIn(h: Harness, ch: string): { id: number; status: string; state: GameState } {
  const row = findActiveGame(h.store.db, ch) ?? latestGame(h.store.db, ch);
  if (!row) throw new Error(`no game in ${ch}`);
  return { id: row.id, status: row.status, state: loadGame(row).state };
}

/** The board pictures posted in the channel, with their alt text. */
function pictures(h: Harness, ch: string) {
  return h.fake.channelMessages(ch).flatMap((m) => m.attachments.filter((a) => a.filename === 'board.png'));
}

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
      expect(reply.content).toMatch(/🔪 Mark V: V1? at [^(]+ \(3\/3 Health\)/);
      expect(pngSize(reply.attachments[0]?.data ?? Buffer.alloc(0)).width).toBe(1000);

      let steps = 0;
      for (; steps < SOLO_STEPS && stateIn(h, ch).status === 'active'; steps++) {
        const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
        const open = offers(turn);
        expect(open.length, `step ${steps}: ${turn.content}`).toBeGreaterThan(0);
        const res = await take(h, alice, turn, open[(steps * 7) % open.length] as Offer);
        expect(res.callback.json.type, res.text()).not.toBe(4);
      }
      const end = stateIn(h, ch);
      expect(end.status, `still running after ${steps} decisions`).toBe('over');
      expect(['won', 'lost']).toContain(end.state.result);
      expect(getFinished(h.store.db, end.id)?.result).toBe(end.state.result);
      expect(getGame(h.store.db, end.id)?.status).toBe('over');
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
    for (; rounds < VOTE_ROUNDS && stateIn(h, ch).state.turn < 2 && stateIn(h, ch).status === 'active'; rounds++) {
      const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
      expect(turn.content).toContain('Votes 0/3');
      const open = offers(turn);
      const choice = open.find((o) => o.label === 'End the Action phase') ?? (open[0] as Offer);
      for (const u of [alice, bob]) expect((await take(h, u, turn, choice)).text()).toContain('You voted for');
      expect((await take(h, carol, turn, choice)).text()).toContain('the last vote needed');
    }
    const now = stateIn(h, ch);
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
