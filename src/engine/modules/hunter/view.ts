import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import type { GameState } from '../../state.js';
import { phaseKey } from './models.js';
import { droppedView } from './parts.js';
import { allyView } from './ally.js';

const int = z.number().int().min(0);

/** The Hunter: the stack on the Finale card, the face-down parts (how many, never their values), the Ally card. */
export const hunterViewSchema = z
  .object({
    parts: int,
    countdown: int,
    partDamage: int,
    dropped: z.array(z.object({ space: z.string(), spaceLabel: z.string(), count: int }).strict()),
    backpack: int,
    ally: z
      .object({
        name: z.string(),
        space: z.string().nullable(),
        spaceLabel: z.string().nullable(),
        health: int,
        power: z.string().nullable(),
        rows: z.array(
          z.object({ id: z.string(), name: z.string(), short: z.string(), kind: z.enum(['action', 'reaction']), spaces: int, cube: int.nullable() }).strict(),
        ),
      })
      .strict()
      .nullable(),
    allyPower: z.string().nullable(),
    minorPowers: z.array(z.string()),
    shield: int,
    markXSetup: z.string().nullable(),
  })
  .strict();

export function hunterView(state: GameState, content: Content): z.infer<typeof hunterViewSchema> | undefined {
  const st = state.hunter;
  if (!st) return undefined;
  const pack = content.killers[state.setup.killer];
  const terrorName = (id: string) => pack?.terror.find((t) => t.id === id)?.name ?? id;
  return {
    parts: st.stack.length,
    countdown: st.countdown,
    partDamage: st.phaseKey === phaseKey(state) ? st.phaseDamage : 0,
    dropped: droppedView(state, content),
    backpack: st.backpack.length,
    ally: allyView(state, content),
    allyPower: pack?.darkPowers.find((d) => d.id === st.allyPower)?.name ?? null,
    minorPowers: st.minorPowers.map(terrorName),
    shield: st.shield,
    markXSetup: content.locations[state.setup.location]?.setups.find((card) => card.id === st.markXSetup)?.name ?? null,
  };
}
