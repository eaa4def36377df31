/**
 * The Hunter Mark X Terror card (seed 002). Set aside at setup and shuffled with the bottom two
 * cards of the Terror deck. Resolved when drawn and also when an effect discards it (then before
 * it goes to the discard pile). Readings: "Bloodlust to the top" climbs level by level, so each
 * level's effect applies on the way (as any rise does) but not the top-of-track effect; the card's
 * own Killer phase is not cut short.
 */
import type { GameState } from '../../state.js';
import { say, type Run } from '../../run.js';
import { killerPack } from '../../cards.js';
import { raiseBloodlust } from '../../actors/bloodlust.js';
import { shuffle, randomInt } from '../../rng.js';
import { revealFinale } from '../../phases/turn.js';
import type { Content } from '../../../content/load.js';
import { hunter, markV } from './models.js';
import { shutDown } from './shutdown.js';
import { markXArrives } from './countdown.js';

export const MARK_X_CARD = 'hunter-mark-x';

/** Special Setup: the card out of the deck as built, then shuffled into its bottom three. */
export function placeMarkXCard(state: GameState, content: Content): void {
  const size = state.terrorDeck.length;
  const deck = state.terrorDeck.filter((id) => id !== MARK_X_CARD);
  const killer = content.killers[state.setup.killer];
  const location = content.locations[state.setup.location];
  const unused = [...(killer?.terror ?? []), ...(location?.terror ?? [])].map((t) => t.id).filter((id) => id !== MARK_X_CARD && !deck.includes(id));
  while (deck.length < size && unused.length) deck.push(unused.splice(randomInt(state, unused.length), 1)[0] as string);
  const bottom = shuffle(state, [...deck.splice(-2), MARK_X_CARD]);
  state.terrorDeck = [...deck, ...bottom];
}

export function resolveMarkXCard(run: Run): void {
  const st = hunter(run);
  const v = markV(run.state);
  if (v?.role === 'killer') {
    say(run, 'Hunter Mark X: the Mark V shuts down at once.', 'units');
    shutDown(run, v);
    const top = killerPack(run).bloodlust.length - 1;
    if (run.state.killer.bloodlust < top) raiseBloodlust(run, top - run.state.killer.bloodlust, 'Hunter Mark X');
  }
  if (st.countdown > 0) say(run, 'Hunter Mark X: the remaining Countdown tokens are discarded.', 'countdown');
  markXArrives(run);
  if (run.state.terrorDeck.length) {
    say(run, `Hunter Mark X: the ${run.state.terrorDeck.length} remaining Terror card${run.state.terrorDeck.length > 1 ? 's are' : ' is'} discarded.`, 'terror');
    run.state.terrorDiscard.push(...run.state.terrorDeck);
    run.state.terrorDeck = [];
  }
  if (!run.state.killer.finaleRevealed) revealFinale(run);
}
