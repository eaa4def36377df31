import { and, asc, eq, gte } from 'drizzle-orm';
import { choices } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

/** One engine choice and the decision seq it answered. */
export interface RecordedChoice {
  seq: number;
  choiceId: string;
}

export function recordChoices(q: Q, gameId: number, list: readonly RecordedChoice[]): void {
  if (list.length === 0) return;
  q.insert(choices)
    .values(list.map((c) => ({ gameId, ...c })))
    .run();
}

/** The engine choices of the game's line of play, in order. */
export function choicesOf(q: Q, gameId: number): string[] {
  return q
    .select({ choiceId: choices.choiceId })
    .from(choices)
    .where(eq(choices.gameId, gameId))
    .orderBy(asc(choices.seq))
    .all()
    .map((r) => r.choiceId);
}

/** /undo went back to decision `seq`: the choices from it on belong to the line undone. */
export function dropChoicesFrom(q: Q, gameId: number, seq: number): void {
  q.delete(choices).where(and(eq(choices.gameId, gameId), gte(choices.seq, seq))).run();
}
