import { configOrExit } from './config.js';
import { installProcessPolicy } from './bot/faultPolicy.js';
import { errorLine } from './bot/publish.js';
import { runBot } from './runBot.js';
import { shardIdentity, shardProcessEnv } from './shards/identity.js';

/**
 * One shard process, started by the sharding manager (src/shards/manager.ts), never by hand: the
 * bot for one shard's guilds, over the same database file as the other shards. The manager has
 * already migrated the file and registers the commands; every line this process logs names its shard.
 */
const identity = shardIdentity(process.env);
if (!identity.ok) {
  console.error(identity.error);
  process.exit(1);
}
const { scope } = identity;
const tag = `[shard ${scope.id}/${scope.count}]`;
const out = (line: string) => console.log(`${tag} ${line}`);
const err = (line: string) => console.error(`${tag} ${line}`);
installProcessPolicy(err);
const config = configOrExit(shardProcessEnv(process.env, scope));
runBot(config, { shard: scope, managed: true, out, err }).catch((e: unknown) => {
  err(`Could not start: ${errorLine(e)}`);
  process.exit(1);
});
