import { z } from 'zod';
import { provenanceSchema, type LocationPack } from './schema.js';
import { ContentError } from './contentError.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');

/**
 * Where a spawn table row puts the Raptors: her space, the spawn-icon space closest to or
 * farthest from the Pack, or the space farthest from her.
 */
const SPAWN_WHERE = ['girl', 'closestIconToPack', 'farthestIconFromPack', 'farthestFromGirl'] as const;
export type SpawnWhere = (typeof SPAWN_WHERE)[number];

/** The Raptors card (the spawn table, the Raptors' own rules) and the Spawn deck (The Raptor Games). */
export const raptorsSheetSchema = z
  .object({
    /** Die faces 1 to 6 in order. */
    table: z
      .object({ rows: z.array(z.enum(SPAWN_WHERE)).length(6), provenance: provenanceSchema, source: z.string().min(1) })
      .strict(),
    spawnCards: z
      .array(z.object({ id, raptors: z.number().int().min(1), provenance: provenanceSchema, source: z.string().min(1) }).strict())
      .min(1),
    /** The spaces with the spawn icon, by Location id; a Location not listed uses its printed exits. */
    spawnSpaces: z.record(id, z.array(id).min(1)),
    spawnSpacesProvenance: provenanceSchema,
    spawnSpacesSource: z.string().min(1),
  })
  .strict();
export type RaptorsSheet = z.infer<typeof raptorsSheetSchema>;

/** Spawn-icon spaces must exist on their Location's board; Spawn card ids are unique. */
export function checkRaptors(sheet: RaptorsSheet, locations: Readonly<Record<string, LocationPack>>, file: string): RaptorsSheet {
  for (const [loc, spaces] of Object.entries(sheet.spawnSpaces)) {
    const pack = locations[loc];
    if (!pack) throw new ContentError(`${file}: field "spawnSpaces.${loc}": no Location "${loc}"`);
    spaces.forEach((sp, i) => {
      if (!pack.board.spaces.some((x) => x.id === sp)) throw new ContentError(`${file}: field "spawnSpaces.${loc}.${i}": no space "${sp}" on ${pack.name}`);
    });
  }
  const ids = new Set<string>();
  sheet.spawnCards.forEach((card, i) => {
    if (ids.has(card.id)) throw new ContentError(`${file}: field "spawnCards.${i}.id": duplicate Spawn card "${card.id}"`);
    ids.add(card.id);
  });
  return sheet;
}
