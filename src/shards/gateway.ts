import { REST, Routes, type RESTGetAPIGatewayBotResult } from 'discord.js';
import type { Config } from '../config.js';

/** Discord lets a bot identify `max_concurrency` shards per this window. */
const IDENTIFY_WINDOW_MS = 5000;
/** A margin over the window, as discord.js's own manager keeps (its default spawn delay is 5.5 s). */
const IDENTIFY_MARGIN_MS = 500;

export interface ShardPlan {
  /** Shards in all: SHARDS, or what Discord recommends for `auto`. */
  count: number;
  /** Wait between starting one shard process and the next, so identifies stay within Discord's limit. */
  spawnDelayMs: number;
}

/** The shard count, and the pace of starting them, from SHARDS and Discord's GET /gateway/bot. */
export function planShards(setting: Config['SHARDS'], gateway: RESTGetAPIGatewayBotResult): ShardPlan {
  const count = setting === 'auto' ? Math.max(1, gateway.shards) : setting;
  const { max_concurrency: concurrency, remaining, reset_after: resetAfter } = gateway.session_start_limit;
  if (remaining < count) {
    throw new Error(`Discord allows ${remaining} more gateway session(s) until ${new Date(Date.now() + resetAfter).toISOString()}, and ${count} shard(s) need one each`);
  }
  // Shards whose id % max_concurrency differ may identify together; one window per round of them.
  const spawnDelayMs = count <= concurrency ? 0 : Math.ceil((IDENTIFY_WINDOW_MS + IDENTIFY_MARGIN_MS) / Math.max(1, concurrency));
  return { count, spawnDelayMs };
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
