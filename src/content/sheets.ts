import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionCard, CorePack, KillerPack, LocationPack } from './schema.js';
import { movementDeckSchema, type MovementCard } from './movementCard.js';
import { blessingsSheetSchema, type BlessingsSheet } from './blessingsSheet.js';
import { checkVehicles, vehicleSheetSchema, type VehicleSheet } from './vehicleSheet.js';
import { hunterSheetSchema, type HunterSheet } from './allyCard.js';
import { checkIslaLagarto, islaLagartoSheetSchema, type IslaLagartoSheet } from './islaLagartoSheet.js';
import { checkRaptors, raptorsSheetSchema, type RaptorsSheet } from './raptorsSheet.js';
import { checkTakeCards } from './crossChecks.js';
import { parseFile } from './parseFile.js';

/** The packs a module's sheet is checked against (its cards, the boards its spaces name). */
export interface SheetPacks {
  core: CorePack;
  killers: Readonly<Record<string, KillerPack>>;
  locations: Readonly<Record<string, LocationPack>>;
}

/**
 * A module's own data file beside its pack (`assets/killers/<id>/…` or `assets/locations/<id>/…`):
 * where it lives, how it is read and checked, and what the content holds when the file is absent.
 * The module's manifest names its sheets (`sheets`); the content layer never imports the engine.
 */
interface SheetDeclaration<T> {
  /** Under assets/. */
  path: readonly string[];
  read(file: string, packs: SheetPacks): T;
  missing: T;
}

const sheet = <T>(declaration: SheetDeclaration<T>): SheetDeclaration<T> => declaration;

/** Every module's sheets by `Content` field, in loading order. */
export const MODULE_SHEETS = {
  volkarMovement: sheet<readonly MovementCard[]>({
    path: ['killers', 'volkar', 'movement.json'],
    read(file, packs) {
      const cards = parseFile(movementDeckSchema, file).cards;
      checkTakeCards({ cards }, file, packs.core.actionCards, packs.killers.volkar?.actionCards);
      return cards;
    },
    missing: [],
  }),
  berithBlessings: sheet<BlessingsSheet | null>({
    path: ['killers', 'berith', 'blessings.json'],
    read(file, packs) {
      const blessings = parseFile(blessingsSheetSchema, file);
      checkTakeCards(blessings, file, packs.core.actionCards, packs.killers.berith?.actionCards);
      return blessings;
    },
    missing: null,
  }),
  zombieVehicles: sheet<VehicleSheet | null>({
    path: ['killers', 'zombies', 'vehicles.json'],
    read(file, packs) {
      const vehicles = parseFile(vehicleSheetSchema, file);
      const packCards: readonly ActionCard[] = [...Object.values(packs.killers), ...Object.values(packs.locations)].flatMap((p) => p.actionCards);
      checkVehicles(vehicles, file, packs.locations, [...packs.core.actionCards, ...packCards]);
      checkTakeCards(vehicles, file, packs.core.actionCards, packs.killers.zombies?.actionCards);
      return vehicles;
    },
    missing: null,
  }),
  hunterSheet: sheet<HunterSheet | null>({
    path: ['killers', 'hunter', 'sheet.json'],
    read: (file) => parseFile(hunterSheetSchema, file),
    missing: null,
  }),
  islaLagarto: sheet<IslaLagartoSheet | null>({
    path: ['locations', 'isla-lagarto', 'island.json'],
    read(file, packs) {
      const isla = parseFile(islaLagartoSheetSchema, file);
      checkIslaLagarto(isla, file, packs.locations['isla-lagarto']);
      return isla;
    },
    missing: null,
  }),
  raptorsSheet: sheet<RaptorsSheet | null>({
    path: ['killers', 'raptors', 'raptors.json'],
    read: (file, packs) => checkRaptors(parseFile(raptorsSheetSchema, file), packs.locations, file),
    missing: null,
  }),
};

export type ModuleSheetKey = keyof typeof MODULE_SHEETS;

/** The module sheets as `Content` holds them. */
export type ModuleSheets = { readonly [K in ModuleSheetKey]: (typeof MODULE_SHEETS)[K]['missing'] };

/** Every module sheet under `dir`, each checked against the packs; a module's absent file is its `missing` value. */
export function loadSheets(dir: string, packs: SheetPacks): ModuleSheets {
  const loaded: Record<string, unknown> = {};
  for (const [key, declaration] of Object.entries(MODULE_SHEETS)) {
    const file = join(dir, ...declaration.path);
    loaded[key] = existsSync(file) ? declaration.read(file, packs) : declaration.missing;
  }
  // Each key of MODULE_SHEETS was filled by its own declaration, so it holds that sheet's type.
  return loaded as ModuleSheets;
}
