import { z } from 'zod';

const id = z.string().min(1);

/** The Raptors' slice of the game state: the Spawn deck (face down, in order) and its discard pile. */
export const raptorsStateSchema = z
  .object({
    deck: z.array(id),
    discard: z.array(id),
    /** Raptors spawned this game. */
    spawned: z.number().int().min(0),
  })
  .strict();
export type RaptorsState = z.infer<typeof raptorsStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    raptors?: RaptorsState;
  }
}
