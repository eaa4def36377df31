import { z } from 'zod';
import { provenanceSchema } from './schema.js';
import { stepsSchema } from './steps.js';

/**
 * A Volk'ar Movement card. It moves her `spaces` spaces towards the closest space of a kind
 * (or, for `onFace`, one space along the current space's panic arrow for that die face),
 * then she attacks in her space if the card shows a Killer Action line. The Ambush Penalty at
 * the bottom hits the Final Girl when an attack on a guess misses.
 */
export const movementCardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    text: z.string().min(1),
    /** What she moves towards. `onFace` moves along the panic arrow of die face `face`. */
    toward: z.enum(['search', 'exit', 'named', 'girl', 'victim', 'onFace']),
    spaces: z.number().int().min(1).max(4),
    face: z.number().int().min(1).max(6).optional(),
    /** "Do not consider the current space." */
    notCurrent: z.boolean().default(false),
    /** How ties between equally close spaces are broken. */
    ties: z.enum(['alphabetical', 'reverse-alphabetical', 'highest-panic']).default('alphabetical'),
    /** The card has a Killer Action line: she attacks in her space after moving. */
    attack: z.boolean(),
    ambush: stepsSchema.min(1),
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict()
  .refine((c) => (c.toward === 'onFace') === (c.face !== undefined), {
    message: 'a card moves "on a N" exactly when it names a die face',
  });
export type MovementCard = z.infer<typeof movementCardSchema>;

export const movementDeckSchema = z
  .object({ cards: z.array(movementCardSchema).length(22) })
  .strict();
