import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import type { GameState } from '../../state.js';
import { boardOfState } from '../../actors/victims.js';

const int = z.number().int().min(0);

/**
 * Terror from the Grave's Vehicles: how many Vehicle tokens lie where (face down, or turned over
 * and blank; never which one is the vehicle), and once found the vehicle's space and its own
 * tokens (the Raft's, on the River).
 */
const vehiclesViewSchema = z
  .object({
    name: z.string(),
    text: z.string(),
    found: z.boolean(),
    space: z.string().nullable(),
    spaceLabel: z.string().nullable(),
    tokens: z.array(z.object({ space: z.string(), spaceLabel: z.string(), faceDown: int, blank: int }).strict()),
    landings: z.array(z.string()),
    cards: z.array(z.object({ name: z.string(), pilot: z.boolean() }).strict()),
  })
  .strict();
export type VehiclesView = z.infer<typeof vehiclesViewSchema>;

/** The Hordes formed and the Horde tokens left; the Vehicles, where the Location has one. */
export const zombiesViewSchema = z
  .object({ hordesFormed: int, hordesLeft: int, vehicles: vehiclesViewSchema.nullable() })
  .strict();

/** What the table sees: the vehicle, where it is once found, and how many tokens lie where (never their faces). */
function vehiclesView(s: GameState, c: Content): z.infer<typeof vehiclesViewSchema> | null {
  const st = s.zombieVehicles;
  const v = c.zombieVehicles?.vehicles[s.setup.location];
  if (!st || !v) return null;
  const b = boardOfState(s, c);
  const spaces = [...new Set(st.tokens.map((t) => t.space))].sort();
  return {
    name: v.name,
    text: v.text,
    found: st.space !== null,
    space: st.space,
    spaceLabel: st.space ? b.label(st.space) : null,
    // A face-up token is always blank: the vehicle's own takes every token off the board.
    tokens: spaces.map((sp) => ({
      space: sp,
      spaceLabel: b.label(sp),
      faceDown: st.tokens.filter((t) => t.space === sp && !t.faceUp).length,
      blank: st.tokens.filter((t) => t.space === sp && t.faceUp).length,
    })),
    landings: [...st.landings],
    cards: v.cards.map((card) => ({ name: card.name, pilot: card.pilot })),
  };
}

export function zombiesView(state: GameState, content: Content, hordeTokens: number, hordeType: string): z.infer<typeof zombiesViewSchema> | undefined {
  const st = state.zombies;
  if (!st) return undefined;
  return {
    hordesFormed: st.hordesFormed,
    hordesLeft: hordeTokens - state.units.filter((u) => u.type === hordeType && u.space !== null).length,
    vehicles: vehiclesView(state, content),
  };
}
