import { z } from 'zod';
import type { PublicView } from '../engine/index.js';

/**
 * Typed readers for `view.modules`, which the engine types as unknown. A module that is not in
 * play, or whose view has another shape, reads as null and its parts of the picture are skipped.
 */
const volkarSchema = z.object({
  concealed: z.boolean(),
  originSpace: z.string().nullable(),
  path: z.array(z.object({ position: z.number(), faceUp: z.boolean(), origin: z.boolean(), text: z.string().nullable() })),
  movementDeck: z.number(),
  movementDiscard: z.number().optional(),
  attackToken: z.object({ space: z.string(), damage: z.number() }).nullable(),
});
export type VolkarView = z.infer<typeof volkarSchema>;

const pesadillaVerdeSchema = z.object({
  upgrades: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), unlocked: z.boolean(), cube: z.number().nullable() })),
  huey: z.string().nullable(),
  piranhas: z.string().nullable(),
});
export type PesadillaVerdeView = z.infer<typeof pesadillaVerdeSchema>;

export function volkarOf(view: PublicView): VolkarView | null {
  const parsed = volkarSchema.safeParse(view.modules.volkar);
  return parsed.success ? parsed.data : null;
}

export function pesadillaVerdeOf(view: PublicView): PesadillaVerdeView | null {
  const parsed = pesadillaVerdeSchema.safeParse(view.modules.pesadillaVerde);
  return parsed.success ? parsed.data : null;
}

/** Spaces on an Action Upgrade token's cube track (the engine's CUBE_TRACK; not in the view). */
export const CUBE_SLOTS = 2;
