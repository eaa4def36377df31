import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle a transaction callback receives; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface OpenDb {
  db: Db;
  /** The better-sqlite3 connection (for pragmas and tests). */
  sqlite: Database.Database;
  close(): void;
}

/**
 * Opens (creating the file and its folder if needed) and migrates the database. Synchronous,
 * so the bot starts with a ready schema or not at all.
 */
export function openDb(path: string): OpenDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Runs `fn` in one write transaction. The callback must be synchronous (better-sqlite3 commits
 * an async one at its first await); a throw rolls everything back and is rethrown. `immediate`
 * takes the write lock up front, so two processes on one file queue instead of failing late.
 */
export function transact<T>(db: Db, fn: (tx: Tx) => T): T {
  return db.transaction((tx) => {
    const out = fn(tx);
    if (out instanceof Promise) throw new Error('transaction callbacks must be synchronous');
    return out;
  }, { behavior: 'immediate' });
}
