/**
 * Engine benchmark (volkar @ pesadilla-verde, random policy). Prints a markdown table with the
 * targets beside the figures. Run with `npm run bench`; takes well under a minute.
 */
import { benchRender } from '../../src/render/bench.js';
import { performance } from 'node:perf_hooks';
import { newGame, apply, choices, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { playToEnd, randomPolicy } from '../../src/cli/policy.js';

const OPTIONS: NewGameOptions = { killer: 'volkar', location: 'pesadilla-verde' };
const PROFILE_GAMES = 200;
const SOAK_GAMES = 500;
const WARMUP_GAMES = 30;
const MAX_DECISIONS = 3000;

function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
const worst = (xs: readonly number[]): number => xs.reduce((m, x) => Math.max(m, x), -Infinity);

content(); // load and freeze the packs before timing anything
for (let seed = 0; seed < WARMUP_GAMES; seed++) playToEnd(OPTIONS, 900_000 + seed, randomPolicy(900_000 + seed), MAX_DECISIONS);

// 1. Profile: every choices() and apply() call timed on its own; the mid-game state measured.
const applyMs: number[] = [];
const choicesMs: number[] = [];
const midKb: number[] = [];
let profileUnfinished = 0;
for (let seed = 1; seed <= PROFILE_GAMES; seed++) {
  const policy = randomPolicy(seed);
  let state = newGame(OPTIONS, seed).state;
  const states: GameState[] = [state];
  let decisions = 0;
  while (!state.result && decisions < MAX_DECISIONS) {
    let t = performance.now();
    const open = choices(state);
    choicesMs.push(performance.now() - t);
    if (open.length === 0) break;
    const id = policy(state);
    t = performance.now();
    state = apply(state, id).state;
    applyMs.push(performance.now() - t);
    states.push(state);
    decisions += 1;
  }
  if (!state.result) profileUnfinished += 1;
  const mid = states[Math.floor(decisions / 2)] as GameState;
  midKb.push(Buffer.byteLength(JSON.stringify(mid), 'utf8') / 1024);
}

// 2. Soak: whole games back to back, each timed.
const gameMs: number[] = [];
let soakErrors = 0;
const soakStart = performance.now();
for (let i = 0; i < SOAK_GAMES; i++) {
  const seed = 10_000 + i;
  const t = performance.now();
  const r = playToEnd(OPTIONS, seed, randomPolicy(seed), MAX_DECISIONS);
  gameMs.push(performance.now() - t);
  if (r.error) soakErrors += 1;
}
const soakSec = (performance.now() - soakStart) / 1000;

const ms = (x: number) => (x < 0.01 ? `${(x * 1000).toFixed(2)} µs` : `${x < 1 ? x.toFixed(3) : x.toFixed(1)} ms`);
const p99 = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? NaN;
const rows: [string, string, string, string][] = [
  ['apply: median', ms(median(applyMs)), '< 0.2 ms', median(applyMs) < 0.2 ? 'yes' : 'NO'],
  ['apply: 99th percentile', ms(p99(applyMs)), '—', ''],
  ['apply: worst', ms(worst(applyMs)), '—', ''],
  ['choices: median', ms(median(choicesMs)), '—', ''],
  ['choices: worst', ms(worst(choicesMs)), '—', ''],
  ['whole game: median', ms(median(gameMs)), '< 20 ms', median(gameMs) < 20 ? 'yes' : 'NO'],
  ['whole game: worst', ms(worst(gameMs)), '—', ''],
  [`soak: games per second (${SOAK_GAMES} games)`, (SOAK_GAMES / soakSec).toFixed(0), '—', ''],
  ['mid-game state: median', `${median(midKb).toFixed(1)} KB`, '< 30 KB', median(midKb) < 30 ? 'yes' : 'NO'],
  ['mid-game state: largest', `${worst(midKb).toFixed(1)} KB`, '—', ''],
];

console.log(`Final Girl engine benchmark — volkar @ pesadilla-verde, random policy, Node ${process.version}`);
console.log(`${applyMs.length} apply / ${choicesMs.length} choices calls over ${PROFILE_GAMES} games; soak ${SOAK_GAMES} games in ${soakSec.toFixed(1)} s`);
console.log('');
console.log('| Measure | Figure | Target | Met |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (profileUnfinished || soakErrors) {
  console.log('');
  console.log(`Note: ${profileUnfinished} profile game(s) and ${soakErrors} soak game(s) did not end cleanly within ${MAX_DECISIONS} decisions (their time is included).`);
}

const render = await benchRender(30);
console.log('');
console.log(`Board image — ${render.renders} seeded mid-game states, draw + PNG encode`);
console.log('');
console.log('| Measure | Figure | Target | Met |');
console.log('|---|---|---|---|');
console.log(`| draw + encode: median | ${ms(render.medianMs)} | < 60 ms | ${render.medianMs < 60 ? 'yes' : 'NO'} |`);
console.log(`| draw + encode: worst | ${ms(render.worstMs)} | — |  |`);
console.log(`| PNG size: median | ${(render.medianBytes / 1024).toFixed(0)} KB | — |  |`);
console.log(`| PNG size: largest | ${(render.maxBytes / 1024).toFixed(0)} KB | ≤ 250 KB | ${render.maxBytes <= 250 * 1024 ? 'yes' : 'NO'} |`);
