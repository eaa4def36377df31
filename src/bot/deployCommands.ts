import { REST, Routes } from 'discord.js';
import { pathToFileURL } from 'node:url';
import { commands } from '../../commands/index.js';
import { configOrExit, type Config } from '../config.js';
import { errorLine } from './publish.js';

/**
 * Registers every slash command: to one guild when DISCORD_GUILD_ID is set (instant, for
 * development), otherwise globally (may take a while to show up everywhere).
 */
export async function deployCommands(config: Pick<Config, 'DISCORD_TOKEN' | 'DISCORD_APPLICATION_ID' | 'DISCORD_GUILD_ID' | 'DISCORD_API_URL'>): Promise<{ scope: 'guild' | 'global'; count: number }> {
  const appId = config.DISCORD_APPLICATION_ID;
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const body = commands.map((c) => c.data);
  const route = config.DISCORD_GUILD_ID ? Routes.applicationGuildCommands(appId, config.DISCORD_GUILD_ID) : Routes.applicationCommands(appId);
  const result = (await rest.put(route, { body })) as unknown[];
  return { scope: config.DISCORD_GUILD_ID ? 'guild' : 'global', count: result.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = configOrExit(process.env);
  deployCommands(config).then(
    (r) => console.log(`Registered ${r.count} commands ${r.scope === 'guild' ? `in guild ${config.DISCORD_GUILD_ID}` : 'globally'}.`),
    (err: unknown) => {
      console.error(`Could not register the commands: ${errorLine(err)}`);
      process.exit(1);
    },
  );
}
