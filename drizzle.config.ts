import { defineConfig } from 'drizzle-kit';

// DATABASE_URL=postgres://… generates (and pushes) the Postgres schema into migrations/postgres;
// without it, the SQLite one into migrations/, as the bot's default.
const postgres = process.env.DATABASE_URL?.startsWith('postgres');

export default defineConfig(
  postgres
    ? {
        dialect: 'postgresql',
        schema: './src/db/pgSchema.ts',
        out: './migrations/postgres',
        dbCredentials: { url: process.env.DATABASE_URL ?? '' },
        strict: true,
        verbose: true,
      }
    : {
        dialect: 'sqlite',
        schema: './src/db/schema.ts',
        out: './migrations',
        dbCredentials: { url: process.env.DATABASE_PATH ?? './data/final-girl.db' },
        strict: true,
        verbose: true,
      },
);
