import type { Content } from '../../content/load.js';
import type { DecisionCount } from '../../db/records.js';
import type { FinishedGameRow } from '../../db/schema.js';
import type { CommunityRate, CommunityRates } from './communityRates.js';

/**
 * A record's counts. `games` are the games played to their end by the rules (won or lost): a
 * game stopped by /endgame is no play of Final Girl, so it is counted apart (`abandoned`) and
 * left out of the win rate, as a play-logging sheet would leave it out.
 */
export interface Tally {
  games: number;
  won: number;
  abandoned: number;
}

/** One Killer's, Location's or Final Girl's line: our tally and the community's rate beside it. */
export interface StatsLine {
  id: string;
  name: string;
  tally: Tally;
  community: CommunityRate | null;
}

/** A Killer x Location coverage grid: every installed pack, and the tally of each pairing. */
export interface CoverageGrid {
  killers: { id: string; name: string }[];
  locations: { id: string; name: string }[];
  /** By "killer@location"; a pairing never played has none. */
  cells: Record<string, Tally>;
}

export interface Stats {
  overall: Tally;
  community: CommunityRate;
  killers: StatsLine[];
  locations: StatsLine[];
  girls: StatsLine[];
  grid: CoverageGrid;
  decisions: DecisionCount[];
  /** The results of the games played to their end, oldest first (the /stats chart). */
  results: ('won' | 'lost')[];
}

const empty = (): Tally => ({ games: 0, won: 0, abandoned: 0 });

function count(t: Tally, row: FinishedGameRow): void {
  if (row.result === 'abandoned') t.abandoned += 1;
  else {
    t.games += 1;
    if (row.result === 'won') t.won += 1;
  }
}

/** The win rate in percent, or null with no game played to its end. */
export function winRate(tally: Tally): number | null {
  return tally.games === 0 ? null : (100 * tally.won) / tally.games;
}

export const pairingKey = (killer: string, location: string): string => `${killer}@${location}`;

/**
 * One line per pack the rows name, in the content's order (packs no longer installed after,
 * under their ids): only packs with a game in the rows, so the list stays short on a phone.
 */
function linesBy(rows: readonly FinishedGameRow[], key: (r: FinishedGameRow) => string, packs: Readonly<Record<string, { name: string }>>, rates: Readonly<Record<string, CommunityRate>>): StatsLine[] {
  const tallies = new Map<string, Tally>();
  for (const r of rows) {
    const id = key(r);
    const t = tallies.get(id) ?? empty();
    count(t, r);
    tallies.set(id, t);
  }
  const order = [...Object.keys(packs), ...[...tallies.keys()].filter((id) => !(id in packs)).sort()];
  return order.flatMap((id) => {
    const tally = tallies.get(id);
    return tally ? [{ id, name: packs[id]?.name ?? id, tally, community: rates[id] ?? null }] : [];
  });
}

/** A server's or player's records from its finished games (and who decided them). */
export function statsOf(
  rows: readonly FinishedGameRow[],
  decisions: readonly DecisionCount[],
  content: Pick<Content, 'killers' | 'locations' | 'girls'>,
  rates: CommunityRates,
  only: { killer?: string; location?: string } = {},
): Stats {
  const overall = empty();
  const cells: Record<string, Tally> = {};
  for (const r of rows) {
    count(overall, r);
    const key = pairingKey(r.killer, r.location);
    count((cells[key] ??= empty()), r);
  }
  // A record asked for one Killer (or Location) shows its row (or column) of the grid.
  const named = (packs: Readonly<Record<string, { id: string; name: string }>>, id: string | undefined) =>
    Object.values(packs)
      .filter((p) => id === undefined || p.id === id)
      .map((p) => ({ id: p.id, name: p.name }));
  return {
    overall,
    community: rates.overall,
    killers: linesBy(rows, (r) => r.killer, content.killers, rates.killers),
    locations: linesBy(rows, (r) => r.location, content.locations, rates.locations),
    girls: linesBy(rows, (r) => r.girl, content.girls, rates.girls),
    grid: { killers: named(content.killers, only.killer), locations: named(content.locations, only.location), cells },
    decisions: [...decisions],
    results: rows.flatMap((r) => (r.result === 'abandoned' ? [] : [r.result])),
  };
}
