import { content } from '../../content/load.js';
import type { AchievementEntry, AchievementGroup } from '../play/achievementsRead.js';
import { ACHIEVEMENTS_TEXT, CONTENT_MAX, STATS_TEXT } from '../strings.js';
import type { StatsWho } from './stats.js';

function entry(e: AchievementEntry): string {
  if (e.earned) return ACHIEVEMENTS_TEXT.earned(e.name, e.text);
  return ACHIEVEMENTS_TEXT.open(e.name, e.text, e.progress && e.progress.have > 0 ? ACHIEVEMENTS_TEXT.progress(e.progress.have, e.progress.need) : '');
}

/** /achievements: each with what it asks (earned ones ticked, open ones with their progress), a list per Killer, then those across games. */
export function achievementsMessage(groups: readonly AchievementGroup[], unlisted: readonly string[], who: StatsWho): string {
  const c = content();
  const all = groups.flatMap((g) => g.entries);
  const whose = who.kind === 'me' ? STATS_TEXT.whoMe(who.userId) : who.dm ? STATS_TEXT.whoChannel : STATS_TEXT.whoServer;
  const head = ACHIEVEMENTS_TEXT.heading(whose, all.filter((e) => e.earned).length, all.length);
  const sections = groups.map((g) =>
    [ACHIEVEMENTS_TEXT.group(g.killer === null ? ACHIEVEMENTS_TEXT.across : (c.killers[g.killer]?.name ?? g.killer), g.entries.filter((e) => e.earned).length, g.entries.length), ...g.entries.map(entry)].join('\n'),
  );
  const foot = [unlisted.length ? ACHIEVEMENTS_TEXT.unlisted(unlisted.map((k) => c.killers[k]?.name ?? k).join(', ')) : null, who.kind === 'me' ? ACHIEVEMENTS_TEXT.mineNote : null].filter((x) => x !== null).join('\n');
  // Whole lists only: should the packs grow past one message, the last lists are left out, never cut mid-list.
  const out = [head];
  let length = head.length + foot.length + 2;
  for (const s of sections) {
    if (length + s.length + 2 > CONTENT_MAX) break;
    out.push(s);
    length += s.length + 2;
  }
  return [...out, ...(foot ? [foot] : [])].join('\n\n');
}
