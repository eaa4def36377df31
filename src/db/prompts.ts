import { and, desc, eq, isNotNull, isNull, lt, max, type SQL } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { games, prompts, votes, type GameMode, type PromptRow, type PromptStatus } from './schema.js';
import type { Db, Tx } from './store.js';
import type { ShardScope } from '../shards/scope.js';
import { inShard } from './shardFilter.js';

type Q = Db | Tx;

export async function getPrompt(db: Q, gameId: number, promptNo: number): Promise<PromptRow | undefined> {
  if (db.dialect === 'sqlite') return db.d.select().from(prompts).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).get();
  const [row] = await db.d.select().from(pgs.prompts).where(and(eq(pgs.prompts.gameId, gameId), eq(pgs.prompts.promptNo, promptNo)));
  return row;
}

export async function insertPrompt(db: Q, values: typeof prompts.$inferInsert): Promise<PromptRow> {
  if (db.dialect === 'sqlite') return db.d.insert(prompts).values(values).returning().get();
  const [row] = await db.d.insert(pgs.prompts).values(values).returning();
  if (!row) throw new Error('the new prompt row was not returned');
  return row;
}

export async function closePrompt(
  db: Q,
  gameId: number,
  promptNo: number,
  status: Exclude<PromptStatus, 'open'>,
  now: number,
  decidedChoice: string | null = null,
  deciders: readonly string[] | null = null,
): Promise<void> {
  const set = { status, closedAt: now, decidedChoice, ...(deciders ? { deciders: [...deciders] } : {}) };
  if (db.dialect === 'sqlite') {
    db.d.update(prompts)
      .set(set)
      .where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo), eq(prompts.status, 'open')))
      .run();
    return;
  }
  const p = pgs.prompts;
  await db.d.update(p).set(set).where(and(eq(p.gameId, gameId), eq(p.promptNo, promptNo), eq(p.status, 'open')));
}

export async function updatePrompt(db: Q, gameId: number, promptNo: number, patch: Partial<Pick<PromptRow, 'messageId' | 'body' | 'deadlineAt' | 'overdue' | 'lastPingAt'>>): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.update(prompts).set(patch).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).run();
    return;
  }
  await db.d.update(pgs.prompts).set(patch).where(and(eq(pgs.prompts.gameId, gameId), eq(pgs.prompts.promptNo, promptNo)));
}

/** The latest prompt before `promptNo` that has a turn message: the message a new decision may take over, or must close. */
export async function lastTurnMessage(db: Q, gameId: number, promptNo: number): Promise<PromptRow | undefined> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select()
      .from(prompts)
      .where(and(eq(prompts.gameId, gameId), lt(prompts.promptNo, promptNo), isNotNull(prompts.messageId)))
      .orderBy(desc(prompts.promptNo))
      .limit(1)
      .get();
  }
  const p = pgs.prompts;
  const [row] = await db.d.select().from(p).where(and(eq(p.gameId, gameId), lt(p.promptNo, promptNo), isNotNull(p.messageId))).orderBy(desc(p.promptNo)).limit(1);
  return row;
}

/** Every open prompt of an active game (what a restart resumes), of one shard's guilds if given. */
export async function openPrompts(db: Q, scope?: ShardScope): Promise<PromptRow[]> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select({ p: prompts })
      .from(prompts)
      .innerJoin(games, and(eq(games.id, prompts.gameId), eq(games.promptNo, prompts.promptNo)))
      .where(and(eq(prompts.status, 'open'), eq(games.status, 'active'), inShard('sqlite', scope)))
      .all()
      .map((r) => r.p);
  }
  const p = pgs.prompts;
  const g = pgs.games;
  const rows = await db.d
    .select({ p })
    .from(p)
    .innerJoin(g, and(eq(g.id, p.gameId), eq(g.promptNo, p.promptNo)))
    .where(and(eq(p.status, 'open'), eq(g.status, 'active'), inShard('pg', scope)))
    .orderBy(p.gameId);
  return rows.map((r) => r.p);
}

/**
 * Records the turn message of an open prompt that has none yet. False when another post got
 * there first or the prompt is no longer open (the caller removes the message it just posted).
 */
export async function setTurnMessage(db: Q, gameId: number, promptNo: number, messageId: string, body: string, look: Pick<PromptRow, 'layout' | 'picture'>): Promise<boolean> {
  const set = { messageId, body, layout: look.layout, picture: look.picture };
  if (db.dialect === 'sqlite') {
    return db.d.update(prompts).set(set).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo), isNull(prompts.messageId), eq(prompts.status, 'open'))).run().changes === 1;
  }
  const p = pgs.prompts;
  const res = await db.d.update(p).set(set).where(and(eq(p.gameId, gameId), eq(p.promptNo, promptNo), isNull(p.messageId), eq(p.status, 'open')));
  return res.rowCount === 1;
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
export async function promptClocks(db: Q, gameId?: number, scope?: ShardScope): Promise<PromptClock[]> {
  if (db.dialect === 'sqlite') {
    const where: SQL[] = [eq(prompts.status, 'open'), eq(games.status, 'active')];
    if (gameId !== undefined) where.push(eq(prompts.gameId, gameId));
    const shard = inShard('sqlite', scope);
    if (shard) where.push(shard);
    return db.d
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
  const p = pgs.prompts;
  const g = pgs.games;
  const v = pgs.votes;
  const where: SQL[] = [eq(p.status, 'open'), eq(g.status, 'active')];
  if (gameId !== undefined) where.push(eq(p.gameId, gameId));
  const shard = inShard('pg', scope);
  if (shard) where.push(shard);
  return db.d
    .select({
      gameId: p.gameId,
      promptNo: p.promptNo,
      mode: g.mode,
      reminderSec: g.reminderSec,
      messageId: p.messageId,
      openedAt: p.openedAt,
      deadlineAt: p.deadlineAt,
      lastPingAt: p.lastPingAt,
      lastCastAt: max(v.castAt),
    })
    .from(p)
    .innerJoin(g, and(eq(g.id, p.gameId), eq(g.promptNo, p.promptNo)))
    .leftJoin(v, and(eq(v.gameId, p.gameId), eq(v.promptNo, p.promptNo)))
    .where(and(...where))
    .groupBy(p.gameId, p.promptNo, g.mode, g.reminderSec)
    .orderBy(p.gameId, p.promptNo);
}
