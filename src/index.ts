import { configOrExit } from './config.js';
import { DatabaseOpenError, openDb, type OpenDb } from './db/index.js';
import { Bot } from './bot/bot.js';
import { errorLine } from './bot/publish.js';
import { installProcessPolicy } from './bot/faultPolicy.js';
import { content } from './content/load.js';
import { commands } from '../commands/index.js';
import { deployCommands } from './bot/deployCommands.js';

/** `npm start`: configuration, then the database (created and migrated), then the bot. */
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
  let store: OpenDb;
  try {
    store = openDb(config.DATABASE_PATH);
  } catch (err) {
    // One line naming the variable, the path and the cause; openDb has removed what it created.
    const reason = err instanceof DatabaseOpenError ? err.reason : errorLine(err);
    console.error(`Storage error: DATABASE_PATH ${config.DATABASE_PATH} cannot be used: ${reason}. See README, “Running the Discord bot”.`);
    process.exit(1);
  }
  const bot = new Bot({ db: store.db, commands, apiUrl: config.DISCORD_API_URL });
  const shutdown = async () => {
    await bot.stop().catch(() => undefined);
    store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  try {
    await bot.start(config.DISCORD_TOKEN);
  } catch (err) {
    console.error(`Could not connect to Discord: ${errorLine(err)}`);
    await bot.stop().catch(() => undefined);
    store.close();
    process.exit(1);
  }
  console.log(`Final Girl bot online as ${bot.client.user?.tag ?? 'unknown'} (database ${config.DATABASE_PATH}).`);
  // Registering is an idempotent overwrite, so doing it at every start keeps set-up to one command.
  try {
    const r = await deployCommands(config);
    console.log(`Registered ${r.count} slash commands ${r.scope === 'guild' ? `in guild ${config.DISCORD_GUILD_ID}` : 'globally'}.`);
  } catch (err) {
    console.error(`Could not register the slash commands (the bot keeps running): ${errorLine(err)}`);
  }
}

main().catch((err: unknown) => {
  console.error(`Could not start: ${errorLine(err)}`);
  process.exit(1);
});
