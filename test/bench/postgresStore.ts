import { openPg } from '../../src/db/index.js';
import { shownUrl } from '../../src/db/openPg.js';
import { startPostgres } from '../helpers/postgresServer.js';
import type { LoadStore } from './load.js';

/** Where the Postgres load ran, as the figures say it, and how to stop a server the bench started. */
export interface BenchPostgres extends LoadStore {
  where: string;
  stop(): void;
}

/**
 * The Postgres the load bench runs on: `DATABASE_URL` when it is set (it must hold no games: the
 * bench plays 200 of its own there), else a throw-away server on loopback (test/helpers/
 * postgresServer.ts: no fsync, as the SQLite side runs in memory) with a new database.
 */
export async function benchPostgres(env: NodeJS.ProcessEnv = process.env): Promise<BenchPostgres> {
  const given = env.DATABASE_URL?.trim();
  if (given) {
    const probe = await openPg(given, { poolSize: 1 });
    try {
      const games = (await probe.db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM games')).rows[0]?.n ?? 0;
      if (games > 0) throw new Error(`the load bench plays its own games and needs an empty database; ${shownUrl(given)} holds ${games}`);
    } finally {
      await probe.close();
    }
    return { name: 'Postgres', where: `DATABASE_URL (${shownUrl(given)})`, stop: () => undefined, open: async () => openPg(given) };
  }
  const server = await startPostgres();
  const url = await server.newDatabase();
  return { name: 'Postgres', where: 'a throw-away server on loopback (fsync off)', stop: () => server.stop(), open: async () => openPg(url) };
}
