import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ShardingManager, type Shard } from 'discord.js';
import type { Config } from '../config.js';
import { openStore } from '../db/index.js';
import { errorLine } from '../bot/publish.js';
import { registerCommands, storageErrorLine } from '../runBot.js';
import type { ShardPlan } from './gateway.js';
import { registersCommands } from './host.js';

/** The shard processes' entry file. */
const SHARD_ENTRY = fileURLToPath(new URL('../shard.ts', import.meta.url));

/**
 * tsx's loader by its absolute URL, so a shard process runs the TypeScript sources as `npm start`
 * does, from whatever folder the bot was started in (a bare `--import tsx` resolves from there).
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** How long a shard process may take to come online (load, connect, READY) before the start fails. */
const SHARD_READY_MS = 60_000;
/** How long stopping waits for the shard processes to end their own work before the manager exits anyway. */
const STOP_WAIT_MS = 15_000;

/**
 * Runs the bot as shard processes under discord.js's ShardingManager, one for each shard of
 * `plan.list` (all `plan.count` of them, or this host's SHARD_LIST), on one database. The manager
 * migrates the database first (so a database the bot cannot use is one line here, before any
 * shard connects), starts the shards one after another at the pace Discord's identify limit
 * allows, restarts a shard process that dies, registers the slash commands once (the host that
 * runs shard 0 does), and on SIGINT or SIGTERM stops every shard (each finishes its work) and
 * then itself.
 */
export async function runShards(config: Config, plan: ShardPlan): Promise<void> {
  try {
    await (await openStore(config)).close();
  } catch (e) {
    console.error(storageErrorLine(config, e));
    process.exit(1);
  }
  const manager = new ShardingManager(SHARD_ENTRY, {
    totalShards: plan.count,
    shardList: plan.list,
    token: config.DISCORD_TOKEN,
    mode: 'process',
    respawn: true,
    execArgv: ['--import', TSX_LOADER],
  });
  manager.on('shardCreate', (shard: Shard) => {
    // A restart that fails (the new process dies or is not ready in time) is an 'error' event,
    // which would end the manager if nobody listened.
    shard.on('error', (e) => console.error(`[manager] shard ${shard.id}: ${errorLine(e)}`));
    shard.on('death', (child) => {
      if (!manager.respawn) return;
      // Shards run as processes here ('process' mode), never as worker threads.
      const proc = child as ChildProcess;
      const how = proc.signalCode ? `signal ${proc.signalCode}` : `exit code ${String(proc.exitCode)}`;
      console.error(`[manager] shard ${shard.id} stopped (${how}); starting it again`);
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = (code: number) =>
    (stopping ??= (async () => {
      manager.respawn = false;
      const exits = [...manager.shards.values()].map((s) => ended(s));
      for (const s of manager.shards.values()) s.kill();
      await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
      process.exit(code);
    })());
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  try {
    await manager.spawn({ amount: plan.count, delay: plan.spawnDelayMs, timeout: SHARD_READY_MS });
  } catch (e) {
    if (stopping) return;
    console.error(`Could not start the shards: ${errorLine(e)}`);
    await stop(1);
    return;
  }
  const which = plan.list.length === plan.count ? `${plan.count} shards` : `shards ${plan.list.join(', ')} of ${plan.count}`;
  console.log(`Final Girl bot online in ${which} (database ${config.DATABASE_URL !== undefined ? 'DATABASE_URL' : config.DATABASE_PATH}).`);
  if (registersCommands(plan.list)) await registerCommands(config, (l) => console.log(l), (l) => console.error(l));
}

/** Resolves when the shard's process has ended (at once if it has none running). */
function ended(shard: Shard): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
