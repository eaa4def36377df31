import { openDb } from './openDb.js';
import { openPg, shownUrl } from './openPg.js';
import type { Db } from './store.js';

export interface OpenStore {
  db: Db;
  /** Where the games are, as a start-up line may show it (a Postgres URL without its password). */
  where: string;
  close(): Promise<void>;
}

/** The store the configuration names: Postgres when DATABASE_URL is set, else the SQLite file at DATABASE_PATH (the default). */
export async function openStore(config: { DATABASE_PATH: string; DATABASE_URL?: string | undefined }): Promise<OpenStore> {
  if (config.DATABASE_URL !== undefined) {
    const pg = await openPg(config.DATABASE_URL);
    return { db: pg.db, where: shownUrl(config.DATABASE_URL), close: pg.close };
  }
  const lite = openDb(config.DATABASE_PATH);
  return { db: lite.db, where: config.DATABASE_PATH, close: async () => lite.close() };
}
