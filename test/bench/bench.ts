/**
 * Engine benchmark (volkar @ pesadilla-verde, random policy). Prints a markdown table with the
 * targets beside the figures, then the board pictures, a game night, the load test and the memory
 * figure through the fake Discord. Run with `npm run bench`; a few minutes.
 */
import { benchRender } from '../../src/render/bench.js';
import { performance } from 'node:perf_hooks';
import { newGame, apply, choices, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { playToEnd, randomPolicy } from '../../src/cli/policy.js';
import { findActiveGame, getGame, getPrompt, loadGame } from '../../src/db/index.js';
import { alice, bob, carol, pressLobby, startHarness, votePlan } from '../bot/harness.js';
import { canPlan } from '../../src/bot/play/plan.js';
import { loadTest, type LoadFigures } from './load.js';
import { benchPostgres } from './postgresStore.js';
import { tableFigures, tableReport, TABLE_TURNS } from './table.js';
import { memoryTest } from './memory.js';
import { plainGroupNight } from './plainGroup.js';
import { warmReport } from './warm.js';

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

const sheetRender = await benchRender(30);
const turnRender = await benchRender(30, OPTIONS, 'turn');
const kbText = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');
console.log('');
console.log(`Board pictures — ${sheetRender.renders} seeded mid-game states, draw + PNG encode: the full sheet and the turn picture`);
console.log('');
console.log('| Measure | Sheet | Turn picture | Target (sheet / turn) | Met |');
console.log('|---|---|---|---|---|');
console.log(`| draw + encode: median | ${ms(sheetRender.medianMs)} | ${ms(turnRender.medianMs)} | < 60 ms / < 60 ms | ${yesNo(sheetRender.medianMs < 60)} / ${yesNo(turnRender.medianMs < 60)} |`);
console.log(`| draw + encode: worst | ${ms(sheetRender.worstMs)} | ${ms(turnRender.worstMs)} | — |  |`);
console.log(`| PNG size: median | ${kbText(sheetRender.medianBytes)} | ${kbText(turnRender.medianBytes)} | — |  |`);
console.log(`| PNG size: largest | ${kbText(sheetRender.maxBytes)} | ${kbText(turnRender.maxBytes)} | ≤ 250 KB / ≤ 110 KB | ${yesNo(sheetRender.maxBytes <= 250 * 1024)} / ${yesNo(turnRender.maxBytes <= 110 * 1024)} |`);

// 3a. The table as people use it: every Killer, solo and a game night, a plain policy (the first
// choice offered; never the plan builder). Figures per game turn against issue 33's targets.
console.log('');
console.log(`The table — plain policy (the first choice the turn message offers), ${TABLE_TURNS} game turns of each Killer, through the fake Discord:`);
console.log('');
console.log(tableReport(await tableFigures()));

// 3b. Game night with the plan builder (the second row): a seeded 3-player vote game through the fake Discord for the first game turns.
// Everyone votes alike: an Action or Planning vote as a plan from the builder (the first choice
// offered at each step, up to NIGHT_PLAN_STEPS, then the one that ends the phase; past the end of
// the Action phase NIGHT_BUYS buys, then Done buying), any other vote its first option; the
// caller (alice, the host) makes the follow-ups.
const NIGHT_SEED = 7;
const NIGHT_TURNS = 4;
const NIGHT_MAX_DECISIONS = 200;
const NIGHT_MAX_MS = 120_000;
const NIGHT_PLAN_STEPS = 4;
const NIGHT_BUYS = 1;
const night = await gameNight();
console.log('');
console.log(
  `Game night — 3-player vote game, volkar @ pesadilla-verde, seed ${NIGHT_SEED}, plans of the first choices (first options otherwise), through the fake Discord: ` +
    `${night.decisions} decisions (${night.votes} votes, ${night.callerPicks} caller follow-ups) over ${night.turns} game turn(s), ` +
    `${night.channelMessages} channel messages, ${(night.pngBytes / 1024).toFixed(0)} KB of pictures, ${(night.ms / 1000).toFixed(1)} s`,
);
console.log(`Decisions by game turn — ${night.perTurn}`);
console.log('');
const votesPerTurn = night.votes / night.turns;
const postsPerTurn = night.channelMessages / night.turns;
const kbPerTurn = night.pngBytes / 1024 / night.turns;
console.log('| Measure | Figure | Target | Met |');
console.log('|---|---|---|---|');
console.log(`| votes per game turn | ${votesPerTurn.toFixed(2)} | ≤ 3 | ${votesPerTurn <= 3 ? 'yes' : 'NO'} |`);
console.log(`| channel messages per game turn | ${postsPerTurn.toFixed(2)} | ≤ 1.5 | ${postsPerTurn <= 1.5 ? 'yes' : 'NO'} |`);
console.log(`| pictures per game turn | ${kbPerTurn.toFixed(0)} KB | ≤ 300 KB | ${kbPerTurn <= 300 ? 'yes' : 'NO'} |`);
if (night.note) {
  console.log('');
  console.log(`Note: ${night.note}`);
}

interface GameNight {
  /** Votes and caller follow-ups by engine game turn (turn 0 is setup, if it asks anything). */
  perTurn: string;
  decisions: number;
  votes: number;
  callerPicks: number;
  turns: number;
  channelMessages: number;
  pngBytes: number;
  ms: number;
  note: string;
}

async function gameNight(): Promise<GameNight> {
  const h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
  const start = performance.now();
  const ch = h.newChannel();
  let decisions = 0;
  let votes = 0;
  let callerPicks = 0;
  let note = '';
  const byTurn = new Map<number, { votes: number; caller: number }>();
  const voteKinds = new Map<string, number>();
  const countKind = (k: string) => voteKinds.set(k, (voteKinds.get(k) ?? 0) + 1);
  try {
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: NIGHT_SEED }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    const gameId = (await findActiveGame(h.store.db, ch))?.id;
    if (gameId === undefined) throw new Error('game night: no game started');
    const row = async () => await getGame(h.store.db, gameId);
    for (;;) {
      const r = await row();
      if (!r || r.status !== 'active') {
        note = `the game ended (${r?.status ?? 'gone'}) before game turn ${NIGHT_TURNS} was over.`;
        break;
      }
      const state = loadGame(r).state;
      if (state.turn > NIGHT_TURNS) break;
      if (!state.pending) {
        note = `no open decision at game turn ${state.turn}.`;
        break;
      }
      if (decisions >= NIGHT_MAX_DECISIONS || performance.now() - start > NIGHT_MAX_MS) {
        note = `stopped at game turn ${state.turn} after ${decisions} decisions (bound: ${NIGHT_MAX_DECISIONS} decisions, ${NIGHT_MAX_MS / 1000} s).`;
        break;
      }
      const promptNo = r.promptNo;
      const choose = (u: typeof alice) => h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${promptNo}:0` }));
      const tally = byTurn.get(state.turn) ?? { votes: 0, caller: 0 };
      byTurn.set(state.turn, tally);
      if ((await getPrompt(h.store.db, gameId, promptNo))?.byCaller) {
        await choose(alice);
        callerPicks += 1;
        tally.caller += 1;
      } else if (canPlan(state)) {
        const ends = /^(End the Action phase|Done buying)/;
        // Each voter's builder: the first choices (NIGHT_PLAN_STEPS of them, NIGHT_BUYS once
        // buying), then the choice that ends the phase; the Action phase's end goes on into the buys.
        const pick = () => {
          let phase = '';
          let planned = 0;
          return (labels: string[]) => {
            const now = labels.some((l) => l.startsWith('Done buying')) ? 'planning' : 'action';
            if (now !== phase) [phase, planned] = [now, 0];
            const other = labels.findIndex((l) => !ends.test(l));
            if (other >= 0 && planned < (phase === 'planning' ? NIGHT_BUYS : NIGHT_PLAN_STEPS)) {
              planned += 1;
              return other;
            }
            const end = labels.findIndex((l) => ends.test(l));
            return end >= 0 ? end : null;
          };
        };
        for (const u of [alice, bob, carol]) await votePlan(h, u, ch, pick());
        countKind(`${state.pending.kind} plan`);
        votes += 1;
        tally.votes += 1;
      } else {
        for (const u of [alice, bob, carol]) await choose(u);
        countKind(state.pending.kind);
        votes += 1;
        tally.votes += 1;
      }
      decisions += 1;
      if ((await row())?.promptNo === promptNo) {
        note = `decision #${promptNo} (${state.pending.kind}) did not close on its votes.`;
        break;
      }
    }
    const last = await row();
    const reached = last ? loadGame(last).state.turn : 0;
    const turns = Math.max(1, Math.min(NIGHT_TURNS, reached));
    const messages = h.fake.channelMessages(ch);
    // Every picture sent to the channel counts, also one an edit later replaced.
    const channelPath = new RegExp(`^/channels/${ch}/messages(/\\d+)?$`);
    const pngBytes = h.fake.requests
      .filter((r) => channelPath.test(r.path))
      .flatMap((r) => r.files)
      .filter((f) => f.contentType === 'image/png' || f.filename.endsWith('.png'))
      .reduce((sum, f) => sum + f.data.length, 0);
    if (h.logs.length) note += `${note ? ' ' : ''}Bot log: ${h.logs.length} line(s), first: ${h.logs[0]}`;
    const perTurn = [...byTurn].map(([t, c]) => `turn ${t}: ${c.votes} votes + ${c.caller} caller`).join('; ') + ` — votes by decision: ${[...voteKinds].map(([k, n]) => `${k} ×${n}`).join(', ')}`;
    return { perTurn, decisions, votes, callerPicks, turns, channelMessages: messages.length, pngBytes, ms: performance.now() - start, note };
  } finally {
    await h.stop();
  }
}

// 3b. A plain group (issue 33): every voter clicks the turn message's first plan, never the builder; every Killer.
console.log('');
await plainGroupNight(NIGHT_TURNS, NIGHT_SEED);

// 4. Load: every channel playing at once, through the fake Discord on loopback: on a thread of
// its own (Discord's work is not the bot's), then on the bot's event loop (its work counted too),
// then on Postgres (issue 37) with the fake on its own thread.
const LOAD_CHANNELS = 200;
const loads = [await loadTest(LOAD_CHANNELS), await loadTest(LOAD_CHANNELS, 3, 240_000, true)];
// No Postgres to run on (no server binaries, a DATABASE_URL that does not answer) costs its rows, not SQLite's.
const postgres = await benchPostgres().catch((err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '');
if (typeof postgres !== 'string') {
  try {
    loads.push(await loadTest(LOAD_CHANNELS, 3, 240_000, false, postgres));
  } finally {
    postgres.stop();
  }
}
const msText = (x: number) => (x === Infinity ? '> 60 s' : `${x.toFixed(0)} ms`);
const loadName = (l: LoadFigures) => `${l.store}, fake on ${l.fake === 'thread' ? 'its own thread' : 'the bot’s loop'}`;
console.log('');
console.log(`Load — ${LOAD_CHANNELS} solo games through the fake Discord, every channel choosing at the same moment (3 rounds); times taken on the fake's side; SQLite in memory, ${typeof postgres === 'string' ? 'no Postgres' : `Postgres on ${postgres.where}`}: ${loads.map((l) => `${loadName(l)} ${(l.ms / 1000).toFixed(0)} s`).join(', ')}`);
console.log('');
console.log('| Measure | p50 | p99 | worst | Target | Met |');
console.log('|---|---|---|---|---|---|');
for (const load of loads) {
  const where = loadName(load);
  const lost = load.callback.lost ? `, ${load.callback.lost} with no callback within 60 s` : '';
  console.log(`| interaction → callback, ${load.channels} channels at once (${load.callback.count}${lost}), ${where} | ${msText(load.callback.p50)} | ${msText(load.callback.p99)} | ${msText(load.callback.max)} | p99 < 500 ms, none over 3 s | ${load.callback.p99 < 500 && load.callback.max <= 3000 ? 'yes' : 'NO'} |`);
  console.log(`| command round trip: /status one at a time, picture included (${load.roundTrip.count}), ${where} | ${msText(load.roundTrip.p50)} | ${msText(load.roundTrip.p99)} | ${msText(load.roundTrip.max)} | — |  |`);
}
console.log('');
for (const load of loads) console.log(`Callbacks round by round, ${loadName(load)} (p99 / worst): ${load.rounds.map((r) => `${msText(r.p99)} / ${msText(r.max)}`).join('; ')}`);
for (const load of loads) if (load.note) console.log(`\nNote (${loadName(load)}): ${load.note}`);
if (typeof postgres === 'string') console.log(`\nNote: the load on Postgres did not run: ${postgres}`);

// 5. Memory: a bot started over 1,000 stored games, in a process of its own.
const MEMORY_GAMES = 1000;
const memory = await memoryTest(MEMORY_GAMES);
const mbText = (x: number) => `${x.toFixed(0)} MB`;
console.log('');
console.log(
  `Memory — RSS of a bot started over ${MEMORY_GAMES} stored games (${memory.stored.active} active, ${memory.stored.finished} finished; stored in ${(memory.stored.ms / 1000).toFixed(0)} s), ` +
    'in a fresh process under tsx (as `npm start` runs it) with the fake Discord in it, then after reading every game once and after one /status; the same over an empty database',
);
console.log('');
console.log('| Measure | At start | After reading every game | After a /status (drawing thread started) |');
console.log('|---|---|---|---|');
const statusMb = (x: number | null) => (x === null ? '—' : mbText(x));
console.log(`| RSS with ${MEMORY_GAMES} stored games | ${mbText(memory.withGames.atStartMb)} | ${mbText(memory.withGames.afterReadsMb)} | ${statusMb(memory.withGames.afterStatusMb)} |`);
console.log(`| RSS over an empty database | ${mbText(memory.empty.atStartMb)} | ${mbText(memory.empty.afterReadsMb)} | ${statusMb(memory.empty.afterStatusMb)} |`);
if (memory.note) console.log(`\nNote: ${memory.note}`);

// 6. First answers (issue 34): the first turn message after a start, /hint (the first included) and a burst of 50 hints, in fresh processes.
console.log('');
console.log(await warmReport());
