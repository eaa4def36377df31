import { sql, type SQL } from 'drizzle-orm';
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
  if (!scope || scope.count <= 1) return undefined;
  if (dialect === 'pg') return sql`(CASE WHEN ${pgs.games.guildId} IS NULL THEN 0 ELSE (CAST(${pgs.games.guildId} AS BIGINT) >> 22) % ${scope.count} END) = ${scope.id}`;
  return sql`(CASE WHEN ${games.guildId} IS NULL THEN 0 ELSE (CAST(${games.guildId} AS INTEGER) >> 22) % ${scope.count} END) = ${scope.id}`;
}
