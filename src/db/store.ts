import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as pgSchema from './pgSchema.js';
import type * as schema from './schema.js';

type SqliteDrizzle = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
type PgDrizzle = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };
/** A Postgres handle the store's queries run on: the pool, or one transaction's connection. */
type PgQuery = PgDatabase<NodePgQueryResultHKT, typeof pgSchema>;

/**
 * The bot's store, on one dialect or the other. Every storage call takes it (or a transaction's
 * handle) and is async: Postgres answers over the network; SQLite answers at once underneath
 * (better-sqlite3 stays synchronous, the promise is already settled).
 */
export type Db = SqliteStore | PgStore;

export interface SqliteStore {
  readonly dialect: 'sqlite';
  readonly d: SqliteDrizzle;
  /** The better-sqlite3 connection (for pragmas and tests). */
  readonly $client: Database.Database;
  /** One transaction at a time on the one connection: the next waits its turn in this process. */
  readonly turns: Turns;
}

export interface PgStore {
  readonly dialect: 'pg';
  readonly d: PgDrizzle;
  readonly $client: pg.Pool;
  /** This process's transactions take turns, in the order they were asked for (as on SQLite). */
  readonly turns: Turns;
}

/** The handle a transaction callback receives; the store's functions take it (or the Db itself, outside a transaction). */
export type Tx = { readonly dialect: 'sqlite'; readonly d: SqliteDrizzle } | { readonly dialect: 'pg'; readonly d: PgQuery };

/** Queues async work so one piece runs at a time, in arrival order. */
export class Turns {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work, work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** Another writer's transaction overlapped ours and one of the two must run again (Postgres's serialization failure or deadlock). */
const RETRYABLE = new Set(['40001', '40P01']);
/** How often a Postgres transaction runs again after a serialization failure before the failure is the caller's. */
const PG_TRIES = 8;

const inTransaction = new AsyncLocalStorage<Turns>();

function codeOf(err: unknown): unknown {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code !== undefined) return code;
  }
  return undefined;
}

/**
 * Runs `fn` as one transaction: all its writes land, or (on a throw) none does and the error is
 * rethrown. SQLite: `BEGIN IMMEDIATE` takes the file's write lock up front (another process
 * queues on the busy timeout), and this process's transactions take turns on its one
 * connection. Postgres: SERIALIZABLE, so concurrent commands on one game behave as if one ran
 * after the other; the loser of a race is run again from the start (so `fn` must have no effect
 * outside the database before it returns). On both, one process's transactions take turns in the
 * order they were asked for: a channel's commands land in the order they came (a vote changed
 * twice keeps the second), and a burst of clicks on one game in one process never races itself
 * into serialization failures; only other processes' transactions overlap on Postgres.
 */
export function transact<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.dialect === 'sqlite') return sqliteTransact(db, fn);
  return pgTransact(db, fn);
}

/** Runs `work` in the store's next turn; a transaction opened inside another would wait for its own turn forever. */
function inTurn<T>(turns: Turns, work: () => Promise<T>): Promise<T> {
  if (inTransaction.getStore() === turns) return Promise.reject(new Error('a transaction was opened inside another one'));
  return turns.run(() => inTransaction.run(turns, work));
}

function sqliteTransact<T>(db: SqliteStore, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTurn(db.turns, async () => {
    db.$client.exec('BEGIN IMMEDIATE');
    try {
      const out = await fn(db);
      db.$client.exec('COMMIT');
      return out;
    } catch (err) {
      if (db.$client.inTransaction) db.$client.exec('ROLLBACK');
      throw err;
    }
  });
}

function pgTransact<T>(db: PgStore, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTurn(db.turns, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.d.transaction((tx) => fn({ dialect: 'pg', d: tx }), { isolationLevel: 'serializable' });
      } catch (err) {
        if (!RETRYABLE.has(String(codeOf(err))) || attempt >= PG_TRIES) throw err;
        // A little apart, so the same two do not collide again at once.
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 5 * attempt)));
      }
    }
  });
}
