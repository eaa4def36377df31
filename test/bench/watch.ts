/**
 * One balance game written out move by move, to see what the strong player gets wrong: every
 * decision (the question, the pick, the runner-up's chance) and the events it led to, with the
 * Enemies on the board at each turn's start. A benchmark aid, not part of CI:
 * `npx tsx test/bench/watch.ts --killer zombies --location larmes-abbey --girl patsy --seed 7`.
 */
import { z } from 'zod';
import { content } from '../../src/content/load.js';
import { intOption, parseOrExit } from '../../src/cli/args.js';
import { apply, newGame, type GameState } from '../../src/engine/index.js';
import { suggest } from '../../src/player/suggest.js';

const USAGE = 'usage: npx tsx test/bench/watch.ts --killer K --location L --girl G --seed N [--max-turns 60]';
const c = content();
const shape = {
  killer: z.enum(Object.keys(c.killers) as [string, ...string[]]),
  location: z.enum(Object.keys(c.locations) as [string, ...string[]]),
  girl: z.enum(Object.keys(c.girls) as [string, ...string[]]),
  seed: intOption('seed'),
  'max-turns': intOption('max-turns', 1).default(60),
};

/** Who stands where: each Enemy with its Health, her space and Health, the Victims' spaces. */
function board(s: GameState): string {
  const enemies = s.units.filter((u) => u.space !== null && (u.role === 'killer' || u.role === 'minion')).map((u) => `${u.type}@${u.space}(${u.health})`);
  return `her ${s.girl.space} ${s.girl.health}hp horror ${s.girl.horror} time ${s.girl.time} hand [${s.girl.hand.join(' ')}] | bloodlust ${s.killer.bloodlust} | enemies ${enemies.join(' ')} | victims ${s.victims.map((v) => v.space).join(' ')}`;
}

const opts = parseOrExit(shape, process.argv.slice(2), USAGE);
let s = newGame({ killer: opts.killer, location: opts.location, girl: opts.girl }, opts.seed, c).state;
let turn = -1;
for (let i = 0; i < 5000 && !s.result && s.turn <= opts['max-turns']; i++) {
  if (s.turn !== turn) {
    turn = s.turn;
    console.log(`\n== turn ${turn}: ${board(s)}`);
  }
  const ranked = suggest(s, { budget: 'balance', seed: opts.seed, content: c }).ranked;
  const top = ranked[0];
  if (!top) throw new Error('no choice open');
  if (ranked.length > 1) {
    const second = ranked[1];
    console.log(`? ${s.pending?.kind}: ${s.pending?.prompt ?? ''} -> ${top.label} (${(top.winChance * 100).toFixed(0)}%)${second ? `; next ${second.label} (${(second.winChance * 100).toFixed(0)}%)` : ''}`);
  }
  const out = apply(s, top.id, c);
  for (const e of out.events) if (e.visibility === 'public') console.log(`  ${e.text}`);
  s = out.state;
}
console.log(`\nresult: ${s.result ?? 'unfinished'} on turn ${s.turn}: ${s.endReason ?? ''}`);
