import type { Content } from '../../content/load.js';
import type { GameState } from '../state.js';
import { shuffle, type RngHolder } from '../rng.js';

/**
 * One thing the game keeps from the table (a deck's order, a face-down card or token), declared
 * once by the module that owns it, or by the core. Every consumer derives from these
 * declarations: the guard on public text (`facts`), the strong player's imagined worlds
 * (`redraw`), the export of a running game, and the secrecy tests (`twin`). What the table
 * sees of a state slice is declared beside its schema (`ModuleSlice.open`); every key of the
 * slice is either open or in some part's `fields` (tested), so a deck kept and not declared
 * fails a test.
 */
export interface HiddenPart {
  /** What is hidden, in players' words ("the Spawn deck's order"). */
  what: string;
  /** Where it lives: state keys, a path inside them after a dot ('raptors.deck', 'girl.final'). */
  fields: readonly string[];
  /**
   * Strings that must never reach a public message while hidden (a face-down card's text, a
   * token's face). Some of them the Final Girl's players may know (a tracked Path card).
   */
  facts?(state: GameState, content: Content): string[];
  /**
   * Deals it again from what the Final Girl's players cannot tell apart, in an imagined world.
   * Hidden inputs are only counted, or sorted before they are shuffled, so two states that differ
   * only in hidden facts give the same world. Absent when her players know it (a part hidden
   * from the channel only), or when another part's redraw deals it (say which in `what`).
   */
  redraw?(state: GameState, content: Content, holder: RngHolder): void;
  /**
   * Changes it in `s` (a copy) into something else her players could not tell from it; false
   * when there is nothing to change now. Secrecy tests only: two twins must look the same to
   * every view, picture, message, menu and hint.
   */
  twin?(state: GameState, content: Content): boolean;
}

/** A copy of `items` sorted (so the input order, which may be hidden, does not matter), then shuffled. */
export function shuffledCopy<T extends string | number>(holder: RngHolder, items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return shuffle(holder, sorted);
}

/** `all` minus one copy of each of `seen` (multisets of ids). */
export function unseen(all: readonly string[], seen: Iterable<string>): string[] {
  const left = [...all];
  for (const id of seen) {
    const i = left.indexOf(id);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** Swaps two places of a list in place; false when either is missing or both hold the same. */
export function swapIn<T>(list: T[], index: number, other: number): boolean {
  if (index < 0 || other < 0 || index >= list.length || other >= list.length || list[index] === list[other]) return false;
  [list[index], list[other]] = [list[other] as T, list[index] as T];
  return true;
}
