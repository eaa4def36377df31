import type { Config } from './config.js';
import { DatabaseOpenError, openStore, type OpenStore } from './db/index.js';
import { shownUrl } from './db/openPg.js';
import { Bot } from './bot/bot.js';
import { errorLine } from './bot/publish.js';
import type { Logger } from './bot/image.js';
import { commands } from '../commands/index.js';
import { deployCommands } from './bot/deployCommands.js';
import { ONE_SHARD, type ShardScope } from './shards/scope.js';

export interface RunOptions {
  /** The shard this process runs (the only one unless SHARDS is above 1). */
  shard?: ShardScope;
  /** Register the slash commands once online (the one process, or the sharding manager, does it, never each shard). */
  deploy?: boolean;
  /** A shard process: it stops when its sharding manager goes away (the IPC channel closes). */
  managed?: boolean;
  /** Where lines go: a shard process's lines carry its shard. */
  out?: Logger;
  err?: Logger;
}

/**
 * Opens the database (created and migrated), starts the bot and keeps it running until SIGINT or
 * SIGTERM (or, in a shard process, until the sharding manager goes away). Any failure on the way
 * is one line and exit code 1.
 */
export async function runBot(config: Config, opts: RunOptions = {}): Promise<void> {
  const out = opts.out ?? ((line: string) => console.log(line));
  const err = opts.err ?? ((line: string) => console.error(line));
  const shard = opts.shard ?? ONE_SHARD;
  let stopping = false;
  let running: { bot: Bot; store: OpenStore } | undefined;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    // Work still in progress (a post waiting minutes for its next try) must not keep a stopping process alive.
    setTimeout(() => {
      err(`Stopping took longer than ${STOP_DEADLINE_MS / 1000} s: exiting without waiting for the rest.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await running?.bot.stop().catch(() => undefined);
    await running?.store.close().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  if (opts.managed) {
    // A shard process whose manager died (its IPC channel closed) would serve on alone, unmanaged,
    // also when the manager died while this process was still loading.
    process.once('disconnect', () => void shutdown());
    if (!process.connected) return shutdown();
  }
  let store: OpenStore;
  try {
    store = await openStore(config);
  } catch (e) {
    // One line naming the variable, the path and the cause; openDb has removed what it created.
    err(storageErrorLine(config, e));
    process.exit(1);
  }
  const bot = new Bot({ db: store.db, commands, apiUrl: config.DISCORD_API_URL, shard, log: err });
  running = { bot, store };
  try {
    await bot.start(config.DISCORD_TOKEN);
  } catch (e) {
    if (stopping) return;
    err(`Could not connect to Discord: ${errorLine(e)}`);
    return shutdown(1);
  }
  if (stopping) return;
  const which = shard.count > 1 ? `, shard ${shard.id} of ${shard.count}` : '';
  out(`Final Girl bot online as ${bot.client.user?.tag ?? 'unknown'} (database ${store.where}${which}).`);
  if (opts.deploy) await registerCommands(config, out, err);
}

/** How long stopping may wait for the bot's work in progress before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;

/** The one line a database the bot cannot use gets. */
export function storageErrorLine(config: Pick<Config, 'DATABASE_PATH'> & { DATABASE_URL?: string | undefined }, hit: unknown): string {
  const reason = hit instanceof DatabaseOpenError ? hit.reason : errorLine(hit);
  const which = config.DATABASE_URL !== undefined ? `DATABASE_URL ${shownUrl(config.DATABASE_URL)}` : `DATABASE_PATH ${config.DATABASE_PATH}`;
  return `Storage error: ${which} cannot be used: ${reason}. See README, “Running the Discord bot”.`;
}

/** Registering is an idempotent overwrite, so doing it at every start keeps set-up to one command. */
export async function registerCommands(config: Config, out: Logger, err: Logger): Promise<void> {
  try {
    const r = await deployCommands(config);
    out(`Registered ${r.count} slash commands ${r.scope === 'guild' ? `in guild ${config.DISCORD_GUILD_ID}` : 'globally'}.`);
  } catch (e) {
    err(`Could not register the slash commands (the bot keeps running): ${errorLine(e)}`);
  }
}
