import { z } from 'zod';

/** Berith's slice of the game state. */
export const berithStateSchema = z
  .object({
    /** Black Final Health tokens on the Divine Blessings sheet, top space first; values hidden. */
    sheet: z.array(z.number().int().min(0).max(3)),
  })
  .strict();
export type BerithState = z.infer<typeof berithStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    berith?: BerithState;
  }
}
