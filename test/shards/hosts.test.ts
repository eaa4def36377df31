import { describe, expect, it } from 'vitest';
import type { RESTGetAPIGatewayBotResult } from 'discord.js';
import { readConfig, type Config } from '../../src/config.js';
import { planShards } from '../../src/shards/gateway.js';
import { hostShards } from '../../src/shards/host.js';
import { shardProcessEnv } from '../../src/shards/identity.js';

/** Shards over several hosts: SHARD_LIST and SHARD_COUNT, what a host runs, and a shard process's settings. */
const BASE = { DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', DATABASE_URL: 'postgres://bot@db.example:5432/finalgirl' };
const SEE = '. See README, “Running the Discord bot”.';

function read(env: NodeJS.ProcessEnv): Config | string {
  const r = readConfig({ ...BASE, ...env });
  return r.ok ? r.config : r.error;
}

const gateway = (maxConcurrency = 1, remaining = 1000): RESTGetAPIGatewayBotResult => ({
  url: 'wss://gateway.discord.gg',
  shards: 1,
  session_start_limit: { total: 1000, remaining, reset_after: 3_600_000, max_concurrency: maxConcurrency },
});

describe('SHARD_LIST and SHARD_COUNT', () => {
  it('reads ids and ranges (spaces ignored) with the count across every host', () => {
    const pick = (list: string, count: string) => {
      const c = read({ SHARD_LIST: list, SHARD_COUNT: count });
      return typeof c === 'string' ? c : [c.SHARD_LIST, c.SHARD_COUNT];
    };
    expect(pick('0,2', '4')).toEqual([[0, 2], 4]);
    expect(pick('0-3', '4')).toEqual([[0, 1, 2, 3], 4]);
    expect(pick(' 1 , 3-4 ', '6')).toEqual([[1, 3, 4], 6]);
    expect(pick('2-2', '3')).toEqual([[2], 3]);
  });

  it('unset or empty: nothing changes (SHARDS as before)', () => {
    const c = read({ SHARD_LIST: '', SHARD_COUNT: ' ' });
    expect(typeof c === 'string' ? c : [c.SHARD_LIST, c.SHARD_COUNT, c.SHARDS]).toEqual([undefined, undefined, 1]);
  });

  it('a bad value is one line naming what is wrong', () => {
    const cases: [NodeJS.ProcessEnv, string][] = [
      [{ SHARD_LIST: 'a,b', SHARD_COUNT: '2' }, 'SHARD_LIST must be shard ids and ranges from 0, such as 0,2 or 0-3'],
      [{ SHARD_LIST: '-1', SHARD_COUNT: '2' }, 'SHARD_LIST must be shard ids and ranges from 0, such as 0,2 or 0-3'],
      [{ SHARD_LIST: '0,1,0', SHARD_COUNT: '2' }, 'SHARD_LIST names shard 0 twice'],
      [{ SHARD_LIST: '0-2,2', SHARD_COUNT: '4' }, 'SHARD_LIST names shard 2 twice'],
      [{ SHARD_LIST: '3-1', SHARD_COUNT: '4' }, 'SHARD_LIST has the range 3-1, which runs backwards'],
      [{ SHARD_LIST: '1,4-6', SHARD_COUNT: '4' }, 'SHARD_LIST names shard 4 (and 2 more), not below SHARD_COUNT 4 (shards are numbered from 0)'],
      [{ SHARD_LIST: '0', SHARD_COUNT: '0' }, 'SHARD_COUNT must be a whole number from 1'],
      [{ SHARD_LIST: '0' }, 'SHARD_LIST is set without SHARD_COUNT (how many shards all the hosts run together)'],
      [{ SHARD_COUNT: '2' }, 'SHARD_COUNT is set without SHARD_LIST (the shards this host runs); on one host, set SHARDS instead'],
      [{ SHARD_LIST: '1', SHARD_COUNT: '2', SHARDS: '2' }, 'SHARDS is set with SHARD_LIST: a host given SHARD_LIST runs those shards of SHARD_COUNT, so leave SHARDS unset'],
      [{ SHARD_LIST: '1', SHARD_COUNT: '2', DATABASE_URL: '' }, "SHARD_LIST needs DATABASE_URL: hosts share their games through one Postgres database, and a SQLite file (DATABASE_PATH) is on one machine's disk"],
    ];
    for (const [env, line] of cases) expect(read(env), JSON.stringify(env)).toBe(`Configuration error: ${line}${SEE}`);
  });

  it('a huge range is refused by its count, at once', () => {
    const started = performance.now();
    expect(read({ SHARD_LIST: '0-99999', SHARD_COUNT: '2' })).toBe(`Configuration error: SHARD_LIST names shard 2 (and 99997 more), not below SHARD_COUNT 2 (shards are numbered from 0)${SEE}`);
    expect(read({ SHARD_LIST: '0-999999', SHARD_COUNT: '2' })).toBe(`Configuration error: SHARD_LIST must be shard ids and ranges from 0, such as 0,2 or 0-3${SEE}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('what a host runs', () => {
  const host = (env: NodeJS.ProcessEnv) => {
    const c = read(env);
    if (typeof c === 'string') throw new Error(c);
    return hostShards(c);
  };

  it('one host: SHARDS=1 in this process, more under the manager, as before', () => {
    expect(host({})).toEqual({ kind: 'in-process', shard: { id: 0, count: 1 }, deploy: true });
    expect(host({ SHARDS: '3' })).toEqual({ kind: 'managed', setting: 3 });
    expect(host({ SHARDS: 'auto' })).toEqual({ kind: 'managed', setting: 'auto' });
  });

  it('a SHARD_LIST of one runs that shard in this process; only the host with shard 0 registers the commands', () => {
    expect(host({ SHARD_LIST: '0', SHARD_COUNT: '2' })).toEqual({ kind: 'in-process', shard: { id: 0, count: 2 }, deploy: true });
    expect(host({ SHARD_LIST: '1', SHARD_COUNT: '2' })).toEqual({ kind: 'in-process', shard: { id: 1, count: 2 }, deploy: false });
  });

  it('a longer SHARD_LIST runs those shards of SHARD_COUNT under the manager', () => {
    expect(host({ SHARD_LIST: '1,3', SHARD_COUNT: '4' })).toEqual({ kind: 'managed', setting: 4, list: [1, 3] });
    const plan = planShards(4, gateway(), [1, 3]);
    expect(plan).toEqual({ count: 4, list: [1, 3], spawnDelayMs: 5500 });
  });
});

describe('planning this host\'s shards', () => {
  it('all of them when no list is given', () => {
    expect(planShards(3, gateway()).list).toEqual([0, 1, 2]);
  });

  it('waits between two shards only when they share an identify bucket (id % max_concurrency)', () => {
    // 0 and 2 share bucket 0 of 2, back to back: a whole window apart.
    expect(planShards(4, gateway(2), [0, 2]).spawnDelayMs).toBe(5500);
    // 0 and 1 are in different buckets: at once.
    expect(planShards(4, gateway(2), [0, 1]).spawnDelayMs).toBe(0);
    // 0-3 of 2 buckets: the same bucket comes every second shard, as with all shards on one host.
    expect(planShards(8, gateway(2), [0, 1, 2, 3]).spawnDelayMs).toBe(planShards(4, gateway(2)).spawnDelayMs);
    expect(planShards(8, gateway(2), [0, 1, 2, 3]).spawnDelayMs).toBe(2750);
  });

  it('counts this host\'s sessions against the ones Discord has left', () => {
    expect(planShards(16, gateway(1, 2), [4, 5]).list).toEqual([4, 5]);
    expect(() => planShards(16, gateway(1, 2), [4, 5, 6])).toThrow(/^Discord allows 2 more gateway session\(s\) until .*, and 3 shard\(s\) need one each$/);
  });
});

describe('a shard process\'s settings', () => {
  it('one host: SHARDS back to the count, the manager\'s SHARD_COUNT dropped', () => {
    const env = shardProcessEnv({ SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '3', DATABASE_PATH: 'x.db' }, { id: 1, count: 3 });
    expect(env).toEqual({ SHARDING_MANAGER: 'true', SHARDS: '3', DATABASE_PATH: 'x.db' });
    const c = readConfig({ ...BASE, ...env });
    expect(c.ok && [c.config.SHARDS, c.config.SHARD_LIST, c.config.SHARD_COUNT]).toEqual([3, undefined, undefined]);
  });

  it('one of several hosts: SHARD_LIST and SHARD_COUNT as the operator set them, SHARDS (the id) dropped', () => {
    const env = shardProcessEnv({ SHARDING_MANAGER: 'true', SHARDS: '3', SHARD_COUNT: '4', SHARD_LIST: '1,3' }, { id: 3, count: 4 });
    expect(env).toEqual({ SHARDING_MANAGER: 'true', SHARD_COUNT: '4', SHARD_LIST: '1,3' });
    const c = readConfig({ ...BASE, ...env });
    expect(c.ok && [c.config.SHARD_LIST, c.config.SHARD_COUNT]).toEqual([[1, 3], 4]);
  });
});
