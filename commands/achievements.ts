import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { achievementsFlow, WHO_OPTION } from '../src/bot/flows/records.js';

const data = {
  name: 'achievements',
  description: 'The printed achievements and those across games: earned and still open',
  contexts: [InteractionContextType.Guild],
  options: [
    WHO_OPTION,
    { type: ApplicationCommandOptionType.Boolean, name: 'public', description: 'Post it to the channel' },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => achievementsFlow(bot, reply, actorOf(i), { me: i.options.getString('who') === 'me', isPublic: i.options.getBoolean('public') ?? false }),
} satisfies Command;
