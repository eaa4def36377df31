import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { closeVoteFlow } from '../src/bot/flows/game.js';

const data = {
  name: 'closevote',
  description: 'Host: close the open vote now and apply the winning choice',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  defersFirst: true,
  execute: ({ i, bot, reply }) => closeVoteFlow(bot, reply, actorOf(i), null, null),
} satisfies Command;
