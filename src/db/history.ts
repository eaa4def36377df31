import { desc, eq } from 'drizzle-orm';
import type { GameState } from '../engine/index.js';
import * as pgs from './pgSchema.js';
import { history } from './schema.js';
import { encodeState } from './stateCodec.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

export type HistoryTop =
  | { kind: 'empty' }
  | { kind: 'barrier'; label: string }
  | { kind: 'undoable'; id: number; state: string; label: string; lastEventId: number };

type HistoryInsert = typeof history.$inferInsert;

async function insertHistory(q: Q, row: HistoryInsert): Promise<void> {
  if (q.dialect === 'sqlite') {
    q.d.insert(history).values(row).run();
    return;
  }
  await q.d.insert(pgs.history).values(row);
}

/** Remembers the state before a reversible step. */
export async function pushUndoable(db: Q, gameId: number, before: GameState, label: string, lastEventId: number, now: number): Promise<void> {
  await insertHistory(db, { gameId, state: encodeState(before), label, lastEventId, createdAt: now });
}

/** An irreversible step: nothing before it can be taken back any more. */
export async function pushBarrier(db: Q, gameId: number, label: string, lastEventId: number, now: number): Promise<void> {
  if (db.dialect === 'sqlite') db.d.delete(history).where(eq(history.gameId, gameId)).run();
  else await db.d.delete(pgs.history).where(eq(pgs.history.gameId, gameId));
  await insertHistory(db, { gameId, state: null, label, lastEventId, createdAt: now });
}

export async function topOfHistory(db: Q, gameId: number): Promise<HistoryTop> {
  const row =
    db.dialect === 'sqlite'
      ? db.d.select().from(history).where(eq(history.gameId, gameId)).orderBy(desc(history.id)).limit(1).get()
      : (await db.d.select().from(pgs.history).where(eq(pgs.history.gameId, gameId)).orderBy(desc(pgs.history.id)).limit(1))[0];
  if (!row) return { kind: 'empty' };
  if (row.state === null) return { kind: 'barrier', label: row.label };
  return { kind: 'undoable', id: row.id, state: row.state, label: row.label, lastEventId: row.lastEventId };
}

export async function dropHistoryRow(db: Q, id: number): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.delete(history).where(eq(history.id, id)).run();
    return;
  }
  await db.d.delete(pgs.history).where(eq(pgs.history.id, id));
}
