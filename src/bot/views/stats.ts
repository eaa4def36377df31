import type { CommunityRate } from '../records/communityRates.js';
import { pairingKey, winRate, type CoverageGrid, type Stats, type StatsLine } from '../records/stats.js';
import { clip, CONTENT_MAX, STATS_TEXT } from '../strings.js';

/** Whose record /stats shows: the holder's, or one player's in it. */
export type StatsWho = { kind: 'server'; dm: boolean } | { kind: 'me'; userId: string };

/** Deciders listed for a server (the rest are left out: the message must fit a phone). */
const DECIDERS_SHOWN = 5;
/** Width of a grid row's name and of a cell, in characters (a phone's code block holds about 40). */
const ROW_NAME = 10;
const CELL = 5;

const community = (r: CommunityRate | null) => (r ? STATS_TEXT.communityRate(r.winRate, r.games) : null);

function line(l: StatsLine): string {
  if (l.tally.games === 0) return STATS_TEXT.onlyAbandoned(l.name, l.tally.abandoned);
  return STATS_TEXT.line(l.name, l.tally.won, l.tally.games, STATS_TEXT.rate(winRate(l.tally)), community(l.community));
}

/** A short grid name: the name without a leading "The", cut to the column. */
function short(name: string, width: number): string {
  return clip(name.replace(/^the\s+/i, ''), width);
}

/**
 * The Killer x Location grid as a code block a phone shows without wrapping: a row per Killer,
 * a lettered column per Location (the letters are named below it), each cell won/played.
 */
export function coverageGrid(grid: CoverageGrid): string[] {
  const letters = grid.locations.map((_, i) => String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : ''));
  const head = ' '.repeat(ROW_NAME) + letters.map((l) => l.padStart(CELL)).join('');
  const rows = grid.killers.map(
    (k) =>
      short(k.name, ROW_NAME).padEnd(ROW_NAME) +
      grid.locations
        .map((l) => {
          const t = grid.cells[pairingKey(k.id, l.id)];
          return (t && t.games > 0 ? `${t.won}/${t.games}` : '·').padStart(CELL);
        })
        .join(''),
  );
  const all = grid.killers.length * grid.locations.length;
  const played = grid.killers.reduce((n, k) => n + grid.locations.filter((l) => (grid.cells[pairingKey(k.id, l.id)]?.games ?? 0) > 0).length, 0);
  return [STATS_TEXT.coverage(played, all), '```', head, ...rows, '```', STATS_TEXT.legend(grid.locations.map((l, i) => `${letters[i]} ${l.name}`))];
}

function decisionLines(stats: Stats, who: StatsWho): string[] {
  if (who.kind === 'me') {
    const mine = stats.decisions.find((d) => d.userId === who.userId);
    return [mine ? STATS_TEXT.decisionsMine(mine.decisions, mine.games) : STATS_TEXT.decisionsNoneMine];
  }
  if (stats.decisions.length === 0) return [];
  return [STATS_TEXT.decisionsHeading, stats.decisions.slice(0, DECIDERS_SHOWN).map((d) => STATS_TEXT.decider(d.userId, d.decisions, d.games)).join(' · ')];
}

/** /stats as one message: the overall record, by Killer, Location and Final Girl, the grid, who decided. */
export function statsMessage(stats: Stats, who: StatsWho, filter: string, citeLine: string): string {
  const whose = who.kind === 'me' ? STATS_TEXT.whoMe(who.userId) : who.dm ? STATS_TEXT.whoChannel : STATS_TEXT.whoServer;
  const head = STATS_TEXT.heading(whose, filter);
  const o = stats.overall;
  if (o.games === 0 && o.abandoned === 0) return [head, who.kind === 'me' ? STATS_TEXT.noneMine : STATS_TEXT.none].join('\n');
  const overall =
    STATS_TEXT.overall(o.won, o.games, STATS_TEXT.rate(winRate(o)), STATS_TEXT.communityRate(stats.community.winRate, stats.community.games)) +
    (o.abandoned ? STATS_TEXT.abandoned(o.abandoned) : '');
  const sections = [
    [head, overall],
    [STATS_TEXT.byKiller, ...stats.killers.map(line)],
    [STATS_TEXT.byLocation, ...stats.locations.map(line)],
    [STATS_TEXT.byGirl, ...stats.girls.map(line)],
    coverageGrid(stats.grid),
    decisionLines(stats, who),
  ].filter((s) => s.length > 0);
  const cite = STATS_TEXT.cite(citeLine);
  // The sections are short; should many packs make them long, the last ones are dropped whole, never cut mid-grid.
  const out: string[] = [];
  let length = cite.length;
  for (const s of sections) {
    const text = s.join('\n');
    if (length + text.length + 2 > CONTENT_MAX) break;
    out.push(text);
    length += text.length + 2;
  }
  return [...out, cite].join('\n\n');
}
