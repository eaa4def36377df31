/**
 * The table as people use it (issue 33): whole games through the fake Discord with a plain
 * policy, for every Killer, solo and as a three-player game night. A solo player and every voter
 * click what the turn message offers (its first proposed plan, else its first choice:
 * plainGroup.ts `plainPick`), never the 📝 plan builder; the caller makes the follow-ups the same way. Per game turn: votes, new channel posts, pings per player (the
 * most any one player got in a game turn, and the mean), characters of channel text left at the
 * end (the final content of every message), and KB of pictures uploaded.
 *
 *   npx tsx test/bench/table.ts
 */
import { performance } from 'node:perf_hooks';
import { findActiveGame, getGame, getPrompt, latestGame, loadGame } from '../../src/db/index.js';
import type { FakeUser, RecordedRequest } from '../helpers/fakeDiscord.js';
import { take } from '../bot/gameThroughMessages.js';
import { plainPick } from './plainGroup.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness } from '../bot/harness.js';

/** Each Killer at one Location, its seed. */
export const TABLE_GAMES: readonly { killer: string; location: string; seed: number }[] = [
  { killer: 'volkar', location: 'pesadilla-verde', seed: 7 },
  { killer: 'berith', location: 'larmes-abbey', seed: 7 },
  { killer: 'zombies', location: 'isla-lagarto', seed: 7 },
  { killer: 'hunter', location: 'pesadilla-verde', seed: 7 },
  { killer: 'raptors', location: 'isla-lagarto', seed: 7 },
];
/** Game turns played in each game (its setup decisions count with turn 1). */
export const TABLE_TURNS = 4;
const MAX_DECISIONS = 250;
const MAX_MS = 180_000;

export interface TableFigures {
  killer: string;
  mode: 'solo' | 'vote';
  turns: number;
  votes: number;
  posts: number;
  /** The most pings one player got in one game turn, and pings per player per game turn. */
  maxPings: number;
  pings: number;
  chars: number;
  pngKb: number;
  note: string;
}

/** Users a channel post may ping. */
function pinged(r: RecordedRequest): string[] {
  return (r.json?.allowed_mentions?.users as string[] | undefined) ?? [];
}

/** Plays one game with the plain policy and measures it. */
export async function tableGame(game: (typeof TABLE_GAMES)[number], mode: 'solo' | 'vote'): Promise<TableFigures> {
  const h: Harness = await startHarness({ defaults: { voteWindowSec: 12 * 3600 } });
  const ch = h.newChannel();
  const start = performance.now();
  let note = '';
  let votes = 0;
  const pingsByTurn = new Map<number, Map<string, number>>();
  const team: FakeUser[] = mode === 'vote' ? [alice, bob, carol] : [alice];
  try {
    const mark = h.fake.requests.length;
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: game.killer, location: game.location, mode, seed: game.seed }));
    if (mode === 'vote') {
      for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
      await pressLobby(h, alice, ch, 'start');
    }
    const gameId = (await findActiveGame(h.store.db, ch) ?? await latestGame(h.store.db, ch))?.id as number;
    const turnNow = async () => {
      const row = await getGame(h.store.db, gameId);
      return row ? loadGame(row).state.turn : 0;
    };
    const countPings = async (from: number) => {
      const turn = Math.max(1, await turnNow());
      const byUser = pingsByTurn.get(turn) ?? new Map<string, number>();
      for (const r of h.fake.requests.slice(from)) if (r.method === 'POST' && r.path === `/channels/${ch}/messages`) for (const u of pinged(r)) byUser.set(u, (byUser.get(u) ?? 0) + 1);
      pingsByTurn.set(turn, byUser);
    };
    await countPings(mark);
    for (let n = 0; ; n++) {
      const row = await getGame(h.store.db, gameId);
      if (!row || row.status !== 'active') break;
      const state = loadGame(row).state;
      if (state.turn > TABLE_TURNS) break;
      if (n >= MAX_DECISIONS || performance.now() - start > MAX_MS) {
        note = `stopped at game turn ${state.turn} after ${n} decisions`;
        break;
      }
      const msg = h.fake.lastTurnMessage(ch);
      const offer = msg && plainPick(msg);
      if (!msg || !offer) {
        note = `no choice offered at game turn ${state.turn}`;
        break;
      }
      const byCaller = (await getPrompt(h.store.db, gameId, row.promptNo))?.byCaller ?? false;
      const voters = mode === 'vote' && !byCaller ? team : [alice];
      if (mode === 'vote' && !byCaller) votes += 1;
      const from = h.fake.requests.length;
      for (const u of voters) await take(h, u, msg, offer);
      await countPings(from);
      if ((await getGame(h.store.db, gameId))?.promptNo === row.promptNo && (await getGame(h.store.db, gameId))?.status === 'active') {
        note = `decision ${row.promptNo} did not close`;
        break;
      }
    }
    await h.bot.idle();
    const turns = Math.max(1, Math.min(TABLE_TURNS, await turnNow()));
    const channelPath = new RegExp(`^/channels/${ch}/messages(/\\d+)?$`);
    const sent = h.fake.requests.filter((r) => channelPath.test(r.path));
    const posts = sent.filter((r) => r.method === 'POST').length;
    const pngBytes = sent.flatMap((r) => r.files).filter((f) => f.filename.endsWith('.png')).reduce((n, f) => n + f.data.length, 0);
    const chars = h.fake.channelMessages(ch).filter((m) => !m.deleted).reduce((n, m) => n + m.content.length, 0);
    const perTurn = [...pingsByTurn.values()].flatMap((m) => [...m.values()]);
    const totalPings = perTurn.reduce((n, x) => n + x, 0);
    if (h.logs.length) note += `${note ? '; ' : ''}bot log: ${h.logs[0]}`;
    return {
      killer: game.killer,
      mode,
      turns,
      votes: votes / turns,
      posts: posts / turns,
      maxPings: perTurn.reduce((m, x) => Math.max(m, x), 0),
      pings: totalPings / turns / team.length,
      chars: chars / turns,
      pngKb: pngBytes / 1024 / turns,
      note,
    };
  } finally {
    await h.stop();
  }
}

/** Every Killer, solo and as a game night. */
export async function tableFigures(): Promise<TableFigures[]> {
  const out: TableFigures[] = [];
  for (const game of TABLE_GAMES) for (const mode of ['solo', 'vote'] as const) out.push(await tableGame(game, mode));
  return out;
}

/** The figures as a markdown table with the targets (≤ 3 votes, ≤ 1.5 posts, ≤ 1 ping a player, ≤ 2,000 characters, ≤ 300 KB a game turn). */
export function tableReport(rows: readonly TableFigures[]): string {
  const ok = (met: boolean) => (met ? '' : ' ✗');
  const lines = [
    '| Killer | game | turns | votes / turn (≤ 3) | new posts / turn (≤ 1.5) | pings / player / turn (most ≤ 1) | characters / turn (≤ 2,000) | KB of pictures / turn (≤ 300) | note |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.killer} | ${r.mode} | ${r.turns} | ${r.mode === 'vote' ? r.votes.toFixed(2) + ok(r.votes <= 3) : '—'} | ${r.posts.toFixed(2)}${ok(r.posts <= 1.5)} | ${r.pings.toFixed(2)} (most ${r.maxPings})${ok(r.maxPings <= 1)} | ${r.chars.toFixed(0)}${ok(r.chars <= 2000)} | ${r.pngKb.toFixed(0)}${ok(r.pngKb <= 300)} | ${r.note} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('table.ts')) {
  const rows = await tableFigures();
  console.log(tableReport(rows));
}
