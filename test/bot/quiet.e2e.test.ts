import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt, loadGame, publicEvents } from '../../src/db/index.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, startHarness, threePlayerVoteGame, type Harness } from './harness.js';

/**
 * A quiet channel (issue 33): one message per game turn, edited in place as its decisions are
 * made (what the last one did leads it), then edited down to the turn's chronicle when the
 * next game turn's message is posted. A picture comes only when the board changed. Seed 7, 3
 * players, first options, until game turn 4 is reached.
 */
describe('end to end: one message per game turn', () => {
  let h: Harness;
  const ch = '1300000000000000981';
  let gameId = 0;
  let before = 0;
  const decisions: { promptNo: number; turn: number; byCaller: boolean }[] = [];

  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
    // The lobby is the start's; the game turns' messages come after it.
    before = h.fake.channelMessages(ch).length - 1;
    for (let n = 0; n < 80; n++) {
      const row = await getGame(h.store.db, gameId);
      if (!row || row.status !== 'active') break;
      const state = loadGame(row).state;
      if (!state.pending || state.turn > 3) break;
      const byCaller = (await getPrompt(h.store.db, gameId, row.promptNo))?.byCaller ?? false;
      decisions.push({ promptNo: row.promptNo, turn: state.turn, byCaller });
      const voters = byCaller ? [alice] : [alice, bob, carol];
      for (const u of voters) await h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${row.promptNo}:0` }));
    }
    await h.bot.idle();
  });
  afterAll(() => h.stop());

  const messages = () => h.fake.channelMessages(ch).slice(before);
  const turnMessageOf = async (promptNo: number) => (await getPrompt(h.store.db, gameId, promptNo))?.messageId;
  const turns = () => [...new Set(decisions.map((d) => d.turn))];

  it('the decisions of a game turn share its one message; each game turn has its own', async () => {
    expect(turns().length).toBeGreaterThanOrEqual(3);
    expect(decisions.length).toBeGreaterThan(turns().length);
    for (const [i, d] of decisions.entries()) {
      const prev = decisions[i - 1];
      if (!prev) continue;
      if (d.turn === prev.turn) expect(await turnMessageOf(d.promptNo), `prompt ${d.promptNo}`).toBe(await turnMessageOf(prev.promptNo));
      else expect(await turnMessageOf(d.promptNo), `prompt ${d.promptNo}`).not.toBe(await turnMessageOf(prev.promptNo));
    }
    // No other post: no step account, no ping line of its own (the last decision opened the next game turn's message).
    const ids = new Set(await Promise.all(decisions.map(async (d) => await turnMessageOf(d.promptNo))));
    expect(ids.size).toBe(turns().length);
    expect(messages().length).toBe(turns().length + 1);
  });

  it("a game turn over is its chronicle: no buttons, no picture, headed by its turn; the current one's is live", () => {
    const all = messages();
    const live = all.at(-1);
    for (const m of all.slice(0, -1)) {
      expect(m.components).toEqual([]);
      expect(m.attachments).toEqual([]);
      expect(m.content).toMatch(/^📖 \*\*Turn \d+\*\*/);
      expect(m.content).not.toContain('**Decide:**');
      expect(m.content.length).toBeLessThanOrEqual(800);
    }
    expect(live?.content).toContain('**Decide:**');
    expect(live?.components.length).toBeGreaterThan(0);
  });

  it('what the last decision did leads the live message, above the question', () => {
    const texts = messages().flatMap((m) => m.history);
    const led = texts.filter((t) => t.includes('Vote closed') && t.indexOf('Vote closed') < t.indexOf('**Decide:**'));
    expect(led.length).toBeGreaterThan(3);
  });

  it('📜 Full account: the last game turn and this one, every public line, privately, in the order they happened', async () => {
    const live = h.fake.lastTurnMessage(ch) as FakeMessage;
    const id = FakeDiscord.customIds(live).find((x) => x.endsWith(':account')) as string;
    const res = await h.run(h.fake.component(bob, live, id));
    const pages = res.responses();
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(isEphemeral(p)).toBe(true);
    const text = pages.map((p) => p.content).join('\n');
    const turn = loadGame(await getGame(h.store.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.turn;
    const wanted = (await publicEvents(h.store.db, gameId)).filter((e) => e.turn >= turn - 1);
    expect(wanted.length).toBeGreaterThan(5);
    let at = -1;
    for (const e of wanted) {
      const next = text.indexOf(`T${e.turn} · ${e.text}`, at + 1);
      expect(next, e.text).toBeGreaterThan(at);
      at = next;
    }
    expect(text).not.toContain(`T${turn - 2} · `);
  });

  it('a new picture only when the board changed since the last one: never the same picture twice in a row', () => {
    const uploads = h.fake.requests.flatMap((r) => (r.path.startsWith(`/channels/${ch}/messages`) ? r.files.filter((f) => f.filename.endsWith('.png')).map((f) => f.data) : []));
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.length).toBeLessThan(decisions.length);
    for (let i = 1; i < uploads.length; i++) expect(Buffer.compare(uploads[i] as Buffer, uploads[i - 1] as Buffer)).not.toBe(0);
  });
});
