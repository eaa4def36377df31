import { z } from 'zod';
import { flagOption, gameOptionShape, intOption, parseOrExit } from './args.js';
import { aggressivePolicy, playToEnd, randomPolicy } from './policy.js';
import { strongPolicy, type Policy } from '../player/index.js';

const USAGE = `usage: npm run sim -- --killer K --location L [--girl G] --seed N --games M [--policy random|aggressive|strong] [--max-decisions 3000] [--extreme] [--ambiguity infinite-evil|players-decide] [--json]`;

const POLICIES: Record<string, (seed: number) => Policy> = {
  random: randomPolicy,
  aggressive: aggressivePolicy,
  // The strong player at its balance budget (src/player): a game takes seconds.
  strong: (seed) => strongPolicy(seed, 'balance'),
};

const shape = {
  ...gameOptionShape,
  seed: intOption('seed'),
  games: intOption('games', 1),
  policy: z.enum(Object.keys(POLICIES) as [string, ...string[]], { error: `--policy must be one of: ${Object.keys(POLICIES).join(', ')}` }).default('random'),
  'max-decisions': intOption('max-decisions', 1).optional(),
  json: flagOption('json'),
};

export interface GameLine {
  seed: number;
  killer: string;
  location: string;
  girl: string | null;
  result: 'won' | 'lost' | null;
  turns: number | null;
  decisions: number;
  victimsSaved: number | null;
  victimsKilled: number | null;
  ms: number;
  error?: string;
}

function main(): number {
  const opts = parseOrExit(shape, process.argv.slice(2), USAGE, ['extreme', 'json']);
  const makePolicy = POLICIES[opts.policy] as (seed: number) => Policy;
  const gameOptions = { killer: opts.killer, location: opts.location, girl: opts.girl, extreme: opts.extreme, ambiguity: opts.ambiguity };
  const lines: GameLine[] = [];
  const started = performance.now();
  for (let seed = opts.seed; seed < opts.seed + opts.games; seed++) {
    const t0 = performance.now();
    const r = playToEnd(gameOptions, seed, makePolicy(seed), opts['max-decisions'] ?? 3000);
    const ms = performance.now() - t0;
    const line: GameLine = {
      seed,
      killer: opts.killer,
      location: opts.location,
      girl: r.state?.setup.girl ?? opts.girl ?? null,
      result: r.state?.result ?? null,
      turns: r.state?.turn ?? null,
      decisions: r.decisions,
      victimsSaved: r.state?.girl.saved ?? null,
      victimsKilled: r.state?.deadVictims ?? null,
      ms: Math.round(ms * 100) / 100,
      ...(r.error !== undefined ? { error: r.error } : {}),
    };
    lines.push(line);
    if (opts.json) {
      const { ms: _ms, ...json } = line; // timings stay out of the JSON so runs diff cleanly
      console.log(JSON.stringify(json));
    }
  }
  const total = performance.now() - started;
  const summary = {
    summary: true,
    games: lines.length,
    won: lines.filter((l) => l.result === 'won').length,
    lost: lines.filter((l) => l.result === 'lost').length,
    errors: lines.filter((l) => l.error !== undefined).length,
    msPerGame: Math.round((total / lines.length) * 100) / 100,
  };
  if (opts.json) {
    console.log(JSON.stringify(summary));
  } else {
    printTable(lines);
    console.log('');
    console.log(
      `${summary.games} games: ${summary.won} won, ${summary.lost} lost, ${summary.errors} error${summary.errors === 1 ? '' : 's'} · ${summary.msPerGame} ms/game`,
    );
  }
  return summary.errors > 0 ? 1 : 0;
}

function printTable(lines: readonly GameLine[]): void {
  const header = ['seed', 'girl', 'result', 'turns', 'decisions', 'saved', 'killed', 'ms', 'error'];
  const rows = lines.map((l) => [
    String(l.seed),
    l.girl ?? '-',
    l.result ?? '-',
    l.turns === null ? '-' : String(l.turns),
    String(l.decisions),
    l.victimsSaved === null ? '-' : String(l.victimsSaved),
    l.victimsKilled === null ? '-' : String(l.victimsKilled),
    l.ms.toFixed(1),
    l.error ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const fmt = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 1 || i === 2 || i === 8 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ').trimEnd();
  console.log(fmt(header));
  console.log(fmt(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(fmt(r));
}

process.exitCode = main();
