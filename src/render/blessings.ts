import type { Painter } from './paint.js';
import { shortBlessingText } from './blessingText.js';
import type { ModuleViews } from '../engine/index.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

const GAP = 6;
const LINE_H = 31;
const TOKEN_R = 17;

/** A black Final Health token lying face down: a black disc with a light rim, never a value. */
function faceDownToken(p: Painter, cx: number, cy: number, r: number): void {
  p.circle(cx, cy, r, COLOR.blackToken, COLOR.text, 2);
  p.circle(cx, cy, r * 0.55, null, '#3a3a3a', 2);
}

/**
 * Berith's Divine Blessings sheet: the side in play, its spaces with their printed effect
 * (shortened), a face-down black token on each filled space, and the black tokens left. The
 * view never holds a token's face, so none is drawn.
 */
export function drawBlessings(painter: Painter, berith: ModuleViews['berith'], box: Box): void {
  const tag = 'blessings';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  const titleY = box.y + 30;
  painter.text('Divine Blessings', left, titleY, { size: SIZE.title, weight: 700, tag });
  let x = left + painter.measure('Divine Blessings', SIZE.title, 700) + 14;
  const side = berith.side === 'heavenly' ? 'Heavenly' : 'Hellish';
  const sideW = painter.measure(side, SIZE.small, 700) + 18;
  painter.roundRect(x, titleY - 28, sideW, 36, 18, berith.side === 'heavenly' ? COLOR.heavenly : COLOR.hellish, COLOR.dark, 2);
  painter.text(side, x + sideW / 2, titleY - 9, { size: SIZE.small, weight: 700, color: berith.side === 'heavenly' ? COLOR.dark : '#ffffff', align: 'center', baseline: 'middle', tag });
  x += sideW + 12;
  const filled = berith.sheet.filter((s) => s.filled).length;
  painter.text(`${filled}/${berith.sheet.length} placed`, x, titleY, { size: SIZE.small, color: COLOR.dim, tag });

  const supply = `Black tokens left ${berith.blackTokensLeft}`;
  painter.text(supply, right, titleY, { size: SIZE.small, weight: 700, align: 'right', tag });
  faceDownToken(painter, right - painter.measure(supply, SIZE.small, 700) - 22, titleY - 10, 14);

  const n = berith.sheet.length;
  if (n === 0) return;
  // Two rows of slots, so each short line of effect fits its slot at SIZE.small. In each slot the
  // number sits top left, the token (or its empty place) below it, the effect on the right.
  const perRow = n > 4 ? Math.ceil(n / 2) : n;
  const rows = Math.ceil(n / perRow);
  const w = Math.floor((right - left - GAP * (perRow - 1)) / perRow);
  const top0 = box.y + 44;
  const h = Math.floor((box.h - 44 - GAP * (rows - 1)) / rows);
  const col = 44;
  berith.sheet.forEach((slot, i) => {
    const sx = left + (i % perRow) * (w + GAP);
    const top = top0 + Math.floor(i / perRow) * (h + GAP);
    const slotTag = `blessing:${slot.space}`;
    if (slot.filled) painter.roundRect(sx, top, w, h, 10, COLOR.panelLine, COLOR.text, 2);
    else painter.roundRect(sx, top, w, h, 10, COLOR.panel, COLOR.dim, 2, [6, 5]);
    painter.circle(sx + 22, top + 22, 17, '#ffffff', COLOR.dark, 2);
    painter.text(String(slot.space), sx + 22, top + 23, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: slotTag });
    const tokenY = top + h - TOKEN_R - 8;
    if (slot.filled) faceDownToken(painter, sx + 22, tokenY, TOKEN_R);
    else painter.roundRect(sx + 22 - TOKEN_R, tokenY - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R, TOKEN_R, null, COLOR.dim, 2, [4, 4]);
    // The effect, centred right of the number and token.
    const textW = w - col - 8;
    const maxLines = Math.floor((h - 8) / LINE_H);
    let lines = shortBlessingText(slot.text).flatMap((l) => painter.wrap(l, textW, SIZE.small));
    if (lines.length > maxLines) {
      lines = lines.slice(0, maxLines);
      lines[maxLines - 1] = painter.fit(`${lines[maxLines - 1] ?? ''}…`, textW, SIZE.small);
    }
    const mid = top + h / 2;
    lines.forEach((l, li) => {
      painter.text(l, sx + col + textW / 2, mid + (li - (lines.length - 1) / 2) * LINE_H, { size: SIZE.small, color: COLOR.text, align: 'center', baseline: 'middle', tag: slotTag });
    });
  });
}
