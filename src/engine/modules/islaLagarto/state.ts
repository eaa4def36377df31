import { z } from 'zod';
import { fenceSectionSchema } from '../../../content/islaLagartoSheet.js';

const id = z.string().min(1);

/** Isla Lagarto's slice of the game state. */
export const islaLagartoStateSchema = z
  .object({
    /** Fence sections with an Electric Fence marker on them, in A-B-C order. */
    powered: z.array(fenceSectionSchema),
    /** Power Surge: the fence die is not rolled in the next Upkeep phase. */
    skipFenceRoll: z.boolean(),
    /** Advance icons resolved on the T-Rex card so far (it breaks out at the track's length). */
    tRex: z.number().int().min(0),
    /** Spaces holding a Lava token, in the order they were placed (the Volcano first). */
    lava: z.array(id),
    /** The face-down Lava deck, top first (card ids). */
    lavaDeck: z.array(id),
  })
  .strict();
export type IslaLagartoState = z.infer<typeof islaLagartoStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    islaLagarto?: IslaLagartoState;
  }
}
