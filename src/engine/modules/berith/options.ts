import { z } from 'zod';
import { setupOptions } from '../setupDeclaration.js';

/** Berith's /newgame options (only zod here: the core GameSetup schema merges them, modules/setupOptions.ts). */
export const BERITH_SETUP = setupOptions(
  {
    /** Berith's Divine Blessings sheet side: Heavenly (normal) or Hellish (hard). */
    blessingsSide: z.enum(['heavenly', 'hellish']),
    /** Divine Blessing tokens stay hidden even from the Final Girl's players until the final reveal. */
    strictSecrets: z.boolean(),
  },
  { blessingsSide: 'heavenly', strictSecrets: false },
);
