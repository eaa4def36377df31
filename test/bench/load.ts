import { performance } from 'node:perf_hooks';
import { findActiveGame } from '../../src/db/index.js';
import { alice, startHarness } from '../bot/harness.js';

/** Latency figures of one batch of interactions, in milliseconds. */
export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadFigures {
  channels: number;
  /** Interaction in → Discord's callback (the acknowledgement), with every channel playing at once. */
  callback: Latencies;
  /** One `/status` at a time, interaction in → its answer out (database and picture included). */
  roundTrip: Latencies;
  ms: number;
  note: string;
}

function latencies(xs: number[]): Latencies {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { count: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

/**
 * A bounded loopback load test: `channels` solo games through the fake Discord, then `rounds`
 * rounds in which every channel makes its next choice at the same moment.
 */
export async function loadTest(channels = 200, rounds = 3, maxMs = 240_000): Promise<LoadFigures> {
  const h = await startHarness();
  const t0 = performance.now();
  let note = '';
  try {
    const chs = Array.from({ length: channels }, () => h.newChannel());
    for (const [i, ch] of chs.entries()) {
      await h.fake.interact(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: i + 1 }));
      if (performance.now() - t0 > maxMs / 2) {
        note = `set up only ${i + 1} games within the time bound.`;
        chs.length = i + 1;
        break;
      }
    }
    await h.bot.idle();
    const callback: number[] = [];
    for (let r = 0; r < rounds && performance.now() - t0 < maxMs; r++) {
      await Promise.all(
        chs.map(async (ch) => {
          const row = findActiveGame(h.store.db, ch);
          if (!row) return;
          const sent = performance.now();
          await h.fake.interact(h.fake.chatInput(alice, ch, 'choose', { choice: `#${row.promptNo}:0` }));
          callback.push(performance.now() - sent);
        }),
      );
      await h.bot.idle();
    }
    const roundTrip: number[] = [];
    for (const ch of chs.slice(0, 20)) {
      const sent = performance.now();
      const res = await h.fake.interact(h.fake.chatInput(alice, ch, 'status'));
      for (let n = 0; n < 1000 && !res.responses().some((m) => m.content.length > 0); n++) await new Promise((r) => setTimeout(r, 5));
      roundTrip.push(performance.now() - sent);
    }
    if (h.logs.length) note += `${note ? ' ' : ''}Bot log: ${h.logs.length} line(s), first: ${h.logs[0]}`;
    return { channels: chs.length, callback: latencies(callback), roundTrip: latencies(roundTrip), ms: performance.now() - t0, note };
  } finally {
    await h.stop();
  }
}
