import { ApplicationCommandOptionType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { settingsFlow } from '../src/bot/flows/game.js';
import { SETTING_LIMITS } from '../src/bot/play/settings.js';
import { SOLO_ACTORS, type SoloActor } from '../src/db/schema.js';

const data = {
  name: 'settings',
  description: 'Host: vote window, reminders, pings, the caller, who may choose in solo mode (no options: show them)',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: ApplicationCommandOptionType.Integer, name: 'vote_minutes', description: 'How long a vote stays open', min_value: SETTING_LIMITS.voteMinutes.min, max_value: SETTING_LIMITS.voteMinutes.max },
    { type: ApplicationCommandOptionType.Integer, name: 'reminder_minutes', description: 'Remind idle players at most this often (0 = never)', min_value: SETTING_LIMITS.reminderMinutes.min, max_value: SETTING_LIMITS.reminderMinutes.max },
    { type: ApplicationCommandOptionType.Boolean, name: 'ping', description: 'Mention players when a new decision opens' },
    { type: ApplicationCommandOptionType.User, name: 'caller', description: 'Vote games: the team player who makes follow-ups alone (default: the host)' },
    {
      type: ApplicationCommandOptionType.String,
      name: 'solo_actor',
      description: 'Who may choose in a solo game',
      choices: [
        { name: 'host only', value: 'host' },
        { name: 'joined players', value: 'joined' },
        { name: 'anyone in the channel', value: 'anyone' },
      ],
    },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const soloActor = (v: string | null): SoloActor | null => (SOLO_ACTORS as readonly string[]).includes(v ?? '') ? (v as SoloActor) : null;

export default {
  data,
  ephemeral: true,
  execute: ({ i, bot, reply }) =>
    settingsFlow(bot, reply, actorOf(i), {
      voteMinutes: i.options.getInteger('vote_minutes'),
      reminderMinutes: i.options.getInteger('reminder_minutes'),
      ping: i.options.getBoolean('ping'),
      soloActor: soloActor(i.options.getString('solo_actor')),
      callerId: i.options.getUser('caller')?.id ?? null,
    }),
} satisfies Command;
