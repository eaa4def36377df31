import { z } from 'zod';
import { actionCardSchema, provenanceSchema, type LocationPack } from './schema.js';
import { ContentError } from './contentError.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');

/** What a Vehicle Action card needs to be played: the vehicle found (pilot/driver icon), or her in its space. */
export const VEHICLE_REQUIREMENTS = { pilot: 'zombies.vehicleFound', withVehicle: 'zombies.withVehicle' } as const;

/**
 * A Vehicle Action card (Terror from the Grave): an Action card dealt into her hand when its
 * vehicle is found, then played, returned to the Tableau and bought again like any other.
 */
const vehicleCardSchema = actionCardSchema
  .extend({
    /** The pilot/driver icon on the title: usable wherever she is; without it, only in the vehicle's space. */
    pilot: z.boolean(),
  })
  .strict()
  .refine((c) => c.requires === (c.pilot ? VEHICLE_REQUIREMENTS.pilot : VEHICLE_REQUIREMENTS.withVehicle), {
    message: `a pilot card requires "${VEHICLE_REQUIREMENTS.pilot}", any other "${VEHICLE_REQUIREMENTS.withVehicle}"`,
    path: ['requires'],
  });

/** How a vehicle moves when she takes it along on a Walk or Sprint (one space of movement each). */
const movementSchema = z.discriminatedUnion('kind', [
  /** Along the printed lines, never leaving `spaces` (a land vehicle kept to some spaces). */
  z.object({ kind: z.literal('lines'), spaces: z.array(id).min(2) }).strict(),
  /**
   * From one of its tokens to the next, either way along `tokens` (listed in order along the
   * river, upriver first); every token is placed when the vehicle is found (the Raft).
   */
  z.object({ kind: z.literal('tokens'), tokens: z.array(id).min(2) }).strict(),
]);

/** One Location's vehicle. */
const vehicleSchema = z
  .object({
    id,
    name: z.string().min(1),
    /** Rules text in our own words. */
    text: z.string().min(1),
    provenance: provenanceSchema,
    source: z.string().min(1),
    /** Water-bound: when found, its token goes to the closest space it may be in, not to hers (seed). */
    waterBound: z.boolean(),
    /** Whether Victims may follow her when she moves with it (seed: each vehicle says). */
    victimsFollow: z.boolean(),
    movement: movementSchema,
    /** With only one exit: where the other Vehicle tokens go ("where a vehicle might thematically occupy", seed). */
    thematicSpaces: z.array(id).min(3),
    cards: z.array(vehicleCardSchema).min(1),
  })
  .strict();
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The Zombies' vehicles (Terror from the Grave, Special Rules—Vehicles), one per Location id. */
export const vehicleSheetSchema = z
  .object({
    provenance: provenanceSchema,
    source: z.string().min(1),
    vehicles: z.record(id, vehicleSchema),
  })
  .strict();
export type VehicleSheet = z.infer<typeof vehicleSheetSchema>;

/** The spaces a vehicle may ever stand in. */
export function vehicleSpaces(vehicle: Vehicle): readonly string[] {
  return vehicle.movement.kind === 'lines' ? vehicle.movement.spaces : vehicle.movement.tokens;
}

/**
 * Checks the sheet against the packs: each vehicle's Location exists and its spaces are on that
 * board; a land vehicle (placed in her space when found) may stand on every exit and thematic
 * space; consecutive tokens share a line (one token to the next is one line); card ids clash with
 * no other Action card of a game it may be in.
 */
export function checkVehicles(sheet: VehicleSheet, file: string, locations: Readonly<Record<string, LocationPack>>, otherCards: readonly { id: string }[]): void {
  const taken = new Set(otherCards.map((c) => c.id));
  for (const [where, v] of Object.entries(sheet.vehicles)) {
    const at = `vehicles.${where}`;
    const pack = locations[where];
    if (!pack) throw new ContentError(`${file}: field "${at}": no Location "${where}" in assets/locations`);
    const spaces = new Set(pack.board.spaces.map((s) => s.id));
    const own = vehicleSpaces(v);
    const field = v.movement.kind === 'lines' ? 'movement.spaces' : 'movement.tokens';
    own.forEach((sp, i) => {
      if (!spaces.has(sp)) throw new ContentError(`${file}: field "${at}.${field}.${i}": unknown space "${sp}"`);
    });
    v.thematicSpaces.forEach((sp, i) => {
      if (!spaces.has(sp)) throw new ContentError(`${file}: field "${at}.thematicSpaces.${i}": unknown space "${sp}"`);
    });
    if (!v.waterBound) {
      const exits = pack.board.spaces.filter((s) => s.icons.includes('exit')).map((s) => s.id);
      for (const sp of [...exits, ...v.thematicSpaces]) {
        if (!own.includes(sp)) throw new ContentError(`${file}: field "${at}.${field}": a vehicle found in her space must be able to stand on "${sp}"`);
      }
    }
    if (v.movement.kind === 'tokens') {
      const lined = (a: string, b: string) => pack.board.edges.some((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
      v.movement.tokens.forEach((sp, i) => {
        const next = v.movement.kind === 'tokens' ? v.movement.tokens[i + 1] : undefined;
        if (next && !lined(sp, next)) throw new ContentError(`${file}: field "${at}.movement.tokens.${i + 1}": "${next}" shares no line with "${sp}"`);
      });
    }
    v.cards.forEach((c, i) => {
      if (taken.has(c.id)) throw new ContentError(`${file}: field "${at}.cards.${i}.id": the Action card id "${c.id}" is used twice`);
      taken.add(c.id);
    });
  }
}
