import { z } from 'zod';
import { provenanceSchema, type LocationPack } from './schema.js';
import { ContentError } from './contentError.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');
const origin = { provenance: provenanceSchema, source: z.string().min(1) };

/** The Electric Fence sections (seed 003: three, A, B and C). */
export const FENCE_SECTIONS = ['A', 'B', 'C'] as const;
export const fenceSectionSchema = z.enum(FENCE_SECTIONS);
export type FenceSection = z.infer<typeof fenceSectionSchema>;

const lavaCardSchema = z
  .object({
    id,
    name: z.string().min(1),
    text: z.string().min(1),
    /** The space the lava floods: everyone there takes `damage`, anyone left panics until they leave, then it closes. */
    space: id,
    damage: z.number().int().min(0),
    ...origin,
  })
  .strict();

/**
 * Isla Lagarto's components beside the board (The Raptor Games): the fence sections and which
 * each Setup card powers, the Electric Fence die, the T-Rex card's track, the Volcano and the
 * Lava deck. The T-Rex's own numbers are its unit type in location.json.
 */
export const islaLagartoSheetSchema = z
  .object({
    ...origin,
    /** Each section's lines: with a marker on it, nobody crosses them and their ends are not adjacent. */
    fences: z.record(fenceSectionSchema, z.object({ edges: z.array(z.tuple([id, id])).min(1), ...origin }).strict()),
    /** Setup card id -> sections powered at setup (the green ones on the card). */
    setupFences: z.record(id, z.object({ powered: z.array(fenceSectionSchema), ...origin }).strict()),
    /** Faces 1 to 6 of the Electric Fence die: the section each face switches. */
    fenceDie: z.object({ faces: z.array(fenceSectionSchema).length(6), ...origin }).strict(),
    tRex: z
      .object({
        /** Its unit type in location.json. */
        unit: id,
        /** Where it is placed on breaking out. */
        breakOut: id,
        /** Advance icons from Start to "Break Out!". */
        track: z.number().int().min(1),
        ...origin,
      })
      .strict(),
    lava: z
      .object({
        volcano: id,
        /** Lava tokens in the box: the Volcano's and one per Lava card. */
        tokens: z.number().int().min(1),
        eruptionDamage: z.number().int().min(0),
        cards: z.array(lavaCardSchema).min(1),
        ...origin,
      })
      .strict(),
  })
  .strict();
export type IslaLagartoSheet = z.infer<typeof islaLagartoSheetSchema>;

/** The sheet names spaces, lines, Setup cards and a unit type of the Isla Lagarto pack: each must exist. */
export function checkIslaLagarto(sheet: IslaLagartoSheet, file: string, pack: LocationPack | undefined): void {
  if (!pack) throw new ContentError(`${file}: no Location "isla-lagarto" in assets/locations`);
  const spaces = new Set(pack.board.spaces.map((s) => s.id));
  const lined = (a: string, b: string) => pack.board.edges.some((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
  for (const section of FENCE_SECTIONS) {
    const fence = sheet.fences[section];
    if (!fence) throw new ContentError(`${file}: field "fences.${section}": missing`);
    fence.edges.forEach(([a, b], i) => {
      if (!lined(a, b)) throw new ContentError(`${file}: field "fences.${section}.edges.${i}": no line between "${a}" and "${b}"`);
    });
  }
  for (const card of pack.setups) {
    if (!sheet.setupFences[card.id]) throw new ContentError(`${file}: field "setupFences.${card.id}": the Setup card has no fence sections`);
  }
  for (const key of Object.keys(sheet.setupFences)) {
    if (!pack.setups.some((c) => c.id === key)) throw new ContentError(`${file}: field "setupFences.${key}": unknown Setup card`);
  }
  if (!pack.units.some((u) => u.id === sheet.tRex.unit)) throw new ContentError(`${file}: field "tRex.unit": no unit type "${sheet.tRex.unit}" in location.json`);
  for (const [field, sp] of [['tRex.breakOut', sheet.tRex.breakOut], ['lava.volcano', sheet.lava.volcano]] as const) {
    if (!spaces.has(sp)) throw new ContentError(`${file}: field "${field}": unknown space "${sp}"`);
  }
  if (sheet.lava.tokens !== sheet.lava.cards.length + 1) throw new ContentError(`${file}: field "lava.tokens": one token for the Volcano and one per Lava card`);
  // A Killer arriving late on a Setup card (the Hunter's Mark X) must find its space open.
  const lavaSpaces = [sheet.lava.volcano, ...sheet.lava.cards.map((c) => c.space)];
  pack.setups.forEach((card, i) => {
    if (lavaSpaces.includes(card.killer)) throw new ContentError(`${file}: field "setups.${i}.killer": "${card.killer}" may be covered by lava`);
  });
  sheet.lava.cards.forEach((c, i) => {
    if (!lined(c.space, sheet.lava.volcano)) throw new ContentError(`${file}: field "lava.cards.${i}.space": "${c.space}" is not next to the Volcano`);
  });
}
