import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { cardSuggestions } from '../src/bot/flows/autocomplete.js';
import { cardFlow } from '../src/bot/flows/card.js';

/** Longest card name accepted (Discord checks it before the bot sees it). */
const NAME_MAX = 100;

const data = {
  name: 'card',
  description: 'What a card does, where it is now and where its text comes from (only you see it unless public)',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: ApplicationCommandOptionType.String, name: 'name', description: 'The card (start typing: this game’s cards come first)', required: true, autocomplete: true, max_length: NAME_MAX },
    { type: ApplicationCommandOptionType.Boolean, name: 'public', description: 'Post it to the channel' },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  autocomplete: async (i, bot) => await cardSuggestions(i, bot),
  execute: ({ i, bot, reply }) => cardFlow(bot, reply, actorOf(i), i.options.getString('name', true), i.options.getBoolean('public') ?? false),
} satisfies Command;
