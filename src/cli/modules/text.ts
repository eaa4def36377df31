import type { ModuleId, ModuleSecrets, ModuleViews, PublicView } from '../../engine/index.js';

/** What the terminal summary (describe.ts) says for one module, slot by slot in its order. */
export interface TerminalText<V> {
  /** The Killer line's place when its figure is off the board (the Concealed Volk'ar); one text. */
  killerWhere?(view: PublicView, mine: V): string[];
  /** The Killer line's tally when there is no Killer board (the Zombies' Hordes); one text. */
  killerTally?(view: PublicView, mine: V): string[];
  /** Lines after the Victims line. */
  lines?(view: PublicView, mine: V): string[];
  /** Facts on the last line, before the Events in play and the decks. */
  extras?(view: PublicView, mine: V): string[];
}

export type ModuleTerminalText<K extends ModuleId> = TerminalText<ModuleViews[K]>;

/** A secret view's facts, one a line, for the terminal (play.ts marks them as secret). */
export type TerminalSecretText<K extends keyof ModuleSecrets> = (secret: ModuleSecrets[K]) => string[];

/** A space's name as the board shows it. */
export function spaceName(view: PublicView, space: string): string {
  return view.board.spaces.find((s) => s.id === space)?.label ?? space;
}
