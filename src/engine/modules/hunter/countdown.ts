/**
 * The Countdown (seed 002): with only Countdown tokens left on the Finale card, each Killer phase
 * removes one instead of its Killer Action and Terror card, Bloodlust +1; the second brings the
 * Mark X on a new Setup card's Killer space. That Killer phase is a Countdown phase too; the next
 * one is normal.
 */
import { say, type Run } from '../../run.js';
import { raiseBloodlust } from '../../actors/bloodlust.js';
import { spawnUnits } from '../../actors/units.js';
import { board } from '../../actors/victims.js';
import { locationPack } from '../../cards.js';
import { randomInt } from '../../rng.js';
import { hunter, MARK_X, markX } from './models.js';

export function countdownPhase(run: Run): boolean {
  const st = hunter(run);
  if (st.stack.length > 0 || st.countdown === 0) return false;
  st.countdown -= 1;
  say(run, `Countdown: a Countdown token is removed (${st.countdown} left). No Killer Action, no Terror card.`, 'countdown');
  raiseBloodlust(run, 1, 'the Countdown');
  if (st.countdown === 0) markXArrives(run);
  return true;
}

/**
 * A new Setup card is drawn (any but the one in play) and the Mark X placed on its Killer space
 * with a Final Health token from the supply; only its Killer space is used.
 */
export function markXArrives(run: Run): void {
  const st = hunter(run);
  st.countdown = 0;
  if (markX(run.state)) return;
  const setups = locationPack(run).setups;
  const others = setups.filter((c) => c.id !== run.state.setupCard);
  const pool = others.length ? others : setups;
  const card = pool[randomInt(run.state, pool.length)] as (typeof setups)[number];
  st.markXSetup = card.id;
  say(run, `A new Setup card is drawn: ${card.name}. The Hunter Mark X arrives at ${board(run).label(card.killer)}: it is now the Active Killer.`, 'units');
  const [x] = spawnUnits(run, MARK_X, 1, card.killer);
  if (!x) return;
  const tokens = run.state.finalTokenPool;
  const value = tokens.splice(randomInt(run.state, tokens.length), 1)[0] ?? 0;
  x.final = { colour: 'black', value, revealed: false };
}
