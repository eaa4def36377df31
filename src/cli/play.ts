import { createInterface } from 'node:readline/promises';
import { newGame, apply, choices, publicView, secretView, RulesError, type GameEvent, type GameState } from '../engine/index.js';
import { flagOption, gameOptionShape, intOption, parseOrExit } from './args.js';
import { suggest } from '../player/index.js';
import { describeState } from './describe.js';
import { terminalSecrets } from './modules/index.js';
import { readExport, ReplayError, replaySteps, sameEnd } from './replay.js';
import { z } from 'zod';

const USAGE = `usage: npm run play -- --killer volkar --location pesadilla-verde [--girl NAME] [--seed N] [--extreme] [--ambiguity infinite-evil|players-decide] [--hint]
       npm run play -- --replay game.json [--step]
  At a prompt type a choice number, "s" to reprint the state, "q" to quit.
  --hint: before each decision the strong player suggests a choice (about a second).
  --replay: replays a finished game exported with /log export, each choice and what followed; --step waits for Enter after each.`;

const replayShape = {
  replay: z.string({ error: '--replay needs a file' }),
  step: flagOption('step'),
};

const shape = {
  ...gameOptionShape,
  seed: intOption('seed').optional(),
  hint: flagOption('hint'),
};

function printEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    console.log(e.visibility === 'secret' ? `  [secret, only you see this] ${e.text}` : `  ${e.text}`);
  }
}

/** What the Final Girl knows beyond the table (a tracked Path card, a blessing's face), one line per fact, or nothing. */
function secretLines(state: GameState): string[] {
  return terminalSecrets(secretView(state).secrets).map((fact) => `[secret, only you see this] ${fact}`);
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

const percent = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%`;

/** The strong player's advice, numbered like the choices: its pick, win chance, reason, and the next two. */
function hintLines(state: GameState, seed: number): string[] {
  const open = choices(state);
  if (open.length < 2) return [];
  const { ranked } = suggest(state, { budget: 'hint', seed });
  const number = (id: string) => open.findIndex((o) => o.id === id) + 1;
  const [top, ...rest] = ranked;
  if (!top) return [];
  const lines = [`Hint: ${number(top.id)}. ${top.label} (about ${percent(top.winChance)} to win): ${top.reason}.`];
  const next = rest.slice(0, 2).map((r) => `${number(r.id)}. ${r.label} (${percent(r.winChance)})`);
  if (next.length) lines.push(`  then: ${next.join('; ')}`);
  return lines;
}

/** Replays an exported game in the terminal; exits 1 when it does not end as the file says. */
async function replayMain(argv: readonly string[]): Promise<number> {
  const opts = parseOrExit(replayShape, argv, USAGE, ['step']);
  const rl = opts.step ? createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true }) : null;
  const lines = rl?.[Symbol.asyncIterator]();
  try {
    const file = readExport(opts.replay);
    console.log(`Replay: ${file.setup.killer} at ${file.setup.location}, ${file.setup.girl}, seed ${file.seed ?? '?'}`);
    const steps = replaySteps(file);
    let n = 0;
    for (;;) {
      const next = steps.next();
      if (next.done) {
        const state = next.value;
        console.log(`\n${state.result === 'won' ? 'She won.' : state.result === 'lost' ? 'She lost.' : 'The game was ended before its end.'} ${state.endReason ?? ''}`.trimEnd());
        if (!sameEnd(file, state)) {
          console.error(`error: the replay ended otherwise than the file (${file.result ?? 'no result'} on turn ${file.turn}; replayed ${state.result ?? 'no result'} on turn ${state.turn})`);
          return 1;
        }
        console.log(`The replay matches the recorded game (${n - 1} choices).`);
        return 0;
      }
      const step = next.value;
      console.log(n === 0 ? '\nSetup' : `\n${n}. Turn ${step.turn}: ${step.label}`);
      printEvents(step.events);
      n += 1;
      if (lines && (await lines.next()).done) return 0;
    }
  } catch (err) {
    if (err instanceof ReplayError) {
      console.error(`error: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    rl?.close();
  }
}

async function main(): Promise<number> {
  if (process.argv.slice(2).some((a) => a === '--replay' || a.startsWith('--replay='))) return replayMain(process.argv.slice(2));
  const opts = parseOrExit(shape, process.argv.slice(2), USAGE, ['extreme', 'hint']);
  const seed = opts.seed ?? Date.now() % 1_000_000;
  const { seed: _seed, hint, ...gameOptions } = opts;
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
      if (hint) for (const line of hintLines(state, seed)) console.log(line);
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
