/**
 * Issue 34, "First answers fast": each in a fresh process (test/bench/warmChild.ts), a bot
 * started with its warm-up and one without: the first turn message after a start, /hint one after
 * another (the first included) and a burst of 50 channels asking for a hint at once. Run from
 * bench.ts, or alone: `npx tsx test/bench/warm.ts`.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { WarmChildFigures } from './warmChild.js';

const CHILD = join(fileURLToPath(new URL('.', import.meta.url)), 'warmChild.ts');

async function child(mode: 'warm' | 'cold'): Promise<WarmChildFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD, mode], { timeout: 600_000, maxBuffer: 16 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as WarmChildFigures;
}

const pct = (xs: readonly number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;

export async function warmReport(): Promise<string> {
  const runs = [await child('warm'), await child('cold')];
  const lines = [
    'First answers — a fresh bot process each, the live hint budget and bounds, through the fake Discord: with the warm-up at start, and without it (as before issue 34)',
    '',
    '| Measure | Warm-up | No warm-up | Target | Met (warm-up) |',
    '|---|---|---|---|---|',
  ];
  const [w, c] = runs as [WarmChildFigures, WarmChildFigures];
  const row = (what: string, f: (r: WarmChildFigures) => string, target: string, met: string) => lines.push(`| ${what} | ${f(w)} | ${f(c)} | ${target} | ${met} |`);
  row('bot.start (login + warm-up)', (r) => ms(r.startMs), '—', '');
  row('first turn message after a start', (r) => ms(r.firstTurnMs), '≤ 500 ms', w.firstTurnMs <= 500 ? 'yes' : 'NO');
  row('second game’s turn message', (r) => ms(r.secondTurnMs), '—', '');
  row('first /hint', (r) => ms(r.hintMs[0] ?? NaN), '—', '');
  row(`/hint p95, first included (${w.hintMs.length} one after another)`, (r) => ms(pct(r.hintMs, 0.95)), '≤ 2 s', pct(w.hintMs, 0.95) <= 2000 ? 'yes' : 'NO');
  row('/hint median', (r) => ms(pct(r.hintMs, 0.5)), '—', '');
  const burstP95 = (r: WarmChildFigures) => pct(r.burst.answerMs, 0.95);
  row(`burst: ${w.burst.channels} channels ask at once — p95 to an answer (hint or busy)`, (r) => ms(burstP95(r)), '≤ 3 s', burstP95(w) <= 3000 ? 'yes' : 'NO');
  row('burst: worst', (r) => ms(Math.max(...r.burst.answerMs)), '—', '');
  row('burst: told “busy”', (r) => `${r.burst.busy} of ${r.burst.channels}`, '—', '');
  row('burst: hint failed (took too long)', (r) => `${r.burst.unavailable}`, '0', w.burst.unavailable === 0 ? 'yes' : 'NO');
  for (const r of runs) if (r.logs.length) lines.push('', `Bot log (${r.warm ? 'warm-up' : 'no warm-up'}): ${r.logs.join(' / ')}`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(await warmReport());
