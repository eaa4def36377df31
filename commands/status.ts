import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { statusFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'status',
  description: 'The board and a short summary (only you see it unless public is true)',
  contexts: [InteractionContextType.Guild],
  options: [{ type: ApplicationCommandOptionType.Boolean, name: 'public', description: 'Post it to the channel' }],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => statusFlow(bot, reply, actorOf(i), null, i.options.getBoolean('public') ?? false),
} satisfies Command;
