import { content } from '../../content/load.js';
import { nameKey, packIdOf } from '../../content/names.js';
import { pairingsWon } from '../../db/records.js';
import type { AchievementHolder } from '../../db/finished.js';
import { randomInt, seedToState, type RngHolder } from '../../engine/index.js';
import { pairingKey } from '../records/stats.js';
import { inTransaction } from './access.js';
import type { GamePicks } from './newGame.js';
import type { PlayDeps } from './types.js';

/** What a player types to have the bot draw a Killer, a Location or a Final Girl. */
export const RANDOM = 'random';

const isRandom = (typed: string | null): boolean => typed !== null && nameKey(typed) === RANDOM;

/** What the bot drew for a /newgame, for the start message; `allWon`: every pairing left was won already, so it drew among them all. */
export interface Drawn {
  killer: boolean;
  location: boolean;
  girl: boolean;
  preferUnwon: boolean;
  allWon: boolean;
}

/**
 * Fills in the picks typed as `random`: a Killer and a Location drawn together, among every
 * pairing the content has that fits what was named (with `preferUnwon`, among those the holder
 * has not won yet, when any is left), and a Final Girl among all of them. The draw follows the
 * game's seed, so a /newgame with the same seed and options draws the same game again.
 * Names that are not `random` are left for the engine to resolve (and refuse).
 */
export async function drawPairing(deps: PlayDeps, holder: AchievementHolder, picks: GamePicks, preferUnwon: boolean): Promise<{ picks: GamePicks; drawn: Drawn | null }> {
  const killer = isRandom(picks.killer);
  const location = isRandom(picks.location);
  const girl = isRandom(picks.girl);
  if (!killer && !location && !girl) return { picks, drawn: null };
  const c = content();
  const rng: RngHolder = { rng: seedToState(`pairing:${picks.seed}`) };
  const out = { ...picks };
  let allWon = false;
  if (killer || location) {
    // A pack named beside a random one is matched by its id; a name the content lacks is the engine's to refuse.
    const killers = killer ? Object.keys(c.killers) : [packIdOf(c.killers, picks.killer) ?? picks.killer];
    const locations = location ? Object.keys(c.locations) : [packIdOf(c.locations, picks.location) ?? picks.location];
    const all = killers.flatMap((k) => locations.map((l) => ({ k, l })));
    let pool = all;
    if (preferUnwon) {
      const won = await inTransaction(deps.db, async (tx) => await pairingsWon(tx, holder));
      const unwon = all.filter((p) => !won.has(pairingKey(p.k, p.l)));
      allWon = unwon.length === 0;
      if (!allWon) pool = unwon;
    }
    const p = pool[randomInt(rng, pool.length)] as { k: string; l: string };
    out.killer = p.k;
    out.location = p.l;
  }
  if (girl) {
    const girls = Object.keys(c.girls);
    out.girl = girls[randomInt(rng, girls.length)] as string;
  }
  return { picks: out, drawn: { killer, location, girl, preferUnwon, allWon } };
}
