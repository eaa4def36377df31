import { describe, expect, it } from 'vitest';
import type { RESTGetAPIGatewayBotResult } from 'discord.js';
import { planShards } from '../../src/shards/gateway.js';
import { shardIdentity } from '../../src/shards/identity.js';

/** GET /gateway/bot as Discord answers it. */
const gateway = (shards: number, maxConcurrency = 1, remaining = 1000): RESTGetAPIGatewayBotResult => ({
  url: 'wss://gateway.discord.gg',
  shards,
  session_start_limit: { total: 1000, remaining, reset_after: 3_600_000, max_concurrency: maxConcurrency },
});

describe('planning the shards', () => {
  it('takes SHARDS as given, or Discord\'s recommendation for auto', () => {
    expect(planShards(3, gateway(1)).count).toBe(3);
    expect(planShards('auto', gateway(5)).count).toBe(5);
    expect(planShards('auto', gateway(0)).count).toBe(1);
  });

  it('starts the shards no faster than Discord lets them identify (max_concurrency per 5 s)', () => {
    // One identify per 5 s: a shard every 5.5 s, as discord.js's manager does by default.
    expect(planShards(4, gateway(1, 1)).spawnDelayMs).toBe(5500);
    expect(planShards(40, gateway(1, 16)).spawnDelayMs).toBe(344);
    // All of them at once fit in one round.
    expect(planShards(4, gateway(1, 16)).spawnDelayMs).toBe(0);
  });

  it('refuses to start more shards than Discord has sessions left for today', () => {
    expect(() => planShards(4, gateway(1, 1, 3))).toThrow(/^Discord allows 3 more gateway session\(s\) until \d{4}-\d\d-\d\dT.*, and 4 shard\(s\) need one each$/);
  });
});

describe('a shard process\'s identity', () => {
  it('comes from the manager\'s SHARDS (the id) and SHARD_COUNT', () => {
    expect(shardIdentity({ SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '2' })).toEqual({ ok: true, scope: { id: 1, count: 2 } });
    expect(shardIdentity({ SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '1' })).toEqual({ ok: true, scope: { id: 0, count: 1 } });
  });

  it('started by hand, or with an id outside the count: one line saying what is wrong', () => {
    const byHand = shardIdentity({ SHARDS: '2' });
    expect(byHand.ok).toBe(false);
    if (!byHand.ok) {
      expect(byHand.error).toMatch(/^Shard error: SHARDING_MANAGER is not set: a shard process is started by the sharding manager/);
      expect(byHand.error).toContain('SHARD_COUNT is not set');
    }
    expect(shardIdentity({ SHARDING_MANAGER: 'true', SHARDS: '2', SHARD_COUNT: '2' })).toEqual({ ok: false, error: 'Shard error: SHARDS is not below SHARD_COUNT.' });
  });
});
