import { z } from 'zod';

const id = z.string().min(1);
const int = z.number().int();

/** L'Armes Abbey's slice of the game state. */
export const larmesAbbeyStateSchema = z
  .object({
    /** Spaces holding a Malice token (at most one each). */
    malice: z.array(id),
    /** Malice tokens placed this turn (Black Mass). */
    placedThisTurn: int.min(0),
    donkey: id,
    donkeyRiddenTurn: int.min(0),
  })
  .strict();
export type LarmesAbbeyState = z.infer<typeof larmesAbbeyStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    larmesAbbey?: LarmesAbbeyState;
  }
}
