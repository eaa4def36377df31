import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.js';
import { getGame, insertGame, MIGRATIONS_DIR, openDb } from '../../src/db/index.js';
import { switchToWal } from '../../src/db/openDb.js';
import { tempDir, withTimeout } from '../bot/harness.js';

/**
 * Several shard processes on one SQLite file: they may start at the same moment (the migrations
 * run once), and they may write the same game (its version check lets one win).
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
const CHILD = fileURLToPath(new URL('../helpers/dbRaceChild.ts', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const PROCESSES = 2;

/**
 * Starts `n` processes of dbRaceChild, waits until each is ready, sets them all off at once and
 * returns their answers. `meanwhile` runs once they are off, with a way to ask how many ended.
 */
async function race(n: number, args: string[], meanwhile: (ended: () => number) => Promise<void> = async () => undefined): Promise<Record<string, unknown>[]> {
  const children = Array.from({ length: n }, () => spawn(process.execPath, ['--import', TSX, CHILD, ...args], { stdio: ['pipe', 'pipe', 'pipe'] }));
  const outputs = children.map(() => ({ out: '', err: '' }));
  children.forEach((c, i) => {
    c.stdout.on('data', (d: Buffer) => (outputs[i]!.out += String(d)));
    c.stderr.on('data', (d: Buffer) => (outputs[i]!.err += String(d)));
  });
  let ended = 0;
  const exits = children.map((c) => new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code))).finally(() => ended++));
  try {
    await withTimeout(
      (async () => {
        while (!outputs.every((o) => o.out.startsWith('ready\n'))) await new Promise((r) => setTimeout(r, 10));
      })(),
      30_000,
      'processes ready',
    );
    for (const c of children) c.stdin.write('go\n');
    await meanwhile(() => ended);
    const codes = await withTimeout(Promise.all(exits), 30_000, 'processes done');
    expect(codes, outputs.map((o) => o.err).join('\n')).toEqual(children.map(() => 0));
    return outputs.map((o) => JSON.parse(o.out.split('\n')[1] ?? '') as Record<string, unknown>);
  } finally {
    for (const c of children) c.kill('SIGKILL');
  }
}

describe('one SQLite file, several processes', () => {
  it('processes creating and migrating a new file at the same moment wait for each other\'s lock, all open it, and each migration runs once', async () => {
    const path = join(tmp.dir, 'fresh.db');
    // Another process holds the write lock as they start (a shard writing a command): they wait
    // for it (the busy timeout), then contend for it all at once when it is let go.
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    const answers = await race(PROCESSES, ['open', path], async (ended) => {
      await new Promise((r) => setTimeout(r, 700));
      expect(ended(), 'nobody gave up while the lock was held').toBe(0);
      other.exec('COMMIT');
      other.close();
    });
    // Each saw the whole schema: the first to take the write lock migrated, the others found it done.
    expect(answers).toEqual(answers.map(() => ({ ok: true, applied: JOURNAL.entries.length })));
    const store = openDb(path);
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    const rows = store.sqlite.prepare('SELECT hash, created_at AS at FROM __drizzle_migrations').all() as { hash: string; at: number }[];
    expect(rows).toHaveLength(JOURNAL.entries.length);
    expect(new Set(rows.map((r) => r.at)).size).toBe(JOURNAL.entries.length);
    store.close();
  }, 90_000);

  it('switching a new file to WAL waits while another connection holds the write lock (SQLite itself answers busy at once there)', async () => {
    const path = join(tmp.dir, 'switch.db');
    // Another connection, on a thread of its own, takes the write lock and holds it for 300 ms.
    const holder = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const db = new (require(workerData.sqlite))(workerData.path);
       db.exec('BEGIN IMMEDIATE');
       parentPort.postMessage('held');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       db.exec('COMMIT');
       db.close();`,
      { eval: true, workerData: { path, sqlite: createRequire(import.meta.url).resolve('better-sqlite3') } },
    );
    const exited = once(holder, 'exit');
    await once(holder, 'message');
    const conn = new Database(path, { timeout: 5000 });
    // The plain pragma does not wait, busy timeout or not: this is what a shard starting on the
    // same new file as another one ran into (one in a few full test runs on a loaded machine).
    let code: unknown;
    try {
      conn.pragma('journal_mode = WAL');
    } catch (err) {
      code = (err as { code?: unknown }).code;
    }
    expect(code).toBe('SQLITE_BUSY');
    const start = Date.now();
    switchToWal(conn);
    expect(Date.now() - start, 'it waited for the lock').toBeGreaterThanOrEqual(100);
    expect(conn.pragma('journal_mode', { simple: true })).toBe('wal');
    conn.close();
    await exited;
  });

  it('processes writing the same game from the same version: exactly one write lands, the other sees a conflict naming the game', async () => {
    const path = join(tmp.dir, 'shared.db');
    const setup = openDb(path);
    const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3);
    const row = await insertGame(setup.db, { channelId: 'c', guildId: '1100000000000000003', hostId: 'h', mode: 'solo', seed: '3', state, voteWindowSec: 60, reminderSec: 0, createdAt: 0, updatedAt: 0 });
    setup.close();
    // Every process has read version 1 before any writes (each says ready after its read).
    const answers = await race(PROCESSES, ['write', path, String(row.id)]);
    expect(answers.every((a) => a.read === 1)).toBe(true);
    expect(answers.filter((a) => a.wrote === 2)).toHaveLength(1);
    const lost = answers.filter((a) => a.wrote === undefined);
    expect(lost).toHaveLength(PROCESSES - 1);
    for (const a of lost) expect(a).toMatchObject({ conflict: true, error: `game ${row.id} was changed by another writer` });
    const after = openDb(path);
    expect((await getGame(after.db, row.id))?.version).toBe(2);
    after.close();
  }, 90_000);
});
