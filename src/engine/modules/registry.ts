import type { GameSetup, GameState } from '../state.js';
import type { RulesModule } from './hooks.js';

const registered = new Map<string, RulesModule>();

/** register.ts registers every module of the list (MODULES) under the Killer or Location id it implements. */
export function registerModule(module: RulesModule): void {
  registered.set(module.id, module);
}

/** Every registered module (content checks use it to know which module steps exist). */
export function allModules(): RulesModule[] {
  return [...registered.values()];
}

/** The modules of this game's Killer and Location, Killer first. */
export function modulesInPlay(state: GameState): RulesModule[] {
  return modulesOf(state.setup);
}

/** The modules of a setup's Killer and Location, Killer first. */
export function modulesOf(setup: Pick<GameSetup, 'killer' | 'location'>): RulesModule[] {
  const result: RulesModule[] = [];
  for (const id of [setup.killer, setup.location]) {
    const m = registered.get(id);
    if (m) result.push(m);
  }
  return result;
}

/** Looks a module condition or step up by its `module.name`. */
export function moduleNamed(state: GameState, name: string): RulesModule | undefined {
  const prefix = name.split('.')[0] ?? '';
  return modulesInPlay(state).find((m) => toCamel(m.id) === prefix);
}

/** `pesadilla-verde` is written `pesadillaVerde` in step names. */
export function toCamel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}
