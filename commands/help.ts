import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { helpFlow } from '../src/bot/flows/info.js';

const data = {
  name: 'help',
  description: 'How to play Final Girl with this bot',
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: true,
  execute: ({ reply }) => helpFlow(reply),
} satisfies Command;
