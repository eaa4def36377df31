import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { ShardScope } from '../shards/scope.js';
import * as pgs from './pgSchema.js';
import { games } from './schema.js';

/**
 * The SQL twin of `shardOf` (src/shards/scope.ts): the games whose guild is on `scope`'s shard,
 * games without a guild on shard 0; undefined (no condition) when one shard serves all. Guild ids
 * are stored as text; SQLite's 64-bit integers and Postgres's bigint hold every snowflake (they
 * stay below 2^63 until the 2080s), and `>>` on them is the same shift as Discord's.
 */
export function inShard(dialect: 'sqlite' | 'pg', scope: ShardScope | undefined): SQL | undefined {
  return guildInShard(dialect, scope, dialect === 'pg' ? pgs.games.guildId : games.guildId);
}

/** `inShard` over any guild id column (of the dialect's table). */
export function guildInShard(dialect: 'sqlite' | 'pg', scope: ShardScope | undefined, guildId: AnyColumn): SQL | undefined {
  if (!scope || scope.count <= 1) return undefined;
  if (dialect === 'pg') return sql`(CASE WHEN ${guildId} IS NULL THEN 0 ELSE (CAST(${guildId} AS BIGINT) >> 22) % ${scope.count} END) = ${scope.id}`;
  return sql`(CASE WHEN ${guildId} IS NULL THEN 0 ELSE (CAST(${guildId} AS INTEGER) >> 22) % ${scope.count} END) = ${scope.id}`;
}
