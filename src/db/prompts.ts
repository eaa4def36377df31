import { and, desc, eq, isNotNull, isNull, lt, max, type SQL } from 'drizzle-orm';
import { games, prompts, votes, type GameMode, type PromptRow, type PromptStatus } from './schema.js';
import type { Db, Tx } from './openDb.js';
import type { ShardScope } from '../shards/scope.js';
import { inShard } from './shardFilter.js';

type Q = Db | Tx;

export function getPrompt(q: Q, gameId: number, promptNo: number): PromptRow | undefined {
  return q.select().from(prompts).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).get();
}

export function insertPrompt(q: Q, values: typeof prompts.$inferInsert): PromptRow {
  return q.insert(prompts).values(values).returning().get();
}

export function closePrompt(
  q: Q,
  gameId: number,
  promptNo: number,
  status: Exclude<PromptStatus, 'open'>,
  now: number,
  decidedChoice: string | null = null,
  deciders: readonly string[] | null = null,
): void {
  q.update(prompts)
    .set({ status, closedAt: now, decidedChoice, ...(deciders ? { deciders: [...deciders] } : {}) })
    .where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo), eq(prompts.status, 'open')))
    .run();
}

export function updatePrompt(q: Q, gameId: number, promptNo: number, patch: Partial<Pick<PromptRow, 'messageId' | 'body' | 'deadlineAt' | 'overdue' | 'lastPingAt'>>): void {
  q.update(prompts).set(patch).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).run();
}

/** The latest prompt before `promptNo` that has a turn message: the message a new decision may take over, or must close. */
export function lastTurnMessage(q: Q, gameId: number, promptNo: number): PromptRow | undefined {
  return q
    .select()
    .from(prompts)
    .where(and(eq(prompts.gameId, gameId), lt(prompts.promptNo, promptNo), isNotNull(prompts.messageId)))
    .orderBy(desc(prompts.promptNo))
    .limit(1)
    .get();
}

/** Every open prompt of an active game (what a restart resumes), of one shard's guilds if given. */
export function openPrompts(q: Q, scope?: ShardScope): PromptRow[] {
  return q
    .select({ p: prompts })
    .from(prompts)
    .innerJoin(games, and(eq(games.id, prompts.gameId), eq(games.promptNo, prompts.promptNo)))
    .where(and(eq(prompts.status, 'open'), eq(games.status, 'active'), inShard(scope)))
    .all()
    .map((r) => r.p);
}

/**
 * Records the turn message of an open prompt that has none yet. False when another post got
 * there first or the prompt is no longer open (the caller removes the message it just posted).
 */
export function setTurnMessage(q: Q, gameId: number, promptNo: number, messageId: string, body: string, look: Pick<PromptRow, 'layout' | 'picture'>): boolean {
  return (
    q
      .update(prompts)
      .set({ messageId, body, layout: look.layout, picture: look.picture })
      .where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo), isNull(prompts.messageId), eq(prompts.status, 'open')))
      .run().changes === 1
  );
}

/** What the vote timer needs about an open prompt: its clocks, its game's settings, the latest vote. */
export interface PromptClock {
  gameId: number;
  promptNo: number;
  mode: GameMode;
  reminderSec: number;
  messageId: string | null;
  openedAt: number;
  deadlineAt: number | null;
  lastPingAt: number | null;
  /** When the latest vote was cast or changed; null without votes. */
  lastCastAt: number | null;
}

/** The clocks of every open prompt of an active game (or of one game), of one shard's guilds if given, in one query. */
export function promptClocks(q: Q, gameId?: number, scope?: ShardScope): PromptClock[] {
  const where: SQL[] = [eq(prompts.status, 'open'), eq(games.status, 'active')];
  if (gameId !== undefined) where.push(eq(prompts.gameId, gameId));
  const shard = inShard(scope);
  if (shard) where.push(shard);
  return q
    .select({
      gameId: prompts.gameId,
      promptNo: prompts.promptNo,
      mode: games.mode,
      reminderSec: games.reminderSec,
      messageId: prompts.messageId,
      openedAt: prompts.openedAt,
      deadlineAt: prompts.deadlineAt,
      lastPingAt: prompts.lastPingAt,
      lastCastAt: max(votes.castAt),
    })
    .from(prompts)
    .innerJoin(games, and(eq(games.id, prompts.gameId), eq(games.promptNo, prompts.promptNo)))
    .leftJoin(votes, and(eq(votes.gameId, prompts.gameId), eq(votes.promptNo, prompts.promptNo)))
    .where(and(...where))
    .groupBy(prompts.gameId, prompts.promptNo)
    .all();
}
