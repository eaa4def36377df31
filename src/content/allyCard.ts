import { z } from 'zod';
import { provenanceSchema } from './schema.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');

/**
 * One row of an Ally card: an Action (Action phase only) or a blue Reaction (any phase, against an
 * attack), and how many cube spaces it has: a cube starts on the leftmost and leaves the card after
 * that many Upkeeps, freeing the row.
 */
const allyRowSchema = z
  .object({
    id,
    name: z.string().min(1),
    /** One word for the picture's Ally line ("Damage 2/2"). */
    short: z.string().min(1),
    kind: z.enum(['action', 'reaction']),
    /** What the row does: damage an Enemy, move the Ally, or lower an attack's damage. */
    does: z.enum(['strike', 'move', 'reduce']),
    n: z.number().int().min(1),
    spaces: z.number().int().min(1),
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict();
export type AllyRow = z.infer<typeof allyRowSchema>;

/** The Mark V Ally card (The Killer from Tomorrow) and the Cybernetic Part tokens that repair it. */
export const hunterSheetSchema = z
  .object({
    ally: z.object({ name: z.string().min(1), cubes: z.number().int().min(1), rows: z.array(allyRowSchema).min(1) }).strict(),
    parts: z
      .object({
        /** Health each Cybernetic Part token in the box gives the repaired Mark V. */
        values: z.array(z.number().int().min(1)).min(1),
        /** How many are drawn at random at setup. */
        drawn: z.number().int().min(1),
        provenance: provenanceSchema,
        source: z.string().min(1),
      })
      .strict()
      .refine((p) => p.drawn <= p.values.length, { message: 'cannot draw more parts than the box holds', path: ['drawn'] }),
  })
  .strict();
export type HunterSheet = z.infer<typeof hunterSheetSchema>;
