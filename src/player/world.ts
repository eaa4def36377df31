import { content, type Content } from '../content/load.js';
import { hiddenPartsInPlay, type GameState } from '../engine/index.js';
import { drawFrom } from './draw.js';

/**
 * A world the Final Girl's players cannot tell from the real one: a copy of the state equal in
 * everything they know and dealt again, from `seed` alone, in everything hidden from them: each
 * hidden part the core and the modules in play declare (engine/secrets), in their order. Hidden
 * inputs are only ever counted, or sorted before they are shuffled, so two states that differ
 * only in hidden facts give the same world.
 */
export function sampleWorld(state: GameState, seed: number | string, packs: Content = content()): GameState {
  const s = structuredClone(state);
  const d = drawFrom(seed);
  for (const part of hiddenPartsInPlay(s)) part.redraw?.(s, packs, d);
  return s;
}
