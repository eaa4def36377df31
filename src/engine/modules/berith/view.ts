import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import type { GameState } from '../../state.js';
import { BERITH_SETUP } from './options.js';

const int = z.number().int().min(0);

/** Berith's Divine Blessings sheet: which spaces hold a token, never the tokens' faces. */
export const berithViewSchema = z
  .object({
    side: BERITH_SETUP.shape.blessingsSide,
    strict: z.boolean(),
    sheet: z.array(z.object({ space: int, text: z.string(), filled: z.boolean() }).strict()),
    blackTokensLeft: int,
  })
  .strict();

/** What the blessings show, for the Final Girl's players; in a strict game, only that they stay hidden. */
const BLESSINGS_HIDDEN = 'hidden until the final reveal';
export const berithSecretSchema = z
  .object({ blessings: z.union([z.literal(BLESSINGS_HIDDEN), z.array(z.object({ space: int, health: int }).strict())]) })
  .strict();

export function berithView(state: GameState, content: Content): z.infer<typeof berithViewSchema> | undefined {
  const st = state.berith;
  if (!st) return undefined;
  const side = content.berithBlessings?.[state.setup.blessingsSide] ?? [];
  return {
    side: state.setup.blessingsSide,
    strict: state.setup.strictSecrets,
    sheet: side.map((slot, i) => ({ space: i + 1, text: slot.text, filled: i < st.sheet.length })),
    blackTokensLeft: state.finalTokenPool.length,
  };
}

export function berithSecret(state: GameState): z.infer<typeof berithSecretSchema> {
  const st = state.berith;
  if (!st || state.setup.strictSecrets) return { blessings: BLESSINGS_HIDDEN };
  return { blessings: st.sheet.map((v, i) => ({ space: i + 1, health: v })) };
}
