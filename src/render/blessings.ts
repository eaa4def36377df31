import type { Painter } from './paint.js';
import type { Box } from './board.js';
import { shortBlessingText } from './blessingText.js';
import type { BerithView } from './modules.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const GAP = 6;
const LINE_H = 24;
const TOKEN_R = 16;

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
export function drawBlessings(p: Painter, berith: BerithView, box: Box): void {
  const tag = 'blessings';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  const titleY = box.y + 24;
  p.text('Divine Blessings', left, titleY, { size: SIZE.title, weight: 700, tag });
  let x = left + p.measure('Divine Blessings', SIZE.title, 700) + 14;
  const side = berith.side === 'heavenly' ? 'Heavenly' : 'Hellish';
  const sideW = p.measure(side, SIZE.small, 700) + 18;
  p.roundRect(x, titleY - 22, sideW, 30, 15, berith.side === 'heavenly' ? COLOR.heavenly : COLOR.hellish, COLOR.dark, 2);
  p.text(side, x + sideW / 2, titleY - 6, { size: SIZE.small, weight: 700, color: berith.side === 'heavenly' ? COLOR.dark : '#ffffff', align: 'center', baseline: 'middle', tag });
  x += sideW + 12;
  const filled = berith.sheet.filter((s) => s.filled).length;
  p.text(`${filled}/${berith.sheet.length} placed`, x, titleY, { size: SIZE.small, color: COLOR.dim, tag });

  const supply = `Black tokens left ${berith.blackTokensLeft}`;
  p.text(supply, right, titleY, { size: SIZE.small, weight: 700, align: 'right', tag });
  faceDownToken(p, right - p.measure(supply, SIZE.small, 700) - 20, titleY - 8, 12);

  const n = berith.sheet.length;
  if (n === 0) return;
  const w = Math.floor((right - left - GAP * (n - 1)) / n);
  const top = box.y + 40;
  const h = box.h - 42;
  berith.sheet.forEach((slot, i) => {
    const sx = left + i * (w + GAP);
    const slotTag = `blessing:${slot.space}`;
    if (slot.filled) p.roundRect(sx, top, w, h, 10, COLOR.panelLine, COLOR.text, 2);
    else p.roundRect(sx, top, w, h, 10, COLOR.panel, COLOR.dim, 2, [6, 5]);
    p.circle(sx + 18, top + 18, 14, '#ffffff', COLOR.dark, 2);
    p.text(String(slot.space), sx + 18, top + 19, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: slotTag });
    if (slot.filled) faceDownToken(p, sx + w - TOKEN_R - 8, top + TOKEN_R + 4, TOKEN_R);
    else p.roundRect(sx + w - 2 * TOKEN_R - 8, top + 4, 2 * TOKEN_R, 2 * TOKEN_R, TOKEN_R, null, COLOR.dim, 2, [4, 4]);
    // The effect, centred in the slot below the number row.
    const maxLines = Math.floor((h - 38) / LINE_H);
    let lines = shortBlessingText(slot.text).flatMap((l) => p.wrap(l, w - 4, SIZE.small));
    if (lines.length > maxLines) {
      lines = lines.slice(0, maxLines);
      lines[maxLines - 1] = p.fit(`${lines[maxLines - 1] ?? ''}…`, w - 4, SIZE.small);
    }
    const mid = top + 38 + (h - 38) / 2;
    lines.forEach((l, li) => {
      p.text(l, sx + w / 2, mid + (li - (lines.length - 1) / 2) * LINE_H, { size: SIZE.small, color: COLOR.text, align: 'center', baseline: 'middle', tag: slotTag });
    });
  });
}
