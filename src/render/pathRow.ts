import type { Painter } from './paint.js';
import type { Box } from './board.js';
import type { VolkarView } from './modules.js';
import { detailRank, shortMovementText } from './movementText.js';
import { drawChip } from './pieces.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

/** Slots always shown: a 6th card makes her Path resolve (the engine's PATH_LIMIT). */
const SLOTS = 6;
const GAP = 6;
const LINE_H = 24;

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
export function drawPath(p: Painter, volkar: VolkarView, box: Box): void {
  const tag = 'path';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  p.text("The Volk'ar's Path", left, box.y + 24, { size: SIZE.title, weight: 700, tag });
  const decks = `Movement deck ${volkar.movementDeck}${volkar.movementDiscard !== undefined ? ` · discard ${volkar.movementDiscard}` : ''}`;
  p.text(decks, right, box.y + 24, { size: SIZE.small, color: COLOR.dim, align: 'right', tag });

  const slots = Math.max(SLOTS, volkar.path.length);
  const w = Math.floor((right - left - GAP * (slots - 1)) / slots);
  const top = box.y + 36;
  const h = box.h - 38;
  for (let i = 0; i < slots; i++) {
    const x = left + i * (w + GAP);
    const card = volkar.path[i];
    const cardTag = `path:${i + 1}`;
    if (!card) {
      p.roundRect(x, top, w, h, 10, null, COLOR.panelLine, 2, [8, 6]);
      p.text(String(i + 1), x + w / 2, top + h / 2, { size: SIZE.title, weight: 700, color: COLOR.panelLine, align: 'center', baseline: 'middle', tag: cardTag });
      continue;
    }
    if (card.faceUp && card.text !== null) {
      p.roundRect(x, top, w, h, 10, COLOR.cardFace, COLOR.dark, 2);
    } else {
      cardBack(p, x, top, w, h);
    }
    // Position number, and the Origin diamond on the Origin card.
    p.circle(x + 20, top + 20, 15, '#ffffff', COLOR.dark, 2);
    p.text(String(card.position), x + 20, top + 21, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: cardTag });
    if (card.origin) {
      // The Origin diamond beside the number, and the word at the foot of the card.
      drawChip(p, 'origin', 'O', x + 42, top + 20, cardTag, 28);
      const ow = p.measure('Origin', SIZE.small, 700) + 14;
      p.roundRect(x + w / 2 - ow / 2, top + h - 36, ow, 28, 6, COLOR.origin, COLOR.dark, 2);
      p.text('Origin', x + w / 2, top + h - 21, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag: cardTag });
    }
    if (!card.faceUp || card.text === null) {
      const lines = p.wrap('face down', w - 16, SIZE.small, 700);
      lines.forEach((l, li) => {
        const ly = top + h / 2 + 14 + (li - (lines.length - 1) / 2) * LINE_H;
        p.roundRect(x + w / 2 - p.measure(l, SIZE.small, 700) / 2 - 6, ly - 13, p.measure(l, SIZE.small, 700) + 12, 26, 4, COLOR.cardBack);
        p.text(l, x + w / 2, ly, { size: SIZE.small, weight: 700, align: 'center', baseline: 'middle', tag: cardTag });
      });
      continue;
    }
    const maxLines = Math.floor((h - 46 - (card.origin ? 34 : 0)) / LINE_H);
    // Wrap; if the card overflows, leave out tie rules, then "not her space", then cut the end.
    const wrapAll = (src: readonly string[]) =>
      src.flatMap((l, li) => {
        const bold = li === 0 || l === 'Ambush:';
        return p.wrap(l, w - 12, SIZE.small, bold ? 700 : 400).map((text) => ({ text, bold }));
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
      shown[shown.length - 1] = { text: p.fit(`${last.text}…`, w - 12, SIZE.small), bold: last.bold };
    }
    shown.forEach((l, li) => {
      p.text(l.text, x + 7, top + 60 + li * LINE_H, { size: SIZE.small, weight: l.bold ? 700 : 400, color: l.text === 'Ambush:' ? COLOR.ambush : COLOR.dark, tag: cardTag });
    });
  }
}
