import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getPrompt } from '../../src/db/index.js';
import { alice, startHarness, type Harness } from './harness.js';

/**
 * Posts that fail (issue 12, defect 7): a turn message Discord did not take is tried again with
 * backoff, never posted twice (its nonce), and a game whose every try failed gets it back at
 * the next interaction in its channel.
 */
describe('end to end: a failed post is tried again, once', () => {
  let h: Harness;
  let clock = Date.now();
  beforeAll(async () => {
    h = await startHarness({ now: () => clock });
  });
  afterAll(() => h.stop());

  const turnMessages = (ch: string) => h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'));
  const start = (ch: string, seed: number) => h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed }));

  it('Discord answering 500 to every try of the first attempt: the next attempt posts the turn message', async () => {
    const ch = h.newChannel();
    // More failures than discord.js's own tries of one request.
    h.fake.failPosts(ch, 6, '5xx');
    const logged = h.logs.length;
    await start(ch, 1);
    expect(turnMessages(ch)).toHaveLength(1);
    expect(h.logs.slice(logged).some((l) => /\[publish\].*trying again/.test(l))).toBe(true);
    const row = await findActiveGame(h.store.db, ch);
    expect((await getPrompt(h.store.db, row?.id ?? 0, row?.promptNo ?? 0))?.messageId).toBe(turnMessages(ch)[0]?.id);
  });

  it('a post Discord made but whose answer was lost is not made twice (its nonce)', async () => {
    const ch = h.newChannel();
    h.fake.failPosts(ch, 1, 'lost');
    await start(ch, 2);
    expect(turnMessages(ch)).toHaveLength(1);
    expect(turnMessages(ch)[0]?.nonce).toMatch(/^t[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+$/);
  });

  it('when every try failed, the next command in the channel brings the turn message back', async () => {
    const ch = h.newChannel();
    h.fake.failPosts(ch, 1000, 'drop');
    await start(ch, 3);
    expect(turnMessages(ch)).toHaveLength(0);
    const row = await findActiveGame(h.store.db, ch);
    expect((await getPrompt(h.store.db, row?.id ?? 0, row?.promptNo ?? 0))?.messageId).toBeNull();
    // Discord is back; someone looks at the log at once: the message may still be on its way, so nothing yet.
    h.fake.failPosts(ch, 0);
    await h.run(h.fake.chatInput(alice, ch, 'log'));
    expect(turnMessages(ch)).toHaveLength(0);
    // A minute later it is missing for good: the next command brings it back.
    clock += 61_000;
    await h.run(h.fake.chatInput(alice, ch, 'log'));
    expect(turnMessages(ch)).toHaveLength(1);
    // She brought it back herself: she is not pinged for it.
    expect(turnMessages(ch)[0]?.content).not.toContain('🔔');
  });
});
