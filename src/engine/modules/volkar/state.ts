import { z } from 'zod';

const id = z.string().min(1);
const int = z.number().int();

/** The Volk'ar's slice of the game state. */
export const volkarStateSchema = z
  .object({
    concealed: z.boolean(),
    /** Movement card ids in her Path, in order. */
    path: z.array(z.object({ id, faceUp: z.boolean() }).strict()),
    /** Index in `path` of the Origin card (cards before it were drawn while she was Visible). */
    originIndex: int.min(0),
    /** Space under the second Origin marker while she is Concealed. */
    originSpace: id.nullable(),
    deck: z.array(id),
    discard: z.array(id),
    /** Path positions the Final Girl uncovered with Track (secret knowledge). */
    tracked: z.array(int.min(0)),
    /** A 6th card was added: resolve once the current card or Killer Action is done. */
    resolveAfterCard: z.boolean(),
    /** The Attack token and the damage on the Attack Resolution card. */
    attack: z.object({ space: id, damage: int.min(0) }).strict().nullable(),
    /** The final card of the Path being resolved took the Final Girl's last Health with its attack. */
    finalBlow: z.boolean().optional(),
  })
  .strict();
export type VolkarState = z.infer<typeof volkarStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    volkar?: VolkarState;
  }
}
