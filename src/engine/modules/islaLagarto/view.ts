import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import { fenceSectionSchema } from '../../../content/islaLagartoSheet.js';
import type { GameState } from '../../state.js';
import { sheetOf } from './island.js';
import { fenceLines } from './fences.js';

const int = z.number().int().min(0);

/** Isla Lagarto: the fence sections (powered ones and every line), the T-Rex card's track, the Lava tokens (space names). */
export const islaLagartoViewSchema = z
  .object({
    fences: z
      .object({
        powered: z.array(fenceSectionSchema),
        rollSkipped: z.boolean(),
        /** Every section's lines (space ids), powered or not: where the fences stand is printed on the board. */
        lines: z.array(z.object({ section: fenceSectionSchema, a: z.string(), b: z.string() }).strict()),
      })
      .strict(),
    tRex: z.object({ track: int, breakOut: int, loose: z.boolean() }).strict(),
    lava: z.object({ spaces: z.array(z.string()), tokensLeft: int, deck: int }).strict(),
  })
  .strict();

export function islaLagartoView(state: GameState, content: Content): z.infer<typeof islaLagartoViewSchema> | undefined {
  const st = state.islaLagarto;
  if (!st) return undefined;
  const isla = sheetOf(content);
  const label = (sp: string) => content.locations[state.setup.location]?.board.spaces.find((x) => x.id === sp)?.name ?? sp;
  return {
    fences: { powered: st.powered, rollSkipped: st.skipFenceRoll, lines: fenceLines(isla) },
    tRex: { track: st.tRex, breakOut: isla.tRex.track, loose: st.tRex >= isla.tRex.track },
    lava: { spaces: st.lava.map(label), tokensLeft: isla.lava.tokens - st.lava.length, deck: st.lavaDeck.length },
  };
}
