import { apply, choices, newGame, type GameState, type NewGameOptions, randomInt, seedToState, type RngHolder } from '../engine/index.js';

/**
 * A seeded game after up to `steps` uniformly random choices (fewer if it ends first), for the
 * render CLI, benchmark and tests. The choices use their own PRNG, seeded from `seed`, so the
 * same arguments always give the same state.
 */
export function sampleState(options: NewGameOptions, seed: number, steps: number): GameState {
  const holder: RngHolder = { rng: (seedToState(seed) ^ 0x9e3779b9) >>> 0 };
  let state = newGame(options, seed).state;
  for (let i = 0; i < steps && !state.result; i++) {
    const open = choices(state);
    if (open.length === 0) break;
    state = apply(state, (open[randomInt(holder, open.length)] as (typeof open)[number]).id).state;
  }
  return state;
}

/** Every state of one seeded random game from the start, up to `maxSteps` choices. */
export function sampleGame(options: NewGameOptions, seed: number, maxSteps = 3000): GameState[] {
  const holder: RngHolder = { rng: (seedToState(seed) ^ 0x9e3779b9) >>> 0 };
  let state = newGame(options, seed).state;
  const states = [state];
  for (let i = 0; i < maxSteps && !state.result; i++) {
    const open = choices(state);
    if (open.length === 0) break;
    state = apply(state, (open[randomInt(holder, open.length)] as (typeof open)[number]).id).state;
    states.push(state);
  }
  return states;
}
