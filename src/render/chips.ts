import type { Painter } from './paint.js';
import { COLOR, SIZE } from './theme.js';
import type { PieceKind } from './shapes.js';

/** How a chip is drawn: its size, shape and colours by kind (what stands where is pieces.ts's). */
export const CHIP_H = 42;
/** Room beside a chip's letters, both sides together; a crowded space's smaller chips take less. */
export const CHIP_PAD = 14;
const CHIP_TEXT = SIZE.small;

export function chipWidth(painter: Painter, label: string, height: number = CHIP_H, kind: PieceKind | null = null, pad: number = CHIP_PAD): number {
  const w = Math.max(height, Math.ceil(painter.measure(label, CHIP_TEXT, 700)) + pad);
  if (kind === 'minion') return w + Math.round(height * 0.12);
  if (kind === 'hazard') return w + 20;
  return kind === 'origin' ? 2 * originHalfWidth(w, height) : w;
}

/** Half the width of the Origin diamond drawn around a chip of width w. */
function originHalfWidth(w: number, h: number): number {
  return Math.max(h / 2 + 5, w / 2 + 4);
}

/**
 * The box a chip's whole shape takes, as drawChip draws it with its left edge at `left`, centre `centreY`:
 * every shape stays inside its w × h box (a shield's point, a stack's second square, a
 * triangle's tip, ears and wheels included) but the Origin diamond, whose tips reach 5 px above
 * and below it. The board's layout keeps these boxes apart.
 */
export function chipBounds(kind: PieceKind, left: number, centreY: number, width: number, height: number): { x: number; y: number; w: number; h: number } {
  if (kind === 'origin') {
    const r = height / 2 + 5;
    return { x: left, y: centreY - r, w: width, h: 2 * r };
  }
  return { x: left, y: centreY - height / 2, w: width, h: height };
}

/** Fill, outline and text colour of a chip kind. */
function chipColors(kind: PieceKind): { fill: string; text: string; line: string } {
  switch (kind) {
    case 'girl': return { fill: COLOR.girl, text: COLOR.dark, line: COLOR.dark };
    case 'killer': return { fill: COLOR.killer, text: '#ffffff', line: COLOR.dark };
    case 'minion': return { fill: COLOR.minion, text: COLOR.dark, line: COLOR.dark };
    case 'ally': return { fill: COLOR.ally, text: COLOR.dark, line: COLOR.dark };
    case 'hazard': return { fill: COLOR.hazard, text: COLOR.dark, line: COLOR.dark };
    case 'inert': return { fill: COLOR.inert, text: COLOR.dark, line: COLOR.dark };
    case 'origin': return { fill: COLOR.origin, text: COLOR.dark, line: COLOR.dark };
    case 'soldiers': return { fill: COLOR.soldier, text: COLOR.dark, line: COLOR.dark };
    case 'special': return { fill: COLOR.special, text: COLOR.dark, line: COLOR.dark };
    case 'huey': return { fill: COLOR.huey, text: COLOR.dark, line: COLOR.dark };
    case 'piranhas': return { fill: COLOR.piranhas, text: COLOR.dark, line: COLOR.dark };
    case 'attack': return { fill: '#ffffff', text: COLOR.killer, line: COLOR.killer };
    case 'donkey': return { fill: COLOR.donkey, text: '#ffffff', line: COLOR.dark };
    case 'vehicle': return { fill: COLOR.vehicle, text: COLOR.dark, line: COLOR.dark };
    case 'vehicle-token': return { fill: COLOR.spaceRiver, text: COLOR.dark, line: COLOR.vehicle };
    case 'face-down': return { fill: COLOR.vehicleBack, text: '#ffffff', line: COLOR.dark };
    case 'blank': return { fill: '#ffffff', text: COLOR.dark, line: COLOR.dark };
    case 'malice': return { fill: COLOR.malice, text: '#ffffff', line: COLOR.maliceLine };
    case 'token': return { fill: '#dddddd', text: COLOR.dark, line: COLOR.dark };
  }
}

/**
 * Draws a chip with its left edge at `left` and vertical centre at `centreY`; returns its width. Shapes:
 * Final Girl round, Killer square, Minions a stack of two squares, Ally a shield, hazard a
 * warning triangle, inert unit a grey square with a dashed outline, Origin diamond, Huey
 * hexagon, Attack token ringed, `'malice'` an octagon, Donkey with two ears, the vehicle on two
 * wheels, Vehicle tokens round (face down dark, a blank one white with a dashed ring, the
 * vehicle's own ringed in its colour), others pills.
 */
export function drawChip(painter: Painter, kind: PieceKind, label: string, left: number, centreY: number, tag: string, height: number = CHIP_H, pad: number = CHIP_PAD): number {
  const w = chipWidth(painter, label, height, kind, pad);
  painter.piece({ kind, label, tag, ...chipBounds(kind, left, centreY, w, height) });
  const { fill, text, line } = chipColors(kind);
  const top = centreY - height / 2;
  const cx = left + w / 2;
  switch (kind) {
    case 'girl':
    case 'attack':
      painter.roundRect(left, top, w, height, height / 2, fill, line, kind === 'attack' ? 4 : 2);
      break;
    case 'killer':
      painter.roundRect(left, top, w, height, 3, fill, line, 2);
      break;
    case 'minion': {
      // A second square behind, up and to the right: a group of figures (both inside the box).
      const d = Math.round(height * 0.12);
      painter.roundRect(left + d, top, w - d, height - d, 3, fill, line, 2);
      painter.roundRect(left, top + d, w - d, height - d, 3, fill, line, 2);
      painter.text(label, left + (w - d) / 2, centreY + d / 2 + 1, { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
      return w;
    }
    case 'ally': {
      // The shield's point ends on the box's bottom edge, never over the chip below.
      const s = height * 0.55;
      painter.polygon([[left, top], [left + w, top], [left + w, top + s], [cx, top + height], [left, top + s]], fill, line, 2);
      painter.text(label, cx, centreY - 2, { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
      return w;
    }
    case 'hazard': {
      painter.polygon([[cx, top], [left + w, top + height], [left, top + height]], fill, line, 2);
      painter.text(label, cx, centreY + Math.round(height * 0.18), { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
      return w;
    }
    case 'inert':
      painter.roundRect(left, top, w, height, 3, fill, line, 3, [6, 4]);
      break;
    case 'origin': {
      const r = height / 2 + 5;
      painter.polygon([[cx, centreY - r], [cx + w / 2, centreY], [cx, centreY + r], [cx - w / 2, centreY]], fill, line, 2);
      break;
    }
    case 'huey': {
      const d = height * 0.28;
      painter.polygon([[left + d, top], [left + w - d, top], [left + w, centreY], [left + w - d, top + height], [left + d, top + height], [left, centreY]], fill, line, 2);
      break;
    }
    case 'special':
      painter.roundRect(left, top, w, height, 8, fill, line, 3);
      break;
    case 'malice': {
      const c = w * 0.3;
      const d = height * 0.3;
      painter.polygon([[left + c, top], [left + w - c, top], [left + w, top + d], [left + w, top + height - d], [left + w - c, top + height], [left + c, top + height], [left, top + height - d], [left, top + d]], fill, line, 3);
      break;
    }
    case 'donkey': {
      // Two ears above a shorter body, all inside the box.
      const ear = Math.round(height * 0.2);
      const body = top + ear;
      painter.polygon([[left + w * 0.12, body + 4], [left + w * 0.24, top], [left + w * 0.38, body + 4]], fill, line, 2);
      painter.polygon([[left + w * 0.62, body + 4], [left + w * 0.76, top], [left + w * 0.88, body + 4]], fill, line, 2);
      painter.roundRect(left, body, w, height - ear, 8, fill, line, 2);
      painter.text(label, cx, centreY + ear / 2 + 1, { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
      return w;
    }
    case 'vehicle': {
      const r = height * 0.16;
      painter.roundRect(left, top, w, height - r, 6, fill, line, 2);
      painter.circle(left + w * 0.25, top + height - r, r, COLOR.dark, line, 2);
      painter.circle(left + w * 0.75, top + height - r, r, COLOR.dark, line, 2);
      painter.text(label, cx, centreY - r / 2 + 1, { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
      return w;
    }
    case 'face-down':
    case 'vehicle-token':
      painter.roundRect(left, top, w, height, height / 2, fill, line, kind === 'vehicle-token' ? 4 : 2);
      break;
    case 'blank':
      painter.roundRect(left, top, w, height, height / 2, fill, line, 2, [5, 4]);
      break;
    default:
      painter.roundRect(left, top, w, height, 8, fill, line, 2);
  }
  painter.text(label, cx, centreY + 1, { size: CHIP_TEXT, weight: 700, color: text, align: 'center', baseline: 'middle', tag });
  return w;
}
