import type { Config } from '../config.js';
import { ONE_SHARD, type ShardScope } from './scope.js';

/** What `npm start` runs on this host, as far as the configuration alone decides it. */
export type HostShards =
  /** One shard, in this process: SHARDS=1 (all of them), or a SHARD_LIST of one. */
  | { kind: 'in-process'; shard: ShardScope; deploy: boolean }
  /** Shard processes under the ShardingManager: SHARDS (all, or `auto`), or this host's SHARD_LIST of SHARD_COUNT. */
  | { kind: 'managed'; setting: Config['SHARDS']; list?: number[] };

/** The one host, or the one running shard 0 of several, registers the slash commands. */
export function registersCommands(list: readonly number[]): boolean {
  return list.includes(0);
}

export function hostShards(config: Pick<Config, 'SHARDS' | 'SHARD_LIST' | 'SHARD_COUNT'>): HostShards {
  const { SHARD_LIST: list, SHARD_COUNT: count } = config;
  // readConfig lets SHARD_LIST through only with SHARD_COUNT.
  if (list === undefined || count === undefined) return config.SHARDS === 1 ? { kind: 'in-process', shard: ONE_SHARD, deploy: true } : { kind: 'managed', setting: config.SHARDS };
  const [only, ...more] = list;
  if (only !== undefined && more.length === 0) return { kind: 'in-process', shard: { id: only, count }, deploy: registersCommands(list) };
  return { kind: 'managed', setting: count, list };
}
