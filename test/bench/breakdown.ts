/**
 * The loss breakdown (lossCauses.ts) of saved balance runs put together:
 * `npx tsx test/bench/breakdown.ts a.json [b.json ...]`, each written by `npm run balance -- --json`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { balanceGameSchema } from '../../src/player/balanceGame.js';
import { printBreakdown, printFinales } from './lossCauses.js';

const savedRun = z.object({ games: z.array(balanceGameSchema) });

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx test/bench/breakdown.ts run.json [more.json ...]');
  process.exitCode = 1;
} else {
  const games = files.flatMap((f) => savedRun.parse(JSON.parse(readFileSync(f, 'utf8'))).games);
  printBreakdown(games);
  console.log('');
  printFinales(games);
}
