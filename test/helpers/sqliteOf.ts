import type { Db, SqliteStore } from '../../src/db/index.js';

/** The SQLite store a test opened, for the raw reads it makes (a Postgres store here is a test bug). */
export function sqliteOf(db: Db): SqliteStore {
  if (db.dialect !== 'sqlite') throw new Error('this test reads SQLite directly');
  return db;
}
