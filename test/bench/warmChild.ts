/**
 * One fresh bot process for test/bench/warm.ts (issue 34): started with or without its warm-up
 * (argv[2] = 'warm' | 'cold'), then the first turn message after a start, /hint one after another
 * (the first included), and a burst of BURST channels asking for a hint at once, all through the
 * fake Discord with the live bot's hint budget and bounds. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { HINT_DEFAULTS } from '../../src/bot/hints.js';
import { TEXT } from '../../src/bot/strings.js';
import { findActiveGame, getGame } from '../../src/db/index.js';
import { snowflake, type FakeUser } from '../helpers/fakeDiscord.js';
import { alice, startHarness, until } from '../bot/harness.js';

export interface WarmChildFigures {
  warm: boolean;
  /** bot.start, login and warm-up included. */
  startMs: number;
  /** /newgame dispatched → the game's turn message in the channel. */
  firstTurnMs: number;
  /** The same for a second game started after it. */
  secondTurnMs: number;
  /** /hint dispatched → the answer, one decision after another, the first first. */
  hintMs: number[];
  burst: { channels: number; answerMs: number[]; busy: number; pending: number; unavailable: number };
  logs: string[];
}

const HINTS = Number(process.env.WARM_HINTS ?? 12);
const BURST = 50;

const warm = process.argv[2] !== 'cold';
let t = performance.now();
const h = await startHarness({ warmUp: warm, hints: { ...HINT_DEFAULTS } });
const startMs = performance.now() - t;

async function newTurn(ch: string, user: FakeUser, seed: number): Promise<number> {
  const t0 = performance.now();
  await h.fake.interact(h.fake.chatInput(user, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed }));
  await until(() => h.fake.lastTurnMessage(ch) !== undefined, 30_000);
  const ms = performance.now() - t0;
  await h.bot.idle();
  return ms;
}

const ch = h.newChannel();
const firstTurnMs = await newTurn(ch, alice, 11);
const secondTurnMs = await newTurn(h.newChannel(), { id: snowflake(), username: 'second' }, 12);

// /hint after /hint on the game's successive decisions (the first option chosen in between).
const hintMs: number[] = [];
const gameId = (await findActiveGame(h.store.db, ch))?.id as number;
for (let i = 0; i < HINTS; i++) {
  const row = await getGame(h.store.db, gameId);
  if (!row || row.status !== 'active') break;
  t = performance.now();
  const res = await h.fake.interact(h.fake.chatInput(alice, ch, 'hint'));
  await until(() => res.text() !== '', 60_000);
  hintMs.push(performance.now() - t);
  await h.bot.idle();
  await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: `#${row.promptNo}:0` }));
}

// The burst: BURST solo games, each its own player, every one asking at the same moment.
const players = Array.from({ length: BURST }, (_, i) => ({ user: { id: snowflake(), username: `burst${i}` } as FakeUser, ch: h.newChannel() }));
for (const [i, p] of players.entries()) await h.run(h.fake.chatInput(p.user, p.ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 100 + i }));
const answers = await Promise.all(
  players.map(async (p) => {
    const t0 = performance.now();
    const res = await h.fake.interact(h.fake.chatInput(p.user, p.ch, 'hint'));
    await until(() => res.text() !== '', 120_000);
    return { ms: performance.now() - t0, text: res.text() };
  }),
);
await h.bot.idle();
const count = (s: string) => answers.filter((a) => a.text === s).length;
const figures: WarmChildFigures = {
  warm,
  startMs,
  firstTurnMs,
  secondTurnMs,
  hintMs,
  burst: { channels: BURST, answerMs: answers.map((a) => a.ms), busy: count(TEXT.hintBusy), pending: count(TEXT.hintPending), unavailable: count(TEXT.hintUnavailable) },
  logs: h.logs.filter((l) => !l.startsWith('[hint] busy')).slice(0, 5),
};
await h.stop();
console.log(JSON.stringify(figures));
process.exit(0);
