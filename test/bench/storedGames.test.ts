import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getFinished, openDb, openPrompts } from '../../src/db/index.js';
import { startHarness, tempDir } from '../bot/harness.js';
import { storeGames } from './storedGames.js';

describe('the stored games of the memory figure', () => {
  it('are real games: finished ones recorded, active ones with a posted turn message, nothing left for a bot to post', async () => {
    const tmp = tempDir();
    try {
      const path = join(tmp.dir, 'games.db');
      const out = await storeGames(path, 8, 4);
      expect(out).toMatchObject({ active: 6, finished: 2, picks: 16 });
      const store = openDb(path);
      try {
        const rows = store.sqlite.prepare('SELECT id, status FROM games ORDER BY id').all() as { id: number; status: string }[];
        expect(rows.map((r) => r.status)).toEqual(['over', 'active', 'active', 'active', 'over', 'active', 'active', 'active']);
        for (const r of rows.filter((x) => x.status === 'over')) expect((await getFinished(store.db, r.id))?.result).toMatch(/^(won|lost)$/);
        const open = await openPrompts(store.db);
        expect(open).toHaveLength(6);
        expect(open.every((p) => p.messageId !== null && (p.body?.length ?? 0) > 0)).toBe(true);
      } finally {
        store.close();
      }
      const h = await startHarness({ dbPath: path });
      await h.bot.idle();
      expect(h.fake.requests.filter((r) => r.path.startsWith('/channels/'))).toEqual([]);
      expect(h.logs).toEqual([]);
      await h.stop();
    } finally {
      tmp.cleanup();
    }
  });
});
