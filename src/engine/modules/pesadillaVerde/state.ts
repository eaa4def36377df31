import { z } from 'zod';

const id = z.string().min(1);

/** Pesadilla Verde's slice of the game state. */
export const pesadillaVerdeStateSchema = z
  .object({
    /** Upgrade token id -> unlocked. */
    upgrades: z.record(id, z.boolean()),
    /** Action Upgrade token id -> cube position (0 = leftmost space), absent = free. */
    cubes: z.record(id, z.number().int().min(0)),
    hueyRemoved: z.boolean(),
  })
  .strict();
export type PesadillaVerdeState = z.infer<typeof pesadillaVerdeStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    pesadillaVerde?: PesadillaVerdeState;
  }
}
