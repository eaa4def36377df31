import { content, type Content } from '../content/load.js';
import type { GameState } from './state.js';
import { RulesError } from './errors.js';
import { advance, type GameEvent, type Run } from './run.js';
import { buildInitialState, resolveSetup, type NewGameOptions } from './setup.js';
import { hiddenFacts } from './secrets/index.js';
import { anyOf } from './modules/combine.js';
import './register.js';

export interface Outcome {
  state: GameState;
  events: GameEvent[];
  /**
   * True when this step rolled a die, shuffled, or brought a hidden card or fact into the open:
   * such a step cannot be taken back by /undo.
   */
  irreversible: boolean;
}

/** Whether going from `a` to `b` used randomness or uncovered something hidden. */
function isIrreversible(a: GameState, b: GameState, c: Content): boolean {
  if (a.rng !== b.rng || a.riggedDice.length !== b.riggedDice.length) return true;
  if (a.terrorDeck.length !== b.terrorDeck.length || a.eventDeck.length !== b.eventDeck.length) return true;
  if (a.finalTokenPool.length !== b.finalTokenPool.length) return true;
  if (a.girl.final?.revealed !== b.girl.final?.revealed) return true;
  for (const u of a.units) {
    const after = b.units.find((x) => x.id === u.id);
    if (u.final && !u.final.revealed && after?.final?.revealed) return true;
  }
  if (a.killer.darkPowerRevealed !== b.killer.darkPowerRevealed || a.killer.finaleRevealed !== b.killer.finaleRevealed) return true;
  for (const [space, deck] of Object.entries(a.itemDecks)) {
    const after = b.itemDecks[space] ?? [];
    // Drawing a face-down card shows what was hidden.
    const drawn = deck.length - after.length;
    if (drawn > 0 && deck.slice(0, drawn).some((d) => !d.faceUp)) return true;
  }
  // A module's hidden fact that is gone was uncovered (a Vehicle token turned over).
  const factsAfter = hiddenFacts(b, c);
  if (hiddenFacts(a, c).some((f) => !factsAfter.includes(f))) return true;
  return anyOf(b, 'uncovered', a, b);
}

/** Sets a game up and runs it to the first decision. */
export function newGame(options: NewGameOptions, seed: number | string, packs: Content = content()): Outcome {
  const run = buildInitialState(packs, resolveSetup(packs, options), seed);
  advance(run);
  return { state: run.state, events: run.events, irreversible: true };
}

/** The decisions open now (empty once the game is over). */
export function choices(state: GameState) {
  return state.pending?.options ?? [];
}

/**
 * Applies one choice and runs to the next decision. The input state is never changed: an
 * illegal choice throws a RulesError and the caller keeps the state it had.
 */
export function apply(state: GameState, choiceId: string, packs: Content = content()): Outcome {
  if (state.result) throw new RulesError('ERR_GAME_OVER', 'This game is over.');
  const pending = state.pending;
  if (!pending) throw new RulesError('ERR_NO_DECISION', 'There is nothing to decide right now.');
  if (!pending.options.some((o) => o.id === choiceId)) {
    throw new RulesError('ERR_ILLEGAL_CHOICE', `"${choiceId}" is not one of the choices open now (${pending.prompt}).`);
  }
  const run: Run = { state: structuredClone(state), content: packs, events: [] };
  run.state.pending = null;
  const task = run.state.agenda[run.state.agenda.length - 1];
  if (!task) throw new RulesError('ERR_BAD_STATE', 'The saved game has a decision but nothing waiting on it.');
  task.answer = choiceId;
  advance(run);
  return { state: run.state, events: run.events, irreversible: isIrreversible(state, run.state, packs) };
}

/** Replays a recorded game: same seed and choices give the same game. */
export function replay(options: NewGameOptions, seed: number | string, choiceIds: readonly string[], packs: Content = content()): Outcome {
  let out = newGame(options, seed, packs);
  const events = [...out.events];
  for (const id of choiceIds) {
    out = apply(out.state, id, packs);
    events.push(...out.events);
  }
  return { state: out.state, events, irreversible: true };
}
