import type { Unit } from '../state.js';
import { endGame, say, type Run } from '../run.js';
import { endPhaseNow } from '../endPhaseNow.js';
import { killerPack } from '../cards.js';
import { revealGirlFinalHealth } from './girl.js';
import { allRun, chained, firstDefined } from '../modules/combine.js';
import { capitalised } from '../wording.js';
import { board } from './victims.js';
import { enemies, KILLER, killers, unit, unitName } from './units.js';

/**
 * "Discard the next Terror card": the top of the Terror deck goes to its discard pile unresolved
 * (core §7.1), which brings the Finale a turn closer. After the Finale, or with the deck empty, nothing.
 */
export function discardNextTerror(run: Run, why: string): void {
  if (run.state.killer.finaleRevealed) {
    say(run, `${why}: the Finale is revealed, so no Terror card is discarded.`);
    return;
  }
  const id = run.state.terrorDeck.shift();
  if (!id) {
    say(run, `${why}: the Terror deck is empty, so no Terror card is discarded.`);
    return;
  }
  run.state.terrorDiscard.push(id);
  say(run, `${why}: the next Terror card is discarded unresolved (${run.state.terrorDeck.length} left in the deck).`, 'terror');
  allRun(run.state, 'onTerrorDiscarded', run, id);
}

/**
 * The Killer recovers n Health, never above its starting Health (core §5.5). With several
 * Killers (Hordes) each one does: "Hordes always gain a Health for heart effects".
 */
export function healKiller(run: Run, amount: number, why: string): void {
  const all = killers(run.state);
  if (all.length === 0) say(run, `${why}: there is no Killer on the board to heal.`);
  for (const k of all) {
    const before = k.health;
    k.health = Math.min(k.maxHealth ?? Infinity, k.health + amount);
    if (k.health > before) say(run, `${capitalised(unitName(run, k))} recovers ${k.health - before} Health (${why}); now ${k.health}.`, 'killer-health');
    else say(run, `${capitalised(unitName(run, k))} is at full Health (${why}).`);
  }
}

/**
 * Damage to a unit (core §5.4, §6.6): modules may absorb some first (Cybernetic Parts), then
 * Health markers go; with only a Final Health token left it is revealed. A unit without a
 * token dies when its last Health goes.
 */
export function hurtUnit(run: Run, unit: Unit, damage: number, why: string, by: Unit | null = null): void {
  const left = chained(run.state, 'absorbDamage', damage, (value) => [run, unit, value, why], (value) => value > 0);
  if (left <= 0) return;
  const lost = Math.min(left, unit.health);
  unit.health -= lost;
  if (lost > 0) say(run, `${capitalised(unitName(run, unit))} takes ${lost} damage (${why}); ${unit.health} Health left.`, unit.id === KILLER ? 'killer-health' : 'unit-health');
  allRun(run.state, 'afterDamage', run, { to: unit, by, n: left });
  if (!unit.final) {
    if (unit.health === 0) killUnit(run, unit);
    return;
  }
  if (left > lost) {
    if (run.state.deferReveals) {
      if (!run.state.deferredReveals.includes(unit.id)) run.state.deferredReveals.push(unit.id);
      return;
    }
    revealUnitFinalHealth(run, unit);
  }
}

/** A unit's Final Health token is flipped: blank or white, it dies; health icons bring it back and end the phase. */
function revealUnitFinalHealth(run: Run, unit: Unit): void {
  const token = unit.final;
  if (!token || token.colour === 'white' || token.value === 0) {
    if (token && token.colour === 'black') token.revealed = true;
    killUnit(run, unit);
    return;
  }
  token.revealed = true;
  const who = unit.id === KILLER ? 'The Killer\'s' : `${capitalised(unitName(run, unit))}'s`;
  say(run, `${who} Final Health token shows ${token.value}: it comes back with ${token.value} Health! The phase ends.`, 'final-health');
  unit.final = { colour: 'white', value: 0, revealed: true };
  unit.health = token.value;
  endPhaseNow(run);
}

/**
 * A unit's last Health is gone. A Killer's death ends the game by its module's word or the
 * pack's victory rule, and its figure stays on the final board; a Minion goes back to the box.
 * With the "no Enemy left" victory, the last Enemy off the board wins.
 */
export function killUnit(run: Run, unit: Unit): void {
  const pack = killerPack(run);
  if (unit.role === 'killer') {
    unit.final = null;
    say(run, unit.id === KILLER ? 'The Killer\'s last Health is gone.' : `${capitalised(unitName(run, unit))} is destroyed.`, 'final-health');
    const result = firstDefined(run.state, 'onKillerDeath', run, unit);
    if (result === 'won' || result === 'lost') {
      endGame(run, result, result === 'won' ? `${pack.name} is defeated.` : `${pack.name} is defeated, but it is not enough.`);
      return;
    }
    if (result !== 'continue' && pack.victory === 'killerDies') {
      endGame(run, 'won', `${pack.name} is dead.`);
      return;
    }
  } else {
    say(run, `${capitalised(unitName(run, unit))} at ${unit.space ? board(run).label(unit.space) : 'nowhere'} is destroyed.`, 'unit-destroyed');
  }
  run.state.units = run.state.units.filter((x) => x.id !== unit.id);
  if (pack.victory === 'noEnemiesLeft' && !enemies(run.state).some((x) => x.space !== null)) {
    endGame(run, 'won', `No Enemy of ${pack.name} is left on the board.`);
  }
}

/** Final Health reveals held back during the Volk'ar's Path: the Killers' first, so a double death is a win. */
export function releaseDeferredReveals(run: Run): void {
  const pending = run.state.deferredReveals;
  run.state.deferReveals = false;
  run.state.deferredReveals = [];
  for (const id of pending) {
    const u = id === 'girl' ? undefined : unit(run.state, id);
    if (u && !run.state.result) revealUnitFinalHealth(run, u);
  }
  if (pending.includes('girl') && !run.state.result) revealGirlFinalHealth(run);
}
