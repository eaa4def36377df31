import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** How a game decides: one player picks, or the joined players vote. */
export const GAME_MODES = ['solo', 'vote'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** How fast a game is meant to go: `live` (short vote windows, no reminders) or `async` (long windows, reminders). */
export const PACES = ['live', 'async'] as const;
export type Pace = (typeof PACES)[number];

/** `active` games own their channel; `over` ended by the rules; `ended` stopped by /endgame. */
export const GAME_STATUSES = ['active', 'over', 'ended'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Who may pick in solo mode. */
export const SOLO_ACTORS = ['host', 'joined', 'anyone'] as const;
export type SoloActor = (typeof SOLO_ACTORS)[number];

/** `open` takes picks or votes; `closed` was decided; `cancelled` by /undo or /endgame. */
export const PROMPT_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type PromptStatus = (typeof PROMPT_STATUSES)[number];

export const VISIBILITIES = ['public', 'secret'] as const;

/** One game per row; the engine state is a JSON text column checked on every load. */
export const games = sqliteTable(
  'games',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channelId: text('channel_id').notNull(),
    guildId: text('guild_id'),
    hostId: text('host_id').notNull(),
    mode: text('mode', { enum: GAME_MODES }).notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    seed: text('seed').notNull(),
    /** The engine's GameState as JSON; parsed and checked on load, never trusted. */
    state: text('state').notNull(),
    /** Bumped by every write of `state`; writes require the version they read. */
    version: integer('version').notNull().default(1),
    /** The engine's SCHEMA_VERSION the state was written with. */
    schemaVersion: integer('schema_version').notNull(),
    /** Number of the bot prompt now open (monotonic, unlike the engine's decision seq under /undo). */
    promptNo: integer('prompt_no').notNull().default(0),
    voteWindowSec: integer('vote_window_sec').notNull(),
    /** Minimum time between reminders; 0 = no reminders. */
    reminderSec: integer('reminder_sec').notNull(),
    pingOnDecision: integer('ping_on_decision', { mode: 'boolean' }).notNull().default(true),
    soloActor: text('solo_actor', { enum: SOLO_ACTORS }).notNull().default('host'),
    pace: text('pace', { enum: PACES }).notNull().default('async'),
    /** A vote game waiting in its lobby for the host's Start: no prompt is open (prompt_no 0), no window runs. */
    lobby: integer('lobby', { mode: 'boolean' }).notNull().default(false),
    /** The lobby message (team list, Join and Start); null until it is posted (a restart posts a missing one). */
    lobbyMessageId: text('lobby_message_id'),
    /** Vote games: the player who makes the follow-up decisions alone (src/bot/play/followUps.ts); null = the host. */
    callerId: text('caller_id'),
    /** Vote games: the rest of a plan the team voted (JSON, src/bot/play/plan.ts), followed step by step; null = none. */
    plan: text('plan'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('games_one_active_per_channel').on(t.channelId).where(sql`status = 'active'`),
    index('games_channel').on(t.channelId),
  ],
);

/** Members of the Final Girl's team (the host is one from the start). */
export const players = sqliteTable(
  'players',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    joinedAt: integer('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);

/** A decision put to the table: its live message, vote deadline and reminder clock. */
export const TURN_LAYOUTS = ['legacy', 'v2', 'parts'] as const;
export type TurnLayout = (typeof TURN_LAYOUTS)[number];

export const prompts = sqliteTable(
  'prompts',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    promptNo: integer('prompt_no').notNull(),
    /** The engine's `pending.seq` when the prompt opened. */
    decisionSeq: integer('decision_seq').notNull(),
    channelId: text('channel_id').notNull(),
    /** The turn message; null until it is posted (a restart posts missing ones). */
    messageId: text('message_id'),
    /** The turn message's fixed part: its structured parts as JSON (layout 'parts'), or its text (older layouts); live lines are added on each edit. */
    body: text('body'),
    /**
     * How the turn message is laid out: 'parts' (components v2 built from the structured parts
     * stored as JSON in `body`, one message a game turn), 'v2' (components v2 from a plain-text
     * body, messages posted before the parts) or 'legacy' (content and rows, older still).
     */
    layout: text('layout', { enum: TURN_LAYOUTS }).notNull().default('legacy'),
    /** The alt text of the turn message's picture, or null when it has none: each edit shows the picture it keeps. */
    picture: text('picture'),
    status: text('status', { enum: PROMPT_STATUSES }).notNull().default('open'),
    openedAt: integer('opened_at').notNull(),
    /** Vote mode: when the window closes; null in solo mode or once it ran out with no votes. */
    deadlineAt: integer('deadline_at'),
    /** The deadline passed with no votes: the next vote decides at once. */
    overdue: integer('overdue', { mode: 'boolean' }).notNull().default(false),
    /** Vote games: a follow-up the caller makes alone, at once (no vote window, no ballots). */
    byCaller: integer('by_caller', { mode: 'boolean' }).notNull().default(false),
    lastPingAt: integer('last_ping_at'),
    closedAt: integer('closed_at'),
    /** The choice id applied when the prompt closed. */
    decidedChoice: text('decided_choice'),
    /** User ids of who made the decision (the solo player, the caller) or voted on it, as JSON; null before it closed or for prompts closed before it was kept. */
    deciders: text('deciders', { mode: 'json' }).$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.promptNo] }), index('prompts_status').on(t.status)],
);

/** One vote per player per prompt; changing a vote rewrites the row and its time. */
export const votes = sqliteTable(
  'votes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    promptNo: integer('prompt_no').notNull(),
    userId: text('user_id').notNull(),
    choiceId: text('choice_id').notNull(),
    /** How the choice read when it was cast (a plan's steps); null = the option's label. */
    label: text('label'),
    castAt: integer('cast_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.promptNo, t.userId] })],
);

/** Everything that happened, public and secret (secret rows are only ever shown ephemerally). */
export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The engine's event seq (not unique: /undo rewinds it); null for the bot's own notes. */
    seq: integer('seq'),
    turn: integer('turn').notNull(),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('events_game').on(t.gameId, t.id)],
);

/**
 * The /undo stack: the state before each reversible step. An irreversible step clears the
 * stack and leaves one barrier row (state null) naming the step that cannot be taken back.
 */
export const history = sqliteTable(
  'history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    state: text('state'),
    /** Label of the choice made from this state. */
    label: text('label').notNull(),
    /** Events with an id above this were produced by the step (deleted on undo). */
    lastEventId: integer('last_event_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('history_game').on(t.gameId, t.id)],
);

/** A record per finished or abandoned game, kept for recaps and statistics. */
export const finishedGames = sqliteTable('finished_games', {
  id: integer('id').primaryKey({ autoIncrement: true }),
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
  /** User ids of the team, as JSON. */
  players: text('players', { mode: 'json' }).$type<string[]>().notNull(),
  /** Ids of the Killer's achievements this game met (content: assets/killers/<killer>/achievements.json), as JSON; [] for games recorded before them. */
  achievements: text('achievements', { mode: 'json' }).$type<string[]>().notNull().default([]),
  finishedAt: integer('finished_at').notNull(),
});

/**
 * Every engine choice applied to a game, in order: with the game's setup and seed they replay it
 * (`/log export`). `seq` is the engine's decision seq the choice answered: /undo rewinds it, so
 * the rows from the restored decision on are dropped with the step.
 */
export const choices = sqliteTable(
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

/**
 * The cross-game achievements a holder has earned (src/bot/records/crossGame.ts), each once,
 * with the game that earned it (its recap announces it). Kept, not recomputed: an achievement
 * over "every Killer" stays earned when a new Killer is installed. `holder` is the server's id,
 * or `channel:<id>` for a channel outside any server.
 */
export const earnedAchievements = sqliteTable(
  'earned_achievements',
  {
    holder: text('holder').notNull(),
    achievement: text('achievement').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    earnedAt: integer('earned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holder, t.achievement] }), index('earned_achievements_game').on(t.gameId)],
);

export type GameRow = typeof games.$inferSelect;
export type PromptRow = typeof prompts.$inferSelect;
export type VoteRow = typeof votes.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type FinishedGameRow = typeof finishedGames.$inferSelect;
export type EarnedAchievementRow = typeof earnedAchievements.$inferSelect;

/**
 * The interaction ids already handled (a gateway replay, a dispatch two processes both received):
 * a second claim of one id fails on the key, so the interaction is handled once across every
 * process on the database. Rows older than an interaction token's life are pruned.
 */
export const interactions = sqliteTable(
  'interactions',
  {
    id: text('id').primaryKey(),
    seenAt: integer('seen_at').notNull(),
    // A game interaction acknowledged first (deferred), kept until its work is done so a host that
    // died in between can finish it when it starts again: its guild (for the shard that resumes it)
    // and the payload Discord sent (its token included: never logged, dropped once finished).
    guildId: text('guild_id'),
    payload: text('payload'),
    /** When its work was done (applied, refused or failed with an answer), or it was given up. */
    finishedAt: integer('finished_at'),
    /** When a restarted host took it over to finish it: the conditional claim of the resumption. */
    resumedAt: integer('resumed_at'),
  },
  (t) => [index('interactions_seen').on(t.seenAt)],
);
