import { endGame, say, schedule, type Run } from '../run.js';
import { endPhaseNow } from '../endPhaseNow.js';
import { raiseBloodlust } from './bloodlust.js';
import type { Unit } from '../state.js';
import { allRun } from '../modules/combine.js';

/** Time track bounds: 12 at most; -1 is the red "below zero" space. */
const MAX_TIME = 12;
const MIN_TIME = -1;
/** Horror track: 0 is the green end, 7 the red end. */
const MAX_HORROR = 7;
/** Hand limit (core §4.5): no buying with 10 in hand; an effect that gives more means discarding down to 10. */
export const HAND_LIMIT = 10;

/** An Action card enters her hand by an effect; over the limit she discards down to it, her choice (OPEN-5). */
export function takeIntoHand(run: Run, id: string): void {
  const hand = run.state.girl.hand;
  hand.push(id);
  if (hand.length > HAND_LIMIT) schedule(run, { t: 'discardCards', n: hand.length - HAND_LIMIT, reason: `to get back to the hand limit of ${HAND_LIMIT}` });
}

export function changeTime(run: Run, change: number): void {
  const g = run.state.girl;
  if (change > 0 && g.time < 0) {
    say(run, 'Time is below zero and cannot be raised this phase.');
    return;
  }
  const before = g.time;
  g.time = Math.max(MIN_TIME, Math.min(MAX_TIME, g.time + change));
  if (g.time !== before) say(run, `Time ${change > 0 ? '+' : ''}${g.time - before} (now ${g.time}).`, 'time');
  // Below zero outside the Action phase costs the next one (core §4.4).
  if (g.time < 0 && before >= 0 && run.state.phase !== 'action') g.skipNextActionPhase = true;
}

/** Horror moves one step at a time; past the red end each step raises Bloodlust, past green it gives Time. */
export function changeHorror(run: Run, change: number): void {
  const g = run.state.girl;
  for (let i = 0; i < Math.abs(change); i++) {
    if (change > 0) {
      if (g.horror >= MAX_HORROR) raiseBloodlust(run, 1, 'Horror is at the top');
      else g.horror += 1;
    } else if (g.horror <= 0) changeTime(run, 1);
    else g.horror -= 1;
  }
  say(run, `Horror ${change > 0 ? 'rises' : 'falls'} to ${horrorLabel(g.horror)}.`, 'horror');
}

function horrorLabel(pos: number): string {
  if (pos <= 0) return 'the green space';
  if (pos >= MAX_HORROR) return 'the red space';
  return String(pos);
}

export function heal(run: Run, amount: number): void {
  const g = run.state.girl;
  const before = g.health;
  g.health = Math.min(g.maxHealth, g.health + amount);
  if (g.health > before) say(run, `You recover ${g.health - before} Health (now ${g.health}).`, 'health');
}

/** Removes Health markers; with only the Final Health token left, the token is revealed (core §6.6). `by`: the attacking unit. */
export function hurtGirl(run: Run, damage: number, why: string, by: Unit | null = null): void {
  const g = run.state.girl;
  if (damage <= 0) return;
  const lost = Math.min(damage, g.health);
  g.health -= lost;
  if (lost > 0) say(run, `You lose ${lost} Health (${why}); ${g.health} left.`, 'health');
  allRun(run.state, 'afterDamage', run, { to: 'girl', by, n: damage });
  if (damage > lost) {
    if (run.state.deferReveals) {
      if (!run.state.deferredReveals.includes('girl')) run.state.deferredReveals.push('girl');
      return;
    }
    revealGirlFinalHealth(run);
  }
}

/** Killed outright (the T-Rex's bite): no Reaction, no Final Health token. */
export function killGirlOutright(run: Run, why: string): void {
  run.state.girl.health = 0;
  run.state.girl.final = null;
  say(run, `${why}: you are killed outright.`, 'health');
  endGame(run, 'lost', 'The Final Girl has been killed.');
}

export function revealGirlFinalHealth(run: Run): void {
  const g = run.state.girl;
  const token = g.final;
  if (!token || token.colour === 'white') {
    g.final = null;
    endGame(run, 'lost', 'The Final Girl has been killed.');
    return;
  }
  token.revealed = true;
  if (token.value === 0) {
    say(run, 'Your Final Health token is blank.', 'final-health');
    g.final = null;
    endGame(run, 'lost', 'The Final Girl has been killed.');
    return;
  }
  say(run, `Your Final Health token shows ${token.value}: you come back with ${token.value} Health and a white token! The phase ends.`, 'final-health');
  g.final = { colour: 'white', value: 0, revealed: true };
  g.health = token.value;
  endPhaseNow(run);
}
