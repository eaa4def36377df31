import { createInterface } from 'node:readline/promises';
import { newGame, apply, choices, publicView, secretView, RulesError, type GameEvent, type GameState } from '../engine/index.js';
import { gameOptionShape, intOption, parseOrExit } from './args.js';
import { describeState } from './describe.js';

const USAGE = `usage: npm run play -- --killer volkar --location pesadilla-verde [--girl NAME] [--seed N] [--extreme] [--ambiguity infinite-evil|players-decide]
  At a prompt type a choice number, "s" to reprint the state, "q" to quit.`;

const shape = {
  ...gameOptionShape,
  seed: intOption('seed').optional(),
};

function printEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    console.log(e.visibility === 'secret' ? `  [secret, only you see this] ${e.text}` : `  ${e.text}`);
  }
}

/** What Track has shown the Final Girl (secret knowledge), one line per card, or nothing. */
function secretLines(state: GameState): string[] {
  const secrets = secretView(state).secrets;
  const volkar = secrets.volkar as { tracked?: { position: number; text: string }[] } | undefined;
  return (volkar?.tracked ?? []).map((t) => `[secret, only you see this] Path card ${t.position} is: ${t.text}`);
}

function printState(state: GameState): void {
  console.log('');
  console.log(describeState(publicView(state)));
  for (const line of secretLines(state)) console.log(line);
}

function printDecision(state: GameState): void {
  const open = choices(state);
  console.log('');
  console.log(state.pending?.prompt ?? '(no decision)');
  let group: string | null = null;
  open.forEach((o, i) => {
    if (o.group !== group) {
      group = o.group;
      if (group) console.log(`  ${group}:`);
    }
    console.log(`    ${i + 1}. ${o.label}`);
  });
}

async function main(): Promise<number> {
  const opts = parseOrExit(shape, process.argv.slice(2), USAGE, ['extreme']);
  const seed = opts.seed ?? Date.now() % 1_000_000;
  const { seed: _seed, ...gameOptions } = opts;
  let out;
  try {
    out = newGame(gameOptions, seed);
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return 2;
  }
  let state = out.state;
  console.log(`Final Girl — seed ${seed} (replay with --seed ${seed})`);
  printEvents(out.events);
  printState(state);

  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  // The async iterator buffers lines, so piped input is not lost between prompts.
  const lines = rl[Symbol.asyncIterator]();
  rl.setPrompt('> ');
  try {
    while (!state.result) {
      printDecision(state);
      rl.prompt();
      const next = await lines.next();
      if (next.done) {
        console.log('\nInput ended: leaving the game.');
        return 0;
      }
      const text = String(next.value).trim().toLowerCase();
      if (!process.stdin.isTTY) console.log(text);
      if (text === 'q' || text === 'quit') {
        console.log('You leave the game.');
        return 0;
      }
      if (text === 's' || text === 'state') {
        printState(state);
        continue;
      }
      const open = choices(state);
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      const pick = Number.isInteger(n) ? open[n - 1] : undefined;
      if (!pick) {
        console.log(`"${text}" is not a choice: type a number from 1 to ${open.length}, "s" for the state or "q" to quit.`);
        continue;
      }
      try {
        out = apply(state, pick.id);
      } catch (err) {
        if (err instanceof RulesError) {
          console.log(`That choice was refused: ${err.message}`);
          continue;
        }
        throw err;
      }
      state = out.state;
      console.log(`\nYou chose: ${pick.label}`);
      printEvents(out.events);
      printState(state);
    }
    console.log(`\n${state.result === 'won' ? 'You won.' : 'You lost.'} ${state.endReason ?? ''}`.trimEnd());
    return 0;
  } finally {
    rl.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  },
);
