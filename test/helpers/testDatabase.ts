import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, openPg, type Db } from '../../src/db/index.js';
import type { Dialect } from './dialects.js';

/**
 * The dialect the bot's end-to-end tests run on: SQLite by default, Postgres in the `pg` project
 * (vitest.config.ts sets FG_TEST_DIALECT and starts the server).
 */
const TEST_DIALECT: Dialect = process.env.FG_TEST_DIALECT === 'pg' ? 'pg' : 'sqlite';

/** An open handle on a test database, as one bot process (or a tool beside it) holds it. */
export interface OpenTestStore {
  db: Db;
  close(): Promise<void>;
}

/** A database the bot's tests start bots on, which outlives them: a restart is a new bot on the same database. */
export interface TestDatabase {
  dialect: Dialect;
  /** The environment that points a bot process (`npm start`) at it. */
  env: Readonly<Record<string, string>>;
  /** A new handle on it (a bot's own, or one to look or write behind the bots' backs). */
  open(): Promise<OpenTestStore>;
  /** Writes rows directly, as a crash or an older bot would have left them (one statement, both dialects). */
  exec(statement: SQL): Promise<void>;
  /** Removes it (a Postgres database; an SQLite file goes with its folder). */
  drop(): Promise<void>;
}

/** Runs one raw statement on an open store of either dialect. */
export async function execOn(db: Db, statement: SQL): Promise<void> {
  if (db.dialect === 'sqlite') db.d.run(statement);
  else await db.d.execute(statement);
}

/** The rows one raw query returns, on either dialect. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  if (db.dialect === 'sqlite') return db.d.all<T>(query);
  return (await db.d.execute(query)).rows as T[];
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseOf(dialect: Dialect, env: TestDatabase['env'], open: () => Promise<OpenTestStore>, drop: () => Promise<void>): TestDatabase {
  return {
    dialect,
    env,
    open,
    async exec(statement) {
      const store = await open();
      try {
        await execOn(store.db, statement);
      } finally {
        await store.close();
      }
    },
    drop,
  };
}

/** The SQLite file at `path`, whatever the run's dialect (':memory:' is a new empty store each open). */
export function sqliteDatabase(path: string): TestDatabase {
  return databaseOf(
    'sqlite',
    { DATABASE_PATH: path },
    async () => {
      const lite = openDb(path);
      return { db: lite.db, close: async () => lite.close() };
    },
    async () => undefined,
  );
}

/** How many games the store holds (any status). */
export async function gameCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM games`);
  return Number(row?.n);
}

/**
 * A new, migrated database on the run's dialect: on SQLite the file at `sqlitePath` (':memory:'
 * is a new empty store each open), on Postgres a fresh copy of the run's migrated template on the
 * run's server (`sqlitePath` is not used).
 */
export async function newTestDatabase(sqlitePath: string): Promise<TestDatabase> {
  if (TEST_DIALECT === 'sqlite') return sqliteDatabase(sqlitePath);
  const { url, template } = inject('postgres');
  // Names unique across the run's test processes, which share the server.
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return databaseOf(
    'pg',
    { DATABASE_URL: dbUrl.toString() },
    async () => {
      const store = await openPg(dbUrl.toString());
      return { db: store.db, close: store.close };
    },
    () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}
