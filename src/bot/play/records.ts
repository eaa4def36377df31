import { content } from '../../content/load.js';
import { displayNames, packIdOf } from '../../content/names.js';
import { decisionCounts, finishedIn, type RecordScope } from '../../db/records.js';
import { communityRates } from '../records/communityRates.js';
import { statsOf, type Stats } from '../records/stats.js';
import { refuse } from '../refusal.js';
import { STATS_TEXT } from '../strings.js';
import { inTransaction } from './access.js';
import type { PlayDeps } from './types.js';

/** What /stats asked for: whose record (a player's or the holder's), and an optional Killer and Location, as typed. */
export interface StatsAsk {
  guildId: string | null;
  channelId: string;
  /** The player whose record it is; null for the whole server's. */
  userId: string | null;
  killer: string | null;
  location: string | null;
}

/** A name as typed, to a pack id of the content (every installed one, whatever its box). */
function resolved(ask: StatsAsk): { killer?: string; location?: string } {
  const c = content();
  const out: { killer?: string; location?: string } = {};
  if (ask.killer) {
    const id = packIdOf(c.killers, ask.killer);
    if (!id) refuse('UNKNOWN_KILLER', STATS_TEXT.unknownKiller(ask.killer, displayNames(c.killers)));
    out.killer = id;
  }
  if (ask.location) {
    const id = packIdOf(c.locations, ask.location);
    if (!id) refuse('UNKNOWN_LOCATION', STATS_TEXT.unknownLocation(ask.location, displayNames(c.locations)));
    out.location = id;
  }
  return out;
}

/** The records /stats shows, read from the finished games in one read. */
export async function statsFor(deps: PlayDeps, ask: StatsAsk): Promise<{ stats: Stats; only: { killer?: string; location?: string } }> {
  const only = resolved(ask);
  const scope: RecordScope = { holder: { guildId: ask.guildId, channelId: ask.channelId }, ...only, ...(ask.userId !== null ? { userId: ask.userId } : {}) };
  const stats = await inTransaction(deps.db, async (tx) => statsOf(await finishedIn(tx, scope), await decisionCounts(tx, scope), content(), communityRates(), only));
  return { stats, only };
}
