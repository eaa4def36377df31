import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index.js';
import { findActiveGame, getGame, latestGame, loadGame, saveGameState } from '../../src/db/index.js';
import { isEphemeral, type FakeMessage, type InteractionResult } from '../helpers/fakeDiscord.js';
import { runTasks, setVictims } from '../helpers/scenario.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from './harness.js';
import { killerOf } from '../helpers/scenario.js';

const BERITH = { killer: 'berith', location: 'larmes-abbey', girl: 'rita' } as const;
/** A space of L'Armes Abbey where the Girl and Ursula meet for the rigged scenes. */
const MEETING = 'crypt';

/**
 * Rewrites the channel's stored game so the open decision is an Action phase with `hand`, the
 * Girl in Ursula's space (no Malice there, no Victims) and the dice rigged. `extra` edits the
 * state further. The bot reads the game from the database on every interaction, so the next
 * /choose acts on this state (the prompt number does not change).
 */
async function rig(h: Harness, channelId: string, hand: string[], dice: number[], extra: (s: GameState) => void = () => undefined): Promise<void> {
  const row = await findActiveGame(h.store.db, channelId);
  if (!row) throw new Error(`no active game in ${channelId}`);
  const s = loadGame(row).state;
  s.turn = Math.max(1, s.turn);
  s.phase = 'action';
  s.girl.space = MEETING;
  killerOf(s).space = MEETING;
  s.girl.hand = hand;
  s.girl.horror = 2;
  s.girl.time = 6;
  s.riggedDice = dice;
  if (s.larmesAbbey) s.larmesAbbey.malice = s.larmesAbbey.malice.filter((sp) => sp !== MEETING);
  setVictims(s, {});
  extra(s);
  const sc = runTasks(s, [{ t: 'actionPhase' }]);
  if (!sc.state.pending?.options.some((o) => o.id === `play:${hand[0]}`)) throw new Error(`play:${hand[0]} is not open in the rigged state`);
  await saveGameState(h.store.db, row.id, row.version, sc.state, Date.now());
}

/** Expel Demon with one success (2 Horror dice: 6, 1) places exactly one blessing showing `token`. */
async function rigBlessing(h: Harness, channelId: string, token: number): Promise<void> {
  await rig(h, channelId, ['expel-demon'], [6, 1], (s) => {
    s.finalTokenPool = [token];
  });
}

const byId = async (h: Harness, channelId: string): Promise<GameState> => {
  const row = await findActiveGame(h.store.db, channelId) ?? await latestGame(h.store.db, channelId);
  if (!row) throw new Error('no game');
  return loadGame(row).state;
};

/** Every way the face of a blessing showing 3 or 2 health could be written. */
const FACE = /\b[1-3] health\b|health [1-3]\b|shows a blank token|Divine Blessing \d: blank/;

function ephemeralHasFace(res: InteractionResult): boolean {
  return res.responses().some((m) => isEphemeral(m) && FACE.test(m.content));
}

/** The face is only ever in ephemeral messages: no channel message, channel request, image text or log line. */
function expectNoPublicFace(h: Harness): void {
  for (const msg of h.fake.messages.values()) {
    const shown = msg.history.some((c) => FACE.test(c)) || msg.attachments.some((a) => FACE.test(a.description ?? ''));
    if (shown) expect(isEphemeral(msg), `message ${msg.id} shows a blessing face: ${msg.content}`).toBe(true);
    for (const a of msg.attachments) expect(a.description ?? '').not.toMatch(FACE);
  }
  for (const r of h.fake.requests) {
    if (r.path.startsWith('/channels/')) expect(JSON.stringify(r.json)).not.toMatch(FACE);
  }
  for (const line of h.logs) expect(line).not.toMatch(FACE);
}

/**
 * Strict games: the face is nowhere at all, not even in an ephemeral answer. Looks at the
 * channel's messages (replies included) and at the requests and log lines since `from`.
 */
function expectFaceNowhere(h: Harness, channelId: string, from: { requests: number; logs: number }): void {
  for (const msg of h.fake.messages.values()) {
    if (msg.channelId !== channelId) continue;
    for (const c of msg.history) expect(c, `message ${msg.id}`).not.toMatch(FACE);
    for (const a of msg.attachments) expect(a.description ?? '').not.toMatch(FACE);
  }
  for (const r of h.fake.requests.slice(from.requests)) expect(JSON.stringify(r.json ?? null)).not.toMatch(FACE);
  for (const line of h.logs.slice(from.logs)) expect(line).not.toMatch(FACE);
}

describe('end to end: Divine Blessings stay secret (Berith at L’Armes Abbey)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('autocomplete offers Berith, L’Armes Abbey, Rita and Lindi', async () => {
    const ch = h.newChannel();
    const ask = async (focused: string, typed: string) => {
      const res = await h.run(h.fake.autocomplete(alice, ch, 'newgame', focused, typed));
      return (res.callback.json.data.choices as { value: string }[]).map((c) => c.value);
    };
    expect(await ask('killer', '')).toContain('berith');
    expect(await ask('killer', 'ber')).toEqual(['berith']);
    expect(await ask('location', '')).toContain('larmes-abbey');
    expect(await ask('location', 'abbey')).toEqual(['larmes-abbey']);
    const girls = await ask('girl', '');
    expect(girls).toContain('rita');
    expect(girls).toContain('lindi');
  });

  it('solo, normal secrets: the chooser sees the face privately; team players see it in /secrets; a spectator is refused', async () => {
    const ch = h.newChannel();
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...BERITH, seed: 5 }));
    expect(started.text()).toContain('Divine Blessings: Heavenly (normal) side');
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    await rigBlessing(h, ch, 3);

    const played = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'play:expel-demon' }));
    const followUp = played.responses().find((m) => m.content.includes('Only you see this'));
    expect(followUp, 'the chooser gets the face in a follow-up').toBeDefined();
    expect(isEphemeral(followUp as FakeMessage)).toBe(true);
    expect(followUp?.content).toContain('Blessing 1 shows 3 health.');
    expect(played.responses().every(isEphemeral)).toBe(true);

    const channel = h.fake.channelMessages(ch).map((m) => m.content).join('\n');
    expect(channel).toContain('A Divine Blessing is placed face down on space 1 of the sheet.');
    expect(channel).toContain('learned something the table may not see');
    expect(h.fake.lastTurnMessage(ch)?.content).toContain('Divine Blessings (Heavenly): 1/7 placed, face down');

    for (const u of [alice, bob]) {
      const mine = await h.run(h.fake.chatInput(u, ch, 'secrets'));
      expect(isEphemeral(mine.responses()[0] as FakeMessage)).toBe(true);
      expect(mine.text()).toContain('Divine Blessing 1: 3 health');
    }
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const secretsButton = turn.components.flatMap((r: any) => r.components).find((c: any) => String(c.custom_id).endsWith(':secrets'));
    const viaButton = await h.run(h.fake.component(bob, turn, String(secretsButton.custom_id)));
    expect(ephemeralHasFace(viaButton)).toBe(true);

    const spectator = await h.run(h.fake.chatInput(carol, ch, 'secrets'));
    expect(spectator.text()).toContain('Join with `/join`');
    expect(spectator.text()).not.toMatch(FACE);
    const spectatorButton = await h.run(h.fake.component(carol, turn, String(secretsButton.custom_id)));
    expect(spectatorButton.text()).toContain('Join with `/join`');
    expect(spectatorButton.text()).not.toMatch(FACE);

    const log = await h.run(h.fake.chatInput(carol, ch, 'log', { count: 50 }));
    expect(log.text()).toContain('placed face down');
    expect(log.text()).not.toMatch(FACE);
    const status = await h.run(h.fake.chatInput(carol, ch, 'status', { public: true }));
    expect(status.text()).toContain('Divine Blessings (Heavenly): 1/7 placed, face down');
    expect(status.text()).toMatch(/😈 Malice \d+\/14: /);
    expectNoPublicFace(h);
  });

  it('vote game, normal secrets: the last voter, then the host closing the vote, get the face; other voters only through /secrets', async () => {
    const ch = h.newChannel();
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...BERITH, mode: 'vote', seed: 6 }));
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');

    await rigBlessing(h, ch, 3);
    const first = await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: 'play:expel-demon' }));
    expect(first.text()).toContain('You voted for');
    expect(first.text()).not.toMatch(FACE);
    const last = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'play:expel-demon' }));
    expect(last.text()).toContain('the last vote needed');
    expect(ephemeralHasFace(last)).toBe(true);
    expect(last.text()).toContain('Blessing 1 shows 3 health.');

    await rigBlessing(h, ch, 2);
    await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: 'play:expel-demon' }));
    const closed = await h.run(h.fake.chatInput(alice, ch, 'closevote'));
    expect(closed.text()).toContain('You closed the vote');
    expect(ephemeralHasFace(closed)).toBe(true);
    expect(closed.text()).toContain('Blessing 2 shows 2 health.');

    const bobs = await h.run(h.fake.chatInput(bob, ch, 'secrets'));
    expect(isEphemeral(bobs.responses()[0] as FakeMessage)).toBe(true);
    expect(bobs.text()).toContain('Divine Blessing 1: 3 health');
    expect(bobs.text()).toContain('Divine Blessing 2: 2 health');
    const spectator = await h.run(h.fake.chatInput(carol, ch, 'secrets'));
    expect(spectator.text()).toContain('Join with `/join`');
    expect(h.fake.lastTurnMessage(ch)?.content).toContain('Divine Blessings (Heavenly): 2/7 placed, face down');
    expectNoPublicFace(h);
  });

  it('strict secrets: the face reaches nobody, not even privately, until the final reveal', async () => {
    const ch = h.newChannel();
    const from = { requests: h.fake.requests.length, logs: h.logs.length };
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...BERITH, seed: 7, strict: true }));
    expect(started.text()).toContain('strict: faces hidden from everyone until the final reveal');
    expect((await byId(h, ch)).setup.strictSecrets).toBe(true);
    await h.run(h.fake.chatInput(bob, ch, 'join'));
    await rigBlessing(h, ch, 3);

    const played = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'play:expel-demon' }));
    expect(played.text()).not.toContain('Only you see this');
    expect(h.fake.channelMessages(ch).map((m) => m.content).join('\n')).toContain('placed face down on space 1');
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('learned something'))).toBe(false);
    for (const u of [alice, bob]) {
      const mine = await h.run(h.fake.chatInput(u, ch, 'secrets'));
      expect(mine.text()).toContain('Divine Blessings: hidden from everyone until the final reveal');
    }
    await h.run(h.fake.chatInput(alice, ch, 'status'));
    await h.run(h.fake.chatInput(alice, ch, 'log', { count: 50 }));
    expectFaceNowhere(h, ch, from);

    // The finishing blow: Ursula's last Health goes, the sheet is revealed to everyone.
    await rig(h, ch, ['weak-attack'], [6, 6, 6, 6], (s) => {
      s.girl.horror = 1;
      killerOf(s).health = 0;
      killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    });
    const blow = await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'play:weak-attack' }));
    expect(blow.text()).not.toContain('Only you see this');
    expect((await getGame(h.store.db, (await latestGame(h.store.db, ch))?.id ?? 0))?.status).toBe('over');
    const channel = h.fake.channelMessages(ch).map((m) => m.content).join('\n');
    expect(channel).toContain('The Divine Blessings are revealed: 3 health.');
    const recap = h.fake.channelMessages(ch).find((m) => m.content.includes('The Final Girl survives'));
    expect(recap?.content).toContain('revealed: 3 health');
  });

  it('/newgame blessings:hellish starts a game whose public view says hellish; other Killers ignore the option', async () => {
    const ch = h.newChannel();
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { ...BERITH, seed: 8, blessings: 'hellish', ambiguity: 'players-decide', epic: true }));
    expect(isEphemeral(started.responses()[0] as FakeMessage)).toBe(false);
    expect(started.text()).toContain('Divine Blessings: Hellish (hard) side');
    expect(started.text()).toContain('Epic Dark Power and Epic Finale');
    expect(started.text()).toContain('Ambiguity: players decide');
    const state = await byId(h, ch);
    expect((publicView(state).modules.berith as { side: string }).side).toBe('hellish');
    expect(state.setup).toMatchObject({ blessingsSide: 'hellish', strictSecrets: false, ambiguity: 'players-decide', epicDarkPower: true, epicFinale: true });
    expect(h.fake.lastTurnMessage(ch)?.content).toContain('Divine Blessings (Hellish): 0/7 placed, face down');

    const other = h.newChannel();
    const volkar = await h.run(h.fake.chatInput(alice, other, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 9, blessings: 'hellish', strict: true }));
    expect(volkar.text()).toContain('started');
    expect(volkar.text()).not.toContain('Divine Blessings');
    expect(h.fake.lastTurnMessage(other)?.content).not.toContain('Divine Blessings');
    // Render trouble (another part of the project) may log; nothing else should.
    expect(h.logs.filter((l) => !l.startsWith('[render]'))).toEqual([]);
  });
});
