import type { Painter } from './paint.js';
import { COLOR } from './theme.js';

/** Pip positions on a die face, in thirds of the face (0, 1, 2 = left/centre/right, top/middle/bottom). */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/**
 * One die face with pips. A converted die (a 3 or 4 counted as a success) gets a thick ring
 * and a check mark, so it reads without colour.
 */
export function drawDie(p: Painter, x: number, y: number, size: number, face: number, converted: boolean): void {
  p.roundRect(x, y, size, size, size * 0.18, COLOR.die, converted ? COLOR.success : COLOR.dark, converted ? 5 : 2);
  const pips = PIPS[face];
  const step = size / 4;
  const r = size * 0.09;
  if (pips) {
    for (const [col, row] of pips) p.circle(x + step * (col + 1), y + step * (row + 1), r, COLOR.dark);
  }
  if (converted) {
    p.circle(x + size - 4, y + 4, 12, COLOR.success, COLOR.dark, 2);
    p.check(x + size - 13, y - 5, 18, COLOR.dark);
  }
}

/** A row of dice faces left to right; returns the width used. */
export function drawDiceRow(p: Painter, x: number, y: number, size: number, gap: number, dice: readonly { face: number; converted: boolean }[]): number {
  dice.forEach((d, i) => drawDie(p, x + i * (size + gap), y, size, d.face, d.converted));
  return dice.length ? dice.length * size + (dice.length - 1) * gap : 0;
}
