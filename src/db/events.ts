import { and, asc, desc, eq, gt, gte, lte, max } from 'drizzle-orm';
import type { GameEvent } from '../engine/index.js';
import * as pgs from './pgSchema.js';
import { events, type EventRow } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

export async function appendEvents(db: Q, gameId: number, list: readonly GameEvent[], now: number): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((e) => ({ gameId, seq: e.seq, turn: e.turn, visibility: e.visibility, kind: e.kind, text: e.text, createdAt: now }));
  if (db.dialect === 'sqlite') {
    db.d.insert(events).values(rows).run();
    return;
  }
  await db.d.insert(pgs.events).values(rows);
}

/** A line the bot adds to the public log (votes, undo, joins are not engine events). */
export async function appendNote(db: Q, gameId: number, turn: number, kind: string, text: string, now: number): Promise<void> {
  const row = { gameId, seq: null, turn, visibility: 'public' as const, kind, text, createdAt: now };
  if (db.dialect === 'sqlite') {
    db.d.insert(events).values(row).run();
    return;
  }
  await db.d.insert(pgs.events).values(row);
}

/** The last `count` public events, oldest first. */
export async function recentPublicEvents(db: Q, gameId: number, count: number): Promise<EventRow[]> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select()
      .from(events)
      .where(and(eq(events.gameId, gameId), eq(events.visibility, 'public')))
      .orderBy(desc(events.id))
      .limit(count)
      .all()
      .reverse();
  }
  const e = pgs.events;
  const rows = await db.d.select().from(e).where(and(eq(e.gameId, gameId), eq(e.visibility, 'public'))).orderBy(desc(e.id)).limit(count);
  return rows.reverse();
}

/** Every public event of a game, oldest first (secret rows are never read). */
export async function publicEvents(db: Q, gameId: number): Promise<EventRow[]> {
  if (db.dialect === 'sqlite') return db.d.select().from(events).where(and(eq(events.gameId, gameId), eq(events.visibility, 'public'))).orderBy(events.id).all();
  const e = pgs.events;
  return db.d.select().from(e).where(and(eq(e.gameId, gameId), eq(e.visibility, 'public'))).orderBy(asc(e.id));
}

/** The public events of game turns `from` to `to`, oldest first: a turn's chronicle and its full account read no more than their turns. */
export async function publicEventsOfTurns(db: Q, gameId: number, from: number, to: number): Promise<EventRow[]> {
  if (db.dialect === 'sqlite') {
    return db.d
      .select()
      .from(events)
      .where(and(eq(events.gameId, gameId), eq(events.visibility, 'public'), gte(events.turn, from), lte(events.turn, to)))
      .orderBy(events.id)
      .all();
  }
  const e = pgs.events;
  return db.d.select().from(e).where(and(eq(e.gameId, gameId), eq(e.visibility, 'public'), gte(e.turn, from), lte(e.turn, to))).orderBy(asc(e.id));
}

/** Every event, secret ones included (for tests and checks; never for posting). */
export async function allEvents(db: Q, gameId: number): Promise<EventRow[]> {
  if (db.dialect === 'sqlite') return db.d.select().from(events).where(eq(events.gameId, gameId)).orderBy(events.id).all();
  return db.d.select().from(pgs.events).where(eq(pgs.events.gameId, gameId)).orderBy(asc(pgs.events.id));
}

export async function lastEventId(db: Q, gameId: number): Promise<number> {
  if (db.dialect === 'sqlite') return db.d.select({ m: max(events.id) }).from(events).where(eq(events.gameId, gameId)).get()?.m ?? 0;
  const [row] = await db.d.select({ m: max(pgs.events.id) }).from(pgs.events).where(eq(pgs.events.gameId, gameId));
  return row?.m ?? 0;
}

export async function deleteEventsAfter(db: Q, gameId: number, id: number): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.delete(events).where(and(eq(events.gameId, gameId), gt(events.id, id))).run();
    return;
  }
  await db.d.delete(pgs.events).where(and(eq(pgs.events.gameId, gameId), gt(pgs.events.id, id)));
}
