import { configOrExit } from './config.js';
import { errorLine } from './bot/publish.js';
import { installProcessPolicy } from './bot/faultPolicy.js';
import { content } from './content/load.js';
import { runBot } from './runBot.js';
import { gatewayBot, planShards, type ShardPlan } from './shards/gateway.js';
import { hostShards } from './shards/host.js';
import { runShards } from './shards/manager.js';

/**
 * `npm start`: configuration, then the database (created and migrated), then the bot: in this
 * process (SHARDS=1, the default, or a SHARD_LIST of one), or as shard processes under discord.js's
 * ShardingManager (SHARDS above 1, or this host's SHARD_LIST of SHARD_COUNT).
 */
async function main(): Promise<void> {
  // Log what nothing else caught, one line with its origin, and keep serving (src/bot/faultPolicy.ts).
  installProcessPolicy((line) => console.error(line));
  const config = configOrExit(process.env);
  try {
    content();
  } catch (err) {
    console.error(`Content packs could not be loaded: ${errorLine(err)}`);
    process.exit(1);
  }
  const host = hostShards(config);
  if (host.kind === 'in-process') return runBot(config, { shard: host.shard, deploy: host.deploy });
  const { setting, list } = host;
  let plan: ShardPlan;
  try {
    plan = planShards(setting, await gatewayBot(config), list);
  } catch (err) {
    const what = list ? `SHARD_LIST=${list.join(',')} of SHARD_COUNT=${setting}` : `SHARDS=${setting}`;
    console.error(`Could not plan the shards (${what}): ${errorLine(err)}`);
    process.exit(1);
  }
  // `auto` for a bot Discord gives one shard: no manager, no child process.
  if (plan.count === 1) return runBot(config, { deploy: true });
  return runShards(config, plan);
}

main().catch((err: unknown) => {
  console.error(`Could not start: ${errorLine(err)}`);
  process.exit(1);
});
