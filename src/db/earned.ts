import { asc, eq } from 'drizzle-orm';
import { earnedAchievements, type EarnedAchievementRow } from './schema.js';
import type { AchievementHolder } from './finished.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

/** The holder's key in earned_achievements: the server's id, or the channel's outside any server. */
export const holderKey = (holder: AchievementHolder): string => holder.guildId ?? `channel:${holder.channelId}`;

/** The cross-game achievements the holder has earned, first earned first. */
export function earnedBy(q: Q, holder: AchievementHolder): EarnedAchievementRow[] {
  return q.select().from(earnedAchievements).where(eq(earnedAchievements.holder, holderKey(holder))).orderBy(asc(earnedAchievements.earnedAt), asc(earnedAchievements.achievement)).all();
}

/** The cross-game achievements game `gameId` earned (its recap announces them). */
export function earnedIn(q: Q, gameId: number): string[] {
  return q
    .select({ id: earnedAchievements.achievement })
    .from(earnedAchievements)
    .where(eq(earnedAchievements.gameId, gameId))
    .orderBy(asc(earnedAchievements.achievement))
    .all()
    .map((r) => r.id);
}

/** Keeps achievements as earned by `gameId`; one the holder has already keeps its first game. */
export function recordEarned(q: Q, holder: AchievementHolder, ids: readonly string[], gameId: number, now: number): void {
  if (ids.length === 0) return;
  q.insert(earnedAchievements)
    .values(ids.map((achievement) => ({ holder: holderKey(holder), achievement, gameId, earnedAt: now })))
    .onConflictDoNothing()
    .run();
}
