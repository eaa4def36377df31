import { configOrExit } from './config.js';
import { errorLine } from './bot/publish.js';
import { installProcessPolicy } from './bot/faultPolicy.js';
import { content } from './content/load.js';
import { runBot } from './runBot.js';
import { gatewayBot, planShards, type ShardPlan } from './shards/gateway.js';
import { runShards } from './shards/manager.js';

/**
 * `npm start`: configuration, then the database (created and migrated), then the bot: in this
 * process (SHARDS=1, the default), or as shard processes under discord.js's ShardingManager.
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
  if (config.SHARDS === 1) return runBot(config, { deploy: true });
  let plan: ShardPlan;
  try {
    plan = planShards(config.SHARDS, await gatewayBot(config));
  } catch (err) {
    console.error(`Could not plan the shards (SHARDS=${config.SHARDS}): ${errorLine(err)}`);
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
