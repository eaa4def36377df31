import { and, asc, eq, sql } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { players } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** The team, in joining order. */
export async function listPlayers(db: Q, gameId: number): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select({ userId: players.userId })
      .from(players)
      .where(eq(players.gameId, gameId))
      .orderBy(asc(players.joinedAt), sql`rowid`)
      .all()
      .map((p) => p.userId);
  }
  const p = pgs.players;
  const rows = await db.d.select({ userId: p.userId }).from(p).where(eq(p.gameId, gameId)).orderBy(asc(p.joinedAt), asc(p.rowid));
  return rows.map((r) => r.userId);
}

export async function isPlayer(db: Q, gameId: number, userId: string): Promise<boolean> {
  if (db.dialect === 'sqlite') return db.d.select().from(players).where(and(eq(players.gameId, gameId), eq(players.userId, userId))).get() !== undefined;
  const rows = await db.d.select({ userId: pgs.players.userId }).from(pgs.players).where(and(eq(pgs.players.gameId, gameId), eq(pgs.players.userId, userId)));
  return rows.length > 0;
}

/** Adds a player; false when already in. */
export async function addPlayer(db: Q, gameId: number, userId: string, now: number): Promise<boolean> {
  if (db.dialect === 'sqlite') return db.d.insert(players).values({ gameId, userId, joinedAt: now }).onConflictDoNothing().run().changes === 1;
  const res = await db.d.insert(pgs.players).values({ gameId, userId, joinedAt: now }).onConflictDoNothing();
  return res.rowCount === 1;
}

export async function removePlayer(db: Q, gameId: number, userId: string): Promise<boolean> {
  if (db.dialect === 'sqlite') return db.d.delete(players).where(and(eq(players.gameId, gameId), eq(players.userId, userId))).run().changes === 1;
  const res = await db.d.delete(pgs.players).where(and(eq(pgs.players.gameId, gameId), eq(pgs.players.userId, userId)));
  return res.rowCount === 1;
}
