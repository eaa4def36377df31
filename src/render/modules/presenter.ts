import type { PublicView } from '../../engine/index.js';
import type { Painter } from '../paint.js';
import type { ModuleSectionName } from '../theme.js';
import type { Box, FenceLine, FooterLine, FooterTrack, LegendEntry, PanelRow, Piece, TokenLook, VictimNames } from '../shapes.js';

/**
 * Where a module's legend entries go, in the legend's order: `figures` after the units (before the
 * Victims' chip), `victims` right after it (special Victims, the Location's own figures), `tokens`
 * and then `counters` (counted face-down chips) before the space tags, `sheet` (keyed on the sheet
 * only) after the dice. `units` gets the units' entries and adds what they lack.
 */
interface LegendPart {
  units?(shown: readonly LegendEntry[]): LegendEntry[];
  figures?(): LegendEntry[];
  victims?(): LegendEntry[];
  tokens?(): LegendEntry[];
  counters?(): LegendEntry[];
  sheet?(): LegendEntry[];
}

/**
 * The alt text's sentences a module adds, by place in its order: `board` after the units (short
 * facts the long lists must not push out), `beside` what lies beside the board, `marks` after the
 * tokens, `sheets` and `cards` the sheet's own sections (before the hand; after the last roll).
 */
export type AltPlace = 'board' | 'beside' | 'marks' | 'sheets' | 'cards';
/** Places only the sheet's alt text has: the turn picture does not draw them. */
export const SHEET_ONLY: ReadonlySet<AltPlace> = new Set<AltPlace>(['sheets', 'cards']);

/** One line shared by the modules on the turn picture: its label (the first module's), parts and track. */
export interface SharedLinePart {
  label: string;
  parts: string[];
  track?: FooterTrack;
}

/**
 * The footer's lines a module adds (`full`: the sheet's, else the turn picture's): `marks` lines
 * come before every other module's, `edge` lines after them; `turnLine` puts its parts on the one
 * line the turn picture shares between modules.
 */
interface FooterPart {
  marks?(full: boolean): FooterLine[];
  edge?(full: boolean): FooterLine[];
  turnLine?(): SharedLinePart | null;
}

/**
 * The Killer's panel and sentence, for a module that stands in for a Killer board or changes how
 * the Killer is seen: the chip's fallback letters, where it is (alt text), a badge beside its name,
 * its tally when it has no Killer board, and the rows it shows instead of a Killer board's Health.
 */
export interface KillerPart {
  mark?: string;
  where?(): string | null;
  badge?(): string | null;
  tally?(): string;
  rows?(): { sheet: PanelRow[]; turn: PanelRow[] };
}

/** What one module in play adds to a picture of one view: each part it has nothing for is left out. */
export interface ModuleParts {
  /** Its chips on the board. */
  pieces?(): Piece[];
  /** Letters a board token of its gets beyond its look (the Attack token's damage). */
  tokenSuffix?(token: { kind: string; space: string }): string;
  /** Its fence lines on the board. */
  fences?(): FenceLine[];
  /** What its Victims are called, for a view made before the view carried the Location's name for them. */
  victims?: VictimNames;
  /** It brings Blessed and Cursed dice: the sheet's legend keys them. */
  specialDice?: boolean;
  killer?: KillerPart;
  legend?: LegendPart;
  alt?: Partial<Record<AltPlace, () => string[]>>;
  footer?: FooterPart;
  /** Its own section of the sheet, drawn in the theme's place for it. */
  section?: { name: ModuleSectionName; draw(painter: Painter, box: Box): void };
}

/**
 * How render presents one module: what never depends on a game (the looks of its board tokens,
 * its special Victims' letters; looked up across every module), and the parts it adds to a
 * picture of `view`, given its own typed view `mine`.
 */
export interface RenderPresenter<V> {
  tokens?: Readonly<Record<string, TokenLook>>;
  specialVictims?: Readonly<Record<string, string>>;
  parts(view: PublicView, mine: V): ModuleParts;
}
