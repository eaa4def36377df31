import type { GameState } from '../../src/engine/index.js';

/**
 * A copy of a Berith game with up to `n` more Divine Blessings placed the way the engine places
 * them (black Final Health tokens popped from the pool onto the next spaces), without their
 * effects: random play rarely bestows one, and the renderer must be checked with several.
 */
export function withBlessings(state: GameState, n: number): GameState {
  const s = structuredClone(state);
  if (!s.berith) throw new Error('not a Berith game');
  for (let i = 0; i < n && s.berith.sheet.length < 7 && s.finalTokenPool.length > 0; i++) s.berith.sheet.push(s.finalTokenPool.pop() as number);
  return s;
}
