import { z } from 'zod';
import type { GameState } from '../../state.js';
import { UPGRADES } from './upgrades.js';

/** The Upgrade tokens (locked or not, an Action cube's place on its track), the Huey's and the Piranhas' spaces. */
export const pesadillaVerdeViewSchema = z
  .object({
    upgrades: z.array(
      z.object({ id: z.string(), name: z.string(), kind: z.enum(['action', 'ability']), unlocked: z.boolean(), cube: z.number().int().min(0).nullable() }).strict(),
    ),
    huey: z.string().nullable(),
    piranhas: z.string().nullable(),
  })
  .strict();

export function pesadillaVerdeView(state: GameState): z.infer<typeof pesadillaVerdeViewSchema> | undefined {
  const st = state.pesadillaVerde;
  if (!st) return undefined;
  return {
    upgrades: UPGRADES.map((u) => ({ id: u.id, name: u.name, kind: u.kind, unlocked: Boolean(st.upgrades[u.id]), cube: st.cubes[u.id] ?? null })),
    huey: state.tokens.find((t) => t.kind === 'huey')?.space ?? null,
    piranhas: state.tokens.find((t) => t.kind === 'piranhas')?.space ?? null,
  };
}
