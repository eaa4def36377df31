import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { achievementsPageSchema, type Achievement, type AchievementsPage } from './achievements.js';
import { checkLocation, checkKiller, checkTakeCards } from './crossChecks.js';
import { loadSheets, type ModuleSheets } from './sheets.js';
import { parseFile } from './parseFile.js';

import { ContentError } from './contentError.js';

export { ContentError };

export const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

/**
 * Every pack, parsed, cross-checked and frozen. The module sheets (data only one Killer or
 * Location uses: the Volk'ar's Movement cards, Berith's Divine Blessings...) are declared in
 * sheets.ts, each named by its module's manifest.
 */
export interface Content extends ModuleSheets {
  core: CorePack;
  girls: Readonly<Record<string, FinalGirl>>;
  killers: Readonly<Record<string, KillerPack>>;
  locations: Readonly<Record<string, LocationPack>>;
  /** Each Killer's achievements (assets/killers/<id>/achievements.json), by Killer id; none for a Killer without the file. */
  achievements: Readonly<Record<string, readonly Achievement[]>>;
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
    const pack = loadKillerPack(file, girls, cards);
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
  const sheets = loadSheets(dir, { core, killers, locations });
  return deepFreeze({ core, girls, killers, locations, achievements, ...sheets });
}

/** One Killer pack file, parsed and cross-checked as start-up checks every pack (a test-only box's pack too). */
export function loadKillerPack(file: string, girls: Readonly<Record<string, FinalGirl>>, cards: CorePack['actionCards']): KillerPack {
  const pack = parseFile(killerPackSchema, file);
  checkKiller(pack, file, girls);
  checkTakeCards(pack, file, cards, pack.actionCards);
  return pack;
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
