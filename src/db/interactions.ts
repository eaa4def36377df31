import { lt } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { interactions } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** How long an interaction id is kept: the life of its token, after which Discord refuses any answer to it. */
const INTERACTION_ID_MS = 15 * 60_000;

/**
 * Claims interaction `id` for this process: true the first time, false for a replay (the same id
 * claimed before, by this process or another on the same database). The key decides, so two
 * processes claiming at once get one true between them.
 */
export async function claimInteraction(db: Q, id: string, now: number): Promise<boolean> {
  if (db.dialect === 'sqlite') return db.d.insert(interactions).values({ id, seenAt: now }).onConflictDoNothing().run().changes === 1;
  const res = await db.d.insert(pgs.interactions).values({ id, seenAt: now }).onConflictDoNothing();
  return res.rowCount === 1;
}

/** Forgets the ids older than a token's life (no answer to them can reach Discord any more). */
export async function pruneInteractions(db: Q, now: number): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.delete(interactions).where(lt(interactions.seenAt, now - INTERACTION_ID_MS)).run();
    return;
  }
  await db.d.delete(pgs.interactions).where(lt(pgs.interactions.seenAt, now - INTERACTION_ID_MS));
}
