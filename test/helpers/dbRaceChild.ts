/**
 * One process of the shared-file tests (test/db/sharedFile.test.ts), standing in for a shard
 * process: `open PATH` opens (creates, migrates) the file; `write PATH GAME` opens it, reads the
 * game, then writes it back with the version it read. Each says `ready` when it is about to act
 * and waits for a line on stdin, so the test sets every process off at the same moment; then it
 * prints one JSON line with what happened and exits.
 */
import { createInterface } from 'node:readline';
import { getGame, loadGame, openDb, saveGameState, transact, VersionConflictError } from '../../src/db/index.js';

const [mode, path, gameArg] = process.argv.slice(2) as [string, string, string | undefined];
const lines = createInterface({ input: process.stdin });
const go = () => new Promise<void>((resolve) => lines.once('line', () => resolve()));

function out(result: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  lines.close();
}

if (mode === 'open') {
  console.log('ready');
  await go();
  try {
    const store = openDb(path);
    const applied = store.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number };
    store.close();
    out({ ok: true, applied: applied.n });
  } catch (err) {
    out({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
} else {
  const store = openDb(path);
  const gameId = Number(gameArg);
  const row = await getGame(store.db, gameId);
  if (!row) throw new Error(`no game ${gameId}`);
  const { state } = loadGame(row);
  console.log('ready');
  await go();
  try {
    const version = await transact(store.db, async (tx) => await saveGameState(tx, gameId, row.version, state, Date.now()));
    out({ read: row.version, wrote: version });
  } catch (err) {
    out({ read: row.version, conflict: err instanceof VersionConflictError, error: err instanceof Error ? err.message : String(err) });
  }
  store.close();
}
