import type { Content } from '../content/load.js';
import { HORDE, HORDE_TOKENS, ZOMBIE, readChoice, type Board, type ChoiceOption, type GameState } from '../engine/index.js';
import type { HandFeatures } from './modules/knowledge.js';

/**
 * How a careful person plays against the Zombies (seed 001), for the playout and the evaluation:
 * a lone Zombie has 1 Health and dies to any blow, but left alone it bites Victims (each rises as
 * another Zombie), gathers three to a space into a Horde that only grows, and a fourth Horde loses
 * the game. So the Zombies are cut down early and one by one, the ones about to bite or to gather
 * first, and the Hordes are fought after. Everything here reads the table only. The player's
 * table (modules/zombies.ts) asks it only in a Zombies game, so the others are played as before.
 */

const onBoard = (s: GameState, type: string) => s.units.filter((u) => u.type === type && u.space !== null);

/** Zombies per space. */
function zombiesBySpace(s: GameState): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of onBoard(s, ZOMBIE)) out.set(u.space as string, (out.get(u.space as string) ?? 0) + 1);
  return out;
}

/**
 * How much cutting down the Zombies of a space is worth: a Victim there is about to be bitten, two
 * Zombies there are one short of a Horde (more so once every Horde token is out).
 */
function zombieSpaceWorth(s: GameState, space: string, zombies: number): number {
  const victims = s.victims.filter((v) => v.space === space).length;
  const hordesFull = onBoard(s, HORDE).length >= HORDE_TOKENS - 1;
  return 1 + 1.5 * Math.min(victims, 2) + (zombies >= 2 ? (hordesFull ? 3 : 1.5) : 0);
}

/**
 * The Enemy space she hunts: the Zombies while any are left (a space's worth less a point a
 * space away), the weakest Horde once only Hordes are.
 */
export function zombiesQuarry(state: GameState, board: Board): string | null {
  const apart = board.spacesApart(state.girl.space);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const [space, n] of zombiesBySpace(state)) {
    const v = zombieSpaceWorth(state, space, n) - 1.2 * (apart.get(space) ?? 99);
    if (v > bestScore || (v === bestScore && best !== null && space < best)) [best, bestScore] = [space, v];
  }
  if (best !== null) return best;
  for (const h of onBoard(state, HORDE)) {
    const v = -h.health - 2 * (apart.get(h.space as string) ?? 99);
    if (v > bestScore) [best, bestScore] = [h.space, v];
  }
  return best;
}

/**
 * The damage the Hordes may deal her on `space` in the next Killer Action: every Horde that can
 * reach it with its Bloodlust row's boots strikes with the row's Attack.
 */
export function hordeDanger(state: GameState, board: Board, content: Content, space: string): number {
  const pack = content.killers[state.setup.killer];
  const row = pack?.bloodlust[Math.min(state.killer.bloodlust, (pack?.bloodlust.length ?? 1) - 1)];
  const reach = row?.move ?? 1;
  const apart = board.spacesApart(space);
  return onBoard(state, HORDE).filter((h) => (apart.get(h.space as string) ?? 99) <= reach).length * (row?.attack ?? 1);
}

/**
 * Which attack target to strike (each option is `atk:<target>:<weapons>`): the Zombies of a space
 * by their worth, a Horde only when no Zombie is in reach (the weakest first), then the most
 * weapon damage.
 */
export function zombiesTargetScore(state: GameState, option: ChoiceOption, weaponWorth: number): number {
  const target = option.id.split(':').slice(1, -1).join(':');
  const space = readChoice(target, 'minions');
  if (space !== undefined) {
    return 20 + zombieSpaceWorth(state, space, zombiesBySpace(state).get(space) ?? 0) + weaponWorth;
  }
  const horde = state.units.find((u) => u.id === target);
  return -(horde?.health ?? 0) / 4 + weaponWorth;
}

/**
 * The Zombies' own evaluation features, each about 0..1, all public. Their names are the weights'
 * names in ZOMBIES_WEIGHTS, in order.
 */
export const ZOMBIES_FEATURES = [
  'girlLeft', 'zombies', 'hordeHealth', 'hordes', 'gathering', 'bites', 'victims', 'saved',
  'finale', 'terrorLeft', 'blows', 'guards', 'legs', 'horror', 'progress', 'malice',
] as const;

export const ZOMBIES_FEATURE_SIGNS: Partial<Record<(typeof ZOMBIES_FEATURES)[number], 1 | -1>> = {
  girlLeft: 1, zombies: -1, hordeHealth: -1, hordes: -1, gathering: -1, bites: -1, saved: 1, blows: 1, guards: 1, legs: 1, horror: -1, malice: -1,
};

export function zombiesFeatures(state: GameState, hand: HandFeatures): number[] {
  const byspace = zombiesBySpace(state);
  const hordes = onBoard(state, HORDE);
  const bites = state.victims.filter((v) => (byspace.get(v.space) ?? 0) > 0).length;
  const gathering = [...byspace.values()].filter((n) => n >= 2).length;
  return [
    (state.girl.health + (state.girl.final !== null ? 0.7 : 0)) / (state.girl.maxHealth + 0.7),
    Math.min(onBoard(state, ZOMBIE).length, 12) / 12,
    Math.min(hordes.reduce((a, h) => a + h.health, 0), 30) / 30,
    hordes.length / HORDE_TOKENS,
    Math.min(gathering, 3) / 3,
    Math.min(bites, 4) / 4,
    Math.min(state.victims.length, 12) / 12,
    Math.min(state.girl.saved, 8) / 8,
    state.killer.finaleRevealed ? 1 : 0,
    hand.terrorLeft,
    hand.blows,
    hand.guards,
    hand.legs,
    state.girl.horror / 7,
    Math.min(state.turn, 40) / 40,
    hand.doom,
  ];
}

/**
 * Logistic weights over ZOMBIES_FEATURES (the first is the intercept), fitted to how Zombies games
 * continued by the playout actually ended (`npx tsx test/bench/fitEvaluation.ts --zombies --games 20`:
 * 540 games, 85 won, log loss 0.359 against 0.607 for the base rate alone). `gathering` and the
 * hand's blows and guards came out 0: two Zombies together are already counted as Zombies.
 */
export const ZOMBIES_WEIGHTS: readonly number[] = [3.28, 1.21, -3.19, -2.88, -4.34, 0.00, -0.35, -0.25, 2.19, 1.19, -4.12, 0.00, 0.00, 0.32, -2.46, -5.73, -3.98];
