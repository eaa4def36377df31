import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/index.js';
import { tempDir } from './harness.js';

/**
 * Storage faults at start, through `npm start` as a child process: one line naming
 * DATABASE_PATH, the path and the cause, exit 1, nothing created, no stack, never online.
 * DISCORD_API_URL points at a closed port, so a bot that got past the database would print
 * "Could not connect to Discord" instead.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const tmp = tempDir();
// Readable by the unprivileged user the read-only case runs as.
chmodSync(tmp.dir, 0o755);
afterAll(() => tmp.cleanup());

/** Root writes through any permission bits: run the child as `nobody` then, so chmod means what it says. */
const asUnprivileged: SpawnSyncOptions = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

function start(databasePath: string, opts: { shellPrefix?: string; spawn?: SpawnSyncOptions } = {}) {
  const env = { PATH: process.env.PATH, HOME: tmp.dir, DISCORD_TOKEN: 'fake-token', DISCORD_APPLICATION_ID: '123456789012345678', DISCORD_API_URL: 'http://127.0.0.1:9/api', DATABASE_PATH: databasePath };
  const args = ['--import', TSX, join(ROOT, 'src', 'index.ts')];
  const run = opts.shellPrefix
    ? spawnSync('/bin/sh', ['-c', `${opts.shellPrefix}; exec "$0" "$@"`, process.execPath, ...args], { cwd: tmp.dir, env, encoding: 'utf8', timeout: 30_000, ...opts.spawn })
    : spawnSync(process.execPath, args, { cwd: tmp.dir, env, encoding: 'utf8', timeout: 30_000, ...opts.spawn });
  return { status: run.status, stdout: String(run.stdout), lines: String(run.stderr).trim().split('\n') };
}

function expectOneLine(run: ReturnType<typeof start>, path: string, cause: RegExp): void {
  expect(run.lines).toHaveLength(1);
  expect(run.lines[0]).toContain(`Storage error: DATABASE_PATH ${path} cannot be used: `);
  expect(run.lines[0]).toMatch(cause);
  expect(run.lines[0]).not.toMatch(/\bat \S+:\d+/);
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
}

describe('npm start on storage it cannot use', () => {
  it('a folder: one line, exit 1, the folder untouched', () => {
    const dir = join(tmp.dir, 'a-folder');
    mkdirSync(dir);
    expectOneLine(start(dir), dir, /it is a folder, not a database file/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a valid database the bot may not write (read-only file): refused at start, never online, the file unchanged', () => {
    const dir = join(tmp.dir, 'ro');
    mkdirSync(dir);
    const path = join(dir, 'fg.db');
    openDb(path).close();
    chmodSync(path, 0o444);
    // The folder stays writable: only the file is read-only (SQLite would make its -wal/-shm there).
    chmodSync(dir, 0o777);
    const bytes = readFileSync(path);
    const run = start(path, { spawn: asUnprivileged });
    expectOneLine(run, path, /the bot cannot write the database \(read-only file, folder or mount; SQLITE_READONLY\)/);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toEqual(['fg.db']);
  });

  it('a full disk (a file size limit stands in for it): one line, and the new file and folders are removed', () => {
    const path = join(tmp.dir, 'full', 'nested', 'fg.db');
    // `ulimit -f` is in 512- or 1024-byte blocks: either way far less than a migrated database.
    const run = start(path, { shellPrefix: 'ulimit -f 8' });
    expectOneLine(run, path, /the disk refused a write: is it full\?/);
    expect(existsSync(join(tmp.dir, 'full'))).toBe(false);
  });
});
