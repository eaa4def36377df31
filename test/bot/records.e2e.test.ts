import { afterEach, describe, expect, it } from 'vitest';
import { getGame, loadGame } from '../../src/db/index.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { pick } from '../../src/bot/play/choose.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { gameExportSchema } from '../../src/db/gameExport.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { FakeDiscord, GUILD_ID, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { TEXT } from '../../src/bot/strings.js';
import { alice, bob, startHarness, type Harness } from './harness.js';

let h: Harness;
afterEach(async () => h?.stop());

/** A solo game of `userId` in `channelId` played to its end through the play layer, on the bot's own database. */
async function finishedGame(h: Harness, channelId: string, userId: string, killer: string, location: string, seed: number): Promise<number> {
  const d: PlayDeps = { db: h.store.db, now: () => Date.now(), defaults: DEFAULTS };
  const id = (await startGame(d, { channelId, guildId: GUILD_ID, userId, killer, location, girl: null, mode: 'solo', extreme: false, seed })).report.gameId;
  const policy = aggressivePolicy(seed);
  const state = async () => loadGame(await getGame(h.store.db, id) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state;
  for (let i = 0; i < 800 && !(await state()).result; i++) await pick(d, { channelId, userId, gameId: null, ref: { kind: 'text', text: policy(await state()) } });
  return id;
}

describe('records through the fake Discord', () => {
  it('/stats answers privately with the server’s record, the community rate and the grid; /stats who:me is the caller’s', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    const id = await finishedGame(h, ch, alice.id, 'volkar', 'pesadilla-verde', 3);
    const result = loadGame(await getGame(h.store.db, id) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.result;
    const res = await h.run(h.fake.chatInput(bob, ch, 'stats'));
    const [msg] = res.responses();
    expect(msg && isEphemeral(msg)).toBe(true);
    const text = res.text();
    expect(text).toContain('Final Girl records: this server');
    expect(text).toContain(`Won **${result === 'won' ? 1 : 0}** of **1**`);
    expect(text).toContain("• The Volk'ar: ");
    expect(text).toContain('people 74.0% of 77');
    expect(text).toContain('```');
    expect(text).toContain('finalgirlstats.com');
    const mine = (await h.run(h.fake.chatInput(bob, ch, 'stats', { who: 'me' }))).text();
    expect(mine).toContain('You have played no finished game here yet');
    const hers = (await h.run(h.fake.chatInput(alice, ch, 'stats', { who: 'me', killer: 'volkar' }))).text();
    expect(hers).toContain("(The Volk'ar)");
    expect(hers).toMatch(/You made or voted on \*\*\d+\*\* decisions in 1 game\./);
    const unknown = (await h.run(h.fake.chatInput(alice, ch, 'stats', { location: 'Camp Crystal' }))).text();
    expect(unknown).toContain('There is no Location called “Camp Crystal” here.');
  }, 60_000);

  it('/stats autocompletes Killers and Locations from the content', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    const res = await h.run(h.fake.autocomplete(alice, ch, 'stats', 'killer', 'ber'));
    expect(res.callback.json.data.choices).toEqual([{ name: 'Berith', value: 'berith' }]);
  });

  it('/log export: true attaches the finished game as a JSON file that parses as an export', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    await finishedGame(h, ch, alice.id, 'hunter', 'larmes-abbey', 2);
    const res = await h.run(h.fake.chatInput(alice, ch, 'log', { export: true }));
    const [msg] = res.responses();
    const file = msg?.attachments[0];
    expect(file?.filename).toMatch(/^final-girl-hunter-larmes-abbey-turn-\d+\.json$/);
    const parsed = gameExportSchema.parse(JSON.parse(String(file?.data)));
    expect(parsed.over).toBe(true);
    expect(parsed.choices?.length).toBeGreaterThan(0);
  }, 60_000);

  it('the recap of a game ended with /endgame carries the chart of the game by turn; /stats chart: true attaches the results', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 3 }));
    const d: PlayDeps = { db: h.store.db, now: () => Date.now(), defaults: DEFAULTS };
    const policy = aggressivePolicy(3);
    const state = async () => loadGame(await getGame(h.store.db, 1) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state;
    for (let i = 0; i < 40 && !(await state()).result; i++) await pick(d, { channelId: ch, userId: alice.id, gameId: null, ref: { kind: 'text', text: policy(await state()) } });
    expect((await state()).turn).toBeGreaterThan(1);
    const ask = await h.run(h.fake.chatInput(alice, ch, 'endgame'));
    const confirm = ask.responses()[0] as FakeMessage;
    await h.run(h.fake.component(alice, confirm, FakeDiscord.customIds(confirm).find((x) => x.endsWith(':end-yes')) ?? ''));
    const recap = h.fake.channelMessages(ch).find((m) => m.content.startsWith(TEXT.recapAbandoned));
    const chart = recap?.attachments.find((a) => a.filename === 'story.png');
    expect(chart?.data.subarray(1, 4).toString()).toBe('PNG');
    expect(chart?.description).toContain("by turn, turn 0 to ");
    expect(h.logs).toEqual([]);
    const finished = await finishedGame(h, h.newChannel(), alice.id, 'hunter', 'larmes-abbey', 2);
    expect(finished).toBe(2);
    const res = await h.run(h.fake.chatInput(bob, ch, 'stats', { chart: true }));
    const results = res.responses().flatMap((m) => m.attachments).find((a) => a.filename === 'results.png');
    expect(results?.description).toBe('This server, game by game, game 1 to 1: ' + (await getGame(h.store.db, 2) && loadGame(await getGame(h.store.db, 2) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.result === 'won' ? 'Won 1 to 1; Lost 0 to 0.' : 'Won 0 to 0; Lost 1 to 1.'));
  }, 60_000);
});
