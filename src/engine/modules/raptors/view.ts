import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import type { GameState } from '../../state.js';
import { RAPTOR } from './spawn.js';

const int = z.number().int().min(0);

/** The Raptor Games' Killer: the Spawn deck's size, the Raptors on each discarded Spawn card, the Raptors left on the card, the spawn-icon spaces (names). */
export const raptorsViewSchema = z
  .object({ spawnDeck: int, spawnDiscard: z.array(int), raptorsOnCard: int, spawnSpaces: z.array(z.string()) })
  .strict();

export function raptorsView(state: GameState, content: Content): z.infer<typeof raptorsViewSchema> | undefined {
  const st = state.raptors;
  if (!st) return undefined;
  const supply = content.killers[state.setup.killer]?.units.find((t) => t.id === RAPTOR)?.supply ?? 0;
  const cards = content.raptorsSheet?.spawnCards ?? [];
  return {
    spawnDeck: st.deck.length,
    spawnDiscard: st.discard.map((id) => cards.find((x) => x.id === id)?.raptors ?? 0),
    raptorsOnCard: supply - state.units.filter((u) => u.type === RAPTOR).length,
    spawnSpaces: (content.raptorsSheet?.spawnSpaces[state.setup.location] ?? []).map((sp) => content.locations[state.setup.location]?.board.spaces.find((x) => x.id === sp)?.name ?? sp),
  };
}
