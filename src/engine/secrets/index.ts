import { content, type Content } from '../../content/load.js';
import type { GameState } from '../state.js';
import { modulesInPlay } from '../modules/registry.js';
import { CORE_HIDDEN } from './core.js';
import type { HiddenPart } from './part.js';

/** Every hidden part of this game: the core's, then the Killer's module's, then the Location's. */
export function hiddenPartsInPlay(s: GameState): HiddenPart[] {
  return [...CORE_HIDDEN, ...modulesInPlay(s).flatMap((m) => m.hidden ?? [])];
}

/** Strings that must not appear in any public output right now (the guard on public text, tests). */
export function hiddenFacts(s: GameState, c: Content = content()): string[] {
  return hiddenPartsInPlay(s).flatMap((p) => p.facts?.(s, c) ?? []);
}
