import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { ShardScope } from '../shards/scope.js';
import * as pgs from './pgSchema.js';
import { interactions } from './schema.js';
import { guildInShard } from './shardFilter.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** How long an interaction id is kept: the life of its token, after which Discord refuses any answer to it. */
export const INTERACTION_ID_MS = 15 * 60_000;

/** Game work acknowledged first: what a restarted host needs to finish it (`payload` is Discord's, token included). */
export interface Resumable {
  guildId: string | null;
  payload: string;
}

/**
 * Claims interaction `id` for this process: true the first time, false for a replay (the same id
 * claimed before, by this process or another on the same database). The key decides, so two
 * processes claiming at once get one true between them. Game work acknowledged first is claimed
 * with what is needed to finish it (`resumable`) until `finishInteraction`.
 */
export async function claimInteraction(db: Q, id: string, now: number, resumable?: Resumable): Promise<boolean> {
  const row = { id, seenAt: now, ...(resumable ? { guildId: resumable.guildId, payload: resumable.payload } : {}) };
  if (db.dialect === 'sqlite') return db.d.insert(interactions).values(row).onConflictDoNothing().run().changes === 1;
  const res = await db.d.insert(pgs.interactions).values(row).onConflictDoNothing();
  return res.rowCount === 1;
}

/** Interaction `id`'s work is done (or given up): its payload, token included, is forgotten. */
export async function finishInteraction(db: Q, id: string, now: number): Promise<void> {
  const set = { finishedAt: now, payload: null };
  if (db.dialect === 'sqlite') {
    db.d.update(interactions).set(set).where(and(eq(interactions.id, id), isNull(interactions.finishedAt))).run();
    return;
  }
  await db.d.update(pgs.interactions).set(set).where(and(eq(pgs.interactions.id, id), isNull(pgs.interactions.finishedAt)));
}

/** An interaction claimed with its payload whose work was never finished nor taken over. */
export interface Unfinished {
  id: string;
  seenAt: number;
  payload: string;
}

/** The unfinished, not taken over interactions of `scope`'s guilds, oldest first. */
export async function unfinishedInteractions(db: Q, scope: ShardScope | undefined): Promise<Unfinished[]> {
  const rows =
    db.dialect === 'sqlite'
      ? db.d
          .select({ id: interactions.id, seenAt: interactions.seenAt, payload: interactions.payload })
          .from(interactions)
          .where(and(isNotNull(interactions.payload), isNull(interactions.finishedAt), isNull(interactions.resumedAt), guildInShard('sqlite', scope, interactions.guildId)))
          .orderBy(interactions.seenAt)
          .all()
      : await db.d
          .select({ id: pgs.interactions.id, seenAt: pgs.interactions.seenAt, payload: pgs.interactions.payload })
          .from(pgs.interactions)
          .where(and(isNotNull(pgs.interactions.payload), isNull(pgs.interactions.finishedAt), isNull(pgs.interactions.resumedAt), guildInShard('pg', scope, pgs.interactions.guildId)))
          .orderBy(pgs.interactions.seenAt);
  return rows.flatMap((r) => (r.payload === null ? [] : [{ id: r.id, seenAt: r.seenAt, payload: r.payload }]));
}

/**
 * Takes unfinished interaction `id` over for this process (a conditional update): true for the one
 * process that gets it, false when another took it or it was finished meanwhile.
 */
export async function takeOverInteraction(db: Q, id: string, now: number): Promise<boolean> {
  if (db.dialect === 'sqlite') {
    return db.d.update(interactions).set({ resumedAt: now }).where(and(eq(interactions.id, id), isNull(interactions.resumedAt), isNull(interactions.finishedAt))).run().changes === 1;
  }
  const res = await db.d.update(pgs.interactions).set({ resumedAt: now }).where(and(eq(pgs.interactions.id, id), isNull(pgs.interactions.resumedAt), isNull(pgs.interactions.finishedAt)));
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
