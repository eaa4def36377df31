import { content, type Content } from '../../content/load.js';
import type { GameState } from '../state.js';
import { modulesInPlay } from '../modules/registry.js';
import { CORE_HIDDEN } from './core.js';
import type { HiddenPart } from './part.js';

/** Every hidden part of this game: the core's, then the Killer's module's, then the Location's. */
export function hiddenPartsInPlay(state: GameState): HiddenPart[] {
  return [...CORE_HIDDEN, ...modulesInPlay(state).flatMap((m) => m.hidden ?? [])];
}

/** Strings that must not appear in any public output right now (the guard on public text, tests). */
export function hiddenFacts(state: GameState, packs: Content = content()): string[] {
  return hiddenPartsInPlay(state).flatMap((p) => p.facts?.(state, packs) ?? []);
}
