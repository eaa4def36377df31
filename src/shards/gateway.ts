import { REST, Routes, type RESTGetAPIGatewayBotResult } from 'discord.js';
import type { Config } from '../config.js';

/** Discord lets a bot identify `max_concurrency` shards per this window. */
const IDENTIFY_WINDOW_MS = 5000;
/** A margin over the window, as discord.js's own manager keeps (its default spawn delay is 5.5 s). */
const IDENTIFY_MARGIN_MS = 500;

export interface ShardPlan {
  /** Shards in all: SHARDS (or SHARD_COUNT), or what Discord recommends for `auto`. */
  count: number;
  /** The shards this host runs, in the order it starts them: all of them, or SHARD_LIST. */
  list: number[];
  /** Wait between starting one shard process and the next, so identifies stay within Discord's limit. */
  spawnDelayMs: number;
}

/**
 * The shard count, the shards this host runs (`list`, SHARD_LIST; all of them when not given) and
 * the pace of starting them, from SHARDS (or SHARD_COUNT) and Discord's GET /gateway/bot.
 */
export function planShards(setting: Config['SHARDS'], gateway: RESTGetAPIGatewayBotResult, list?: readonly number[]): ShardPlan {
  const count = setting === 'auto' ? Math.max(1, gateway.shards) : setting;
  const mine = list ? [...list] : [...Array(count).keys()];
  const { max_concurrency: concurrency, remaining, reset_after: resetAfter } = gateway.session_start_limit;
  if (remaining < mine.length) {
    throw new Error(`Discord allows ${remaining} more gateway session(s) until ${new Date(Date.now() + resetAfter).toISOString()}, and ${mine.length} shard(s) need one each`);
  }
  return { count, list: mine, spawnDelayMs: spawnDelay(mine, Math.max(1, concurrency)) };
}

/**
 * Shards whose id % max_concurrency differ may identify in the same window; two that share it
 * must be a window apart. Started one after another, the closest two sharing one (`gap` places
 * apart in the list) set the pace; all different: no wait.
 */
function spawnDelay(list: readonly number[], concurrency: number): number {
  let gap = Infinity;
  const lastAt = new Map<number, number>();
  list.forEach((id, k) => {
    const before = lastAt.get(id % concurrency);
    if (before !== undefined) gap = Math.min(gap, k - before);
    lastAt.set(id % concurrency, k);
  });
  return gap === Infinity ? 0 : Math.ceil((IDENTIFY_WINDOW_MS + IDENTIFY_MARGIN_MS) / gap);
}

/**
 * Asks Discord (DISCORD_API_URL if set) for the recommended shard count and the session limits.
 * discord.js's own `totalShards: 'auto'` asks discord.com whatever the REST base, so we ask here
 * and give the manager a number.
 */
export async function gatewayBot(config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_API_URL'>): Promise<RESTGetAPIGatewayBotResult> {
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  return (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
}
