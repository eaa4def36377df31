import { and, asc, eq, gte } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { choices } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** One engine choice and the decision seq it answered. */
export interface RecordedChoice {
  seq: number;
  choiceId: string;
}

export async function recordChoices(db: Q, gameId: number, list: readonly RecordedChoice[]): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((c) => ({ gameId, ...c }));
  if (db.dialect === 'sqlite') {
    db.d.insert(choices).values(rows).run();
    return;
  }
  await db.d.insert(pgs.choices).values(rows);
}

/** The engine choices of the game's line of play, in order. */
export async function choicesOf(db: Q, gameId: number): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? db.d.select({ choiceId: choices.choiceId }).from(choices).where(eq(choices.gameId, gameId)).orderBy(asc(choices.seq)).all()
      : await db.d.select({ choiceId: pgs.choices.choiceId }).from(pgs.choices).where(eq(pgs.choices.gameId, gameId)).orderBy(asc(pgs.choices.seq));
  return rows.map((r) => r.choiceId);
}

/** /undo went back to decision `seq`: the choices from it on belong to the line undone. */
export async function dropChoicesFrom(db: Q, gameId: number, seq: number): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.delete(choices).where(and(eq(choices.gameId, gameId), gte(choices.seq, seq))).run();
    return;
  }
  await db.d.delete(pgs.choices).where(and(eq(pgs.choices.gameId, gameId), gte(pgs.choices.seq, seq)));
}
