import type { Content } from '../content/load.js';
import type { GameState } from '../engine/index.js';
import { firstAnswer, knowledgeInPlay } from './modules/index.js';
import type { BoxSlot, HandFeatures, KillerStanding, ModuleKnowledge } from './modules/knowledge.js';

/**
 * How a game stands, read only from what the table sees (health, Victims, Bloodlust, turn),
 * never a face-down token: the evaluation of a cut-off imagined game and the reason's figures.
 */
export interface Standing extends KillerStanding {
  girlHealth: number;
  girlMax: number;
  /** The Final Girl's Final Health token still there (a last point beyond her markers). */
  girlFinal: boolean;
  saved: number;
  dead: number;
  bloodlust: number;
  bloodlustTop: number;
  horror: number;
  turn: number;
  finale: boolean;
}

/** Against a Killer won by clearing the board, the Enemies' Health counts against this many. */
const BOARD_TO_CLEAR = 20;

export function standing(state: GameState, content: Content): Standing {
  const killer = state.units.find((u) => u.role === 'killer');
  const pack = content.killers[state.setup.killer];
  // Every Enemy on the board together is "the Killer" a board-clearing game must bring down.
  const enemyHealth = state.units.filter((u) => u.space !== null && (u.role === 'killer' || u.role === 'minion')).reduce((a, u) => a + u.health, 0);
  const clearing = pack?.victory === 'noEnemiesLeft';
  const own = firstAnswer(knowledgeInPlay(state), (k) => k.standing?.(state, content));
  if (own) return { ...own, ...herStanding(state, pack?.bloodlust.length) };
  return {
    ...herStanding(state, pack?.bloodlust.length),
    killerHealth: clearing ? enemyHealth : (killer?.health ?? 0),
    killerMax: clearing ? Math.max(BOARD_TO_CLEAR, enemyHealth) : (killer?.maxHealth ?? Math.max(1, killer?.health ?? 1)),
    killerFinal: !clearing && killer?.final !== null && killer?.final !== undefined,
  };
}

/** Her side of a standing, and the game's, whoever the Killer is. */
function herStanding(s: GameState, track = 1): Omit<Standing, 'killerHealth' | 'killerMax' | 'killerFinal'> {
  return {
    girlHealth: s.girl.health,
    girlMax: s.girl.maxHealth,
    girlFinal: s.girl.final !== null,
    saved: s.girl.saved,
    dead: s.deadVictims,
    bloodlust: s.killer.bloodlust,
    bloodlustTop: Math.max(1, track - 1),
    horror: s.girl.horror,
    turn: s.turn,
    finale: s.killer.finaleRevealed,
  };
}

/** The hand's blows, guards and legs, by card id (what a cut-off game has stored up). */
const BLOWS: Record<string, number> = { 'critical-strike': 2.6, 'furious-strike': 1.6, 'expel-demon': 1.2, 'weak-attack': 0.6 };
const GUARDS: Record<string, number> = { guard: 1, retaliate: 1, 'close-call': 0.4 };
const LEGS: Record<string, number> = { walk: 1, sprint: 1.5 };

/**
 * What the evaluation reads off a game, each scaled to about 0..1, all of it public: the names
 * are the weights' names in EVALUATION_WEIGHTS, and the order is theirs. `warded` and `doom` are
 * the slots the boxes in play fill (modules/knowledge.ts BOX_SLOTS).
 */
export const FEATURES = [
  'killerLost', 'girlLeft', 'saved', 'dead', 'bloodlust', 'horror', 'finale', 'terrorLeft',
  'blows', 'guards', 'legs', 'victims', 'warded', 'progress', 'doom',
] as const;

/**
 * The sign each weight must have, where the game says so: a fit may not learn that a dead Victim
 * or a higher Bloodlust helps (both also mark a game that has lasted, which `progress` absorbs).
 */
export const FEATURE_SIGNS: Partial<Record<(typeof FEATURES)[number], 1 | -1>> = {
  killerLost: 1, girlLeft: 1, saved: 1, dead: -1, bloodlust: -1, horror: -1, blows: 1, guards: 1, legs: 1, doom: -1,
};

/** A box slot's value: the first box in play that fills it, Killer first; 0 when none does. */
function boxSlot(known: readonly ModuleKnowledge[], state: GameState, slot: BoxSlot): number {
  return firstAnswer(known, (k) => k.slots?.(state)[slot]) ?? 0;
}

/** What the hand has stored up, and the boxes' doom, for every Killer's features. */
export function handFeatures(state: GameState, known: readonly ModuleKnowledge[] = knowledgeInPlay(state)): HandFeatures {
  const sum = (table: Record<string, number>) => state.girl.hand.reduce((a, h) => a + (table[h] ?? 0), 0);
  return {
    blows: Math.min(sum(BLOWS), 8) / 8,
    guards: Math.min(sum(GUARDS), 4) / 4,
    legs: Math.min(sum(LEGS), 4) / 4,
    doom: boxSlot(known, state, 'doom'),
    terrorLeft: Math.min(state.terrorDeck.length, 12) / 12,
  };
}

export function features(state: GameState, content: Content): number[] {
  const st = standing(state, content);
  const killerLeft = (st.killerHealth + (st.killerFinal ? 1 : 0)) / (st.killerMax + 1);
  const known = knowledgeInPlay(state);
  // Some Killers are beaten by more than damage: a box says how much of it counts.
  const damageCounts = firstAnswer(known, (k) => k.damageCounts?.(state)) ?? 1;
  const hand = handFeatures(state, known);
  return [
    damageCounts * (1 - killerLeft),
    (st.girlHealth + (st.girlFinal ? 0.7 : 0)) / (st.girlMax + 0.7),
    Math.min(st.saved, 8) / 8,
    Math.min(st.dead, 16) / 16,
    st.bloodlust / st.bloodlustTop,
    st.horror / 7,
    st.finale ? 1 : 0,
    hand.terrorLeft,
    hand.blows,
    hand.guards,
    hand.legs,
    Math.min(state.victims.length, 12) / 12,
    boxSlot(known, state, 'warded'),
    Math.min(state.turn, 20) / 20,
    hand.doom,
  ];
}

/**
 * Logistic weights over FEATURES (the first is the intercept), fitted to how games continued by
 * the playout policy actually ended (test/bench/fitEvaluation.ts): so the figure is that
 * policy's chance to win from here, a floor for the strong player's.
 */
const EVALUATION_WEIGHTS: readonly number[] = [-3.31, 2.66, 1.33, 1.44, 0.00, 0.00, -1.09, -0.00, 0.71, 0.00, 1.42, 0.09, 0.95, -0.23, 1.27, -2.24];

/**
 * A win chance for a game not yet over (for a sampled world: with strict secrets the face-down
 * things it reads are redrawn ones): 1 won, 0 lost, otherwise the fitted logistic over its features.
 * Always strictly between 0 and 1 for an open game.
 */
export function evaluate(state: GameState, content: Content): number {
  if (state.result === 'won') return 1;
  if (state.result === 'lost') return 0;
  // A box with its own fit is judged by it: its board may read nothing like a Killer's Health.
  const known = knowledgeInPlay(state);
  const own = firstAnswer(known, (k) => k.evaluation);
  const [f, w] = own ? [own.features(state, handFeatures(state, known)), own.weights] : [features(state, content), EVALUATION_WEIGHTS];
  let x = w[0] as number;
  f.forEach((v, i) => (x += (w[i + 1] ?? 0) * v));
  return 1 / (1 + Math.exp(-x));
}
