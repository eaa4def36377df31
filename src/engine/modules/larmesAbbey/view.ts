import { z } from 'zod';
import type { GameState } from '../../state.js';

/** L'Armes Abbey: the spaces with a Malice token (one each), the tokens left, the Donkey's space. */
export const larmesAbbeyViewSchema = z
  .object({ malice: z.array(z.string()), maliceLeft: z.number().int().min(0), donkey: z.string() })
  .strict();

export function larmesAbbeyView(state: GameState, maliceTokens: number): z.infer<typeof larmesAbbeyViewSchema> | undefined {
  const st = state.larmesAbbey;
  if (!st) return undefined;
  return { malice: [...st.malice], maliceLeft: maliceTokens - st.malice.length, donkey: st.donkey };
}
