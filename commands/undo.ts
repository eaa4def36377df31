import { InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { undoFlow } from '../src/bot/flows/game.js';

const data = {
  name: 'undo',
  description: 'Host: take back the last decision, if it rolled no die and revealed nothing',
  contexts: [InteractionContextType.Guild],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  defersFirst: true,
  execute: ({ i, bot, reply }) => undoFlow(bot, reply, actorOf(i)),
} satisfies Command;
