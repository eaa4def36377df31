import type { z } from 'zod';
import { volkarModule } from './volkar/index.js';
import { pesadillaVerdeModule } from './pesadillaVerde/index.js';
import { berithModule } from './berith/index.js';
import { larmesAbbeyModule } from './larmesAbbey/index.js';
import { zombiesModule } from './zombies/index.js';
import { hunterModule } from './hunter/index.js';
import { islaLagartoModule } from './islaLagarto/index.js';
import { raptorsModule } from './raptors/index.js';
import type { ModuleManifest } from './manifest.js';

/** `pesadilla-verde` is `pesadillaVerde`: how a pack id keys views, state slices and step names. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** Each entry sits under its own id in camel case (tsc refuses another key). */
type Keyed<L> = { [K in keyof L]: L[K] extends ModuleManifest<infer Id> ? (Camel<Id> extends K ? L[K] : never) : never };
/**
 * A list of modules, each under its camel-case id. Also the extension point for boxes that do not
 * ship: test/boxes/index.ts keeps the test-only boxes in a list of its own, made with this and
 * registered by the tests that play them, so they never reach `MODULES` nor a player.
 */
export const moduleList = <L extends Record<string, ModuleManifest>>(list: L & Keyed<L>): L => list;

/**
 * Every Killer and Location module: the one list (registration, views, the tables of every layer
 * derive from it). Adding a box here makes tsc name each layer that still lacks its entry. The
 * order is the registration order (content checks, the stored-state schema's slices).
 */
export const MODULES = moduleList({
  volkar: volkarModule,
  pesadillaVerde: pesadillaVerdeModule,
  berith: berithModule,
  larmesAbbey: larmesAbbeyModule,
  zombies: zombiesModule,
  hunter: hunterModule,
  islaLagarto: islaLagartoModule,
  raptors: raptorsModule,
});

type Modules = typeof MODULES;
/** A module by the key its view and state slice sit under (`pesadillaVerde`). */
export type ModuleId = keyof Modules;

const IDS: readonly string[] = Object.keys(MODULES);
/** A key of a view's or state's modules that names a module of the list. */
export const isModuleId = (key: string): key is ModuleId => IDS.includes(key);

const BY_PACK = new Map<string, ModuleId>(Object.keys(MODULES).filter(isModuleId).map((k) => [MODULES[k].id, k]));
/** The modules of a game's Killer and Location packs, Killer first (a pack without rules has none). */
export function modulesOfSetup(setup: { killer: string; location: string }): ModuleId[] {
  return [setup.killer, setup.location].flatMap((pack) => {
    const id = BY_PACK.get(pack);
    return id === undefined ? [] : [id];
  });
}

/** Killer and Location packs in assets/ whose rules are all data (no module); none today. */
export const DATA_ONLY_PACKS: readonly string[] = [];

/** Each module's public view, typed by its manifest's schema. */
export type ModuleViews = { [K in ModuleId]: z.infer<Modules[K]['view']['schema']> };

type SecretSchema<M> = M extends ModuleManifest<string, z.ZodType, infer S> ? S : z.ZodNever;
/** What only the Final Girl's players see, for the modules that have a secret view. */
export type ModuleSecrets = { [K in ModuleId as SecretSchema<Modules[K]> extends z.ZodNever ? never : K]: z.infer<SecretSchema<Modules[K]>> };
