import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, MIGRATIONS_DIR, openDb } from '../../src/db/index.js';
import { tempDir } from '../bot/harness.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** The DatabaseOpenError `fn` throws (fails the test if it throws something else or nothing). */
function openError(fn: () => unknown): DatabaseOpenError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DatabaseOpenError);
    return err as DatabaseOpenError;
  }
  throw new Error('expected a DatabaseOpenError');
}

/** A folder's entries, recursively (to check that a failed open left nothing behind). */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

describe('openDb refuses storage it cannot use, with a cause and nothing left behind', () => {
  it('a folder', () => {
    const dir = join(tmp.dir, 'a-folder');
    mkdirSync(dir);
    const e = openError(() => openDb(dir));
    expect(e.path).toBe(dir);
    expect(e.reason).toBe('it is a folder, not a database file');
    expect(tree(dir)).toEqual([]);
  });

  it('a file that is not SQLite (left byte for byte as it was)', () => {
    const file = join(tmp.dir, 'notes.db');
    writeFileSync(file, 'these are my notes, not a database\n'.repeat(200));
    const before = tree(tmp.dir);
    expect(openError(() => openDb(file)).reason).toBe('the file is not an SQLite database');
    expect(readFileSync(file, 'utf8')).toBe('these are my notes, not a database\n'.repeat(200));
    expect(tree(tmp.dir)).toEqual(before);
  });

  it('a folder path that runs through a file: no folder is created', () => {
    const file = join(tmp.dir, 'plain-file');
    writeFileSync(file, '');
    expect(openError(() => openDb(join(file, 'nested', 'fg.db'))).reason).toBe('a part of the path is a file, not a folder');
  });

  it('a database migrated by a newer version of the bot (a migration row after our journal\'s last): refused before anything is written', () => {
    const path = join(tmp.dir, 'newer.db');
    const first = openDb(path);
    const last = Math.max(...(first.sqlite.prepare('SELECT created_at AS at FROM __drizzle_migrations').all() as { at: number }[]).map((r) => r.at));
    first.sqlite.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('f'.repeat(64), last + 86_400_000);
    first.sqlite.exec('CREATE TABLE from_the_future (x INTEGER)');
    first.close();
    const bytes = readFileSync(path);
    const e = openError(() => openDb(path));
    expect(e.reason).toMatch(/^the database was migrated by a newer \(or another\) version of the bot: \d+ migration\(s\) applied, this version knows \d+; it has a migration from /);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('a database with more migration rows than our journal (an older journal opening a current database)', () => {
    const path = join(tmp.dir, 'more-rows.db');
    openDb(path).close();
    // This version as it was before the last migration: its journal stops one entry earlier.
    const old = join(tmp.dir, 'older-migrations');
    cpSync(MIGRATIONS_DIR, old, { recursive: true });
    const journalPath = join(old, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalPath, JSON.stringify(journal));
    expect(openError(() => openDb(path, { migrationsFolder: old })).reason).toMatch(/migrated by a newer \(or another\) version of the bot/);
    // The current version still opens it.
    openDb(path).close();
  });

  it('a new file in new folders opens as before (the folders are created)', () => {
    const path = join(tmp.dir, 'x', 'y', 'fresh.db');
    const store = openDb(path);
    store.close();
    expect(existsSync(path)).toBe(true);
  });
});
