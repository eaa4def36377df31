import { defineConfig } from 'vitest/config';

/**
 * The bot's end-to-end files: they run on SQLite (the default project) and again on a real Postgres.
 * Kept SQLite-only: test/bot/config.test.ts and startup.test.ts (npm start creating, or refusing,
 * a DATABASE_PATH file), and play, crossGame and randomPairing.test.ts (the play functions on an
 * in-memory SQLite store with raw SQLite writes; the storage suite, test/db/dialects.test.ts,
 * covers the store on both). twoHosts.e2e.test.ts runs on Postgres in either project (two hosts
 * need a shared database), so it runs once, in the default one.
 */
const BOT_E2E = ['test/bot/*.e2e.test.ts', 'test/bot/e2e.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Starting a bot against the fake Discord can take seconds on a shared, busy machine.
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'pg',
          include: BOT_E2E,
          exclude: ['test/bot/twoHosts.e2e.test.ts'],
          env: { FG_TEST_DIALECT: 'pg' },
          // One server for the run, stopped at its end; each bot gets a fresh copy of a migrated template database.
          globalSetup: ['test/helpers/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
