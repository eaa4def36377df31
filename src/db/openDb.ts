import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as schema from './schema.js';
import { Turns, type SqliteStore } from './store.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface OpenDb {
  db: SqliteStore;
  /** The better-sqlite3 connection (for pragmas and tests). */
  sqlite: Database.Database;
  close(): void;
}

/**
 * The database could not be opened for the bot: `reason` says why in words (no stack), `path`
 * is the file as given. Whatever the open created (folders, the file, its -wal/-shm) is gone.
 */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** What the bot's migrations journal lists: when each migration was generated, oldest first. */
export function journalTimes(folder: string): number[] {
  const journal = JSON.parse(readFileSync(resolve(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/** SQLite's and the file system's codes, as a cause a person can act on. */
function reasonOf(outer: unknown, path: string): string {
  // Drizzle wraps a failed migration statement ("Failed to run the query …"): the cause is SQLite's.
  let err = outer;
  while (err instanceof Error && err.cause !== undefined && (err as { code?: unknown }).code === undefined) err = err.cause;
  const code = (err as { code?: unknown } | null)?.code;
  const msg = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
  switch (code) {
    case 'SQLITE_NOTADB':
      return 'the file is not an SQLite database';
    case 'SQLITE_CORRUPT':
      return 'the database file is damaged (SQLITE_CORRUPT)';
    case 'SQLITE_FULL':
    case 'ENOSPC':
      return 'the disk is full';
    case 'EFBIG':
      return 'the file may not grow (file size limit)';
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
    case 'SQLITE_READONLY_CANTINIT':
    case 'SQLITE_READONLY_CANTLOCK':
    case 'SQLITE_READONLY_RECOVERY':
    case 'SQLITE_READONLY_ROLLBACK':
      return `the bot cannot write the database (read-only file, folder or mount; ${String(code)})`;
    case 'SQLITE_BUSY':
      return 'another process holds the database\'s write lock (is another bot running on this file?)';
    case 'SQLITE_CANTOPEN':
      return `the file cannot be opened (${folderProblem(path) ?? 'check that the folder exists and the bot may write it'})`;
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${msg})`;
    case 'EROFS':
      return 'the folder is on a read-only file system';
    default:
      // SQLITE_IOERR_WRITE and friends: a write the disk refused (a full disk, a file size limit).
      if (typeof code === 'string' && code.startsWith('SQLITE_IOERR')) return `the disk refused a write: is it full? (${code}: ${msg})`;
      return typeof code === 'string' ? `${msg} (${code})` : msg;
  }
}

/** Why a file in `path`'s folder cannot be created, if that is the reason. */
function folderProblem(path: string): string | null {
  const dir = dirname(resolve(path));
  try {
    if (!statSync(dir).isDirectory()) return `${dir} is not a folder`;
  } catch {
    return `the folder ${dir} does not exist`;
  }
  return `the bot may not write in the folder ${dir}`;
}

/** Folders from the root down to `dir` that do not exist yet (the ones an open would create). */
function missingFolders(dir: string): string[] {
  const out: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) {
    out.unshift(d);
    if (dirname(d) === d) break;
  }
  return out;
}

const SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/**
 * Refuses a database that a newer (or another) version of the bot migrated: a row in
 * `__drizzle_migrations` our journal does not list. Drizzle's migrator only compares the
 * newest `created_at` with the journal, so it would otherwise run on a schema it does not know.
 */
function checkNotNewer(sqlite: Database.Database, migrationsFolder: string): void {
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return;
  const rows = sqlite.prepare('SELECT created_at AS at FROM __drizzle_migrations').all() as { at: number | string | null }[];
  const known = journalTimes(migrationsFolder);
  const last = known.at(-1) ?? 0;
  const unknown = rows.filter((r) => !known.includes(Number(r.at)));
  if (rows.length > known.length || unknown.length) {
    const newest = Math.max(...rows.map((r) => Number(r.at) || 0));
    const why = newest > last ? `a migration from ${new Date(newest).toISOString()}, after this version's last one (${new Date(last).toISOString()})` : `${unknown.length || rows.length - known.length} migration(s) this version does not know`;
    throw new DatabaseOpenError(
      sqlite.name,
      `the database was migrated by a newer (or another) version of the bot: ${rows.length} migration(s) applied, this version knows ${known.length}; it has ${why}. Run that version, or point DATABASE_PATH at another file`,
    );
  }
}

/**
 * Opens (creating the file and its folder if needed) and migrates the database. Synchronous,
 * so the bot starts with a ready schema or not at all. A database the bot could not use (a
 * folder, a file that is not SQLite, a read-only file or folder, a full disk, a schema from a
 * newer version) is a DatabaseOpenError, and whatever this call created is removed again.
 */
export function openDb(path: string, opts: { migrationsFolder?: string } = {}): OpenDb {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR;
  if (path === ':memory:') return ready(new Database(path), migrationsFolder);
  if (existsSync(path) && statSync(path).isDirectory()) throw new DatabaseOpenError(path, 'it is a folder, not a database file');
  const created: string[] = [];
  const existed = new Set([path, ...SIDE_FILES.map((s) => path + s)].filter((f) => existsSync(f)));
  let sqlite: Database.Database | undefined;
  try {
    for (const dir of missingFolders(dirname(path))) {
      mkdirSync(dir);
      created.push(dir);
    }
    // From the first statement on, another process's lock on the file (a shard starting at the
    // same moment, a command being written) is waited for, not an error.
    sqlite = new Database(path, { timeout: BUSY_TIMEOUT_MS });
    checkNotNewer(sqlite, migrationsFolder);
    probeWrite(sqlite);
    return ready(sqlite, migrationsFolder);
  } catch (err) {
    if (sqlite?.open) sqlite.close();
    // Touch nothing: remove what this open made (never a file that was there before).
    for (const f of [path, ...SIDE_FILES.map((s) => path + s)]) {
      if (!existed.has(f) && existsSync(f)) {
        try {
          unlinkSync(f);
        } catch {
          /* left as is: the line below still names the cause */
        }
      }
    }
    for (const dir of created.reverse()) {
      try {
        rmdirSync(dir);
      } catch {
        break;
      }
    }
    if (err instanceof DatabaseOpenError) throw err;
    throw new DatabaseOpenError(path, reasonOf(err, path));
  }
}

/**
 * A write the bot's first real command would make, rolled back: SQLite opens a file it may
 * not write read-only without a word (and `BEGIN IMMEDIATE` still succeeds), so without this a
 * read-only database would only fail at the first move.
 */
function probeWrite(sqlite: Database.Database): void {
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    sqlite.exec('CREATE TABLE __write_probe (x)');
  } finally {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
  }
}

/** How long a statement waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Puts the file in WAL mode (it stays so; later opens find it done). SQLite changes the mode by
 * reading the file's header, then upgrading to a write, and that upgrade does not wait for the
 * busy timeout (waiting there could deadlock): while another process holds the write lock (a
 * shard starting on the same new file, in its own start-up transaction), the switch answers
 * SQLITE_BUSY at once. So a busy answer is tried again, for as long as the busy timeout.
 */
export function switchToWal(sqlite: Database.Database, waitMs = BUSY_TIMEOUT_MS): void {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= until) throw err;
      // Start-up is synchronous: a short blocking sleep, then again.
      Atomics.wait(PAUSE, 0, 0, 10);
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * The queue of one file's transactions in this process, shared by every connection this process
 * opens on it: a second connection's `BEGIN IMMEDIATE` would block the whole process (better-sqlite3
 * waits synchronously) while the first one's transaction waits for that same process to go on.
 */
const turnsByFile = new Map<string, Turns>();

function turnsOf(sqlite: Database.Database): Turns {
  if (sqlite.memory) return new Turns();
  const file = resolve(sqlite.name);
  let turns = turnsByFile.get(file);
  if (!turns) turnsByFile.set(file, (turns = new Turns()));
  return turns;
}

function ready(sqlite: Database.Database, migrationsFolder: string): OpenDb {
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const d = drizzle(sqlite, { schema });
  migrateLocked(sqlite, migrationsFolder);
  return {
    db: { dialect: 'sqlite', d, $client: sqlite, turns: turnsOf(sqlite) },
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Drizzle's SQLite migrator, made safe for several processes starting on one file at once (the
 * shards): the same `__drizzle_migrations` table, rows and rule (run each migration generated
 * after the newest one recorded), but the check and the migrations are one `BEGIN IMMEDIATE`
 * transaction. Drizzle's own reads the newest row before it begins, so two processes could both
 * see none and both run the first migration (the second failing on "table already exists");
 * here the second waits for the write lock (busy timeout), then finds the work done.
 */
function migrateLocked(sqlite: Database.Database, migrationsFolder: string): void {
  const migrations = readMigrationFiles({ migrationsFolder });
  const run = sqlite.transaction(() => {
    sqlite.exec('CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
    const last = sqlite.prepare('SELECT created_at AS at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1').get() as { at: number | string | null } | undefined;
    const record = sqlite.prepare('INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)');
    for (const m of migrations) {
      if (last !== undefined && Number(last.at) >= m.folderMillis) continue;
      for (const stmt of m.sql) sqlite.exec(stmt);
      record.run(m.hash, m.folderMillis);
    }
  });
  run.immediate();
}
