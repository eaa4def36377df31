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

const berithSchema = z.object({
  side: z.enum(['heavenly', 'hellish']),
  strict: z.boolean(),
  sheet: z.array(z.object({ space: z.number(), text: z.string(), filled: z.boolean() })),
  blackTokensLeft: z.number(),
});
/** Berith's Divine Blessings sheet: which spaces hold a token, never the tokens' faces. */
export type BerithView = z.infer<typeof berithSchema>;

const larmesAbbeySchema = z.object({
  malice: z.array(z.string()),
  maliceLeft: z.number(),
  donkey: z.string().nullable(),
});
/** L'Armes Abbey: the spaces with a Malice token (one each), the tokens left, the Donkey's space. */
export type LarmesAbbeyView = z.infer<typeof larmesAbbeySchema>;

export function volkarOf(view: PublicView): VolkarView | null {
  const parsed = volkarSchema.safeParse(view.modules.volkar);
  return parsed.success ? parsed.data : null;
}

export function pesadillaVerdeOf(view: PublicView): PesadillaVerdeView | null {
  const parsed = pesadillaVerdeSchema.safeParse(view.modules.pesadillaVerde);
  return parsed.success ? parsed.data : null;
}

/** What the game calls its (normal) Victims: the word and the letter on their board chips. */
export interface VictimNames {
  /** Chip letter: "S3" is 3 Soldiers, "V3" 3 Victims. */
  letter: 'S' | 'V';
  one: string;
  many: string;
}
const SOLDIERS: VictimNames = { letter: 'S', one: 'Soldier', many: 'Soldiers' };
export const VICTIMS: VictimNames = { letter: 'V', one: 'Victim', many: 'Victims' };

/**
 * What the Location's pack calls its normal Victims (`victimName`: Soldiers at Pesadilla Verde),
 * as the engine's log says it; Victims elsewhere. The one rule the picture, its alt text and the
 * bot's summary all read. A view made before the view carried the name: Soldiers where the
 * Pesadilla Verde module is in play.
 */
export function victimNames(view: PublicView): VictimNames {
  const named = (view.setup as { victimName?: { one: string; many: string } | null }).victimName;
  if (named) return { letter: named.one.charAt(0).toUpperCase() === 'S' ? 'S' : 'V', one: named.one, many: named.many };
  if (named === null) return VICTIMS;
  return pesadillaVerdeOf(view) ? SOLDIERS : VICTIMS;
}

export function berithOf(view: PublicView): BerithView | null {
  const parsed = berithSchema.safeParse(view.modules.berith);
  return parsed.success ? parsed.data : null;
}

export function larmesAbbeyOf(view: PublicView): LarmesAbbeyView | null {
  const parsed = larmesAbbeySchema.safeParse(view.modules.larmesAbbey);
  return parsed.success ? parsed.data : null;
}

/** A die of the last roll; `kind` marks a Blessed or Cursed die that replaced a normal one. */
export interface RolledDie {
  face: number;
  converted: boolean;
  kind: 'blessed' | 'cursed' | null;
}

/**
 * The last roll with each die's special kind. The engine types `lastRoll` without `kind`, so it
 * is read defensively: anything but 'blessed' or 'cursed' is a normal die.
 */
export function lastRollOf(view: PublicView): RolledDie[] {
  return (view.lastRoll ?? []).map((d) => {
    const kind = (d as { kind?: unknown }).kind;
    return { face: d.face, converted: d.converted, kind: kind === 'blessed' || kind === 'cursed' ? kind : null };
  });
}

/** Spaces on an Action Upgrade token's cube track (the engine's CUBE_TRACK; not in the view). */
export const CUBE_SLOTS = 2;
