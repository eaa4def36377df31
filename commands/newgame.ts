import { ApplicationCommandOptionType, InteractionContextType, PermissionFlagsBits, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { actorOf } from '../src/bot/flows/actor.js';
import { setupSuggestions } from '../src/bot/flows/autocomplete.js';
import { newGameFlow } from '../src/bot/flows/game.js';
import { SEED_MAX } from '../src/bot/play/newGame.js';

/** Longest name accepted for a Killer, Location or Final Girl (Discord checks it before the bot sees it). */
const NAME_MAX = 100;

const data = {
  name: 'newgame',
  description: 'Start a game of Final Girl in this channel',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: ApplicationCommandOptionType.String, name: 'killer', description: 'The Killer, or random', required: true, autocomplete: true, max_length: NAME_MAX },
    { type: ApplicationCommandOptionType.String, name: 'location', description: 'Where it happens, or random', required: true, autocomplete: true, max_length: NAME_MAX },
    { type: ApplicationCommandOptionType.String, name: 'girl', description: 'The Final Girl, or random (default: the one that comes with the Killer)', autocomplete: true, max_length: NAME_MAX },
    {
      type: ApplicationCommandOptionType.String,
      name: 'mode',
      description: 'solo: you decide alone; vote: everyone who joins votes',
      choices: [
        { name: 'solo', value: 'solo' },
        { name: 'vote', value: 'vote' },
      ],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'pace',
      description: 'live: 10-minute votes, no reminders; async (default): 12-hour votes with reminders',
      choices: [
        { name: 'live', value: 'live' },
        { name: 'async', value: 'async' },
      ],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'difficulty',
      description: 'Side of the Player board',
      choices: [
        { name: 'normal', value: 'normal' },
        { name: 'extreme horror', value: 'extreme' },
      ],
    },
    { type: ApplicationCommandOptionType.Integer, name: 'seed', description: 'Replay a game with a fixed seed', min_value: 0, max_value: SEED_MAX },
    {
      type: ApplicationCommandOptionType.String,
      name: 'blessings',
      description: 'Berith only (ignored otherwise): Divine Blessings side, Heavenly (normal) or Hellish (hard)',
      choices: [
        { name: 'heavenly (normal)', value: 'heavenly' },
        { name: 'hellish (hard)', value: 'hellish' },
      ],
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'strict',
      description: 'Berith only: keep Divine Blessings hidden from everyone until the final reveal (default off)',
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'ambiguity',
      description: 'Ties the rules leave open: Infinite Evil (worst for you, default) or players decide',
      choices: [
        { name: 'infinite evil', value: 'infinite-evil' },
        { name: 'players decide', value: 'players-decide' },
      ],
    },
    { type: ApplicationCommandOptionType.Boolean, name: 'epic', description: 'Use an Epic Dark Power and an Epic Finale (default off)' },
    { type: ApplicationCommandOptionType.Boolean, name: 'thread', description: 'Play in a new thread of this channel (default off)' },
    { type: ApplicationCommandOptionType.Boolean, name: 'unwon', description: 'With a random Killer or Location: prefer pairings this server has not won yet' },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default {
  data,
  ephemeral: false,
  autocomplete: (i) => setupSuggestions(i, { random: true }),
  execute: ({ i, bot, reply }) =>
    newGameFlow(
      bot,
      reply,
      actorOf(i),
      {
        killer: i.options.getString('killer', true).trim(),
        location: i.options.getString('location', true).trim(),
        girl: i.options.getString('girl')?.trim() || null,
        mode: i.options.getString('mode') === 'vote' ? 'vote' : 'solo',
        pace: i.options.getString('pace') === 'live' ? 'live' : 'async',
        extreme: i.options.getString('difficulty') === 'extreme',
        seed: i.options.getInteger('seed') ?? bot.drawSeed(),
        seedChosen: i.options.getInteger('seed') !== null,
        blessingsSide: i.options.getString('blessings') === 'hellish' ? 'hellish' : 'heavenly',
        strictSecrets: i.options.getBoolean('strict') ?? false,
        ambiguity: i.options.getString('ambiguity') === 'players-decide' ? 'players-decide' : 'infinite-evil',
        epic: i.options.getBoolean('epic') ?? false,
      },
      {
        thread: i.options.getBoolean('thread') ?? false,
        // discord.js knows a thread from the gateway; one it does not know is tried, and Discord's refusal falls back to playing here.
        inThread: i.channel?.isThread() ?? false,
        botMayThread: i.appPermissions.has([PermissionFlagsBits.CreatePublicThreads, PermissionFlagsBits.SendMessagesInThreads]),
      },
      { preferUnwon: i.options.getBoolean('unwon') ?? false },
    ),
} satisfies Command;
