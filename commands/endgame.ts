import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { askEndFlow } from '../src/bot/flows/game.js';

const data = {
  name: 'endgame',
  description: 'Host or Manage Channel: end this channel’s game (asks for confirmation)',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) => askEndFlow(bot, reply, actorOf(i)),
} satisfies Command;
