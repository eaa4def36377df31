import { afterAll, describe, expect, it } from 'vitest';
import { claimPrompt, getGame, getPrompt, transact, updatePrompt, type Db } from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { claimReminder } from '../../src/bot/play/remind.js';
import { join as joinTeam } from '../../src/bot/play/team.js';
import { deadlineReached } from '../../src/bot/play/voteWindow.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import type { Publisher } from '../../src/bot/publish.js';
import { Scheduler } from '../../src/bot/scheduler.js';
import { tempDir } from '../bot/harness.js';
import { DIALECTS, storeMaker, type TestStore } from '../helpers/dialects.js';

/**
 * Timers are served exactly once across processes: two handles on one database (as two bot
 * processes, e.g. two hosts whose shard lists overlap while one restarts, or a stale process)
 * race on the same due reminder or deadline, and exactly one of them wins it.
 */
const tmp = tempDir();
const stores = storeMaker(() => tmp.dir);
afterAll(async () => {
  await stores.stop();
  tmp.cleanup();
});

const OPENED = 5_000_000;
const REMIND_MS = 60_000;
const WINDOW_MS = 600_000;
/** Racers per handle: enough to overlap on both dialects. */
const RACERS = 6;

function deps(db: Db, now: number): PlayDeps {
  return { db, now: () => now, defaults: { ...DEFAULTS, reminderSec: REMIND_MS / 1000, voteWindowSec: WINDOW_MS / 1000 } };
}

/** A vote game of three in channel c1, its first prompt opened at OPENED with a turn message; game 1. */
async function voteGame(db: Db): Promise<void> {
  const d = deps(db, OPENED);
  await startGame(d, { channelId: 'c1', guildId: '81384788765712384', userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 11 });
  await joinTeam(d, { channelId: 'c1', userId: 'p2' });
  await joinTeam(d, { channelId: 'c1', userId: 'p3' });
  await startFromLobby(d, { channelId: 'c1', userId: 'host', gameId: null });
  await updatePrompt(db, 1, 1, { messageId: '1300000000000000001' });
}

/** Every racer on both handles at `now`, all started before any settles. */
async function race<T>(s: TestStore, other: Db, now: number, work: (d: PlayDeps) => Promise<T>): Promise<T[]> {
  const handles = [s.db, other];
  return await Promise.all(Array.from({ length: RACERS * 2 }, (_, k) => work(deps(handles[k % 2] as Db, now))));
}

/** A publisher that only counts what a scheduler asks it to send. */
function countingPublisher(): { publisher: Publisher; sent: string[] } {
  const sent: string[] = [];
  const stub = {
    publish: async () => void sent.push('publish'),
    refresh: async () => void sent.push('refresh'),
    notice: async (_gameId: number, _channelId: string, text: string) => void sent.push(text),
  };
  return { publisher: stub as unknown as Publisher, sent };
}

describe.each(DIALECTS)('timers exactly once across processes, on %s', (dialect) => {
  it('a claim is the row change itself: a second claim from the same reading is refused', async () => {
    const s = await stores.open(dialect);
    await voteGame(s.db);
    // Both read the same last ping (the prompt's opening) and try to claim the reminder after it.
    const seen = (await getPrompt(s.db, 1, 1))?.lastPingAt ?? null;
    expect(seen).toBe(OPENED);
    const first = await transact(s.db, async (tx) => await claimPrompt(tx, 1, 1, 'lastPingAt', seen, { lastPingAt: OPENED + REMIND_MS }));
    const second = await transact(s.db, async (tx) => await claimPrompt(tx, 1, 1, 'lastPingAt', seen, { lastPingAt: OPENED + REMIND_MS + 1 }));
    expect([first, second]).toEqual([true, false]);
    expect((await getPrompt(s.db, 1, 1))?.lastPingAt).toBe(OPENED + REMIND_MS);
    // A deadline likewise: only the reading of the deadline still stored claims it.
    const deadline = (await getPrompt(s.db, 1, 1))?.deadlineAt ?? null;
    expect(deadline).toBe(OPENED + WINDOW_MS);
    expect(await transact(s.db, async (tx) => await claimPrompt(tx, 1, 1, 'deadlineAt', 1, { deadlineAt: null, overdue: true }))).toBe(false);
    expect(await transact(s.db, async (tx) => await claimPrompt(tx, 1, 1, 'deadlineAt', deadline, { deadlineAt: null, overdue: true }))).toBe(true);
    expect(await transact(s.db, async (tx) => await claimPrompt(tx, 1, 1, 'deadlineAt', deadline, { deadlineAt: null, overdue: true }))).toBe(false);
    await s.close();
  });

  it('racing claimReminder callers on two processes: one reminder a round, recorded once', async () => {
    const s = await stores.open(dialect);
    const other = await s.another();
    await voteGame(s.db);
    for (let round = 1; round <= 3; round++) {
      const now = OPENED + round * (REMIND_MS + 1000);
      const won = (await race(s, other.db, now, async (d) => await claimReminder(d, 1, 1))).filter((r) => r !== null);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(won[0]?.ids).toEqual(['host', 'p2', 'p3']);
      expect((await getPrompt(s.db, 1, 1))?.lastPingAt).toBe(now);
      // Not due again until the interval has passed since this ping.
      expect((await race(s, other.db, now + REMIND_MS - 1, async (d) => await claimReminder(d, 1, 1))).filter((r) => r !== null)).toEqual([]);
    }
    await other.close();
    await s.close();
  });

  it('two schedulers on two processes, both finding the reminder due: one notice is sent', async () => {
    const s = await stores.open(dialect);
    const other = await s.another();
    await voteGame(s.db);
    const now = OPENED + REMIND_MS + 1000;
    const errors: string[] = [];
    const runs = [s.db, other.db].map((db) => {
      const c = countingPublisher();
      return { ...c, scheduler: new Scheduler(deps(db, now), c.publisher, (line) => errors.push(line)) };
    });
    await Promise.all(runs.map((r) => r.scheduler.start()));
    // Both timers are due at once (delay 0); wait, bounded, until the ping is recorded and both are done.
    for (let k = 0; k < 200 && (await getPrompt(s.db, 1, 1))?.lastPingAt !== now; k++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    await Promise.all(runs.map((r) => r.scheduler.idle()));
    await Promise.all(runs.map((r) => r.scheduler.stop()));
    expect(errors).toEqual([]);
    expect(runs.flatMap((r) => r.sent).filter((t) => t.startsWith('⏰'))).toHaveLength(1);
    await other.close();
    await s.close();
  });

  it('racing deadlineReached callers: a vote with a ballot closes once; one without is marked overdue once', async () => {
    const s = await stores.open(dialect);
    const other = await s.another();
    await voteGame(s.db);
    await pick(deps(s.db, OPENED + 1000), { channelId: 'c1', userId: 'p2', gameId: null, ref: { kind: 'text', text: 'end' } });
    const late = OPENED + WINDOW_MS + 1;
    const closed = await race(s, other.db, late, async (d) => await deadlineReached(d, 1, 1));
    expect(closed.map((o) => o.kind).sort()).toEqual(['closed', ...Array<string>(RACERS * 2 - 1).fill('nothing')]);
    const g = await getGame(s.db, 1);
    expect(g?.promptNo).toBe(2);
    expect((await getPrompt(s.db, 1, 1))?.status).toBe('closed');

    // The next prompt's window runs out with no ballot: it stays open, overdue, and is reported once.
    const opened2 = (await getPrompt(s.db, 1, 2))?.openedAt ?? 0;
    const overdue = await race(s, other.db, opened2 + WINDOW_MS + 1, async (d) => await deadlineReached(d, 1, 2));
    expect(overdue.map((o) => o.kind).sort()).toEqual([...Array<string>(RACERS * 2 - 1).fill('nothing'), 'overdue']);
    expect(await getPrompt(s.db, 1, 2)).toMatchObject({ status: 'open', overdue: true, deadlineAt: null });
    expect((await getGame(s.db, 1))?.version).toBe(g?.version);
    await other.close();
    await s.close();
  });
});
