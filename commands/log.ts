import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { logFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'log',
  description: 'The recent public events of this channel’s game',
  contexts: [InteractionContextType.Guild],
  options: [{ type: ApplicationCommandOptionType.Integer, name: 'count', description: 'How many events (default 15)', min_value: 1, max_value: 50 }],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => logFlow(bot, reply, actorOf(i), i.options.getInteger('count') ?? 15),
} satisfies Command;
