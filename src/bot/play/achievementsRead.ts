import { content } from '../../content/load.js';
import { earnedBy, finishedIn } from '../../db/index.js';
import type { AchievementHolder } from '../../db/finished.js';
import { crossGameAchievements, crossGameMet } from '../records/crossGame.js';
import { inTransaction } from './access.js';
import type { PlayDeps } from './types.js';

/** One achievement as /achievements lists it. */
export interface AchievementEntry {
  name: string;
  text: string;
  earned: boolean;
  /** How far along an open cross-game one is. */
  progress: { have: number; need: number } | null;
}

/** The printed list of one Killer, or the cross-game ones (`killer` null). */
export interface AchievementGroup {
  killer: string | null;
  entries: AchievementEntry[];
}

/**
 * The holder's achievements, or one player's (`userId`): each printed list in the content's
 * order, then the cross-game ones. A server's cross-game ones are those kept as earned; a
 * player's are read from their games now (nothing is kept per player).
 */
export async function achievementsOf(deps: PlayDeps, holder: AchievementHolder, userId: string | null): Promise<{ groups: AchievementGroup[]; unlisted: string[] }> {
  const c = content();
  return await inTransaction(deps.db, async (tx) => {
    const rows = await finishedIn(tx, { holder, ...(userId !== null ? { userId } : {}) });
    const met = new Set(rows.flatMap((r) => r.achievements.map((a) => `${r.killer}:${a}`)));
    const printed = Object.entries(c.achievements).map(([killer, page]) => ({
      killer,
      entries: page.map((a) => ({ name: a.name, text: a.text, earned: met.has(`${killer}:${a.id}`), progress: null })),
    }));
    const earned = new Set(userId !== null ? crossGameMet(rows, c) : (await earnedBy(tx, holder)).map((e) => e.achievement));
    const cross = crossGameAchievements(c).map((a) => ({ name: a.name, text: a.text, earned: earned.has(a.id), progress: a.progress(rows) }));
    const unlisted = Object.keys(c.killers).filter((k) => !(k in c.achievements));
    return { groups: [...printed, { killer: null, entries: cross }], unlisted };
  });
}
