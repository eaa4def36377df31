import { and, eq, isNull } from 'drizzle-orm';
import { finishedGames, type FinishedGameRow } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

export function recordFinished(q: Q, values: typeof finishedGames.$inferInsert): void {
  q.insert(finishedGames).values(values).onConflictDoNothing().run();
}

export function getFinished(q: Q, gameId: number): FinishedGameRow | undefined {
  return q.select().from(finishedGames).where(eq(finishedGames.gameId, gameId)).get();
}

/** Whose earlier games count for an achievement: a server, or a channel outside any server (a DM). */
export interface AchievementHolder {
  guildId: string | null;
  channelId: string;
}

/** The different Locations where the holder's finished games were won against `killer`, sorted. */
export function locationsWonAgainst(q: Q, holder: AchievementHolder, killer: string): string[] {
  const whose = holder.guildId !== null ? eq(finishedGames.guildId, holder.guildId) : and(isNull(finishedGames.guildId), eq(finishedGames.channelId, holder.channelId));
  const rows = q
    .selectDistinct({ location: finishedGames.location })
    .from(finishedGames)
    .where(and(whose, eq(finishedGames.killer, killer), eq(finishedGames.result, 'won')))
    .all();
  return rows.map((r) => r.location).sort();
}
