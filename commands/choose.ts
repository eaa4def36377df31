import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { choiceSuggestions } from '../src/bot/flows/autocomplete.js';
import { pickFlow } from '../src/bot/flows/pick.js';

const data = {
  name: 'choose',
  description: 'Make (solo) or vote for (vote game) one of the choices open now',
  contexts: [InteractionContextType.Guild],
  options: [{ type: ApplicationCommandOptionType.String, name: 'choice', description: 'Start typing to see the choices', required: true, autocomplete: true }],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  defersFirst: true,
  autocomplete: async (i, bot) => await choiceSuggestions(i, bot),
  execute: ({ i, bot, reply }) => pickFlow(bot, reply, actorOf(i), null, { kind: 'text', text: i.options.getString('choice', true) }, false),
} satisfies Command;
