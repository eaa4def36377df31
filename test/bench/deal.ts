/**
 * How a balance run deals its games. A game's seed decides its Finale and Dark Power, and with
 * plain seeds every pairing of one seed is dealt the same Finale: twelve seeds were twelve Finale
 * draws, and a verdict hung on them (two blocks of twelve seeds once differed by 16 points).
 *
 * 'spread' (the default since the afternoon of 2026-12-05): as 'stratified', with `n` the run seed
 * plus the pairing's place (its Final Girl's place among all G Final Girls, plus G times its
 * Location's place), so the Final Girls of one Killer at one Location are dealt consecutive `n`: one
 * run seed over every Final Girl deals each Killer and Location 9 Finale and Dark Power pairs in a
 * row (every pair, for a Killer with 3 of each), where 'stratified' dealt every pairing of a run
 * seed the same pair, and a short run (`--games 1` or 2) weighed one or two Finales and one Dark
 * Power only.
 * 'stratified': the game of run seed `n` is dealt the Finale `n mod F` and the Dark
 * Power `floor(n / F) mod D` of its Killer's F Finales and D Dark Powers (not the Epic ones), so
 * any F run seeds in a row deal each Finale once to every pairing, and any F × D each pair once,
 * however a run is cut into `--seed` blocks. Its seed is
 * the first one, counting up from a hash of the run's seed and the pairing, whose setup deals that
 * pair: everything else (decks, tokens, dice) stays as random as a plain seed's, and the pairings
 * of one run seed are dealt apart. A rate over stratified games weighs every Finale as the printed
 * game does (each equally likely), without the luck of the draw.
 * 'seed': the game's seed is the run's seed, as before 2026-12-05 (to play an old run again).
 */
import type { Content } from '../../src/content/load.js';
import { newGame } from '../../src/engine/index.js';
import { hashText } from '../../src/player/knowledge.js';

export const DEALS = ['spread', 'stratified', 'seed'] as const;
export type Deal = (typeof DEALS)[number];

export interface Pairing {
  killer: string;
  location: string;
  girl: string;
}

/** Candidate seeds tried before giving up on a pair (each setup deals a pair with chance 1/(F×D)). */
const TRIES = 2000;

/** The seed the game of run seed `runSeed` of a pairing is played with. */
export function dealSeed(deal: Deal, p: Pairing, runSeed: number, c: Content): number {
  if (deal === 'seed') return runSeed;
  const pack = c.killers[p.killer];
  if (!pack) throw new Error(`unknown Killer ${p.killer}`);
  const finales = pack.finales.filter((f) => !f.epic).map((f) => f.id);
  const powers = pack.darkPowers.filter((d) => !d.epic).map((d) => d.id);
  const n = deal === 'spread' ? runSeed + place(p, c) : runSeed;
  const finale = finales[n % finales.length];
  const power = powers[Math.floor(n / finales.length) % powers.length];
  const start = hashText(`${p.killer}|${p.location}|${p.girl}|${runSeed}`) % 1_000_000_000;
  for (let k = 0; k < TRIES; k++) {
    const killer = newGame(p, start + k, c).state.killer;
    if (killer.finale === finale && killer.darkPower === power) return start + k;
  }
  throw new Error(`no seed within ${TRIES} of ${start} deals ${finale ?? '?'} with ${power ?? '?'}`);
}

/** The pairing's place in the spread deal: its Final Girl's among all, then its Location's in blocks of every Final Girl. */
function place(p: Pairing, c: Content): number {
  const girls = Object.keys(c.girls).sort();
  const locations = Object.keys(c.locations).sort();
  return Math.max(0, girls.indexOf(p.girl)) + girls.length * Math.max(0, locations.indexOf(p.location));
}
