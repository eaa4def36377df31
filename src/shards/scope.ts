/**
 * Which games a bot process serves. Discord sends each guild's events to one shard, by
 * `shard_id = (guild_id >> 22) % shard_count`, and everything without a guild (DMs) to shard 0,
 * so a process running one shard must also time, remind and repair only that shard's games:
 * another shard's games are served, and their deadlines closed, by that shard.
 */
export interface ShardScope {
  /** This process's shard, from 0. */
  id: number;
  /** How many shards the bot runs in all (across every process). */
  count: number;
}

/** The bot unsharded: one process serves every guild. */
export const ONE_SHARD: ShardScope = { id: 0, count: 1 };

/** The shard Discord sends `guildId`'s events to; a game without a guild belongs to shard 0. */
export function shardOf(guildId: string | null, count: number): number {
  if (guildId === null || count <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

export function ownsGuild(scope: ShardScope, guildId: string | null): boolean {
  return shardOf(guildId, scope.count) === scope.id;
}
