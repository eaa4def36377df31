import type { RolledDie } from './modules.js';
import type { Painter } from './paint.js';
import { COLOR, SIZE } from './theme.js';

/** Pip positions on a die face, in thirds of the face (0, 1, 2 = left/centre/right, top/middle/bottom). */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** Width of the lettered tab on the left of a Blessed or Cursed die. */
const SPECIAL_TAB = 28;

/** Look of each kind of die: face colour, pip colour, and the letter on its tab. */
const LOOK = {
  normal: { face: COLOR.die, pip: COLOR.dark, letter: null },
  blessed: { face: COLOR.blessedDie, pip: COLOR.dark, letter: 'B' },
  cursed: { face: COLOR.cursedDie, pip: '#ffffff', letter: 'C' },
} as const;

/** Width a die takes: its face, plus the letter tab of a special die. */
export function dieWidth(size: number, die: RolledDie): number {
  return die.kind ? size + SPECIAL_TAB : size;
}

/**
 * One die with pips; returns its width. A converted die (a 3 or 4 counted as a success) gets a
 * thick ring and a check mark. A Blessed die is gold and a Cursed die dark red with light pips,
 * each with a tab on its left lettered B or C, so neither reads by colour alone.
 */
export function drawDie(painter: Painter, left: number, top: number, size: number, die: RolledDie, tag = 'dice'): number {
  const look = LOOK[die.kind ?? 'normal'];
  const tab = die.kind ? SPECIAL_TAB : 0;
  const w = size + tab;
  painter.roundRect(left, top, w, size, size * 0.18, look.face, die.converted ? COLOR.success : COLOR.dark, die.converted ? 5 : 2);
  if (look.letter) {
    painter.line(left + tab, top + 3, left + tab, top + size - 3, look.pip, 2);
    painter.text(look.letter, left + tab / 2 + 1, top + size / 2 + 1, { size: SIZE.small, weight: 700, color: look.pip, align: 'center', baseline: 'middle', tag });
  }
  const pips = PIPS[die.face];
  const step = size / 4;
  const r = size * 0.09;
  if (pips) {
    for (const [col, row] of pips) painter.circle(left + tab + step * (col + 1), top + step * (row + 1), r, look.pip);
  }
  if (die.converted) {
    painter.circle(left + w - 4, top + 4, 12, COLOR.success, COLOR.dark, 2);
    painter.check(left + w - 13, top - 5, 18, COLOR.dark);
  }
  return w;
}

/** A row of dice left to right; returns the width used. */
export function drawDiceRow(painter: Painter, left: number, top: number, size: number, gap: number, dice: readonly RolledDie[], tag = 'dice'): number {
  let cx = left;
  for (const d of dice) cx += drawDie(painter, cx, top, size, d, tag) + gap;
  return dice.length ? cx - gap - left : 0;
}

/** Width a row of dice takes at this size. */
export function diceRowWidth(size: number, gap: number, dice: readonly RolledDie[]): number {
  return dice.length ? dice.reduce((w, d) => w + dieWidth(size, d), 0) + gap * (dice.length - 1) : 0;
}

/** The largest die size, up to `max`, at which the row fits in `width`. */
export function dieSizeToFit(width: number, gap: number, dice: readonly RolledDie[], max: number): number {
  const tabs = dice.filter((d) => d.kind !== null).length * SPECIAL_TAB;
  return Math.min(max, Math.floor((width - tabs - gap * (dice.length - 1)) / dice.length));
}
