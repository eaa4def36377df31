import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { leaveFlow } from '../src/bot/flows/game.js';

const data = {
  name: 'leave',
  description: 'Leave the team of this channel’s game',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  defersFirst: true,
  execute: ({ i, bot, reply }) => leaveFlow(bot, reply, actorOf(i)),
} satisfies Command;
