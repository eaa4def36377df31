import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { tempDir } from '../bot/harness.js';
import { storeGames, type StoredGames } from './storedGames.js';

export interface MemoryFigures {
  stored: StoredGames;
  /** RSS of a bot started over the stored games, after it read every one of them once, after a /status with its picture. */
  withGames: ChildRss;
  /** The same over an empty database (no /status there): what the bot costs before any game. */
  empty: ChildRss;
  note: string;
}

export interface ChildRss {
  atStartMb: number;
  afterReadsMb: number;
  /** Null without an active game to ask about. */
  afterStatusMb: number | null;
}

const CHILD = join(fileURLToPath(new URL('.', import.meta.url)), 'memoryChild.ts');

/** Runs memoryChild.ts over `dbPath` in a fresh process and reads its JSON line. */
async function childRss(dbPath: string): Promise<ChildRss & { posts: number; logs: string[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD, dbPath], { timeout: 120_000 });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ChildRss & { posts: number; logs: string[] };
}

/**
 * RSS with `count` stored games: the games are made in a temporary SQLite file (storedGames.ts),
 * then a fresh process starts the bot's services over it and reports its RSS (so nothing this
 * bench did before counts); the same over an empty file for comparison.
 */
export async function memoryTest(count = 1000): Promise<MemoryFigures> {
  const tmp = tempDir();
  try {
    const full = join(tmp.dir, 'games.db');
    const stored = await storeGames(full, count);
    const empty = join(tmp.dir, 'empty.db');
    const a = await childRss(full);
    const b = await childRss(empty);
    const logs = [...a.logs, ...b.logs];
    const notes = [
      // The stored games are made so that a bot has nothing to post over them: a post would be work the figure should not include.
      ...(a.posts + b.posts ? [`the bot posted ${a.posts + b.posts} channel message(s) it should not have.`] : []),
      ...(logs.length ? [`Bot log: ${logs.length} line(s), first: ${logs[0]}`] : []),
    ];
    return { stored, withGames: a, empty: b, note: notes.join(' ') };
  } finally {
    tmp.cleanup();
  }
}
