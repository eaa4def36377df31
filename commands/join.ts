import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { joinFlow } from '../src/bot/flows/game.js';

const data = {
  name: 'join',
  description: 'Join the Final Girl’s team in this channel’s game',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => joinFlow(bot, reply, actorOf(i)),
} satisfies Command;
