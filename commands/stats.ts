import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { setupSuggestions } from '../src/bot/flows/autocomplete.js';
import { statsFlow, WHO_OPTION } from '../src/bot/flows/records.js';

const data = {
  name: 'stats',
  description: 'Games, wins and win rates here, by Killer, Location and Final Girl, beside the community’s',
  contexts: [InteractionContextType.Guild],
  options: [
    WHO_OPTION,
    { type: ApplicationCommandOptionType.String, name: 'killer', description: 'Only games against this Killer', autocomplete: true, max_length: 100 },
    { type: ApplicationCommandOptionType.String, name: 'location', description: 'Only games at this Location', autocomplete: true, max_length: 100 },
    { type: ApplicationCommandOptionType.Boolean, name: 'public', description: 'Post it to the channel' },
    { type: ApplicationCommandOptionType.Boolean, name: 'chart', description: 'Add a picture of the results game by game' },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  autocomplete: (i) => setupSuggestions(i),
  execute: ({ i, bot, reply }) =>
    statsFlow(bot, reply, actorOf(i), {
      me: i.options.getString('who') === 'me',
      killer: i.options.getString('killer')?.trim() || null,
      location: i.options.getString('location')?.trim() || null,
      isPublic: i.options.getBoolean('public') ?? false,
      chart: i.options.getBoolean('chart') ?? false,
    }),
} satisfies Command;
