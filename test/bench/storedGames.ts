import { performance } from 'node:perf_hooks';
import { getGame, getPrompt, openDb, setTurnMessage, transact, type Db } from '../../src/db/index.js';
import { pick } from '../../src/bot/play/choose.js';
import { setUpGame, startGame, type GamePicks } from '../../src/bot/play/newGame.js';
import { decisionFor, gameById } from '../../src/bot/play/reads.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { turnParts } from '../../src/bot/views/turnParts.js';
import { apply, publicView, type Outcome } from '../../src/engine/index.js';
import { randomPolicy } from '../../src/cli/policy.js';

export interface StoredGames {
  active: number;
  finished: number;
  /** Decisions made through `pick`, as /choose makes them. */
  picks: number;
  ms: number;
}

/** The pairings the stored games cycle through: every Killer at every Location there are packs for. */
const PAIRINGS = [
  { killer: 'volkar', location: 'pesadilla-verde' },
  { killer: 'berith', location: 'larmes-abbey' },
  { killer: 'volkar', location: 'larmes-abbey' },
  { killer: 'berith', location: 'pesadilla-verde' },
] as const;

/** Decisions each game ends with through the bot's own `pick` (the rest of its game is replayed by the engine). */
const LAST_PICKS = 2;
/** A random game that has not ended by then is kept as it is (none does in practice). */
const MAX_DECISIONS = 3000;

/**
 * Fills the SQLite file at `path` with `count` solo games by a fast path that stores what the bot
 * stores: each game's seeded random play (the engine alone, a few milliseconds) up to a point, stored
 * by `startGame` as /newgame stores a game (its state, every event so far, the host, the open
 * decision), then its last LAST_PICKS decisions made by `pick` as /choose makes them (versioned
 * saves, events, undo history, prompts, the finished-game record). Every `finishEvery`-th game is
 * played to its end; the others stop between 5 and 40 decisions in. The open decision gets a
 * turn message id and body, as if posted, so a bot started over the file has nothing to post.
 * Not made: the prompt rows of the engine's decisions, the bodies of closed turn messages. The same
 * arguments give the same games (their times are the last hour's).
 */
export async function storeGames(path: string, count: number, finishEvery = 4): Promise<StoredGames> {
  const store = openDb(path);
  // An hour ago, a millisecond a step: nothing is due yet (a reminder, a vote window) when a bot starts over the file.
  let clock = Date.now() - 3_600_000;
  const deps: PlayDeps = { db: store.db, now: () => (clock += 1), defaults: DEFAULTS };
  const t0 = performance.now();
  let finished = 0;
  let picks = 0;
  try {
    for (let i = 0; i < count; i++) {
      const pairing = PAIRINGS[i % PAIRINGS.length] as (typeof PAIRINGS)[number];
      const gamePicks: GamePicks = { ...pairing, girl: null, mode: 'solo', extreme: false, seed: 1000 + i };
      const channelId = String(1_400_000_000_000_000_000n + BigInt(i));
      const userId = String(2_200_000_000_000_000_000n + BigInt(i % 97));
      const played = playUntil(gamePicks, i % finishEvery === 0 ? Infinity : 5 + ((i * 7) % 36));
      const { report } = await startGame(deps, { ...gamePicks, channelId, guildId: '1100000000000000003', userId }, played.start);
      for (const id of played.last) {
        await pick(deps, { channelId, userId, gameId: report.gameId, ref: { kind: 'text', text: id } });
        picks += 1;
      }
      await posted(store.db, report.gameId, i);
      if ((await getGame(store.db, report.gameId))?.status !== 'active') finished += 1;
    }
  } finally {
    store.close();
  }
  return { active: count - finished, finished, picks, ms: performance.now() - t0 };
}

/**
 * A seeded random game of `picks` played by the engine alone until it ends or `stopAt` decisions
 * were made: the outcome LAST_PICKS decisions before that point (its state and every event up to
 * it) and the choice ids of those last decisions.
 */
function playUntil(picks: GamePicks, stopAt: number): { start: Outcome; last: string[] } {
  const policy = randomPolicy(picks.seed);
  const first = setUpGame(picks);
  // Each decision's outcome, its events being everything so far.
  const outcomes: Outcome[] = [first];
  const ids: string[] = [];
  let events = first.events;
  let state = first.state;
  while (!state.result && ids.length < Math.min(stopAt, MAX_DECISIONS)) {
    const id = policy(state);
    const out = apply(state, id);
    ids.push(id);
    events = [...events, ...out.events];
    state = out.state;
    outcomes.push({ ...out, events });
  }
  const from = Math.max(0, ids.length - LAST_PICKS);
  return { start: outcomes[from] as Outcome, last: ids.slice(from) };
}

/** Records the turn message of the game's open decision, as the publisher does once it is posted. */
async function posted(db: Db, gameId: number, i: number): Promise<void> {
  const g = await gameById({ db, now: Date.now, defaults: DEFAULTS }, gameId);
  if (!g || g.row.status !== 'active' || (await getPrompt(db, gameId, g.row.promptNo))?.messageId) return;
  const view = { ...publicView(g.state), decision: decisionFor(g.state, 'solo') };
  const messageId = String(1_500_000_000_000_000_000n + BigInt(i) * 1000n + BigInt(g.row.promptNo));
  await transact(db, async (tx) => await setTurnMessage(tx, gameId, g.row.promptNo, messageId, JSON.stringify(turnParts(view, '', 0, [], [])), { layout: 'parts', picture: null }));
}
