import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { DatabaseOpenError, journalTimes } from './openDb.js';
import * as pgSchema from './pgSchema.js';
import { Turns, type PgStore } from './store.js';

export const PG_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/postgres', import.meta.url));

export interface OpenPg {
  db: PgStore;
  close(): Promise<void>;
}

/** Connections one process keeps to the server: enough for its commands, few enough for many shards on one server. */
const POOL_SIZE = 8;

/** The URL as it may be shown: without its password. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The server's and the network's codes, as a cause a person can act on. */
function reasonOf(err: unknown, url: string): string {
  const code = (err as { code?: unknown } | null)?.code;
  const msg = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
  let where = url;
  try {
    where = new URL(url).host;
  } catch {
    /* the line below still names the cause */
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `no Postgres server answers at ${where} (is it running, on that port?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host in ${where} is not known`;
    case 'ETIMEDOUT':
      return `the server at ${where} did not answer in time`;
    case '28P01':
    case '28000':
      return `the server refused the login (${msg})`;
    case '3D000':
      return `the database does not exist (${msg}); create it first (createdb)`;
    case '42501':
      return `the user may not create the bot's tables (${msg})`;
    default:
      return typeof code === 'string' ? `${msg} (${code})` : msg;
  }
}

/** A lock number all the bot's processes agree on: one migrates at a time, the others then find the work done. */
const MIGRATION_LOCK = 0x46474d49; // "FGMI"

/**
 * Drizzle's migrations rule (run each migration generated after the newest one recorded, in the
 * same `__drizzle_migrations` table as on SQLite), under an advisory lock in one transaction, so
 * processes starting at once on one server each see it done once. A database some newer version
 * migrated (a row the journal does not list) is refused.
 */
async function migrate(pool: pg.Pool, folder: string, url: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const known = journalTimes(folder);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
    const rows = (await client.query<{ at: string | null }>('SELECT created_at AS at FROM "__drizzle_migrations"')).rows.map((r) => Number(r.at));
    const unknown = rows.filter((at) => !known.includes(at));
    if (rows.length > known.length || unknown.length) {
      const last = known.at(-1) ?? 0;
      const newest = Math.max(...rows);
      const why = newest > last ? `a migration from ${new Date(newest).toISOString()}, after this version's last one (${new Date(last).toISOString()})` : `${unknown.length || rows.length - known.length} migration(s) this version does not know`;
      throw new DatabaseOpenError(
        shownUrl(url),
        `the database was migrated by a newer (or another) version of the bot: ${rows.length} migration(s) applied, this version knows ${known.length}; it has ${why}. Run that version, or point DATABASE_URL at another database`,
      );
    }
    const newestDone = rows.length ? Math.max(...rows) : -1;
    for (const m of migrations) {
      if (newestDone >= m.folderMillis) continue;
      for (const stmt of m.sql) if (stmt.trim()) await client.query(stmt);
      await client.query('INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [m.hash, m.folderMillis]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Connects to the Postgres database at `url` and migrates it, so the bot starts with a ready
 * schema or not at all: a server that does not answer, a refused login, a missing database or a
 * schema from a newer version is a DatabaseOpenError naming the cause (never the password).
 */
export async function openPg(url: string, opts: { migrationsFolder?: string; poolSize?: number } = {}): Promise<OpenPg> {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? POOL_SIZE });
  // An idle connection the server dropped is an error event on the pool: the next query opens another.
  pool.on('error', () => undefined);
  try {
    await migrate(pool, opts.migrationsFolder ?? PG_MIGRATIONS_DIR, url);
  } catch (err) {
    await pool.end().catch(() => undefined);
    if (err instanceof DatabaseOpenError) throw err;
    throw new DatabaseOpenError(shownUrl(url), reasonOf(err, url));
  }
  const d = drizzle(pool, { schema: pgSchema });
  return { db: { dialect: 'pg', d, $client: pool, turns: new Turns() }, close: () => pool.end() };
}
