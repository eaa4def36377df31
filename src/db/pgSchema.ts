import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GAME_MODES, GAME_STATUSES, PACES, PROMPT_STATUSES, SOLO_ACTORS, TURN_LAYOUTS, VISIBILITIES } from './schema.js';

/**
 * The Postgres twin of schema.ts: the same tables, columns, keys and indexes (a test compares
 * them), with Postgres's own types. Times are milliseconds, past a 32-bit integer, so bigint;
 * the flags are booleans; the engine state stays text (jsonb would reorder its keys).
 */
const ms = (name: string) => bigint(name, { mode: 'number' });

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    channelId: text('channel_id').notNull(),
    guildId: text('guild_id'),
    hostId: text('host_id').notNull(),
    mode: text('mode', { enum: GAME_MODES }).notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    seed: text('seed').notNull(),
    state: text('state').notNull(),
    version: integer('version').notNull().default(1),
    schemaVersion: integer('schema_version').notNull(),
    promptNo: integer('prompt_no').notNull().default(0),
    voteWindowSec: integer('vote_window_sec').notNull(),
    reminderSec: integer('reminder_sec').notNull(),
    pingOnDecision: boolean('ping_on_decision').notNull().default(true),
    soloActor: text('solo_actor', { enum: SOLO_ACTORS }).notNull().default('host'),
    pace: text('pace', { enum: PACES }).notNull().default('async'),
    lobby: boolean('lobby').notNull().default(false),
    lobbyMessageId: text('lobby_message_id'),
    callerId: text('caller_id'),
    plan: text('plan'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('games_one_active_per_channel').on(t.channelId).where(sql`status = 'active'`),
    index('games_channel').on(t.channelId),
  ],
);

export const players = pgTable(
  'players',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    joinedAt: ms('joined_at').notNull(),
    /** SQLite's implicit rowid, made explicit: the team's joining order when two joined in the same millisecond. */
    rowid: bigint('rowid', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);

export const prompts = pgTable(
  'prompts',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    promptNo: integer('prompt_no').notNull(),
    decisionSeq: integer('decision_seq').notNull(),
    channelId: text('channel_id').notNull(),
    messageId: text('message_id'),
    body: text('body'),
    layout: text('layout', { enum: TURN_LAYOUTS }).notNull().default('legacy'),
    picture: text('picture'),
    status: text('status', { enum: PROMPT_STATUSES }).notNull().default('open'),
    openedAt: ms('opened_at').notNull(),
    deadlineAt: ms('deadline_at'),
    overdue: boolean('overdue').notNull().default(false),
    byCaller: boolean('by_caller').notNull().default(false),
    lastPingAt: ms('last_ping_at'),
    closedAt: ms('closed_at'),
    decidedChoice: text('decided_choice'),
    deciders: jsonb('deciders').$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.promptNo] }), index('prompts_status').on(t.status)],
);

export const votes = pgTable(
  'votes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    promptNo: integer('prompt_no').notNull(),
    userId: text('user_id').notNull(),
    choiceId: text('choice_id').notNull(),
    label: text('label'),
    castAt: ms('cast_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.promptNo, t.userId] })],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq'),
    turn: integer('turn').notNull(),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('events_game').on(t.gameId, t.id)],
);

export const history = pgTable(
  'history',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    state: text('state'),
    label: text('label').notNull(),
    lastEventId: integer('last_event_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('history_game').on(t.gameId, t.id)],
);

export const finishedGames = pgTable('finished_games', {
  id: serial('id').primaryKey(),
  gameId: integer('game_id')
    .notNull()
    .unique()
    .references(() => games.id, { onDelete: 'cascade' }),
  channelId: text('channel_id').notNull(),
  guildId: text('guild_id'),
  result: text('result', { enum: ['won', 'lost', 'abandoned'] }).notNull(),
  reason: text('reason'),
  killer: text('killer').notNull(),
  location: text('location').notNull(),
  girl: text('girl').notNull(),
  mode: text('mode', { enum: GAME_MODES }).notNull(),
  turns: integer('turns').notNull(),
  saved: integer('saved').notNull(),
  killed: integer('killed').notNull(),
  players: jsonb('players').$type<string[]>().notNull(),
  achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
  finishedAt: ms('finished_at').notNull(),
});

export const choices = pgTable(
  'choices',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    choiceId: text('choice_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export const earnedAchievements = pgTable(
  'earned_achievements',
  {
    holder: text('holder').notNull(),
    achievement: text('achievement').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    earnedAt: ms('earned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holder, t.achievement] }), index('earned_achievements_game').on(t.gameId)],
);

export const interactions = pgTable(
  'interactions',
  {
    id: text('id').primaryKey(),
    seenAt: ms('seen_at').notNull(),
    // A game interaction acknowledged first (deferred), kept until its work is done so a host that
    // died in between can finish it when it starts again: its guild (for the shard that resumes it)
    // and the payload Discord sent (its token included: never logged, dropped once finished).
    guildId: text('guild_id'),
    payload: text('payload'),
    /** When its work was done (applied, refused or failed with an answer), or it was given up. */
    finishedAt: ms('finished_at'),
    /** When a restarted host took it over to finish it: the conditional claim of the resumption. */
    resumedAt: ms('resumed_at'),
  },
  (t) => [index('interactions_seen').on(t.seenAt)],
);
