import { PHASE_NAMES, type PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

/** The phase as players read it (the engine's names, so picture, bot and CLI agree). */
export function phaseName(phase: string): string {
  return PHASE_NAMES[phase as keyof typeof PHASE_NAMES] ?? phase;
}

/** Location, Final Girl vs Killer, the turn and phase; a WON/LOST banner once the game ends. */
export function drawHeader(painter: Painter, view: PublicView, box: Box): void {
  const tag = 'header';
  painter.ctx.fillStyle = COLOR.panel;
  painter.ctx.fillRect(box.x, box.y, box.w, box.h);
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  painter.text(view.setup.location, left, box.y + 42, { size: SIZE.header, weight: 700, tag });
  const versus = `${view.setup.girl} vs ${view.setup.killer}${view.setup.extreme ? ' · Extreme Horror' : ''}`;
  painter.text(painter.fit(versus, 540, SIZE.body), left, box.y + 80, { size: SIZE.body, color: COLOR.dim, tag });
  if (view.result) {
    const won = view.result === 'won';
    const label = won ? 'WON' : 'LOST';
    const w = painter.measure(label, SIZE.header, 700) + 24;
    painter.roundRect(right - w, box.y + 8, w, 48, 8, won ? COLOR.win : COLOR.lose, COLOR.dark, 2);
    painter.text(label, right - w / 2, box.y + 33, { size: SIZE.header, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag });
    painter.text(`Turn ${view.turn}`, right - w - 16, box.y + 46, { size: SIZE.header, weight: 700, align: 'right', tag });
    if (view.endReason) painter.text(painter.fit(view.endReason, 400, SIZE.small), right, box.y + 84, { size: SIZE.small, color: COLOR.dim, align: 'right', tag });
    return;
  }
  painter.text(`Turn ${view.turn}`, right, box.y + 42, { size: SIZE.header, weight: 700, align: 'right', tag });
  painter.text(phaseName(view.phase), right, box.y + 80, { size: SIZE.body, color: COLOR.dim, align: 'right', tag });
}
