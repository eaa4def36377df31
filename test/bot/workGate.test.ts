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
  it('starts no job while an acknowledgement sent before it is on its way, then the jobs in order', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const ack = deferred();
    const acked = gate.acknowledge(ack.promise);
    void gate.turn().then(() => started.push('a'));
    void gate.turn().then(() => started.push('b'));
    await turns();
    expect(started).toEqual([]);
    ack.resolve();
    await acked;
    await turns();
    expect(started).toEqual(['a', 'b']);
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
      void gate.turn().then(() => {
        seen.push('job 1');
        // As an interaction arriving while a job runs: on loopback the bytes are there to read at once.
        client.write('x');
      });
      const second = gate.turn().then(() => seen.push('job 2'));
      await Promise.all([read, second]);
      expect(seen).toEqual(['job 1', 'read', 'job 2']);
    } finally {
      client.destroy();
      peer.destroy();
      server.close();
    }
  });

  it('an acknowledgement sent after a job was queued does not hold it (a steady stream cannot starve the work)', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const first = deferred();
    void gate.acknowledge(first.promise);
    void gate.turn().then(() => started.push('job'));
    const later = deferred();
    void gate.acknowledge(later.promise);
    first.resolve();
    await turns();
    expect(started).toEqual(['job']);
    later.resolve();
  });

  it('jobs start in the order they were queued, whichever acknowledgement settles first', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    // As the router queues an interaction: its acknowledgement, then its place.
    const ackA = deferred();
    void gate.acknowledge(ackA.promise);
    void gate.turn().then(() => started.push('A'));
    const ackB = deferred();
    void gate.acknowledge(ackB.promise);
    void gate.turn().then(() => started.push('B'));
    ackB.resolve();
    await turns();
    expect(started).toEqual([]);
    ackA.resolve();
    await turns();
    expect(started).toEqual(['A', 'B']);
  });

  it('a failed acknowledgement releases the jobs too, and its failure reaches the caller', async () => {
    const gate = new WorkGate(60_000);
    const started: string[] = [];
    const ack = deferred();
    const acked = gate.acknowledge(ack.promise);
    void gate.turn().then(() => started.push('job'));
    ack.reject(new Error('Unknown interaction'));
    await expect(acked).rejects.toThrow('Unknown interaction');
    await turns();
    expect(started).toEqual(['job']);
  });

  it('an acknowledgement that never settles holds a job at most the longest wait', async () => {
    const gate = new WorkGate(20);
    const hung = deferred();
    void gate.acknowledge(hung.promise);
    // Resolves only through the overdue timer: the test would time out otherwise.
    await gate.turn();
    expect(true).toBe(true);
  });
});
