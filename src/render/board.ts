import type { PublicView } from '../engine/index.js';
import { measuring, type Painter } from './paint.js';
import { CHIP_H, CHIP_PAD, chipBounds, chipWidth, drawChip } from './chips.js';
import { COLOR, SIZE } from './theme.js';
import { closedSpaces, cutLines } from './units.js';
import { drawSectionLetter, drawUnpoweredFence, fenceLines, letterSpots, unpoweredFences } from './fences.js';
import type { Box, Segment, Piece } from './shapes.js';

type ViewSpace = PublicView['board']['spaces'][number];
type ViewEdge = PublicView['board']['edges'][number];

/**
 * Board overlays: an edge nobody may cross now (an Electric Fence, from `view.board.cut`) is
 * `blocked`; an Electric Fence line whose section is switched off is `unpowered` (open, but the
 * fence die may cut it); a space nobody may enter (Lava, from `view.board.closed`) is `shaded`.
 */
type BoardEdge = ViewEdge & { blocked?: boolean; unpowered?: boolean };
export type BoardSpace = ViewSpace & { shaded?: boolean };

/** Where a space is drawn: its rectangle in canvas pixels. */
export interface SpaceRect extends Box {
  id: string;
  cx: number;
  cy: number;
}

/** Widest a named space may be; its name is drawn at SIZE.body, or SIZE.small if it must. */
const NAMED_MAX_W = 224;
const NAMED_MIN_W = 160;
/** Room left and right of a space's name. */
const NAME_PAD = 14;
const UNNAMED_W = 150;
const NODE_H = 104;
/** Half the height of an EXIT/SEARCH tag: how far it sticks out above a space's top edge. */
const TAG_HALF = 17;
/** Room above the top row for the EXIT/SEARCH tags that straddle a space's top edge. */
const TAG_ROOM = TAG_HALF + 2;
const CHIP_GAP = 6;
/**
 * A crowded space (its chips need a second row): smaller chips, with less room beside their
 * letters (never smaller text, whose capitals are 20 px high), in up to `rows` rows inside the
 * space from `inset` above its bottom; its name drawn smaller above them, on a baseline `nameY`
 * below its top, clear of the tags and a corner chip on its top edge (or its mark in a
 * smaller ring centred `ringY` below its top).
 */
const CROWDED = { h: 26, pad: 8, gap: 4, rowGap: 2, inset: 4, side: 4, rows: 2, nameY: 40, ringY: 25, ringR: 16 } as const;
/** Height of a corner chip on a space's top-left corner. */
const CORNER_H = 38;

/** Chips drawn on a space's top-left corner, away from the tags and the other chips (one token per space at most). */
const onCorner = (pc: Piece) => pc.kind === 'malice';

/** The size a named space's label is drawn at: SIZE.body when it fits the widest box, else SIZE.small. */
function nameSize(p: Painter, label: string): number {
  return p.measure(label, SIZE.body, 700) <= NAMED_MAX_W - NAME_PAD ? SIZE.body : SIZE.small;
}

/** Width of an EXIT/SEARCH tag on a space's top edge. */
function tagWidth(p: Painter, text: string): number {
  return Math.ceil(p.measure(text, SIZE.small, 700)) + 14;
}

/**
 * Width of a space's box: a named space is as wide as its name needs (within limits), and any
 * space as wide as its top edge needs for its tags beside a corner chip.
 */
function spaceWidth(p: Painter, s: BoardSpace): number {
  const tags = [s.icons.includes('exit') ? 'EXIT' : null, s.icons.includes('search') ? 'SEARCH 9' : null].filter((t): t is string => t !== null);
  const edge = tags.length ? 6 + CORNER_H + 6 + tags.reduce((sum, t) => sum + tagWidth(p, t) + 6, 0) : 0;
  if (!s.named) return Math.max(UNNAMED_W, edge);
  const w = Math.max(Math.ceil(p.measure(s.label, nameSize(p, s.label), 700)) + NAME_PAD, edge);
  return Math.min(NAMED_MAX_W, Math.max(NAMED_MIN_W, w + (w % 2)));
}

/** Places each space from the pack's x/y (percent), stretched to fill the board box. */
export function layoutSpaces(spaces: readonly BoardSpace[], box: Box): Map<string, SpaceRect> {
  const p = measuring();
  const widths = new Map(spaces.map((s) => [s.id, spaceWidth(p, s)]));
  const xs = spaces.map((s) => s.x);
  const ys = spaces.map((s) => s.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // The outermost columns decide the side margins, so wide names at the edges still fit.
  const halfAt = (x: number) => Math.max(...spaces.filter((s) => Math.abs(s.x - x) <= 3).map((s) => (widths.get(s.id) ?? UNNAMED_W) / 2));
  const left = box.x + halfAt(minX) + 12;
  const right = box.x + box.w - halfAt(maxX) - 12;
  const top = box.y + TAG_ROOM + NODE_H / 2 + 6;
  const bottom = box.y + box.h - NODE_H / 2 - 10;
  const out = new Map<string, SpaceRect>();
  for (const s of spaces) {
    // Whole pixels keep edges crisp (and the PNG smaller).
    const cx = Math.round(maxX > minX ? left + ((s.x - minX) / (maxX - minX)) * (right - left) : (left + right) / 2);
    const cy = Math.round(maxY > minY ? top + ((s.y - minY) / (maxY - minY)) * (bottom - top) : (top + bottom) / 2);
    const w = widths.get(s.id) ?? UNNAMED_W;
    out.set(s.id, { id: s.id, cx, cy, w, h: NODE_H, x: cx - w / 2, y: cy - NODE_H / 2 });
  }
  return out;
}

/** Distance along (dx, dy) from a rectangle's centre to its border. */
function toBorder(r: SpaceRect, dx: number, dy: number): number {
  const tx = dx === 0 ? Infinity : r.w / 2 / Math.abs(dx);
  const ty = dy === 0 ? Infinity : r.h / 2 / Math.abs(dy);
  return Math.min(tx, ty);
}

function drawArrowHead(p: Painter, x: number, y: number, ux: number, uy: number, size: number, color: string): void {
  const bx = x - ux * size;
  const by = y - uy * size;
  p.polygon([[x, y], [bx - uy * size * 0.6, by + ux * size * 0.6], [bx + uy * size * 0.6, by - ux * size * 0.6]], color, COLOR.dark, 1.5);
}

/** The drawn part of the line between two spaces, or null when they sit on one another. */
function segmentBetween(a: SpaceRect, b: SpaceRect): Segment | null {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const len = Math.hypot(dx, dy);
  if (len === 0) return null;
  const ux = dx / len;
  const uy = dy / len;
  const ta = toBorder(a, ux, uy);
  const tb = toBorder(b, ux, uy);
  return { x1: a.cx + ux * ta, y1: a.cy + uy * ta, x2: b.cx - ux * tb, y2: b.cy - uy * tb };
}

function drawEdge(p: Painter, e: BoardEdge, a: SpaceRect, b: SpaceRect): void {
  const seg = segmentBetween(a, b);
  if (!seg) return;
  const { x1, y1, x2, y2 } = seg;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  if (e.blocked) drawCut(p, x1, y1, x2, y2);
  else if (e.unpowered) drawUnpoweredFence(p, x1, y1, x2, y2);
  else if (e.oneWay) {
    p.line(x1, y1, x2, y2, COLOR.river, 7);
    drawArrowHead(p, mx + ux * 11, my + uy * 11, ux, uy, 20, COLOR.river);
  } else p.line(x1, y1, x2, y2, COLOR.edge, 5);
}

/** A cut line (Electric Fence): dashed and crossed out mid-edge, so it reads without colour. */
export function drawCut(painter: Painter, x1: number, y1: number, x2: number, y2: number, cross = 13): void {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  painter.line(x1, y1, x2, y2, COLOR.cut, 5, [10, 8]);
  for (const [color, width] of [[COLOR.dark, 11], [COLOR.cut, 6]] as const) {
    painter.line(mx - cross, my - cross, mx + cross, my + cross, color, width);
    painter.line(mx - cross, my + cross, mx + cross, my - cross, color, width);
  }
}

/** Wavy lines inside River spaces: the River is shown by a shape as well as by colour. */
function drawWaves(p: Painter, r: SpaceRect): void {
  const ctx = p.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, 12);
  ctx.clip();
  ctx.strokeStyle = COLOR.riverWave;
  ctx.lineWidth = 3;
  for (const yOff of [r.h * 0.55]) {
    ctx.beginPath();
    for (let x = r.x; x <= r.x + r.w; x += 4) {
      const y = r.y + yOff + Math.sin((x - r.x) / 9) * 3;
      if (x === r.x) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A closed space (Lava): greyed, with diagonal hatching over it, so it reads without colour. */
export function drawShade(painter: Painter, box: Box, radius = 12): void {
  const ctx = painter.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, radius);
  ctx.clip();
  ctx.strokeStyle = 'rgba(217, 79, 61, 0.6)';
  ctx.lineWidth = 4;
  for (let d = -box.h; d < box.w; d += 16) {
    ctx.beginPath();
    ctx.moveTo(box.x + d, box.y + box.h);
    ctx.lineTo(box.x + d + box.h, box.y);
    ctx.stroke();
  }
  ctx.restore();
}

/** A small label straddling the top edge of a space (EXIT, SEARCH n). Returns its width. */
function drawTag(p: Painter, text: string, right: number, y: number, fill: string, textColor: string, tag: string): number {
  const w = tagWidth(p, text);
  p.roundRect(right - w, y - TAG_HALF, w, 2 * TAG_HALF, 6, fill, COLOR.dark, 2);
  p.text(text, right - w / 2, y + 1, { size: SIZE.small, weight: 700, color: textColor, align: 'center', baseline: 'middle', tag });
  return w;
}

/** A chip drawn after every space: a row of chips too many for its space sticks out below it, over its neighbours. */
type LaterChip = { chip: PlacedChip; tag: string };

function drawSpace(p: Painter, view: PublicView, s: BoardSpace, r: SpaceRect, pieces: readonly Piece[], later: LaterChip[]): void {
  const river = s.icons.includes('river');
  const here = view.girl.space === s.id;
  const fill = s.shaded ? COLOR.closedSpace : river ? COLOR.spaceRiver : COLOR.space;
  p.roundRect(r.x, r.y, r.w, r.h, 12, fill, here ? COLOR.girl : COLOR.spaceLine, here ? 6 : 3);
  if (river) drawWaves(p, r);
  if (s.shaded) drawShade(p, r);
  const tag = `space:${s.id}`;
  const { crowded, chips } = placeChips(p, pieces, r);
  // Name (named spaces) or the printed mark in a ring (unnamed ones); smaller and higher above two rows of chips.
  if (s.named && crowded) {
    p.text(p.fit(s.label, r.w - NAME_PAD, SIZE.small, 700), r.cx, r.y + CROWDED.nameY, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', tag });
  } else if (s.named) {
    const size = nameSize(p, s.label);
    p.text(p.fit(s.label, r.w - NAME_PAD + 2, size, 700), r.cx, r.y + 44, { size, weight: 700, color: COLOR.dark, align: 'center', tag });
  } else {
    const mark = s.mark ?? s.label;
    const [cy, radius, size] = crowded ? [r.y + CROWDED.ringY, CROWDED.ringR, SIZE.small] : [r.y + 30, 22, SIZE.body];
    p.circle(r.cx, cy, radius, '#ffffff', COLOR.dark, 2);
    p.text(mark, r.cx, cy + 1, { size, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag });
  }
  // Icon tags on the top edge, right to left.
  let right = r.x + r.w - 6;
  if (s.icons.includes('exit')) right -= drawTag(p, 'EXIT', right, r.y, COLOR.exit, '#ffffff', tag) + 6;
  if (s.icons.includes('search')) {
    const deck = view.itemDecks.find((d) => d.space === s.id);
    drawTag(p, deck ? `SEARCH ${deck.count}` : 'SEARCH', right, r.y, COLOR.search, COLOR.dark, tag);
  }
  let left = r.x + 6;
  for (const pc of pieces.filter(onCorner)) left += drawChip(p, pc.kind, pc.label, left, r.y, tag, CORNER_H) + 4;
  for (const c of chips) {
    if (c.below) later.push({ chip: c, tag });
    else drawChip(p, c.pc.kind, c.pc.label, c.x, c.cy, tag, c.h, c.pad);
  }
}

/** Where a chip of a space goes: left edge, centre, size, and whether it sticks out below its space. */
export interface PlacedChip {
  pc: Piece;
  x: number;
  cy: number;
  w: number;
  h: number;
  pad: number;
  below: boolean;
}

/** Indexes of chips of these widths in rows no wider than `limit`, in order. */
function flowRows(widths: readonly number[], limit: number, gap: number): number[][] {
  const rows: number[][] = [[]];
  let used = 0;
  widths.forEach((w, i) => {
    const row = rows[rows.length - 1] as number[];
    if (row.length > 0 && used + gap + w > limit) {
      rows.push([i]);
      used = w;
    } else {
      row.push(i);
      used += (row.length > 1 ? gap : 0) + w;
    }
  });
  return rows;
}

/**
 * The chips of one space (all but a corner chip): one row along its bottom,
 * centred, which may stick out a little sideways. When they need a second row the space is
 * `crowded`: smaller chips in two rows inside it (CROWDED). Only chips too many even for that
 * take full-size rows sticking out below the space.
 */
export function placeChips(painter: Painter, pieces: readonly Piece[], rect: SpaceRect): { crowded: boolean; chips: PlacedChip[] } {
  const chips = pieces.filter((pc) => !onCorner(pc));
  const place = (h: number, pad: number, limit: number, gap: number) => {
    const widths = chips.map((pc) => chipWidth(painter, pc.label, h, pc.kind, pad));
    return { h, pad, gap, widths, rows: flowRows(widths, limit, gap) };
  };
  const full = place(CHIP_H, CHIP_PAD, rect.w + 24, CHIP_GAP);
  const small = full.rows.length > 1 ? place(CROWDED.h, CROWDED.pad, rect.w - 2 * CROWDED.side, CROWDED.gap) : null;
  const crowded = small !== null && small.rows.length <= CROWDED.rows;
  const { h, pad, gap, widths, rows } = crowded ? small : full;
  // How far each row's shapes reach above and below its centre line (the Origin diamond's tips further).
  const reach = rows.map((row) => {
    const boxes = row.map((i) => chipBounds((chips[i] as Piece).kind, 0, 0, widths[i] as number, h));
    return { up: Math.max(...boxes.map((b) => -b.y)), down: Math.max(...boxes.map((b) => b.y + b.h)) };
  });
  const centres: number[] = new Array<number>(rows.length);
  if (crowded) {
    // Crowded rows end at the space's bottom, stacked upwards with rowGap between their shapes.
    for (let ri = rows.length - 1; ri >= 0; ri--) {
      const { down } = reach[ri] as { down: number };
      const below = ri === rows.length - 1 ? rect.y + rect.h - CROWDED.inset : (centres[ri + 1] as number) - (reach[ri + 1] as { up: number }).up - CROWDED.rowGap;
      centres[ri] = below - down;
    }
  } else {
    // The first row ends 6 px above the space's bottom; the others hang below, 4 px apart.
    rows.forEach((_, ri) => {
      const { up, down } = reach[ri] as { up: number; down: number };
      centres[ri] = ri === 0 ? rect.y + rect.h - 6 - down : (centres[ri - 1] as number) + (reach[ri - 1] as { down: number }).down + 4 + up;
    });
  }
  const out: PlacedChip[] = [];
  rows.forEach((row, ri) => {
    const total = row.reduce((sum, i) => sum + (widths[i] as number), 0) + gap * (row.length - 1);
    let x = rect.cx - total / 2;
    const cy = centres[ri] as number;
    for (const i of row) {
      const w = widths[i] as number;
      out.push({ pc: chips[i] as Piece, x, cy, w, h, pad, below: !crowded && ri > 0 });
      x += w + gap;
    }
  });
  return { crowded, chips: out };
}

/**
 * The board's connections, the cut ones `blocked` (a cut between spaces with no connection is
 * drawn too) and the unpowered fences' `unpowered`.
 */
function boardEdges(view: PublicView): BoardEdge[] {
  const cut = cutLines(view);
  const off = unpoweredFences(view);
  if (!cut.length && !off.length) return view.board.edges;
  const joins = (e: ViewEdge, a: string, b: string) => (e.a === a && e.b === b) || (e.a === b && e.b === a);
  const edges: BoardEdge[] = view.board.edges.map((e) => {
    if (cut.some(([a, b]) => joins(e, a, b))) return { ...e, blocked: true };
    return off.some((l) => joins(e, l.a, l.b)) ? { ...e, unpowered: true } : e;
  });
  for (const [a, b] of cut) {
    if (!view.board.edges.some((e) => joins(e, a, b))) edges.push({ a, b, oneWay: false, blocked: true });
  }
  return edges;
}

/**
 * The Location board: connections first, then the spaces with their icons and chips, then the
 * fence sections' letters on top, so no chip row hanging below a space hides one.
 */
export function drawBoard(painter: Painter, view: PublicView, pieces: readonly Piece[], box: Box): Map<string, SpaceRect> {
  painter.roundRect(box.x + 4, box.y + 2, box.w - 8, box.h - 4, 16, COLOR.boardBg);
  const closed = new Set(closedSpaces(view));
  const spaces: readonly BoardSpace[] = closed.size ? view.board.spaces.map((s) => (closed.has(s.id) ? { ...s, shaded: true } : s)) : view.board.spaces;
  const rects = layoutSpaces(spaces, box);
  for (const e of boardEdges(view)) {
    const a = rects.get(e.a);
    const b = rects.get(e.b);
    if (a && b) drawEdge(painter, e, a, b);
  }
  const later: LaterChip[] = [];
  for (const s of spaces) {
    const r = rects.get(s.id);
    if (r) drawSpace(painter, view, s, r, pieces.filter((pc) => pc.space === s.id), later);
  }
  for (const { chip: c, tag } of later) drawChip(painter, c.pc.kind, c.pc.label, c.x, c.cy, tag, c.h, c.pad);
  const segmentOf = (l: { a: string; b: string }) => {
    const [a, b] = [rects.get(l.a), rects.get(l.b)];
    return a && b ? segmentBetween(a, b) : null;
  };
  for (const spot of letterSpots(fenceLines(view), segmentOf)) drawSectionLetter(painter, spot);
  return rects;
}
