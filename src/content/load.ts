import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  corePackSchema,
  finalGirlSchema,
  killerPackSchema,
  locationPackSchema,
  type CorePack,
  type FinalGirl,
  type KillerPack,
  type LocationPack,
} from './schema.js';
import { movementDeckSchema, type MovementCard } from './movementCard.js';
import { blessingsSheetSchema, type BlessingsSheet } from './blessingsSheet.js';
import { achievementsPageSchema, type Achievement, type AchievementsPage } from './achievements.js';
import { checkVehicles, vehicleSheetSchema, type VehicleSheet } from './vehicleSheet.js';
import { checkLocation, checkKiller, checkTakeCards } from './crossChecks.js';
import { hunterSheetSchema, type HunterSheet } from './allyCard.js';
import { checkIslaLagarto, islaLagartoSheetSchema, type IslaLagartoSheet } from './islaLagartoSheet.js';
import { raptorsSheetSchema, type RaptorsSheet } from './raptorsSheet.js';

import { ContentError } from './contentError.js';

export { ContentError };

export const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

/** Every pack, parsed, cross-checked and frozen. */
export interface Content {
  core: CorePack;
  girls: Readonly<Record<string, FinalGirl>>;
  killers: Readonly<Record<string, KillerPack>>;
  locations: Readonly<Record<string, LocationPack>>;
  /** Module data that only one Killer uses. */
  volkarMovement: readonly MovementCard[];
  berithBlessings: BlessingsSheet | null;
  /** Each Killer's achievements (assets/killers/<id>/achievements.json), by Killer id; none for a Killer without the file. */
  achievements: Readonly<Record<string, readonly Achievement[]>>;
  /** The Zombies' vehicles, one per Location, with their Vehicle Action cards (set aside until found). */
  zombieVehicles: VehicleSheet | null;
  /** The Hunter's Mark V Ally card and Cybernetic Part tokens. */
  hunterSheet: HunterSheet | null;
  /** Isla Lagarto's fences, fence die, T-Rex track and Lava deck (optional: packs without the Location have none). */
  islaLagarto?: IslaLagartoSheet | null;
  /** The Raptors card's spawn table and the Spawn deck; absent in content built before the Raptors. */
  raptorsSheet?: RaptorsSheet | null;
}

export function parseFile<S extends z.ZodType>(schema: S, file: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    throw new ContentError(`${file}: field "${path || '(root)'}": ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Loads every pack under `dir` (assets/ by default). Throws ContentError on the first problem. */
export function loadContent(dir = ASSETS_DIR): Content {
  const coreFile = join(dir, 'core', 'actions.json');
  const core = parseFile(corePackSchema, coreFile);
  const cards = core.actionCards;
  checkTakeCards(core, coreFile, cards);
  const girls: Record<string, FinalGirl> = {};
  for (const f of jsonFiles(join(dir, 'girls'))) {
    const girl = parseFile(finalGirlSchema, join(dir, 'girls', f));
    checkTakeCards(girl, join(dir, 'girls', f), cards);
    girls[girl.id] = girl;
  }
  const killers: Record<string, KillerPack> = {};
  const achievements: Record<string, readonly Achievement[]> = {};
  for (const k of readdirSync(join(dir, 'killers')).sort()) {
    const file = join(dir, 'killers', k, 'killer.json');
    const pack = parseFile(killerPackSchema, file);
    checkKiller(pack, file, girls);
    checkTakeCards(pack, file, cards, pack.actionCards);
    killers[pack.id] = pack;
    const achievementsFile = join(dir, 'killers', k, 'achievements.json');
    if (existsSync(achievementsFile)) achievements[pack.id] = checkAchievements(parseFile(achievementsPageSchema, achievementsFile), pack, achievementsFile);
  }
  const locations: Record<string, LocationPack> = {};
  for (const l of readdirSync(join(dir, 'locations')).sort()) {
    const file = join(dir, 'locations', l, 'location.json');
    const pack = parseFile(locationPackSchema, file);
    checkLocation(pack, file);
    checkTakeCards(pack, file, cards, pack.actionCards);
    locations[pack.id] = pack;
  }
  const movementFile = join(dir, 'killers', 'volkar', 'movement.json');
  const volkarMovement = existsSync(movementFile) ? parseFile(movementDeckSchema, movementFile).cards : [];
  checkTakeCards({ cards: volkarMovement }, movementFile, cards, killers.volkar?.actionCards);
  const blessingsFile = join(dir, 'killers', 'berith', 'blessings.json');
  const berithBlessings = existsSync(blessingsFile) ? parseFile(blessingsSheetSchema, blessingsFile) : null;
  if (berithBlessings) checkTakeCards(berithBlessings, blessingsFile, cards, killers.berith?.actionCards);
  const vehiclesFile = join(dir, 'killers', 'zombies', 'vehicles.json');
  const zombieVehicles = existsSync(vehiclesFile) ? parseFile(vehicleSheetSchema, vehiclesFile) : null;
  if (zombieVehicles) {
    const packCards = [...Object.values(killers), ...Object.values(locations)].flatMap((p) => p.actionCards);
    checkVehicles(zombieVehicles, vehiclesFile, locations, [...cards, ...packCards]);
    checkTakeCards(zombieVehicles, vehiclesFile, cards, killers.zombies?.actionCards);
  }
  const hunterFile = join(dir, 'killers', 'hunter', 'sheet.json');
  const hunterSheet = existsSync(hunterFile) ? parseFile(hunterSheetSchema, hunterFile) : null;
  const islaFile = join(dir, 'locations', 'isla-lagarto', 'island.json');
  const islaLagarto = existsSync(islaFile) ? parseFile(islaLagartoSheetSchema, islaFile) : null;
  if (islaLagarto) checkIslaLagarto(islaLagarto, islaFile, locations['isla-lagarto']);
  const raptorsFile = join(dir, 'killers', 'raptors', 'raptors.json');
  const raptorsSheet = existsSync(raptorsFile) ? checkRaptors(parseFile(raptorsSheetSchema, raptorsFile), locations, raptorsFile) : null;
  return deepFreeze({ core, girls, killers, locations, volkarMovement, berithBlessings, achievements, zombieVehicles, hunterSheet, islaLagarto, raptorsSheet });
}

/** Spawn-icon spaces must exist on their Location's board; Spawn card ids are unique. */
function checkRaptors(sheet: RaptorsSheet, locations: Readonly<Record<string, LocationPack>>, file: string): RaptorsSheet {
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

/** A finished game stores achievement ids: a page names its own Killer and no id twice. */
function checkAchievements(page: AchievementsPage, pack: KillerPack, file: string): readonly Achievement[] {
  if (page.killer !== pack.id) throw new ContentError(`${file}: field "killer": "${page.killer}" is not this folder's Killer ("${pack.id}")`);
  const ids = new Set<string>();
  page.achievements.forEach((a, i) => {
    if (ids.has(a.id)) throw new ContentError(`${file}: field "achievements.${i}.id": duplicate achievement "${a.id}"`);
    ids.add(a.id);
  });
  return page.achievements;
}

let cached: Content | undefined;
/** The project's own packs, loaded once. */
export function content(): Content {
  cached ??= loadContent();
  return cached;
}
