import type { Painter } from './paint.js';
import type { ModuleViews } from '../engine/index.js';
import { detailRank, shortMovementText } from './movementText.js';
import { drawChip } from './chips.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

/** Slots always shown: a 6th card makes her Path resolve (the engine's PATH_LIMIT). */
const SLOTS = 6;
const GAP = 6;
const LINE_H = 31;

function cardBack(p: Painter, x: number, y: number, w: number, h: number): void {
  p.roundRect(x, y, w, h, 10, COLOR.cardBack, COLOR.text, 2);
  const ctx = p.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x + 6, y + 6, w - 12, h - 12, 6);
  ctx.clip();
  ctx.strokeStyle = COLOR.cardBackLine;
  ctx.lineWidth = 5;
  for (let d = -h; d < w; d += 18) {
    ctx.beginPath();
    ctx.moveTo(x + d, y + h);
    ctx.lineTo(x + d + h, y);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The Volk'ar's Path as a row of cards: face-up cards with their short text, face-down cards as
 * card backs (never their text: the view has none), the Origin card marked with the Origin diamond.
 */
export function drawPath(painter: Painter, volkar: ModuleViews['volkar'], box: Box): void {
  const tag = 'path';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  painter.text("The Volk'ar's Path", left, box.y + 30, { size: SIZE.title, weight: 700, tag });
  const decks = `Movement deck ${volkar.movementDeck}${volkar.movementDiscard !== undefined ? ` · discard ${volkar.movementDiscard}` : ''}`;
  painter.text(decks, right, box.y + 30, { size: SIZE.small, color: COLOR.dim, align: 'right', tag });

  const slots = Math.max(SLOTS, volkar.path.length);
  // A seventh card (only while her Path resolves) gets a narrower gap, so lines like "Ambush:" still fit.
  const gap = slots > SLOTS ? 3 : GAP;
  const w = Math.floor((right - left - gap * (slots - 1)) / slots);
  const top = box.y + 42;
  const h = box.h - 44;
  for (let i = 0; i < slots; i++) {
    const x = left + i * (w + gap);
    const card = volkar.path[i];
    const cardTag = `path:${i + 1}`;
    if (!card) {
      painter.roundRect(x, top, w, h, 10, null, COLOR.panelLine, 2, [8, 6]);
      painter.text(String(i + 1), x + w / 2, top + h / 2, { size: SIZE.title, weight: 700, color: COLOR.panelLine, align: 'center', baseline: 'middle', tag: cardTag });
      continue;
    }
    if (card.faceUp && card.text !== null) {
      painter.roundRect(x, top, w, h, 10, COLOR.cardFace, COLOR.dark, 2);
    } else {
      cardBack(painter, x, top, w, h);
    }
    // Position number, and the Origin diamond on the Origin card.
    painter.circle(x + 22, top + 22, 18, '#ffffff', COLOR.dark, 2);
    painter.text(String(card.position), x + 22, top + 23, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: cardTag });
    if (card.origin) {
      // The Origin diamond beside the number, and the word at the foot of the card.
      drawChip(painter, 'origin', 'O', x + 48, top + 22, cardTag, 32);
      const ow = painter.measure('Origin', SIZE.small, 700) + 14;
      painter.roundRect(x + w / 2 - ow / 2, top + h - 44, ow, 36, 6, COLOR.origin, COLOR.dark, 2);
      painter.text('Origin', x + w / 2, top + h - 25, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: cardTag });
    }
    if (!card.faceUp || card.text === null) {
      // Bold when it fits on one line, else regular (so it stays one string), else wrapped.
      const weight = painter.measure('face down', SIZE.small, 700) <= w - 12 ? 700 : 400;
      const lines = painter.wrap('face down', w - 10, SIZE.small, weight);
      lines.forEach((l, li) => {
        const ly = top + h / 2 + 14 + (li - (lines.length - 1) / 2) * LINE_H;
        const lw = Math.min(w - 4, painter.measure(l, SIZE.small, weight) + 12);
        painter.roundRect(x + w / 2 - lw / 2, ly - 17, lw, 34, 4, COLOR.cardBack);
        painter.text(l, x + w / 2, ly, { size: SIZE.small, weight, align: 'center', baseline: 'middle', tag: cardTag });
      });
      continue;
    }
    const maxLines = Math.floor((h - 40 - (card.origin ? 48 : 0)) / LINE_H);
    // Wrap; if the card overflows, leave out tie rules, then "not her space", then cut the end.
    const wrapAll = (src: readonly string[]) =>
      src.flatMap((l, li) => {
        const bold = li === 0 || l === 'Ambush:';
        return painter.wrap(l, w - 8, SIZE.small, bold ? 700 : 400).map((text) => ({ text, bold }));
      });
    let source = shortMovementText(card.text);
    let lines = wrapAll(source);
    for (const rank of [2, 1]) {
      if (lines.length <= maxLines) break;
      source = source.filter((l) => detailRank(l) !== rank);
      lines = wrapAll(source);
    }
    const shown = lines.slice(0, maxLines);
    if (lines.length > maxLines && shown.length > 0) {
      const last = shown[shown.length - 1] as { text: string; bold: boolean };
      shown[shown.length - 1] = { text: painter.fit(`${last.text}…`, w - 8, SIZE.small), bold: last.bold };
    }
    shown.forEach((l, li) => {
      painter.text(l.text, x + 4, top + 70 + li * LINE_H, { size: SIZE.small, weight: l.bold ? 700 : 400, color: l.text === 'Ambush:' ? COLOR.ambush : COLOR.dark, tag: cardTag });
    });
  }
}
