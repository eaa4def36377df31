/**
 * Balance run: N seeded games per Killer x Location x Final Girl with the strong player at its
 * balance budget, on every core. Prints a table (win rate with a 95% Wilson interval, the turn
 * Bloodlust tops out, the Finale turn, Victims saved and killed, the main causes of loss) with
 * totals per Killer and per Location, then every game by how it ended (lossCauses.ts); `--json
 * out.json` writes every game and the table too.
 * Run with `npm run balance -- --games 20`; a benchmark, not part of CI.
 */
import { typescriptWorker } from '../../src/typescriptWorker.js';
import { cpus } from 'node:os';
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { content } from '../../src/content/load.js';
import { intOption, parseOrExit } from '../../src/cli/args.js';
import { PRESETS, type PresetName } from '../../src/player/budget.js';
import { BALANCE_PLAYERS, type BalanceGame } from '../../src/player/balanceGame.js';
import type { Job, RunGame } from './balanceWorker.js';
import { printBreakdown, printFinales } from './lossCauses.js';
import { DEALS, dealSeed } from './deal.js';

const USAGE = `usage: npm run balance -- [--games 20] [--seed 1] [--killer K[,K]] [--location L[,L]] [--girl G[,G]] [--preset balance|hint|tiny] [--max-turns 60] [--player strong|playout|ceiling] [--deal spread|stratified|seed] [--workers N] [--json out.json]`;

const c = content();
/** A comma list of ids (`--girl alois,rita`), each one known. */
function idList(known: readonly string[]) {
  return z.string().transform((v) => v.split(',').map((id) => id.trim())).pipe(z.array(z.enum(known as [string, ...string[]])).min(1)).optional();
}

const shape = {
  games: intOption('games', 1).default(20),
  seed: intOption('seed').default(1),
  killer: idList(Object.keys(c.killers)),
  location: idList(Object.keys(c.locations)),
  girl: idList(Object.keys(c.girls)),
  preset: z.enum(Object.keys(PRESETS) as [PresetName, ...PresetName[]]).default('balance'),
  workers: intOption('workers', 1).optional(),
  'max-turns': intOption('max-turns', 1).default(60),
  player: z.enum(BALANCE_PLAYERS).default('strong'),
  deal: z.enum(DEALS).default('spread'),
  json: z.string().optional(),
};

export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

interface Row {
  killer: string;
  location: string;
  girl: string;
  games: number;
  won: number;
  winRate: number;
  interval: [number, number];
  bloodlustTopTurn: number | null;
  bloodlustTopGames: number;
  finaleTurn: number | null;
  finaleGames: number;
  saved: number;
  killed: number;
  turns: number;
  losses: Record<string, number>;
  errors: number;
  secondsPerGame: number;
}

const mean = (xs: readonly number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function row(killer: string, location: string, girl: string, games: readonly BalanceGame[]): Row {
  const won = games.filter((g) => g.result === 'won').length;
  const top = games.map((g) => g.bloodlustTopTurn).filter((t): t is number => t !== null);
  const finale = games.map((g) => g.finaleTurn).filter((t): t is number => t !== null);
  const losses: Record<string, number> = {};
  for (const g of games) if (g.result !== 'won') losses[g.error ? `error: ${g.error}` : g.cause] = (losses[g.error ? `error: ${g.error}` : g.cause] ?? 0) + 1;
  return {
    killer, location, girl,
    games: games.length,
    won,
    winRate: games.length ? won / games.length : 0,
    interval: wilson(won, games.length),
    bloodlustTopTurn: mean(top),
    bloodlustTopGames: top.length,
    finaleTurn: mean(finale),
    finaleGames: finale.length,
    saved: mean(games.map((g) => g.saved)) ?? 0,
    killed: mean(games.map((g) => g.killed)) ?? 0,
    turns: mean(games.map((g) => g.turns)) ?? 0,
    losses,
    errors: games.filter((g) => g.error).length,
    secondsPerGame: (mean(games.map((g) => g.ms)) ?? 0) / 1000,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const num = (x: number | null, n?: number) => (x === null ? '-' : `${x.toFixed(1)}${n !== undefined ? ` (${n})` : ''}`);

function mainCauses(losses: Record<string, number>): string {
  return Object.entries(losses).sort((a, b) => b[1] - a[1]).slice(0, 2).map(([k, n]) => `${n}× ${k}`).join('; ');
}

function printTable(rows: readonly Row[]): void {
  const header = ['Killer', 'Location', 'Final Girl', 'games', 'win', '95% interval', 'BL top turn (games)', 'Finale turn (games)', 'saved', 'killed', 'turns', 's/game', 'main causes of loss'];
  const cells = rows.map((r) => [
    r.killer, r.location, r.girl, String(r.games), pct(r.winRate), `${pct(r.interval[0])}–${pct(r.interval[1])}`,
    num(r.bloodlustTopTurn, r.bloodlustTopGames), num(r.finaleTurn, r.finaleGames), r.saved.toFixed(1), r.killed.toFixed(1),
    r.turns.toFixed(1), r.secondsPerGame.toFixed(1), mainCauses(r.losses),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const cl of cells) console.log(`| ${cl.join(' | ')} |`);
}

async function runJobs(jobs: readonly Job[], workers: number): Promise<RunGame[]> {
  const results: RunGame[] = [];
  let next = 0;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs.length) }, () => new Promise<void>((resolve, reject) => {
      const w = typescriptWorker(new URL('./balanceWorker.ts', import.meta.url));
      const feed = () => {
        const job = jobs[next++];
        if (job) w.postMessage(job);
        else w.postMessage(null);
      };
      w.on('message', (g: RunGame) => {
        results.push(g);
        done += 1;
        const progress = `${done}/${jobs.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s`;
        if (process.stderr.isTTY) process.stderr.write(`\r${progress}`);
        else if (done % 10 === 0 || done === jobs.length) process.stderr.write(`${progress}\n`);
        feed();
      });
      w.on('error', reject);
      w.on('exit', () => resolve());
      feed();
    })),
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  return results;
}

async function main(): Promise<number> {
  const opts = parseOrExit(shape, process.argv.slice(2), USAGE);
  const killers = opts.killer ?? Object.keys(c.killers).sort();
  const locations = opts.location ?? Object.keys(c.locations).sort();
  const girls = opts.girl ?? Object.keys(c.girls).sort();
  const jobs: Job[] = [];
  for (let i = 0; i < opts.games; i++) {
    for (const killer of killers) for (const location of locations) for (const girl of girls) {
      const runSeed = opts.seed + i;
      jobs.push({ killer, location, girl, runSeed, seed: dealSeed(opts.deal, { killer, location, girl }, runSeed, c), preset: opts.preset, maxTurns: opts['max-turns'], player: opts.player });
    }
  }
  const workers = opts.workers ?? Math.max(1, cpus().length);
  console.log(`Balance: ${opts.games} games each of ${killers.length * locations.length * girls.length} pairings, ${opts.player === 'playout' ? 'the playout policy alone' : `${opts.player === 'ceiling' ? 'the strong player seeing the real dice and decks (not fair)' : 'strong player'} at the ${opts.preset} budget (${PRESETS[opts.preset].rollouts} imagined games a decision)`}, ${workers} workers, ${opts.deal === 'seed' ? 'the game seed is the run seed' : `every Finale and Dark Power dealt in turn (deal.ts, ${opts.deal})`}.`);
  const t0 = performance.now();
  const games = await runJobs(jobs, workers);
  const wall = (performance.now() - t0) / 1000;
  const key = (g: { killer: string; location: string; girl: string }) => `${g.killer}|${g.location}|${g.girl}`;
  const rows: Row[] = [];
  for (const killer of killers) for (const location of locations) for (const girl of girls) {
    rows.push(row(killer, location, girl, games.filter((g) => key(g) === key({ killer, location, girl })).sort((a, b) => a.runSeed - b.runSeed)));
  }
  const byKiller = killers.map((k) => row(k, 'all', 'all', games.filter((g) => g.killer === k)));
  const byLocation = locations.map((l) => row('all', l, 'all', games.filter((g) => g.location === l)));
  const total = row('all', 'all', 'all', games);
  console.log('');
  printTable([...rows]);
  console.log('');
  printTable([...byKiller, ...byLocation, total]);
  console.log('');
  console.log('Each game by how it ended, with the turns it ended on:');
  console.log('');
  printBreakdown(games);
  console.log('');
  console.log('Won per Finale revealed:');
  printFinales(games);
  console.log('');
  console.log(`${games.length} games in ${wall.toFixed(0)} s wall clock (${(wall / games.length).toFixed(2)} s a game with ${workers} workers; ${total.secondsPerGame.toFixed(2)} s a game on one core).`);
  if (opts.json) {
    writeFileSync(opts.json, `${JSON.stringify({ options: opts, rows, byKiller, byLocation, total, games: [...games].sort((a, b) => key(a).localeCompare(key(b)) || a.runSeed - b.runSeed) }, null, 2)}\n`);
    console.log(`JSON written to ${opts.json}`);
  }
  return total.errors > 0 ? 1 : 0;
}

main().then((code) => (process.exitCode = code), (err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
