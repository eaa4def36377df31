import type { Content } from '../../content/load.js';
import type { Board, ChoiceOption, GameState } from '../../engine/index.js';

/**
 * The general evaluation's slots a box fills (measure.ts FEATURES names them, and its fitted
 * weights weigh them): `warded`, the Killer is beaten only in a way of the box's own beyond its
 * Health; `doom`, how near the box's own token count is to losing the game. A slot no box in play
 * fills reads 0.
 */
export const BOX_SLOTS = ['warded', 'doom'] as const;
export type BoxSlot = (typeof BOX_SLOTS)[number];

/** The hand's stored-up blows, guards and legs, and the `doom` slot, as every evaluation reads them. */
export interface HandFeatures {
  blows: number;
  guards: number;
  legs: number;
  doom: number;
  terrorLeft: number;
}

/** The Killer's side of a standing: the Health left to take from it, out of how much, and its Final Health token. */
export interface KillerStanding {
  killerHealth: number;
  killerMax: number;
  killerFinal: boolean;
}

/** What the playout has read of the table when it weighs a space. */
export interface SpaceReading {
  state: GameState;
  board: Board;
  content: Content;
  /** The Enemy space she goes for when hunting. */
  quarry: string | null;
  /** She is fighting now rather than leading Victims. */
  hunting: boolean;
}

/**
 * What the strong player knows of one box beyond the core rules: the points where the playout
 * (playout.ts, its buys in buying.ts) and the evaluation (measure.ts) ask the boxes in play,
 * Killer first. Every point is
 * optional: a box that leaves one out is played and judged by the core rules there. Everything
 * here reads the table only, never a face-down card.
 */
export interface ModuleKnowledge {
  /** An Action that costs no Time, taken before any card (the Hunter's Ally); null for none. */
  freeAction?(state: GameState, board: Board, open: readonly ChoiceOption[]): string | null;
  /** Whether a blow with an Action card is worth its risk now (false skips the card). */
  blowWorthIt?(content: Content, state: GameState, card: string, weaponBonus: number): boolean;
  /** Time spent on the box's own errands, after the attacks and before resting; null for none. */
  errandAction?(state: GameState, open: readonly ChoiceOption[]): string | null;
  /** Spaces of her own errands, which she keeps close to while nobody follows her. */
  errands?(state: GameState): string[];
  /** How far the Killer comes for her in the next Killer Action: out of its reach is out of its attack. */
  reach?(state: GameState, content: Content): number;
  /** How much standing on `space` costs beyond the Killer's own distance (the Hordes' strikes, a Malice token's Cursed die), summed over the boxes. */
  spaceDanger?(reading: SpaceReading, space: string): number;
  /** In a game won by clearing the board, the unit type whose closest figure she watches while any is out. */
  watchedEnemy?: string;
  /** The Enemy space she hunts instead of the Killer's. */
  quarry?(state: GameState, board: Board): string | null;
  /** The box is fought from the first turn: her buys are for blows from the start. */
  fightsAllGame?: boolean;
  /** A Weak Attack counts as a blow when she decides to hunt (an Enemy of 1 Health). */
  weakAttackIsABlow?: boolean;
  /** The hunt is on now, Finale or not, Victims or not. */
  huntIsOn?(state: GameState): boolean;
  /** A Reaction taken before any card or Item when she defends; null for none. */
  reaction?(open: readonly ChoiceOption[]): string | null;
  /** Who takes an attack in a shared space; null leaves it to chance. */
  takeAttack?(state: GameState, open: readonly ChoiceOption[]): string | null;
  /** How good an attack target is (`weaponWorth`: the worth of the weapons the option strikes with). */
  targetScore?(state: GameState, option: ChoiceOption, weaponWorth: number): number;
  /** What is left of the Killer to beat, when its Health alone does not say it. */
  standing?(state: GameState, content: Content): KillerStanding;
  /** The Killer is off the board and its space only a guess. */
  killerHidden?(state: GameState): boolean;
  /** Where the Killer is guessed to be while it is off the board; null for no guess. */
  killerGuess?(state: GameState): string | null;
  /**
   * How much the box presses to play `card` as soon as it is open (after a save and a free
   * Action); a negative holds it back. The playout plays the first open card whose presses, summed
   * over the boxes in play, are above 0.
   */
  cardUrge?(state: GameState, card: string): number;
  /** An Item's use (its steps as JSON) that does good whenever it can be taken. */
  itemHelps?(steps: string): boolean;
  /** What the box's own cards are worth to buy now, by card id (buying.ts's table has none of them). */
  cardWorth?(state: GameState): Record<string, number>;
  /** What a row of a card or sheet choice is worth beyond the core reading of its words (summed over the boxes). */
  rowWorth?(state: GameState, label: string): number;
  /** The share of the damage dealt that counts toward beating the Killer (1 when no box says). */
  damageCounts?(state: GameState): number;
  /** Its values of the general evaluation's box slots (BOX_SLOTS), each about 0..1. */
  slots?(state: GameState): Partial<Record<BoxSlot, number>>;
  /** Its own evaluation: features (each about 0..1) and their fitted logistic weights, intercept first. */
  evaluation?: { features(state: GameState, hand: HandFeatures): number[]; weights: readonly number[] };
}

/** A box the player plays by the core rules alone. */
export const NOTHING_SPECIAL: ModuleKnowledge = {};
