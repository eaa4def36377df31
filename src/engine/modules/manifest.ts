import type { z } from 'zod';
import type { GameState } from '../state.js';
import type { ModuleSheetKey } from '../../content/sheets.js';
import type { RulesModule, ViewPart } from './hooks.js';
import type { SetupOptions } from './setupDeclaration.js';

/** Where a Killer's achievement facts come from: the names an achievement may test, and their values in a game. */
export interface AchievementFacts {
  names: readonly string[];
  of(state: GameState): Readonly<Partial<Record<string, number>>>;
}

/**
 * Everything a box (a Killer or a Location) brings, in one place: its rules (the hooks of
 * `RulesModule`), its state slices and hidden parts, its views (schemas the engine's view types
 * come from), the decisions it asks, the content sheets it reads, its setup options and its
 * achievement facts. Listed once in `MODULES` (modules/index.ts).
 */
export interface ModuleManifest<Id extends string = string, View extends z.ZodType = z.ZodType, Secret extends z.ZodType = z.ZodType, Kind extends string = string>
  extends Omit<RulesModule, 'id' | 'view' | 'secret'> {
  /** The pack's id, as /newgame names it. */
  id: Id;
  /** Where its pack lives: assets/killers/<id> or assets/locations/<id>. */
  box: 'killer' | 'location';
  view: ViewPart<View>;
  secret?: ViewPart<Secret>;
  /** The kinds of decision it asks (`ask`); the bot says who makes each (bot/play/followUps.ts). */
  decisions: readonly Kind[];
  /** The `Content` fields of its own data files (content/sheets.ts). */
  sheets: readonly ModuleSheetKey[];
  setupOptions?: SetupOptions;
  /** The facts its achievements may test (a Killer's), or null. */
  achievements: AchievementFacts | null;
}

/** Declares a module; the literal types of its id, views and decision kinds are kept for the typed list. */
export function defineModule<const Id extends string, View extends z.ZodType, const Kind extends string = never, Secret extends z.ZodType = z.ZodNever>(
  manifest: ModuleManifest<Id, View, Secret, Kind>,
): ModuleManifest<Id, View, Secret, Kind> {
  return manifest;
}
