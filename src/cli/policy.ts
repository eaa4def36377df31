import { newGame, apply, choices, type GameState, type GameEvent, type NewGameOptions, randomInt, seedToState, type RngHolder } from '../engine/index.js';
import type { Policy } from '../player/index.js';

/** Uniform over the open choices, with its own seeded PRNG (kept apart from the game's). */
export function randomPolicy(seed: number | string): Policy {
  const holder: RngHolder = { rng: (seedToState(seed) ^ 0x5bd1e995) >>> 0 };
  return (state) => {
    const open = choices(state);
    if (open.length === 0) throw new Error('the policy was asked to choose but no choice is open');
    return (open[randomInt(holder, open.length)] as (typeof open)[number]).id;
  };
}

export interface PlayResult {
  /** The last state reached; null only when the game could not be set up. */
  state: GameState | null;
  decisions: number;
  events: GameEvent[];
  /** The choice ids made, in order: `replay(options, seed, history)` rebuilds the game. */
  history: string[];
  error?: string;
}

/** Plays one game to its end with `policy`. Never throws: failures land in `error`. */
export function playToEnd(options: NewGameOptions, seed: number | string, policy: Policy, maxDecisions = 3000): PlayResult {
  const events: GameEvent[] = [];
  const history: string[] = [];
  let state: GameState | null = null;
  let attempting: string | null = null;
  try {
    let out = newGame(options, seed);
    state = out.state;
    events.push(...out.events);
    while (!state.result) {
      if (history.length >= maxDecisions) return { state, decisions: history.length, events, history, error: 'did not end' };
      const id = policy(state);
      attempting = id;
      out = apply(state, id);
      attempting = null;
      history.push(id);
      state = out.state;
      events.push(...out.events);
    }
    return { state, decisions: history.length, events, history };
  } catch (err) {
    const e = err as Error;
    let message = e instanceof Error ? `${e.name}: ${e.message}` : String(err);
    if (attempting !== null) message += ` (choosing "${attempting}" at decision ${history.length + 1})`;
    return { state, decisions: history.length, events, history, error: message };
  }
}

/**
 * A fighting policy for simulations: it takes any chance to attack or to play an attack card,
 * keeps rolls, takes new items in hand without rearranging, declines to end its turn while
 * something else is possible, and otherwise picks at random. It wins some games, so whole-game tests reach the win paths too.
 */
export function aggressivePolicy(seed: number | string): Policy {
  const random = randomPolicy(seed);
  const preference = [/^atk:/, /^play:(expel-demon|critical-strike|furious-strike|weak-attack)$/, /^order:attack/, /^react:/, /^play:(planning|improvise|long-rest|short-rest|focus)$/, /^buy:(expel-demon|critical-strike|furious-strike|planning|improvise|guard)$/];
  return (state) => {
    const open = choices(state);
    // Items: a new one goes in hand (where weapons work), and rearranging stops at once.
    if (state.pending?.kind === 'place-item') return 'place:hands';
    if (state.pending?.kind === 'arrange-items') return 'done';
    for (const pattern of preference) {
      const hit = open.find((o) => pattern.test(o.id));
      if (hit) return hit.id;
    }
    const rest = open.filter((o) => o.id !== 'end' && !o.id.startsWith('discard:'));
    if (rest.length && state.pending?.kind === 'action') return (rest[Math.abs(state.decisionSeq) % rest.length] as (typeof rest)[number]).id;
    return random(state);
  };
}
