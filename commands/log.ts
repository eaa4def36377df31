import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { exportFlow, logFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'log',
  description: 'The recent public events of this channel’s game',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: ApplicationCommandOptionType.Integer, name: 'count', description: 'How many events (default 15)', min_value: 1, max_value: 50 },
    { type: ApplicationCommandOptionType.Boolean, name: 'export', description: 'Attach the whole game as a JSON file (replayable once it is over)' },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) =>
    i.options.getBoolean('export') ? exportFlow(bot, reply, actorOf(i)) : logFlow(bot, reply, actorOf(i), i.options.getInteger('count') ?? 15),
} satisfies Command;
