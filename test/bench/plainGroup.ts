/**
 * Votes per game turn of a plain group (issue 33): whole 3-player vote games through the fake
 * Discord, one per Killer, where every voter clicks what the turn message offers (its first
 * plan when it offers one, else its first option) and never opens the 📝 plan builder, and the
 * caller makes the follow-ups (their first option). Prints the votes of each game turn and the
 * figure the issue sets a target for: votes per game turn, ≤ 3.
 *
 * Run with `npx tsx test/bench/plainGroup.ts [--turns 4] [--seed 7]`; about a minute.
 */
import { performance } from 'node:perf_hooks';
import { findActiveGame, getGame, getPrompt, loadGame } from '../../src/db/index.js';
import type { FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from '../bot/harness.js';
import { offers, take, type Offer } from '../bot/gameThroughMessages.js';
import { planProposals } from '../../src/bot/play/proposals.js';
import { canPlan } from '../../src/bot/play/plan.js';

/** One game per Killer, each at a Location it plays at. */
const GAMES = [
  { killer: 'volkar', location: 'pesadilla-verde' },
  { killer: 'berith', location: 'larmes-abbey' },
  { killer: 'zombies', location: 'pesadilla-verde' },
  { killer: 'hunter', location: 'larmes-abbey' },
  { killer: 'raptors', location: 'isla-lagarto' },
] as const;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const TURNS = arg('turns', 4);
const SEED = arg('seed', 7);
/** Bounds per game: decisions taken and wall time. */
const MAX_DECISIONS = 150;
const MAX_MS = 120_000;

/** A turn message's plan offers read "📝 Plan: …" (src/bot/strings.ts `planOption`). */
export const isPlanOffer = (o: Offer): boolean => /^📝/.test(o.label);

/** What the plain group clicks on a turn message: its first plan, else its first option. */
export function plainPick(msg: FakeMessage): Offer | undefined {
  const open = offers(msg);
  return open.find(isPlanOffer) ?? open[0];
}

export interface PlainGame {
  killer: string;
  location: string;
  /** Votes taken in each game turn 1..TURNS reached (setup votes apart). */
  votesByTurn: number[];
  setupVotes: number;
  callerPicks: number;
  /** Votes by decision kind ("action", "action plan", "planning", …). */
  kinds: Map<string, number>;
  /** Slowest turn message seen, from the click to the bot's idle (ms). */
  slowestMs: number;
  /** Time to work out the proposals of each plannable vote, afresh (ms). */
  proposalMs: number[];
  note: string;
}

/** Plays one 3-player vote game by the plain group's clicks for TURNS game turns. */
export async function plainGame(h: Harness, ch: string, killer: string, location: string, seed: number, turns: number): Promise<PlainGame> {
  const start = performance.now();
  const out: PlainGame = { killer, location, votesByTurn: [], setupVotes: 0, callerPicks: 0, kinds: new Map(), slowestMs: 0, proposalMs: [], note: '' };
  await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer, location, mode: 'vote', seed }));
  for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
  await pressLobby(h, alice, ch, 'start');
  const gameId = (await findActiveGame(h.store.db, ch))?.id;
  if (gameId === undefined) throw new Error(`${killer}: no game started`);
  for (let decisions = 0; ; decisions++) {
    const r = await getGame(h.store.db, gameId);
    if (!r || r.status !== 'active') {
      out.note = `the game ended (${r?.status ?? 'gone'}) in game turn ${out.votesByTurn.length}.`;
      break;
    }
    const state = loadGame(r).state;
    if (state.turn > turns) break;
    if (!state.pending) {
      out.note = `no open decision at game turn ${state.turn}.`;
      break;
    }
    if (decisions >= MAX_DECISIONS || performance.now() - start > MAX_MS) {
      out.note = `stopped at game turn ${state.turn} after ${decisions} decisions (bound).`;
      break;
    }
    const msg = h.fake.lastTurnMessage(ch);
    const choice = msg && plainPick(msg);
    if (!msg || !choice) {
      out.note = `no option offered at game turn ${state.turn}.`;
      break;
    }
    const byCaller = (await getPrompt(h.store.db, gameId, r.promptNo))?.byCaller === true;
    if (!byCaller && canPlan(state)) {
      const t = performance.now();
      planProposals(state);
      out.proposalMs.push(performance.now() - t);
    }
    const voters = byCaller ? [alice] : [alice, bob, carol];
    for (const u of voters) {
      const t = performance.now();
      await take(h, u, msg, choice);
      out.slowestMs = Math.max(out.slowestMs, performance.now() - t);
    }
    if (byCaller) out.callerPicks += 1;
    else {
      if (state.turn === 0) out.setupVotes += 1;
      else out.votesByTurn[state.turn - 1] = (out.votesByTurn[state.turn - 1] ?? 0) + 1;
      const kind = `${state.pending.kind}${isPlanOffer(choice) ? ' plan' : ''}`;
      out.kinds.set(kind, (out.kinds.get(kind) ?? 0) + 1);
    }
    if ((await getGame(h.store.db, gameId))?.promptNo === r.promptNo) {
      out.note = `decision #${r.promptNo} (${state.pending.kind}, "${choice.label}") did not close on its votes.`;
      break;
    }
  }
  for (let t = 0; t < out.votesByTurn.length; t++) out.votesByTurn[t] ??= 0;
  return out;
}

/** Plays one plain-group game per Killer and prints the table and the figure; returns votes per game turn. */
export async function plainGroupNight(turns: number, seed: number): Promise<number> {
  const h = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
  const games: PlainGame[] = [];
  try {
    for (const g of GAMES) games.push(await plainGame(h, h.newChannel(), g.killer, g.location, seed, turns));
  } finally {
    await h.stop();
  }
  console.log(`Plain group — 3-player vote games, seed ${seed}, ${turns} game turns each; every voter clicks the turn message's first plan (else its first option), the caller the follow-ups`);
  console.log('');
  console.log('| Killer @ Location | votes by game turn | votes per game turn | setup votes | caller picks | votes by decision | slowest click | proposals: median / worst |');
  console.log('|---|---|---|---|---|---|---|---|');
  let votes = 0;
  let played = 0;
  for (const g of games) {
    const v = g.votesByTurn.reduce((a, b) => a + b, 0);
    votes += v;
    played += g.votesByTurn.length;
    const kinds = [...g.kinds].map(([k, n]) => `${k} ×${n}`).join(', ');
    const ms = [...g.proposalMs].sort((a, b) => a - b);
    const proposals = ms.length ? `${(ms[ms.length >> 1] as number).toFixed(0)} / ${(ms.at(-1) as number).toFixed(0)} ms` : '—';
    console.log(`| ${g.killer} @ ${g.location} | ${g.votesByTurn.join(', ')} | ${(v / Math.max(1, g.votesByTurn.length)).toFixed(2)} | ${g.setupVotes} | ${g.callerPicks} | ${kinds} | ${g.slowestMs.toFixed(0)} ms | ${proposals} |`);
  }
  const overall = votes / Math.max(1, played);
  console.log('');
  console.log(`Votes per game turn, all games: ${overall.toFixed(2)} (${votes} votes in ${played} game turns; target ≤ 3: ${overall <= 3 ? 'met' : 'NOT met'})`);
  for (const g of games) if (g.note) console.log(`Note (${g.killer}): ${g.note}`);
  return overall;
}

if (process.argv[1]?.endsWith('plainGroup.ts')) await plainGroupNight(TURNS, SEED);
