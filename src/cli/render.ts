import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { gameOptionShape, intOption, parseOrExit } from './args.js';
import { publicView } from '../engine/index.js';
import { renderGameImage } from '../render/index.js';
import { sampleState } from '../render/sample.js';

const USAGE = `usage: npm run render -- --killer K --location L [--girl G] --seed N [--choices M] --out file.png [--extreme] [--ambiguity infinite-evil|players-decide]`;

const shape = {
  ...gameOptionShape,
  seed: intOption('seed'),
  choices: intOption('choices').optional(),
  out: z.string({ error: (iss) => (iss.input === undefined ? '--out is required' : '--out needs a file name') }).min(1),
};

/** Writes the picture of a seeded game after M random choices, and prints its alt text. */
async function main(): Promise<number> {
  const opts = parseOrExit(shape, process.argv.slice(2), USAGE, ['extreme']);
  const options = { killer: opts.killer, location: opts.location, girl: opts.girl, extreme: opts.extreme, ambiguity: opts.ambiguity };
  const state = sampleState(options, opts.seed, opts.choices ?? 0);
  const started = performance.now();
  const { png, alt } = await renderGameImage(publicView(state));
  const ms = performance.now() - started;
  writeFileSync(opts.out, png);
  console.log(`wrote ${opts.out}: ${png.length} bytes, turn ${state.turn} (${state.phase}${state.result ? `, ${state.result}` : ''}), ${ms.toFixed(0)} ms`);
  console.log(`alt: ${alt}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  },
);
