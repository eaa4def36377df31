import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import type { Box } from './board.js';
import { drawDiceRow } from './dice.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const LINE_H = 42;
const CHIP_H = 34;
const DICE_COL_W = 310;

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

/**
 * Lays chips out after a bold heading, wrapping within [x, right]; stops at `maxLines` with a
 * "+N more" chip. Returns the line index after the last one used.
 */
function flow(p: Painter, heading: string, chips: readonly Chip[], x: number, right: number, top: number, line: number, maxLines: number, tag: string): number {
  const cy = (l: number) => top + l * LINE_H + LINE_H / 2;
  p.text(heading, x, cy(line) + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
  let cx = x + p.measure(heading, SIZE.body, 700) + 12;
  for (let i = 0; i < chips.length; i++) {
    const chip = chips[i] as Chip;
    const w = p.measure(chip.text, SIZE.small) + 20;
    if (cx + w > right && cx > x + 150) {
      line += 1;
      cx = x + 20;
    }
    const rest = chips.length - i;
    if (line >= maxLines - 1 && rest > 1 && cx + w + 90 > right) {
      const more = `+${rest} more`;
      p.text(more, cx, cy(line) + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
      return line + 1;
    }
    p.roundRect(cx, cy(line) - CHIP_H / 2, w, CHIP_H, 8, chip.fill, chip.color, 2, chip.dash ?? []);
    p.text(chip.text, cx + w / 2, cy(line) + 1, { size: SIZE.small, color: chip.fill === COLOR.cardFace ? COLOR.dark : COLOR.text, align: 'center', baseline: 'middle', tag });
    cx += w + 8;
  }
  return line + 1;
}

/** The hand (grouped by name), the items in hands and in the backpack, and the last dice rolled. */
export function drawHand(p: Painter, view: PublicView, box: Box): void {
  const tag = 'hand';
  const left = box.x + MARGIN;
  const handRight = box.x + box.w - MARGIN - DICE_COL_W - 16;
  const maxLines = Math.floor(box.h / LINE_H);
  const cards = groupCards(view.girl.hand).map((text) => ({ text, fill: COLOR.cardFace, color: COLOR.dark }));
  let line = flow(p, `Hand ${view.girl.hand.length}`, cards, left, handRight, box.y, 0, maxLines - 1, tag);
  const itemChips: Chip[] = view.girl.items.map((i) => ({
    text: `${i.name}${i.uses !== null ? ` · ${i.uses} ${i.uses === 1 ? 'use' : 'uses'}` : ''}${i.inHands ? '' : ' (backpack)'}`,
    fill: i.inHands ? COLOR.panelLine : COLOR.panel,
    color: COLOR.text,
    dash: i.inHands ? [] : [6, 4],
  }));
  if (itemChips.length === 0) itemChips.push({ text: 'none', fill: COLOR.panel, color: COLOR.panelLine });
  line = flow(p, 'Items', itemChips, left, handRight, box.y, Math.min(line, maxLines - 1), maxLines, 'items');

  // Last roll, on the right.
  const dx = box.x + box.w - MARGIN - DICE_COL_W;
  p.text('Last roll', dx, box.y + LINE_H / 2 + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag: 'dice' });
  const roll = view.lastRoll ?? [];
  if (roll.length === 0) {
    p.text('none yet', dx, box.y + LINE_H + 30, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag: 'dice' });
    return;
  }
  const size = Math.min(54, Math.floor((DICE_COL_W - 8 * (roll.length - 1)) / roll.length));
  drawDiceRow(p, dx, box.y + LINE_H + 8, size, 8, roll);
}
