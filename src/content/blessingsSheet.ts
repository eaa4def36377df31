import { z } from 'zod';
import { provenanceSchema } from './schema.js';
import { stepsSchema } from './steps.js';

/** One space of the Divine Blessings sheet: the effect resolved when a token is placed on it. */
const slotSchema = z
  .object({
    text: z.string().min(1),
    steps: stepsSchema,
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict();

/** Berith's Divine Blessings sheet, both sides (A Demon in the Shadows: Divine Blessings). */
export const blessingsSheetSchema = z
  .object({
    heavenly: z.array(slotSchema).length(7),
    hellish: z.array(slotSchema).length(7),
  })
  .strict();
export type BlessingsSheet = z.infer<typeof blessingsSheetSchema>;
