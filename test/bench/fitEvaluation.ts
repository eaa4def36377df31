/**
 * Fits the evaluation's weights (src/player/measure.ts EVALUATION_WEIGHTS): plays seeded games
 * with the playout policy (as imagined games play), records the features at the start of every
 * Action phase with whether that game was won in the end, and fits a logistic regression to that
 * (Newton's method, a little L2). Prints the weights to paste, and how well they separate wins.
 * Run with `npx tsx test/bench/fitEvaluation.ts --games 30`; a benchmark tool, not part of CI.
 * `--zombies` fits the Zombies' own evaluation instead (src/player/zombiesPlay.ts ZOMBIES_WEIGHTS)
 * on Zombies games only.
 */
import { content } from '../../src/content/load.js';
import { flagOption, intOption, parseOrExit } from '../../src/cli/args.js';
import { apply, newGame } from '../../src/engine/index.js';
import { drawFrom } from '../../src/player/draw.js';
import { FEATURES, FEATURE_SIGNS, features, handFeatures } from '../../src/player/measure.js';
import { playoutPolicy } from '../../src/player/playout.js';
import { ZOMBIES_FEATURES, ZOMBIES_FEATURE_SIGNS, zombiesFeatures } from '../../src/player/zombiesPlay.js';

const USAGE = 'usage: npx tsx test/bench/fitEvaluation.ts [--games 30] [--seed 1000] [--zombies]';
const opts = parseOrExit({ games: intOption('games', 1).default(30), seed: intOption('seed').default(1000), zombies: flagOption('zombies') }, process.argv.slice(2), USAGE, ['zombies']);
const c = content();
const names: readonly string[] = opts.zombies ? ZOMBIES_FEATURES : FEATURES;
const signs: Partial<Record<string, 1 | -1>> = opts.zombies ? ZOMBIES_FEATURE_SIGNS : FEATURE_SIGNS;
const featuresOf = opts.zombies ? (s: Parameters<typeof features>[0]) => zombiesFeatures(s, handFeatures(s)) : features;
const killers = opts.zombies ? ['zombies'] : Object.keys(c.killers).sort();

const rows: { x: number[]; y: number }[] = [];
let games = 0;
let wins = 0;
for (const killer of killers) for (const location of Object.keys(c.locations).sort()) for (const girl of Object.keys(c.girls).sort()) {
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.seed + i;
    let s = newGame({ killer, location, girl }, seed, c).state;
    const policy = playoutPolicy(drawFrom(seed * 31 + 7), c);
    const mine: number[][] = [];
    let lastTurn = -1;
    for (let n = 0; !s.result && s.turn <= 60 && n < 5000; n++) {
      if (s.pending?.kind === 'action' && s.turn !== lastTurn) {
        lastTurn = s.turn;
        mine.push([1, ...featuresOf(s, c)]);
      }
      s = apply(s, policy(s), c).state;
    }
    const y = s.result === 'won' ? 1 : 0;
    games += 1;
    wins += y;
    for (const x of mine) {
      if (x.some((v) => !Number.isFinite(v))) throw new Error(`a feature is not a number in ${killer}/${location}/${girl} seed ${seed}: ${x.join(', ')}`);
      rows.push({ x, y });
    }
  }
}

/** Solves a x = b by Gaussian elimination with partial pivoting (a is small and well conditioned by the L2 term). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[piv] as number[])[col] as number)) piv = r;
    [m[col], m[piv]] = [m[piv] as number[], m[col] as number[]];
    const p = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] as number) / (p[col] as number);
      for (let k = col; k <= n; k++) row[k] = (row[k] as number) - f * (p[k] as number);
    }
  }
  return m.map((r, i) => (r[n] as number) / (r[i] as number));
}

const dim = names.length + 1;
let w = new Array<number>(dim).fill(0);
const lambda = 1;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (x: readonly number[]) => x.reduce((a, v, i) => a + v * (w[i] as number), 0);
for (let iter = 0; iter < 80; iter++) {
  const grad = new Array<number>(dim).fill(0);
  const hess = Array.from({ length: dim }, () => new Array<number>(dim).fill(0));
  for (const { x, y } of rows) {
    const p = sigmoid(dot(x));
    for (let i = 0; i < dim; i++) {
      grad[i] = (grad[i] as number) + ((y - p) * (x[i] as number));
      const hi = hess[i] as number[];
      for (let j = 0; j < dim; j++) hi[j] = (hi[j] as number) + p * (1 - p) * (x[i] as number) * (x[j] as number);
    }
  }
  for (let i = 1; i < dim; i++) {
    grad[i] = (grad[i] as number) - lambda * (w[i] as number);
    (hess[i] as number[])[i] = ((hess[i] as number[])[i] as number) + lambda;
  }
  // Projected Newton with an active set: a signed weight held at zero that the step would push
  // the wrong way is fixed for this step; the rest are solved together; steps are damped.
  const signOf = (i: number) => (i > 0 ? signs[names[i - 1] as string] : undefined);
  const held = new Array<boolean>(dim).fill(false);
  let raw = solve(hess, grad);
  for (let pass = 0; pass < dim; pass++) {
    const more = raw.map((v, i) => {
      const sign = signOf(i);
      return !held[i] && sign !== undefined && (w[i] as number) === 0 && v * sign < 0;
    });
    if (!more.some(Boolean)) break;
    more.forEach((m, i) => (held[i] = held[i] || m));
    raw = solve(
      hess.map((r, i) => r.map((v, j) => (held[i] || held[j] ? (i === j ? 1 : 0) : v))),
      grad.map((v, i) => (held[i] ? 0 : v)),
    );
  }
  const longest = Math.max(...raw.map(Math.abs));
  const step = raw.map((v) => (longest > 1 ? v / longest : v));
  w = w.map((v, i) => {
    const next = v + (step[i] as number);
    const sign = signOf(i);
    return sign !== undefined && next * sign < 0 ? 0 : next;
  });
  if (Math.max(...step.map(Math.abs)) < 1e-6) break;
}

let logLoss = 0;
let base = 0;
const rate = rows.reduce((a, r) => a + r.y, 0) / Math.max(1, rows.length);
for (const { x, y } of rows) {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(dot(x))));
  logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  base -= y * Math.log(rate) + (1 - y) * Math.log(1 - rate);
}
console.log(`${games} games by the playout policy (${wins} won), ${rows.length} Action phases.`);
console.log(`log loss ${(logLoss / rows.length).toFixed(4)} against ${(base / rows.length).toFixed(4)} for the base rate alone.`);
console.log(['intercept', ...names].map((f, i) => `${f} ${(w[i] as number).toFixed(2)}`).join(', '));
console.log(`export const ${opts.zombies ? 'ZOMBIES_WEIGHTS' : 'EVALUATION_WEIGHTS'}: readonly number[] = [${w.map((v) => v.toFixed(2)).join(', ')}];`);
