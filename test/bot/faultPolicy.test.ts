import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installProcessPolicy } from '../../src/bot/faultPolicy.js';
import { RecentIds } from '../../src/bot/recentIds.js';

describe('the process policy', () => {
  it('logs an unhandled rejection and an uncaught exception as one line each, and removes itself', () => {
    const proc = new EventEmitter();
    const logs: string[] = [];
    const remove = installProcessPolicy((l) => logs.push(l), proc as unknown as NodeJS.Process);
    proc.emit('unhandledRejection', new Error('lost promise\nsecond line'), Promise.resolve());
    proc.emit('uncaughtException', new TypeError('boom'), 'uncaughtException');
    expect(logs).toEqual(['[process] unhandled rejection (kept serving): Error: lost promise', '[process] uncaught exception (kept serving): TypeError: boom']);
    remove();
    expect(proc.listenerCount('unhandledRejection') + proc.listenerCount('uncaughtException')).toBe(0);
  });
});

describe('recent interaction ids', () => {
  it('a second arrival is refused; the record is bounded by count and by age', () => {
    let now = 0;
    const ids = new RecentIds(() => now, 3, 1000);
    expect(ids.add('a')).toBe(true);
    expect(ids.add('a')).toBe(false);
    for (const id of ['b', 'c', 'd']) expect(ids.add(id)).toBe(true);
    // 'a' was the oldest of four: forgotten to keep three.
    expect(ids.size).toBe(3);
    expect(ids.add('a')).toBe(true);
    now = 1000;
    // Everything is now a token's lifetime old: forgotten.
    expect(ids.add('e')).toBe(true);
    expect(ids.size).toBe(1);
  });
});
