import { asc, eq } from 'drizzle-orm';
import { sqlC } from './collate.js';
import * as pgs from './pgSchema.js';
import { earnedAchievements, type EarnedAchievementRow } from './schema.js';
import type { AchievementHolder } from './finished.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/** The holder's key in earned_achievements: the server's id, or the channel's outside any server. */
const holderKey = (holder: AchievementHolder): string => holder.guildId ?? `channel:${holder.channelId}`;

/** The cross-game achievements the holder has earned, first earned first. */
export async function earnedBy(db: Q, holder: AchievementHolder): Promise<EarnedAchievementRow[]> {
  if (db.dialect === 'sqlite') {
    const e = earnedAchievements;
    return db.d.select().from(e).where(eq(e.holder, holderKey(holder))).orderBy(asc(e.earnedAt), asc(e.achievement)).all();
  }
  const e = pgs.earnedAchievements;
  return db.d.select().from(e).where(eq(e.holder, holderKey(holder))).orderBy(asc(e.earnedAt), asc(sqlC(e.achievement)));
}

/** The cross-game achievements game `gameId` earned (its recap announces them). */
export async function earnedIn(db: Q, gameId: number): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? db.d
          .select({ id: earnedAchievements.achievement })
          .from(earnedAchievements)
          .where(eq(earnedAchievements.gameId, gameId))
          .orderBy(asc(earnedAchievements.achievement))
          .all()
      : await db.d
          .select({ id: pgs.earnedAchievements.achievement })
          .from(pgs.earnedAchievements)
          .where(eq(pgs.earnedAchievements.gameId, gameId))
          .orderBy(asc(sqlC(pgs.earnedAchievements.achievement)));
  return rows.map((r) => r.id);
}

/** Keeps achievements as earned by `gameId`; one the holder has already keeps its first game. */
export async function recordEarned(db: Q, holder: AchievementHolder, ids: readonly string[], gameId: number, now: number): Promise<void> {
  if (ids.length === 0) return;
  const rows = ids.map((achievement) => ({ holder: holderKey(holder), achievement, gameId, earnedAt: now }));
  if (db.dialect === 'sqlite') {
    db.d.insert(earnedAchievements).values(rows).onConflictDoNothing().run();
    return;
  }
  await db.d.insert(pgs.earnedAchievements).values(rows).onConflictDoNothing();
}
