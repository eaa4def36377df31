/**
 * A FakeDriver on a thread of its own, driven by messages: the load test's fake Discord then does
 * its work (HTTP, the gateway, recording) beside the bot's event loop instead of on it.
 * Main side: `FakeThread`; this module is also the thread's entry.
 */
import { isMainThread, parentPort, type Worker } from 'node:worker_threads';
import { typescriptWorker } from '../../src/typescriptWorker.js';
import { FakeDriver, type CommandCall } from './fakeDriver.js';

type Call = { op: 'command' | 'roundTrip'; call: CommandCall } | { op: 'burst'; calls: CommandCall[] } | { op: 'close' };
type Request = Call & { n: number };
type Answer = { n: number; value?: unknown; error?: string };

/** The main thread's handle on the fake's thread: the same calls as FakeDriver, answered by messages. */
export class FakeThread {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  private constructor(
    private readonly worker: Worker,
    readonly apiUrl: string,
  ) {
    worker.on('message', (a: Answer) => {
      const w = this.waiting.get(a.n);
      this.waiting.delete(a.n);
      if (a.error !== undefined) w?.reject(new Error(a.error));
      else w?.resolve(a.value);
    });
    worker.on('error', (err) => {
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    });
  }

  static async start(): Promise<FakeThread> {
    const worker = typescriptWorker(new URL(import.meta.url));
    const apiUrl = await new Promise<string>((resolve, reject) => {
      worker.once('message', (m: { apiUrl: string }) => resolve(m.apiUrl));
      worker.once('error', reject);
    });
    return new FakeThread(worker, apiUrl);
  }

  private ask<T>(req: Call): Promise<T> {
    const n = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(n, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...req, n });
    });
  }

  command(call: CommandCall): Promise<number> {
    return this.ask({ op: 'command', call });
  }

  burst(calls: CommandCall[]): Promise<number[]> {
    return this.ask({ op: 'burst', calls });
  }

  roundTrip(call: CommandCall): Promise<number> {
    return this.ask({ op: 'roundTrip', call });
  }

  async close(): Promise<void> {
    await this.ask({ op: 'close' });
    await this.worker.terminate();
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const driver = await FakeDriver.start();
  port.on('message', (req: Request) => {
    const run = async (): Promise<unknown> => {
      if (req.op === 'command') return driver.command(req.call);
      if (req.op === 'roundTrip') return driver.roundTrip(req.call);
      if (req.op === 'burst') return driver.burst(req.calls);
      return driver.close();
    };
    run().then(
      (value) => port.postMessage({ n: req.n, value } satisfies Answer),
      (err: unknown) => port.postMessage({ n: req.n, error: err instanceof Error ? err.message : String(err) } satisfies Answer),
    );
  });
  port.postMessage({ apiUrl: driver.apiUrl });
}
