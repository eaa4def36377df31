import { z } from 'zod';
import type { ShardScope } from './scope.js';

/**
 * What discord.js's ShardingManager tells each shard process in its environment: that a manager
 * runs it (`SHARDING_MANAGER`), its shard id (`SHARDS`, the manager's name for it: in a shard
 * process `SHARDS` is an id, not the count the operator set) and the count (`SHARD_COUNT`).
 */
const managerEnv = z
  .object({
    SHARDING_MANAGER: z.literal('true', { error: 'is not set: a shard process is started by the sharding manager (npm start with SHARDS above 1)' }),
    SHARDS: z.string({ error: 'is not set' }).regex(/^\d+$/, 'must be the shard id').transform(Number),
    SHARD_COUNT: z.string({ error: 'is not set' }).regex(/^[1-9]\d*$/, 'must be the shard count').transform(Number),
  })
  .refine((e) => e.SHARDS < e.SHARD_COUNT, { error: 'is not below SHARD_COUNT', path: ['SHARDS'] });

/** This shard process's shard, or one line saying what is wrong with the manager's variables. */
export function shardIdentity(env: NodeJS.ProcessEnv): { ok: true; scope: ShardScope } | { ok: false; error: string } {
  const parsed = managerEnv.safeParse(env);
  if (parsed.success) return { ok: true, scope: { id: parsed.data.SHARDS, count: parsed.data.SHARD_COUNT } };
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  return { ok: false, error: `Shard error: ${problems.join('; ')}.` };
}

/**
 * The environment a shard process reads its configuration from. The manager set SHARDS to this
 * shard's id and SHARD_COUNT to the count; the operator's settings were SHARDS (the count) on one
 * host, or SHARD_LIST and SHARD_COUNT (the same count) on one of several.
 */
export function shardProcessEnv(env: NodeJS.ProcessEnv, scope: ShardScope): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  delete out.SHARDS;
  if ((env.SHARD_LIST ?? '').trim() !== '') return out;
  delete out.SHARD_COUNT;
  return { ...out, SHARDS: String(scope.count) };
}
