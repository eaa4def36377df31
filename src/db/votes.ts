import { and, asc, eq } from 'drizzle-orm';
import { sqlC } from './collate.js';
import * as pgs from './pgSchema.js';
import { votes, type VoteRow } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** Records or changes a player's vote; the cast time is the time of the latest change. */
export async function upsertVote(db: Q, value: { gameId: number; promptNo: number; userId: string; choiceId: string; label?: string | null; castAt: number }): Promise<void> {
  const label = value.label ?? null;
  if (db.dialect === 'sqlite') {
    db.d.insert(votes)
      .values({ ...value, label })
      .onConflictDoUpdate({ target: [votes.gameId, votes.promptNo, votes.userId], set: { choiceId: value.choiceId, label, castAt: value.castAt } })
      .run();
    return;
  }
  const t = pgs.votes;
  await db.d.insert(t).values({ ...value, label }).onConflictDoUpdate({ target: [t.gameId, t.promptNo, t.userId], set: { choiceId: value.choiceId, label, castAt: value.castAt } });
}

export async function listVotes(db: Q, gameId: number, promptNo: number): Promise<VoteRow[]> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select()
      .from(votes)
      .where(and(eq(votes.gameId, gameId), eq(votes.promptNo, promptNo)))
      .orderBy(asc(votes.castAt), asc(votes.userId))
      .all();
  }
  const t = pgs.votes;
  // COLLATE "C": the byte order SQLite sorts text in, whatever the database's locale.
  return db.d.select().from(t).where(and(eq(t.gameId, gameId), eq(t.promptNo, promptNo))).orderBy(asc(t.castAt), asc(sqlC(t.userId)));
}

export async function deleteVote(db: Q, gameId: number, promptNo: number, userId: string): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.delete(votes).where(and(eq(votes.gameId, gameId), eq(votes.promptNo, promptNo), eq(votes.userId, userId))).run();
    return;
  }
  await db.d.delete(pgs.votes).where(and(eq(pgs.votes.gameId, gameId), eq(pgs.votes.promptNo, promptNo), eq(pgs.votes.userId, userId)));
}
