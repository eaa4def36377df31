import { performance } from 'node:perf_hooks';
import { commands } from '../../commands/index.js';
import { Bot } from '../../src/bot/bot.js';
import { findActiveGame, openDb, type Db } from '../../src/db/index.js';
import { alice } from '../bot/harness.js';
import { FakeDriver, type CommandCall } from './fakeDriver.js';
import { FakeThread } from './fakeThread.js';

/** Latency figures of one batch of interactions, in milliseconds. */
export interface Latencies {
  count: number;
  /** Interactions that got no callback within the fake's wait (fakeDriver.ts); counted in the percentiles as the slowest. */
  lost: number;
  p50: number;
  p99: number;
  max: number;
}

/** The store a load test runs on, and how to let it go. */
export interface LoadStore {
  /** As the figures name it: SQLite or Postgres. */
  name: string;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

/** The default: SQLite in memory (the file's own costs are the disk's, not the bot's). */
export const SQLITE_MEMORY: LoadStore = {
  name: 'SQLite',
  open: async () => {
    const lite = openDb(':memory:');
    return { db: lite.db, close: async () => lite.close() };
  },
};

export interface LoadFigures {
  channels: number;
  /** The store the games were on (LoadStore.name). */
  store: string;
  /** Where the fake Discord ran: on its own thread, or on the bot's event loop. */
  fake: 'thread' | 'same loop';
  /** Interaction sent → the fake received Discord's callback (the acknowledgement), with every channel playing at once. */
  callback: Latencies;
  /** The same, round by round (the first round after the set-up opens its connections afresh). */
  rounds: Latencies[];
  /** One `/status` at a time, interaction sent → its answer's text arrived (database and picture included). */
  roundTrip: Latencies;
  ms: number;
  note: string;
}

function latencies(xs: number[]): Latencies {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { count: s.length, lost: s.filter((x) => x === Infinity).length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

/**
 * A bounded loopback load test: `channels` solo games through the fake Discord, then `rounds`
 * rounds in which every channel makes its next choice at the same moment, then `/status` one at
 * a time. The fake runs on a thread of its own by default (`sameLoop` puts it on the bot's
 * event loop, where its own work is counted against the bot); either way each time is taken on
 * the fake's side (fakeDriver.ts).
 */
export async function loadTest(channels = 200, rounds = 3, maxMs = 240_000, sameLoop = false, on: LoadStore = SQLITE_MEMORY): Promise<LoadFigures> {
  const fake = sameLoop ? await FakeDriver.start() : await FakeThread.start();
  const store = await on.open();
  const logs: string[] = [];
  const bot = new Bot({ db: store.db, commands, apiUrl: fake.apiUrl, log: (line) => logs.push(line), defaults: { reminderSec: 0 } });
  const t0 = performance.now();
  let note = '';
  try {
    await bot.start('fake-token-for-the-load-test');
    const chs = Array.from({ length: channels }, (_, i) => String(1_300_000_000_000_000_000n + BigInt(i)));
    for (const [i, ch] of chs.entries()) {
      await fake.command({ user: alice, channelId: ch, name: 'newgame', options: { killer: 'volkar', location: 'pesadilla-verde', seed: i + 1 } });
      if (performance.now() - t0 > maxMs / 2) {
        note = `set up only ${i + 1} games within the time bound.`;
        chs.length = i + 1;
        break;
      }
    }
    await bot.idle();
    const callback: number[] = [];
    const byRound: Latencies[] = [];
    for (let r = 0; r < rounds && performance.now() - t0 < maxMs; r++) {
      const calls: CommandCall[] = [];
      for (const ch of chs) {
        const row = await findActiveGame(store.db, ch);
        if (row) calls.push({ user: alice, channelId: ch, name: 'choose', options: { choice: `#${row.promptNo}:0` } });
      }
      const times = await fake.burst(calls);
      callback.push(...times);
      byRound.push(latencies(times));
      await bot.idle();
    }
    const roundTrip: number[] = [];
    for (const ch of chs.slice(0, 20)) roundTrip.push(await fake.roundTrip({ user: alice, channelId: ch, name: 'status' }));
    await bot.idle();
    if (logs.length) note += `${note ? ' ' : ''}Bot log: ${logs.length} line(s), first: ${logs[0]}`;
    return { channels: chs.length, store: on.name, fake: sameLoop ? 'same loop' : 'thread', callback: latencies(callback), rounds: byRound, roundTrip: latencies(roundTrip), ms: performance.now() - t0, note };
  } finally {
    await bot.stop();
    await store.close();
    await fake.close();
  }
}
