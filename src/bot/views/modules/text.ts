import type { GameSetup, ModuleId, ModuleSecrets, ModuleViews, PublicView } from '../../../engine/index.js';

/**
 * What the bot's summary (/status) says for one module, slot by slot in the summary's order. A
 * slot the module leaves out says nothing; each gets the whole view and the module's own part.
 */
export interface SummaryText<V> {
  /** The Killer line's place when its figure is off the board (the Concealed Volk'ar's Origin); one text. */
  killerWhere?(view: PublicView, mine: V): string[];
  /** The Killer line's tally when there is no Killer board (the Zombies' Hordes); one text. */
  killerTally?(view: PublicView, mine: V): string[];
  /** After the unit lines: what lies beside the board (the Hunter's stack, the Spawn deck, the island's fences). */
  pieces?(view: PublicView, mine: V): string[];
  /** Before the hand: the Killer's cards in play (the Volk'ar's Path). */
  cards?(view: PublicView, mine: V): string[];
  /** After the Victims: marks on the board (Malice). */
  marks?(view: PublicView, mine: V): string[];
  /** Last: the Killer's sheets (the Vehicle, the Divine Blessings). */
  sheets?(view: PublicView, mine: V): string[];
}

/** Everything the bot's texts say for one module. */
export interface ModuleText<K extends ModuleId> {
  summary: SummaryText<ModuleViews[K]>;
  /** What the start message says about its setup options. */
  setupNotes?(setup: GameSetup): string[];
}

/** A secret view's lines for /secrets, one fact each. */
export type SecretText<K extends keyof ModuleSecrets> = (secret: ModuleSecrets[K]) => string[];

/** A space's name as the board shows it. */
export function spaceName(view: PublicView, space: string): string {
  return view.board.spaces.find((s) => s.id === space)?.label ?? space;
}
