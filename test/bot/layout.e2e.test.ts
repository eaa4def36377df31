import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt } from '../../src/db/index.js';
import { turnMessage } from '../../src/bot/views/turnLayout.js';
import { FakeDiscord, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, startHarness, threePlayerVoteGame, type Harness } from './harness.js';

const V2 = 1 << 15;
/** Component types of Discord's API. */
const T = { row: 1, text: 10, gallery: 12, container: 17 } as const;

/**
 * The phone-first turn message (issue 10): one components v2 container with what happened and
 * the summary, the picture, then the question and its buttons together under it. Edits (the
 * tally, the settled line) keep the picture without uploading it again.
 */
describe('end to end: the turn message is text, picture, question and buttons in one container', () => {
  let h: Harness;
  const ch = '1300000000000000991';
  let gameId = 0;

  beforeAll(async () => {
    h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
    gameId = await threePlayerVoteGame(h, ch, 7);
    await h.bot.idle();
  });
  afterAll(() => h.stop());

  const turn = () => h.fake.lastTurnMessage(ch) as FakeMessage;
  const container = (m: FakeMessage) => m.layout[0] as { type: number; components: any[] };
  const uploads = (messageId: string) => h.fake.requests.filter((r) => r.path.endsWith(`/messages/${messageId}`) && r.files.length > 0);

  it('one container: summary, the picture, then the question, then the buttons; no content of its own', () => {
    const m = turn();
    expect(m.flags & V2).toBe(V2);
    expect(m.layout).toHaveLength(1);
    const box = container(m);
    expect(box.type).toBe(T.container);
    const types = box.components.map((c) => c.type);
    expect(types.slice(0, 3)).toEqual([T.text, T.gallery, T.text]);
    expect(types.slice(3).every((t) => t === T.row)).toBe(true);
    expect(types.length).toBeGreaterThan(3);
    expect(box.components[0].content).toContain('Turn 1');
    expect(box.components[0].content).not.toContain('**Decide:**');
    expect(box.components[2].content).toMatch(/^\*\*Decide:\*\*/);
    expect(box.components[1].items[0].media.url).toBe('attachment://board.png');
    expect(box.components[1].items[0].description).toBeTruthy();
    expect(m.attachments.map((a) => a.filename)).toEqual(['board.png']);
  });

  it('a vote redraws the tally in place and keeps the picture, uploading nothing', async () => {
    const m = turn();
    const picture = m.attachments[0]?.id;
    const promptNo = (await getGame(h.store.db, gameId))?.promptNo as number;
    await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: `#${promptNo}:0` }));
    await h.bot.idle();
    expect(m.history.length).toBeGreaterThan(1);
    expect(m.content).toContain('Votes 1/3');
    expect(m.attachments.map((a) => a.id)).toEqual([picture]);
    expect(uploads(m.id)).toHaveLength(0);
    expect(container(m).components[1].items[0].media.url).toBe('attachment://board.png');
    expect(FakeDiscord.customIds(m).some((id) => id.includes(':pick:') || id.includes(':plan:'))).toBe(true);
  });

  it('when the vote closes, the message keeps its text and picture and loses its buttons (or the caller takes it over)', async () => {
    const m = turn();
    const promptNo = (await getGame(h.store.db, gameId))?.promptNo as number;
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${promptNo}:0` }));
    await h.bot.idle();
    const next = (await getGame(h.store.db, gameId))?.promptNo as number;
    const takenOver = (await getPrompt(h.store.db, gameId, next))?.messageId === m.id;
    if (!takenOver) expect(m.components).toEqual([]);
    expect(m.content).toContain('**Decide:**');
    expect(m.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const gallery = container(m).components.find((c) => c.type === T.gallery);
    expect(gallery?.items[0].media.url).toBe('attachment://board.png');
  });
});

describe('turn message layouts (turnLayout.ts)', () => {
  const text = 'Turn 2 · Action phase\nHealth 5/5\n\n**Decide:** What now?\nVotes 0/3';
  const rows = [{ type: 1, components: [{ type: 2, custom_id: 'fg:1:2:pick:0', label: 'End', style: 2 }] }] as any[];

  it('a turn message posted before the v2 layout stays content and rows', () => {
    expect(turnMessage(text, rows, { layout: 'legacy', picture: 'board' })).toEqual({ content: text, components: rows });
  });

  it('v2 without a picture: the summary, then the question with its live lines, then the buttons', () => {
    const out = turnMessage(text, rows, { layout: 'v2', picture: null });
    expect(out.flags).toBe(V2);
    expect(out.content).toBeUndefined();
    const inside = (out.components?.[0] as any).components as any[];
    expect(inside.map((c) => c.type)).toEqual([T.text, T.text, T.row]);
    expect(inside[0].content).toBe('Turn 2 · Action phase\nHealth 5/5');
    expect(inside[1].content).toBe('**Decide:** What now?\nVotes 0/3');
  });
});
