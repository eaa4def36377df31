import { z } from 'zod';
import { content, type Content } from '../content/load.js';
import { apply, newGame, type GameEvent, type GameState, type NewGameOptions } from '../engine/index.js';
import { budgetOf, type Budget, type PresetName } from './budget.js';
import { strongPolicy } from './strongPolicy.js';
import { playoutPolicy } from './playout.js';
import { drawFrom } from './draw.js';
import type { Policy } from './policy.js';

/**
 * Who plays a balance game: 'strong' (the fair strong player, the one calibrated against),
 * 'playout' (its quick playout policy alone, to tune that), 'ceiling' (the strong player allowed
 * to see the real dice and decks: not fair, a bound on what the content allows).
 */
export const BALANCE_PLAYERS = ['strong', 'playout', 'ceiling'] as const;
export type BalancePlayer = (typeof BALANCE_PLAYERS)[number];

function playerOf(player: BalancePlayer, seed: number, budget: Budget, c: Content): Policy {
  if (player === 'playout') {
    return playoutPolicy(drawFrom(seed * 7919), c, 0);
  }
  return strongPolicy(seed, budget, c, player === 'ceiling' ? 'everything' : 'table');
}

/** One game of a balance run, as the table needs it (and as `--json` saves it). */
export const balanceGameSchema = z.object({
  killer: z.string(),
  location: z.string(),
  girl: z.string(),
  /** The seed the game was played with (test/bench/watch.ts plays it again). */
  seed: z.number(),
  /** The balance run's seed it stands for, when a run dealt it (test/bench/deal.ts). */
  runSeed: z.number().optional(),
  result: z.enum(['won', 'lost']).nullable(),
  turns: z.number(),
  /** The turn Bloodlust first stood on its top row, or null if it never did. */
  bloodlustTopTurn: z.number().nullable(),
  /** The turn the Finale was revealed, or null. */
  finaleTurn: z.number().nullable(),
  /** Which Finale card it was, once revealed (per-Finale win rates in the JSON). */
  finale: z.string().nullable(),
  saved: z.number(),
  killed: z.number(),
  decisions: z.number(),
  /** Why the game ended: the end reason, what took her last Health, and whether the Finale was out. */
  cause: z.string(),
  ms: z.number(),
  error: z.string().optional(),
});
export type BalanceGame = z.infer<typeof balanceGameSchema>;

/**
 * Plays one seeded game with the strong player and records it. Never throws. A game still
 * going after `maxTurns` turns (after the Finale nothing may force an end) stops there and
 * counts as not won, its cause "turn limit".
 */
export function playBalanceGame(options: NewGameOptions & { girl: string }, seed: number, preset: Budget | PresetName, packs: Content = content(), maxTurns = 60, player: BalancePlayer = 'strong'): BalanceGame {
  const t0 = performance.now();
  const top = (packs.killers[options.killer]?.bloodlust.length ?? 1) - 1;
  const policy = playerOf(player, seed, budgetOf(preset), packs);
  let s: GameState | null = null;
  let decisions = 0;
  let bloodlustTopTurn: number | null = null;
  let lastEvents: GameEvent[] = [];
  const line = (error?: string): BalanceGame => {
    const st = s;
    const cause = !st || !st.result
      ? (st && st.turn > maxTurns ? `turn limit (${maxTurns} turns)` : 'unfinished')
      : `${st.endReason ?? st.result} (${lastBlow(lastEvents, st)}${st.killer.finaleRevealed ? 'after' : 'before'} the Finale)`;
    return {
      killer: options.killer,
      location: options.location,
      girl: options.girl,
      seed,
      result: st?.result ?? null,
      turns: st?.turn ?? 0,
      bloodlustTopTurn,
      finaleTurn: st?.killer.finaleRevealed ? st.killer.finaleRevealTurn : null,
      finale: st?.killer.finaleRevealed ? st.killer.finale : null,
      saved: st?.girl.saved ?? 0,
      killed: st?.deadVictims ?? 0,
      decisions,
      cause,
      ms: Math.round(performance.now() - t0),
      ...(error ? { error } : {}),
    };
  };
  try {
    s = newGame(options, seed, packs).state;
    while (!s.result && decisions < 5000 && s.turn <= maxTurns) {
      const out = apply(s, policy(s), packs);
      s = out.state;
      lastEvents = out.events;
      decisions += 1;
      if (bloodlustTopTurn === null && s.killer.bloodlust >= top) bloodlustTopTurn = s.turn;
    }
    return line(s.result || s.turn > maxTurns ? undefined : 'did not end');
  } catch (err) {
    return line(err instanceof Error ? err.message : String(err));
  }
}

/** What took the Final Girl's last Health, read off the events of the game's last step ("Walk, "). */
function lastBlow(events: readonly GameEvent[], s: GameState): string {
  if (s.result !== 'lost') return '';
  for (let i = events.length - 1; i >= 0; i--) {
    const m = /^You lose \d+ Health \((.*)\); \d+ left\.$/.exec(events[i]?.text ?? '');
    if (m) return `last blow: ${m[1]}, `;
  }
  return '';
}
