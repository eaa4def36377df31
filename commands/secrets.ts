import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { secretsFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'secrets',
  description: 'What the Final Girl knows and the table may not see (team players, only you see it)',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => secretsFlow(bot, reply, actorOf(i), null),
} satisfies Command;
