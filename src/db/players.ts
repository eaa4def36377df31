import { and, asc, eq, sql } from 'drizzle-orm';
import { players } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

/** The team, in joining order. */
export function listPlayers(q: Q, gameId: number): string[] {
  return q
    .select({ userId: players.userId })
    .from(players)
    .where(eq(players.gameId, gameId))
    .orderBy(asc(players.joinedAt), sql`rowid`)
    .all()
    .map((p) => p.userId);
}

export function isPlayer(q: Q, gameId: number, userId: string): boolean {
  return q.select().from(players).where(and(eq(players.gameId, gameId), eq(players.userId, userId))).get() !== undefined;
}

/** Adds a player; false when already in. */
export function addPlayer(q: Q, gameId: number, userId: string, now: number): boolean {
  const res = q.insert(players).values({ gameId, userId, joinedAt: now }).onConflictDoNothing().run();
  return res.changes === 1;
}

export function removePlayer(q: Q, gameId: number, userId: string): boolean {
  return q.delete(players).where(and(eq(players.gameId, gameId), eq(players.userId, userId))).run().changes === 1;
}
