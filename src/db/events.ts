import { and, desc, eq, gt, gte, lte, max } from 'drizzle-orm';
import type { GameEvent } from '../engine/index.js';
import { events, type EventRow } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

export function appendEvents(q: Q, gameId: number, list: readonly GameEvent[], now: number): void {
  if (list.length === 0) return;
  q.insert(events)
    .values(list.map((e) => ({ gameId, seq: e.seq, turn: e.turn, visibility: e.visibility, kind: e.kind, text: e.text, createdAt: now })))
    .run();
}

/** A line the bot adds to the public log (votes, undo, joins are not engine events). */
export function appendNote(q: Q, gameId: number, turn: number, kind: string, text: string, now: number): void {
  q.insert(events).values({ gameId, seq: null, turn, visibility: 'public', kind, text, createdAt: now }).run();
}

/** The last `count` public events, oldest first. */
export function recentPublicEvents(q: Q, gameId: number, count: number): EventRow[] {
  return q
    .select()
    .from(events)
    .where(and(eq(events.gameId, gameId), eq(events.visibility, 'public')))
    .orderBy(desc(events.id))
    .limit(count)
    .all()
    .reverse();
}

/** Every public event of a game, oldest first (secret rows are never read). */
export function publicEvents(q: Q, gameId: number): EventRow[] {
  return q.select().from(events).where(and(eq(events.gameId, gameId), eq(events.visibility, 'public'))).orderBy(events.id).all();
}

/** The public events of game turns `from` to `to`, oldest first: a turn's chronicle and its full account read no more than their turns. */
export function publicEventsOfTurns(q: Q, gameId: number, from: number, to: number): EventRow[] {
  return q
    .select()
    .from(events)
    .where(and(eq(events.gameId, gameId), eq(events.visibility, 'public'), gte(events.turn, from), lte(events.turn, to)))
    .orderBy(events.id)
    .all();
}

/** Every event, secret ones included (for tests and checks; never for posting). */
export function allEvents(q: Q, gameId: number): EventRow[] {
  return q.select().from(events).where(eq(events.gameId, gameId)).orderBy(events.id).all();
}

export function lastEventId(q: Q, gameId: number): number {
  return q.select({ m: max(events.id) }).from(events).where(eq(events.gameId, gameId)).get()?.m ?? 0;
}

export function deleteEventsAfter(q: Q, gameId: number, id: number): void {
  q.delete(events).where(and(eq(events.gameId, gameId), gt(events.id, id))).run();
}
