import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WorkGate } from '../../src/bot/workGate.js';

/** A promise settled from outside (an acknowledgement on its way). */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the gate take a few loop turns. */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

describe('the work gate', () => {
  it('a job whose acknowledgement is back waits for the ones already on their way, then jobs start in order', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const slow = deferred();
    const slowJob = gate.acknowledged('channel 1', slow.promise).then(() => started.push('slow'));
    void gate.acknowledged('channel 2', Promise.resolve()).then(() => started.push('a'));
    void gate.acknowledged('channel 3', Promise.resolve()).then(() => started.push('b'));
    await turns();
    expect(started).toEqual([]);
    slow.resolve();
    await slowJob;
    await turns();
    expect(started).toEqual(['slow', 'a', 'b']);
  });

  it('one job per loop turn: a socket read that became ready during a job is handled before the next job', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    const peer = await accepted;
    try {
      const gate = new WorkGate(60_000);
      const seen: string[] = [];
      const read = new Promise<void>((resolve) =>
        peer.once('data', () => {
          seen.push('read');
          resolve();
        }),
      );
      void gate.acknowledged('channel 1', Promise.resolve()).then(() => {
        seen.push('job 1');
        // As an interaction arriving while a job runs: on loopback the bytes are there to read at once.
        client.write('x');
      });
      const second = gate.acknowledged('channel 2', Promise.resolve()).then(() => seen.push('job 2'));
      await Promise.all([read, second]);
      expect(seen).toEqual(['job 1', 'read', 'job 2']);
    } finally {
      client.destroy();
      peer.destroy();
      server.close();
    }
  });

  it('an acknowledgement sent after a job\'s came back does not hold it (a steady stream cannot starve the work)', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const job = gate.acknowledged('channel 1', Promise.resolve()).then(() => started.push('job'));
    // The job's acknowledgement is back once its own microtasks ran; a later one is then sent.
    await Promise.resolve();
    await Promise.resolve();
    const later = deferred();
    void gate.acknowledged('channel 2', later.promise);
    await job;
    expect(started).toEqual(['job']);
    later.resolve();
  });

  it('within a channel, jobs start in the order they came, whichever acknowledgement is back first', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const first = deferred();
    void gate.acknowledged('channel 1', first.promise).then(() => started.push('first'));
    void gate.acknowledged('channel 1', Promise.resolve()).then(() => started.push('second'));
    void gate.acknowledged('channel 2', Promise.resolve()).then(() => started.push('other channel'));
    await turns();
    // The other channel's job waits only for the acknowledgement on its way; the second waits for the first.
    expect(started).toEqual([]);
    first.resolve();
    await turns();
    expect(started).toEqual(['first', 'second', 'other channel']);
  });

  it('a failed acknowledgement gives up its place: its error reaches the caller, the jobs behind it start', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const ack = deferred();
    const failed = gate.acknowledged('channel 1', ack.promise);
    void gate.acknowledged('channel 1', Promise.resolve()).then(() => started.push('next'));
    ack.reject(new Error('Unknown interaction'));
    await expect(failed).rejects.toThrow('Unknown interaction');
    await turns();
    expect(started).toEqual(['next']);
  });

  it('an acknowledgement that never settles holds another channel\'s job at most the longest wait', async () => {
    const gate = new WorkGate(20);
    void gate.acknowledged('channel 1', new Promise(() => undefined));
    // Resolves only through the overdue timer: the test would time out otherwise.
    await gate.acknowledged('channel 2', Promise.resolve());
    expect(true).toBe(true);
  });
});
