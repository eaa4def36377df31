import type { GameEvent } from '../../engine/index.js';
import type { Db } from '../../db/index.js';
import type { ShardScope } from '../../shards/scope.js';
import type { Pace, SoloActor } from '../../db/schema.js';

/** Settings a new game starts with. */
export interface GameDefaults {
  voteWindowSec: number;
  reminderSec: number;
  pingOnDecision: boolean;
  soloActor: SoloActor;
}

export const DEFAULTS: GameDefaults = {
  voteWindowSec: 12 * 3600,
  reminderSec: 6 * 3600,
  pingOnDecision: true,
  soloActor: 'host',
};

/**
 * What `pace: live` changes from the defaults: a short vote window and no reminders (the table
 * is playing now; a vote still closes as soon as everyone on the team voted). `async` keeps the
 * defaults. `/settings` overrides either.
 */
const LIVE_PACE: Pick<GameDefaults, 'voteWindowSec' | 'reminderSec'> = {
  voteWindowSec: 10 * 60,
  reminderSec: 0,
};

/** The settings a new game of `pace` starts with. */
export function paceDefaults(defaults: GameDefaults, pace: Pace): GameDefaults {
  return pace === 'live' ? { ...defaults, ...LIVE_PACE } : defaults;
}

/** What the game operations need: the database and a clock. */
export interface PlayDeps {
  db: Db;
  now(): number;
  defaults: GameDefaults;
  /**
   * The shard this process runs (SHARDS): its timer and start-up repairs touch only the games of
   * that shard's guilds. Unset: one process serves every game.
   */
  shard?: ShardScope;
}

/** What a change to a game asks the publisher to show in the channel. */
export interface Report {
  gameId: number;
  channelId: string;
  /** Lines that lead the public message (who chose, the vote result, a tie-break). */
  headline: string[];
  /** Engine events of the step; only public ones are ever posted. */
  events: GameEvent[];
  /** The prompt that stopped taking picks, so its buttons come off. */
  settled?: { promptNo: number; how: 'closed' | 'undo' | 'ended'; label: string | null };
  /** A new prompt whose turn message must be posted. */
  opened?: number;
  /** The game is over (rules or /endgame): post the recap. */
  finished: boolean;
}

/**
 * How a pick refers to an option: by index on a given prompt (buttons), by typed text, or (vote
 * games) as a plan: the index of each step among the choices the plan builder offered for it.
 */
export type ChoiceRef =
  | { kind: 'index'; promptNo: number; index: number }
  | { kind: 'text'; text: string }
  | { kind: 'plan'; promptNo: number; indexes: readonly number[] };
