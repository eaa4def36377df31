import { and, eq, isNull } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { finishedGames, type FinishedGameRow } from './schema.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

export async function recordFinished(db: Q, values: typeof finishedGames.$inferInsert): Promise<void> {
  if (db.dialect === 'sqlite') {
    db.d.insert(finishedGames).values(values).onConflictDoNothing().run();
    return;
  }
  await db.d.insert(pgs.finishedGames).values(values).onConflictDoNothing();
}

export async function getFinished(db: Q, gameId: number): Promise<FinishedGameRow | undefined> {
  if (db.dialect === 'sqlite') return db.d.select().from(finishedGames).where(eq(finishedGames.gameId, gameId)).get();
  const [row] = await db.d.select().from(pgs.finishedGames).where(eq(pgs.finishedGames.gameId, gameId));
  return row;
}

/** Whose earlier games count for an achievement: a server, or a channel outside any server (a DM). */
export interface AchievementHolder {
  guildId: string | null;
  channelId: string;
}

/** The different Locations where the holder's finished games were won against `killer`, sorted. */
export async function locationsWonAgainst(db: Q, holder: AchievementHolder, killer: string): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const f = finishedGames;
    const whose = holder.guildId !== null ? eq(f.guildId, holder.guildId) : and(isNull(f.guildId), eq(f.channelId, holder.channelId));
    const rows = db.d.selectDistinct({ location: f.location }).from(f).where(and(whose, eq(f.killer, killer), eq(f.result, 'won'))).all();
    return rows.map((r) => r.location).sort();
  }
  const f = pgs.finishedGames;
  const whose = holder.guildId !== null ? eq(f.guildId, holder.guildId) : and(isNull(f.guildId), eq(f.channelId, holder.channelId));
  const rows = await db.d.selectDistinct({ location: f.location }).from(f).where(and(whose, eq(f.killer, killer), eq(f.result, 'won')));
  return rows.map((r) => r.location).sort();
}
