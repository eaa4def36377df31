/**
 * How a balance run deals its games. A game's seed decides its Finale and Dark Power, and with
 * plain seeds every pairing of one seed is dealt the same Finale: twelve seeds were twelve Finale
 * draws, and a verdict hung on them (two blocks of twelve seeds once differed by 16 points).
 *
 * 'stratified' (the default): the game of run seed `n` is dealt the Finale `n mod F` and the Dark
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

export const DEALS = ['stratified', 'seed'] as const;
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
  const finale = finales[runSeed % finales.length];
  const power = powers[Math.floor(runSeed / finales.length) % powers.length];
  const start = hashText(`${p.killer}|${p.location}|${p.girl}|${runSeed}`) % 1_000_000_000;
  for (let k = 0; k < TRIES; k++) {
    const killer = newGame(p, start + k, c).state.killer;
    if (killer.finale === finale && killer.darkPower === power) return start + k;
  }
  throw new Error(`no seed within ${TRIES} of ${start} deals ${finale ?? '?'} with ${power ?? '?'}`);
}
