import { content, type Content } from '../content/load.js';
import type { ChoiceOption, GameState } from '../engine/index.js';
import { budgetOf, type Budget, type PresetName } from './budget.js';
import { decisionSeed, hashText } from './knowledge.js';
import { evaluate } from './measure.js';
import { drawFrom } from './draw.js';
import { playoutPolicy } from './playout.js';
import { reasonLine, summarize, type OptionStats } from './reason.js';
import { rollout, type RolloutResult } from './rollout.js';
import { sampleWorld } from './world.js';

export interface RankedOption {
  id: string;
  label: string;
  /** The engine's button wording, when it has one. */
  short?: string;
  /** Estimated chance to win after this choice, 0..1 (imagined games judged at the horizon). */
  winChance: number;
  /** One short line in plain words. */
  reason: string;
  /** Imagined games spent on it. */
  rollouts: number;
}

/** The option's button wording, when the engine gave it one. */
const shortOf = (o: ChoiceOption): { short?: string } => (o.short === undefined ? {} : { short: o.short });

export interface Suggestion {
  ranked: RankedOption[];
  /** Imagined games played in all (0 for a decision with one option). */
  rollouts: number;
}

export interface SuggestOptions {
  budget: Budget | PresetName;
  seed: number;
  content?: Content;
  /**
   * 'table' (the default, and the only fair one): imagined worlds redraw everything hidden.
   * 'everything': imagined games start from the real state, its dice and decks included — not
   * fair, a measuring stick only (`npm run balance -- --player ceiling`).
   */
  sees?: 'table' | 'everything';
  /**
   * Asked before each further imagined world once every option has had one: true stops the
   * search there and ranks what was played. The bot's /hint passes a clock so an answer never
   * waits on a loaded machine; without it the budget alone decides (the same pick on any machine).
   */
  timeUp?: () => boolean;
}

/**
 * How much better (in win chance) another option must look than the playout's own pick before
 * the player leaves it. With a few dozen imagined games per option the means are noisy, and
 * picking the luckiest of ten options is worse than the playout's sensible rule: this margin
 * (chosen by hand, not fitted) keeps the search to choices it can tell apart.
 */
const PRIOR_MARGIN = 0.015;

/** The seed of imagined world `j` of this decision (the same world for every option). */
function worldSeed(base: number, j: number): number {
  return hashText(`world ${j}`, base);
}

function horizonWords(b: Budget): string {
  if (!Number.isFinite(b.horizon)) return 'to the end';
  return b.horizon === 0 ? 'this turn' : `the next ${b.horizon + 1} turns`;
}

/**
 * The strong player's advice for the open decision: every option ranked by its estimated
 * chance to win. Fair by construction: it starts from the seed of what the players know
 * (`decisionSeed`), imagines worlds consistent with it (`sampleWorld`: every hidden card, token
 * and die redrawn) and plays each option out in the same worlds. Successive halving spends the
 * budget: every option gets a few imagined games, the better half gets more, and so on.
 */
export function suggest(state: GameState, options: SuggestOptions): Suggestion {
  const c = options.content ?? content();
  const budget = budgetOf(options.budget);
  const open: readonly ChoiceOption[] = state.pending?.options ?? [];
  if (open.length === 0) return { ranked: [], rollouts: 0 };
  const base = decisionSeed(state, options.seed, c);
  const imagine = options.sees === 'everything' ? (st: GameState) => structuredClone(st) : (st: GameState, seed: number) => sampleWorld(st, seed, c);
  if (open.length === 1) {
    // Judged in an imagined world, so not even this figure reads a hidden fact.
    const o = open[0] as ChoiceOption;
    return { ranked: [{ id: o.id, label: o.label, ...shortOf(o), winChance: evaluate(imagine(state, base), c), reason: 'the only choice open', rollouts: 0 }], rollouts: 0 };
  }
  // The playout's own pick, made in an imagined world, wins near-ties (PRIOR_MARGIN).
  const prior = playoutPolicy(drawFrom(base), c, 0)(imagine(state, base));
  const results = new Map<string, RolloutResult[]>(open.map((o) => [o.id, []]));
  let alive = open.map((o) => o.id);
  const rounds = Math.max(1, Math.ceil(Math.log2(open.length)));
  let nextWorld = 0;
  let spent = 0;
  let stopped = false;
  const mean = (id: string) => {
    const rs = results.get(id) ?? [];
    const m = rs.length ? rs.reduce((a, r) => a + r.value, 0) / rs.length : 0;
    return m + (id === prior ? PRIOR_MARGIN : 0);
  };
  for (let round = 0; round < rounds && alive.length > 0 && !stopped; round++) {
    const left = budget.rollouts - spent;
    // Every option gets at least one imagined game; past that the budget is the limit.
    if (round > 0 && left < alive.length) break;
    const roundsLeft = rounds - round;
    const each = Math.max(1, Math.floor(left / roundsLeft / alive.length));
    for (let j = nextWorld; j < nextWorld + each; j++) {
      if (j > 0 && options.timeUp?.()) {
        stopped = true;
        break;
      }
      const seedJ = worldSeed(base, j);
      const worldJ = imagine(state, seedJ);
      for (const id of alive) {
        const world = structuredClone(worldJ);
        (results.get(id) as RolloutResult[]).push(rollout(world, id, seedJ ^ 0x9e3779b9, budget, c));
        spent += 1;
      }
    }
    nextWorld += each;
    if (round < rounds - 1 && !stopped) {
      alive = [...alive].sort((a, b) => mean(b) - mean(a) || a.localeCompare(b)).slice(0, Math.ceil(alive.length / 2));
    }
  }
  const stats = new Map<string, OptionStats>(open.map((o) => [o.id, summarize(results.get(o.id) ?? [])]));
  // Every option by its mean shrunk towards the overall mean (few imagined games say less), so
  // a lucky option eliminated after two games does not top the list; successive halving gave
  // the finalists many games, so their means stand.
  const all = [...results.values()].flat();
  const overall = all.reduce((a, r) => a + r.value, 0) / Math.max(1, all.length);
  const shrunk = (id: string) => {
    const rs = results.get(id) ?? [];
    return (rs.reduce((a, r) => a + r.value, 0) + 4 * overall) / (rs.length + 4) + (id === prior ? PRIOR_MARGIN : 0);
  };
  const order = [...open].sort((a, b) => shrunk(b.id) - shrunk(a.id) || a.id.localeCompare(b.id));
  const words = horizonWords(budget);
  const enemy = (c.killers[state.setup.killer]?.name ?? 'the Killer').replace(/^The /, 'the ');
  const ranked = order.map((o) => {
    const mine = stats.get(o.id) as OptionStats;
    const others = order.filter((x) => x.id !== o.id).map((x) => stats.get(x.id) as OptionStats);
    return { id: o.id, label: o.label, ...shortOf(o), winChance: Math.min(1, Math.max(0, shrunk(o.id))), reason: reasonLine(mine, others, words, enemy), rollouts: mine.n };
  });
  return { ranked, rollouts: spent };
}
