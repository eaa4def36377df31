import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { dieSizeToFit, drawDiceRow } from './dice.js';
import { lastRollOf } from './modules.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

const LINE_H = 48;
const CHIP_H = 40;
const DICE_COL_W = 310;
/** Dice fit one line so the lines below them can run the full width. */
const DICE_SIZE = 44;

interface Chip {
  text: string;
  fill: string;
  color: string;
  dash?: number[];
}

/** Groups equal card names: ["Walk", "Walk", "Focus"] -> ["Walk ×2", "Focus"]. */
export function groupCards(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n));
}

/** Where chips may go: the top line, how many lines, and each line's right edge. */
interface FlowArea {
  x: number;
  top: number;
  firstLine: number;
  maxLines: number;
  rightOf: (line: number) => number;
}

const centreOf = (a: FlowArea, line: number) => a.top + line * LINE_H + LINE_H / 2;

/** Width a run of chips takes after a heading, in lines, without drawing (for planning). */
function linesNeeded(p: Painter, heading: string, chips: readonly Chip[], area: FlowArea): number {
  let line = 0;
  let cx = area.x + p.measure(heading, SIZE.body, 700) + 12;
  for (const chip of chips) {
    const w = p.measure(chip.text, SIZE.small) + 20;
    if (cx + w > area.rightOf(area.firstLine + line) && cx > area.x + 150) {
      line += 1;
      cx = area.x + 20;
    }
    cx += w + 8;
  }
  return line + 1;
}

/**
 * Lays chips out after a bold heading, wrapping within each line's right edge; when they would
 * not fit in the lines given, the last ones become "+N more".
 */
function flow(p: Painter, heading: string, chips: readonly Chip[], area: FlowArea, tag: string): void {
  let line = area.firstLine;
  const last = area.firstLine + area.maxLines - 1;
  p.text(heading, area.x, centreOf(area, line) + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
  let cx = area.x + p.measure(heading, SIZE.body, 700) + 12;
  const more = (rest: number, at: number) => p.text(`+${rest} more`, at, centreOf(area, line) + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
  const moreW = (rest: number) => p.measure(`+${rest} more`, SIZE.small) + 8;
  for (let i = 0; i < chips.length; i++) {
    const chip = chips[i] as Chip;
    const w = p.measure(chip.text, SIZE.small) + 20;
    const rest = chips.length - i;
    if (cx + w > area.rightOf(line) && cx > area.x + 150) {
      if (line === last) return more(rest, cx);
      line += 1;
      cx = area.x + 20;
    }
    // On the last line, keep room for "+N more" after this chip if more chips follow.
    if (line === last && rest > 1 && cx + w + 8 + moreW(rest - 1) > area.rightOf(line)) return more(rest, cx);
    const cy = centreOf(area, line);
    p.roundRect(cx, cy - CHIP_H / 2, w, CHIP_H, 8, chip.fill, chip.color, 2, chip.dash ?? []);
    p.text(chip.text, cx + w / 2, cy + 1, { size: SIZE.small, color: chip.fill === COLOR.cardFace ? COLOR.dark : COLOR.text, align: 'center', baseline: 'middle', tag });
    cx += w + 8;
  }
}

/**
 * The hand (grouped by name), the items in hands and in the backpack, and the last dice rolled.
 * The dice sit top right over two lines; the hand takes the lines the items leave free (at least
 * two), and lines below the dice run the full width.
 */
export function drawHand(painter: Painter, view: PublicView, box: Box): void {
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  const handRight = right - DICE_COL_W - 16;
  const lines = Math.floor(box.h / LINE_H);
  const rightOf = (line: number) => (line < 2 ? handRight : right);

  const cards: Chip[] = groupCards(view.girl.hand).map((text) => ({ text, fill: COLOR.cardFace, color: COLOR.dark }));
  const itemChips: Chip[] = view.girl.items.map((i) => ({
    text: `${i.name}${i.uses !== null ? ` · ${i.uses} ${i.uses === 1 ? 'use' : 'uses'}` : ''}${i.inHands ? '' : ' (backpack)'}`,
    fill: i.inHands ? COLOR.panelLine : COLOR.panel,
    color: COLOR.text,
    dash: i.inHands ? [] : [6, 4],
  }));
  if (itemChips.length === 0) itemChips.push({ text: 'none', fill: COLOR.panel, color: COLOR.panelLine });

  const handArea: FlowArea = { x: left, top: box.y, firstLine: 0, maxLines: lines - 1, rightOf };
  const itemLines = Math.min(lines - 2, linesNeeded(painter, 'Items', itemChips, { ...handArea, firstLine: lines - 1 }));
  const handLines = Math.min(lines - itemLines, linesNeeded(painter, `Hand ${view.girl.hand.length}`, cards, handArea));
  flow(painter, `Hand ${view.girl.hand.length}`, cards, { ...handArea, maxLines: lines - itemLines }, 'hand');
  flow(painter, 'Items', itemChips, { ...handArea, firstLine: Math.max(handLines, 1), maxLines: lines - Math.max(handLines, 1) }, 'items');

  // Last roll, top right.
  const dx = right - DICE_COL_W;
  painter.text('Last roll', dx, box.y + LINE_H / 2 + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag: 'dice' });
  const roll = lastRollOf(view);
  if (roll.length === 0) {
    painter.text('none yet', dx, box.y + LINE_H + LINE_H / 2, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag: 'dice' });
    return;
  }
  const size = dieSizeToFit(DICE_COL_W, 10, roll, DICE_SIZE);
  drawDiceRow(painter, dx, box.y + LINE_H + (LINE_H - size) / 2, size, 10, roll);
}
