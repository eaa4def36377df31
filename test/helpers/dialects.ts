import { openDb, openPg, type Db } from '../../src/db/index.js';
import { startPostgres, type PostgresServer } from './postgresServer.js';

/** One store a test opened, on one dialect, and how to open another handle on the same database (a second process). */
export interface TestStore {
  db: Db;
  /** Another connection to the same database, as a second bot process would have. */
  another(): Promise<{ db: Db; close(): Promise<void> }>;
  close(): Promise<void>;
}

export type Dialect = 'sqlite' | 'pg';
export const DIALECTS: readonly Dialect[] = ['sqlite', 'pg'];

/**
 * Opens fresh, migrated stores of either dialect for a test file: SQLite on a file in `dir`,
 * Postgres as a new database on one real server the file starts (and stops in `stop`).
 */
export function storeMaker(dir: () => string) {
  let server: Promise<PostgresServer> | undefined;
  let n = 0;
  return {
    async open(dialect: Dialect): Promise<TestStore> {
      if (dialect === 'sqlite') {
        const path = `${dir()}/store-${++n}.db`;
        const lite = openDb(path);
        return {
          db: lite.db,
          async another() {
            const other = openDb(path);
            return { db: other.db, close: async () => other.close() };
          },
          close: async () => lite.close(),
        };
      }
      server ??= startPostgres();
      const url = await (await server).newDatabase();
      const pg = await openPg(url);
      return {
        db: pg.db,
        async another() {
          const other = await openPg(url);
          return { db: other.db, close: other.close };
        },
        close: pg.close,
      };
    },
    async stop(): Promise<void> {
      if (server) (await server).stop();
    },
  };
}
