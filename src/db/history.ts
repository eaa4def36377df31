import { desc, eq } from 'drizzle-orm';
import type { GameState } from '../engine/index.js';
import { history } from './schema.js';
import { encodeState } from './stateCodec.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

export type HistoryTop =
  | { kind: 'empty' }
  | { kind: 'barrier'; label: string }
  | { kind: 'undoable'; id: number; state: string; label: string; lastEventId: number };

/** Remembers the state before a reversible step. */
export function pushUndoable(q: Q, gameId: number, before: GameState, label: string, lastEventId: number, now: number): void {
  q.insert(history).values({ gameId, state: encodeState(before), label, lastEventId, createdAt: now }).run();
}

/** An irreversible step: nothing before it can be taken back any more. */
export function pushBarrier(q: Q, gameId: number, label: string, lastEventId: number, now: number): void {
  q.delete(history).where(eq(history.gameId, gameId)).run();
  q.insert(history).values({ gameId, state: null, label, lastEventId, createdAt: now }).run();
}

export function topOfHistory(q: Q, gameId: number): HistoryTop {
  const row = q.select().from(history).where(eq(history.gameId, gameId)).orderBy(desc(history.id)).limit(1).get();
  if (!row) return { kind: 'empty' };
  if (row.state === null) return { kind: 'barrier', label: row.label };
  return { kind: 'undoable', id: row.id, state: row.state, label: row.label, lastEventId: row.lastEventId };
}

export function dropHistoryRow(q: Q, id: number): void {
  q.delete(history).where(eq(history.id, id)).run();
}
