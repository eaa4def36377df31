import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt, loadGame } from '../../src/db/index.js';
import type { FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, startHarness, threePlayerVoteGame, type Harness } from './harness.js';

/**
 * A quiet channel (issue 10): what happened leads the next turn message instead of a message of
 * its own, the caller's follow-ups take over the turn message of the decision they belong to,
 * and a picture comes only when the board changed. Seed 7, 3 players, first options.
 */
describe('end to end: a vote game keeps the channel quiet', () => {
  let h: Harness;
  const ch = '1300000000000000981';
  let gameId = 0;
  let before = 0;
  const decisions: { promptNo: number; byCaller: boolean }[] = [];

  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
    // The lobby and the first turn message are the start's; the decisions' messages come after.
    before = h.fake.channelMessages(ch).length - 1;
    for (let n = 0; n < 14; n++) {
      const row = getGame(h.store.db, gameId);
      if (!row || row.status !== 'active' || !loadGame(row).state.pending) break;
      const byCaller = getPrompt(h.store.db, gameId, row.promptNo)?.byCaller ?? false;
      decisions.push({ promptNo: row.promptNo, byCaller });
      const voters = byCaller ? [alice] : [alice, bob, carol];
      for (const u of voters) await h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${row.promptNo}:0` }));
    }
    await h.bot.idle();
  });
  afterAll(() => h.stop());

  const messages = () => h.fake.channelMessages(ch).slice(before);
  const turnMessageOf = (promptNo: number) => getPrompt(h.store.db, gameId, promptNo)?.messageId;

  it('no step account of its own: every new message is a turn message or a ping line for the caller', () => {
    expect(decisions.length).toBeGreaterThan(8);
    expect(decisions.some((d) => d.byCaller)).toBe(true);
    for (const m of messages()) expect(m.history[0]).toMatch(/\*\*Decide:\*\*|^🔔 .*your call/);
    // One message per decision at most (the last counted decision opened one more).
    expect(messages().length).toBeLessThanOrEqual(decisions.length + 1);
  });

  it("a caller's follow-up shows on the message of the decision it follows; a voted decision gets a new one", () => {
    for (const [i, d] of decisions.entries()) {
      if (i === 0) continue;
      const prev = decisions[i - 1] as (typeof decisions)[number];
      if (d.byCaller) expect(turnMessageOf(d.promptNo), `prompt ${d.promptNo}`).toBe(turnMessageOf(prev.promptNo));
      else expect(turnMessageOf(d.promptNo), `prompt ${d.promptNo}`).not.toBe(turnMessageOf(prev.promptNo));
    }
  });

  it('what the decision did leads the next turn message: the vote result, then the newest events', () => {
    const texts = messages().flatMap((m: FakeMessage) => m.history);
    const led = texts.filter((t) => t.includes('Vote closed') && t.indexOf('Vote closed') < t.indexOf('**Decide:**'));
    expect(led.length).toBeGreaterThan(3);
    expect(texts.some((t) => t.includes('Vote closed') && !t.includes('**Decide:**'))).toBe(false);
  });

  it('a new picture only when the board changed since the last one: never the same picture twice in a row', () => {
    const pictures = messages().flatMap((m) => m.attachments.filter((a) => a.filename.endsWith('.png')).map((a) => a.data));
    expect(pictures.length).toBeGreaterThan(0);
    const turnMessages = new Set(decisions.map((d) => turnMessageOf(d.promptNo)));
    expect(pictures.length).toBeLessThan(turnMessages.size + decisions.filter((d) => d.byCaller).length);
    for (let i = 1; i < pictures.length; i++) expect(Buffer.compare(pictures[i] as Buffer, pictures[i - 1] as Buffer)).not.toBe(0);
  });
});
