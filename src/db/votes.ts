import { and, asc, eq } from 'drizzle-orm';
import { votes, type VoteRow } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

/** Records or changes a player's vote; the cast time is the time of the latest change. */
export function upsertVote(q: Q, v: { gameId: number; promptNo: number; userId: string; choiceId: string; label?: string | null; castAt: number }): void {
  const label = v.label ?? null;
  q.insert(votes)
    .values({ ...v, label })
    .onConflictDoUpdate({ target: [votes.gameId, votes.promptNo, votes.userId], set: { choiceId: v.choiceId, label, castAt: v.castAt } })
    .run();
}

export function listVotes(q: Q, gameId: number, promptNo: number): VoteRow[] {
  return q
    .select()
    .from(votes)
    .where(and(eq(votes.gameId, gameId), eq(votes.promptNo, promptNo)))
    .orderBy(asc(votes.castAt), asc(votes.userId))
    .all();
}

export function deleteVote(q: Q, gameId: number, promptNo: number, userId: string): void {
  q.delete(votes).where(and(eq(votes.gameId, gameId), eq(votes.promptNo, promptNo), eq(votes.userId, userId))).run();
}
