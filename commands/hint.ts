import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { hintFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'hint',
  description: 'A suggestion for the open decision, with its estimated chance to win (team players, only you see it)',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => hintFlow(bot, reply, actorOf(i), null),
} satisfies Command;
