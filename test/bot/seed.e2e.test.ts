import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/db/index.js';
import { TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, pressLobby, startHarness, type Harness } from './harness.js';

/**
 * The seed of a running game, with the public setup, rebuilds every deck, token and future die:
 * nobody may learn it before the game is over (issue 32). Everything the bot sends to Discord
 * is checked: channel posts and edits, private replies, custom ids, files, and its own log.
 */
function everythingSent(h: Harness, from = 0): string {
  return h.fake.requests
    .slice(from)
    .map((r) => `${r.path} ${JSON.stringify(r.json ?? null)} ${r.files.map((f) => `${f.filename} ${f.data.toString('latin1')}`).join(' ')}`)
    .join('\n');
}

const seedOf = async (h: Harness, gameId: number): Promise<string> => {
  const row = await getGame(h.store.db, gameId);
  if (!row) throw new Error(`no game ${gameId}`);
  return row.seed;
};

describe('end to end: the seed of a running game reaches no one', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('a solo game drawn by the bot: not in the start, the turn messages, /status, /log, its export, /stats or the log; the recap gives it once ended', async () => {
    const ch = h.newChannel();
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'raptors', location: 'isla-lagarto' }));
    const seed = await seedOf(h, 1);
    // The harness draws nine-digit seeds, which no other number the bot sends could match by chance.
    expect(seed.length).toBe(9);
    expect(started.text()).not.toContain(seed);
    expect(started.text()).not.toContain('chose');
    // Joining a solo game says it has no votes (it used to say "Vote with the buttons").
    const joined = await h.run(h.fake.chatInput(bob, ch, 'join'));
    expect(joined.text()).toContain('solo game, with no votes');
    expect(joined.text()).not.toContain('Vote with');
    for (const cmd of ['status', 'secrets', 'hint', 'stats']) await h.run(h.fake.chatInput(alice, ch, cmd));
    await h.run(h.fake.chatInput(alice, ch, 'log', { count: 50 }));
    const exported = await h.run(h.fake.chatInput(alice, ch, 'log', { export: true }));
    expect(exported.responses().flatMap((m) => m.attachments).length, 'the export came as a file').toBe(1);
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    await h.run(h.fake.component(alice, turn, FakeDiscord.customIds(turn).find((x) => /:pick:0$/.test(x)) ?? ''));
    const sent = everythingSent(h);
    expect(sent.length).toBeGreaterThan(10_000);
    expect(sent).not.toContain(seed);
    expect(h.logs.join('\n')).not.toContain(seed);

    const before = h.fake.requests.length;
    const ask = await h.run(h.fake.chatInput(alice, ch, 'endgame'));
    const confirm = ask.responses()[0] as FakeMessage;
    await h.run(h.fake.component(alice, confirm, FakeDiscord.customIds(confirm).find((x) => x.endsWith(':end-yes')) ?? ''));
    const recap = h.fake.channelMessages(ch).find((m) => m.content.startsWith(TEXT.recapAbandoned));
    expect(recap?.content).toContain(TEXT.recapSeed(seed));
    expect(everythingSent(h, before)).toContain(seed);
    const afterwards = await h.run(h.fake.chatInput(alice, ch, 'log', { export: true }));
    const file = afterwards.responses().flatMap((m) => m.attachments)[0];
    expect(JSON.parse(file?.data.toString('utf8') ?? '{}').seed).toBe(Number(seed));
  }, 60_000);

  it('a vote game whose host typed the seed says publicly that the host chose it, without the number', async () => {
    const ch = h.newChannel();
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 7_654_321 }));
    expect(started.text()).toContain('🌱 The host chose this game’s seed.');
    await pressLobby(h, bob, ch, 'join');
    await pressLobby(h, alice, ch, 'start');
    expect(everythingSent(h)).not.toContain('7654321');
  }, 60_000);
});
