import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { moduleParts } from './modules/index.js';
import { COLOR, SIZE } from './theme.js';
import type { FenceLine, Segment } from './shapes.js';

export type { FenceLine } from './shapes.js';

/** The fence lines the modules in play put on the board, each with whether its section is powered now. */
export function fenceLines(view: PublicView): FenceLine[] {
  return moduleParts(view).flatMap((m) => m.fences?.() ?? []);
}

/** The lines of the sections switched off: open, but one roll of the fence die from cut. */
export function unpoweredFences(view: PublicView): FenceLine[] {
  return fenceLines(view).filter((l) => !l.powered);
}

/** The dots of an unpowered fence (a cut line's dashes are [10, 8] at 5 px, crossed out). */
export const UNPOWERED_DASH = [4, 7];

/** An unpowered fence: a thin dotted line, quieter than a cut line and unlike a plain one without colour. */
export function drawUnpoweredFence(painter: Painter, x1: number, y1: number, x2: number, y2: number): void {
  painter.line(x1, y1, x2, y2, COLOR.cut, 4, UNPOWERED_DASH);
}

const LETTER_W = 34;
const LETTER_H = 38;
/** How far a cut line's cross reaches from its line (drawCut's 13 px arm plus half its outline). */
const CROSS_REACH = 19;

/** Where a section's letter is drawn: the centre of its label. */
export interface LetterSpot {
  section: string;
  x: number;
  y: number;
}

/**
 * One letter per section, beside the middle of its longest drawn line (the most room between
 * its spaces), pushed off the line below or right of it so it hides neither the line nor a cut
 * line's cross. A section none of whose lines is drawn gets no letter.
 */
export function letterSpots(lines: readonly FenceLine[], segmentOf: (l: FenceLine) => Segment | null): LetterSpot[] {
  const longest = new Map<string, Segment>();
  for (const l of lines) {
    const seg = segmentOf(l);
    const best = longest.get(l.section);
    if (seg && (!best || length(seg) > length(best))) longest.set(l.section, seg);
  }
  return [...longest].map(([section, seg]) => ({ section, ...beside(seg) }));
}

function length(s: Segment): number {
  return Math.hypot(s.x2 - s.x1, s.y2 - s.y1);
}

/** The label's centre beside the segment's middle, on its lower (or, for an upright line, right) side. */
function beside(s: Segment): { x: number; y: number } {
  const len = length(s) || 1;
  let nx = -(s.y2 - s.y1) / len;
  let ny = (s.x2 - s.x1) / len;
  if (ny < 0 || (ny === 0 && nx < 0)) [nx, ny] = [-nx, -ny];
  const reach = CROSS_REACH + 4 + Math.abs(nx) * (LETTER_W / 2) + Math.abs(ny) * (LETTER_H / 2);
  return { x: Math.round((s.x1 + s.x2) / 2 + nx * reach), y: Math.round((s.y1 + s.y2) / 2 + ny * reach) };
}

/** A section's letter in a small label, so the board's fences match the text line's "Fences A on, B off". */
export function drawSectionLetter(painter: Painter, spot: LetterSpot): void {
  painter.roundRect(spot.x - LETTER_W / 2, spot.y - LETTER_H / 2, LETTER_W, LETTER_H, 6, COLOR.space, COLOR.cut, 3);
  painter.text(spot.section, spot.x, spot.y + 1, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: `fence:${spot.section}` });
}
