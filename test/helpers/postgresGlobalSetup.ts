import type { TestProject } from 'vitest/node';
import { openPg } from '../../src/db/index.js';
import { startPostgres } from './postgresServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Postgres server (its admin URL) and the migrated database each test database is copied from. */
    postgres: { url: string; template: string };
  }
}

/**
 * One real Postgres server for the whole run of the Postgres project, stopped at its end. The bot's
 * migrations run once, into a template database: a test's new database is a copy of it, much faster
 * than migrating each time.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  try {
    const templateUrl = await server.newDatabase();
    await (await openPg(templateUrl)).close();
    project.provide('postgres', { url: server.url, template: new URL(templateUrl).pathname.slice(1) });
  } catch (err) {
    server.stop();
    throw err;
  }
  return () => server.stop();
}
