import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { drawChip } from './chips.js';
import { moduleParts } from './modules/index.js';
import type { KillerPart } from './modules/presenter.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import { hasKillerBoard, healthText, onLastStand, panelMark } from './units.js';
import type { Box, PanelRow } from './shapes.js';

const ROW_H = 42;
const PAD = 14;
/** Centre of a panel's first (name) row below its top. */
const FIRST_ROW = 28;

const PIP_GAP = 5;

/** Width of a row of n pips `size` px wide: the `maxW` that pips draws them that size in. */
export function pipsWidth(count: number, size: number): number {
  return count > 0 ? count * size + (count - 1) * PIP_GAP : 0;
}

/**
 * A row of n pips, the first `filled` of them solid and the rest hollow, in the space given.
 * Filled and empty differ in shape (solid vs outline), not only in colour.
 */
export function pips(painter: Painter, left: number, centreY: number, maxW: number, count: number, filled: number, color: string): number {
  if (count <= 0) return 0;
  const size = Math.max(12, Math.min(26, Math.floor((maxW - PIP_GAP * (count - 1)) / count)));
  for (let i = 0; i < count; i++) {
    const x0 = left + i * (size + PIP_GAP);
    if (i < filled) painter.roundRect(x0, centreY - size / 2, size, size, 4, color, COLOR.dark, 2);
    else painter.roundRect(x0 + 1, centreY - size / 2 + 1, size - 2, size - 2, 4, null, COLOR.dim, 2);
  }
  return pipsWidth(count, size);
}

/**
 * A track of numbered cells with one marked cell (Horror, Bloodlust): the marked cell is filled,
 * ringed and keeps its number, so the position reads without colour.
 */
function track(p: Painter, x: number, cy: number, maxW: number, values: readonly number[], marked: number, color: string, tag: string): number {
  const gap = 3;
  const size = Math.max(24, Math.min(36, Math.floor((maxW - gap * (values.length - 1)) / values.length)));
  values.forEach((v, i) => {
    const x0 = x + i * (size + gap);
    const on = v === marked;
    if (on) p.roundRect(x0 - 2, cy - size / 2 - 2, size + 4, size + 4, 6, color, COLOR.text, 3);
    else p.roundRect(x0, cy - size / 2, size, size, 5, null, COLOR.panelLine, 2);
    p.text(String(v), x0 + size / 2, cy + 1, { size: SIZE.small, weight: on ? 700 : 400, color: on ? COLOR.dark : COLOR.dim, align: 'center', baseline: 'middle', tag });
  });
  return values.length * size + (values.length - 1) * gap;
}

/** A Final Health token: black disc (face down), white disc, numbered disc (revealed) or an empty ring. */
function finalToken(p: Painter, x: number, cy: number, face: string, tag: string, words = face): void {
  const r = 14;
  if (face === 'none') p.circle(x + r, cy, r, null, COLOR.dim, 2);
  else if (face === 'white') p.circle(x + r, cy, r, '#ffffff', COLOR.dark, 2);
  else if (face.startsWith('revealed')) p.circle(x + r, cy, r, '#ffffff', COLOR.dark, 2);
  else p.circle(x + r, cy, r, '#0b0b0b', COLOR.text, 2);
  p.text(words, x + 2 * r + 10, cy + 1, { size: SIZE.small, baseline: 'middle', tag });
}

function label(p: Painter, text: string, x: number, cy: number, tag: string): void {
  p.text(text, x, cy + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
}

/** Where a panel's tracks start: right of the widest of the given row labels. */
function trackStart(p: Painter, x: number, labels: readonly string[]): number {
  return x + Math.ceil(Math.max(...labels.map((l) => p.measure(l, SIZE.small)))) + 12;
}

function panel(p: Painter, box: Box): void {
  p.roundRect(box.x, box.y, box.w, box.h, 12, COLOR.panel, COLOR.panelLine, 2);
}

/** A label on the left and a value on the right of one row. */
function pair(p: Painter, name: string, value: string, x: number, right: number, cy: number, tag: string, locked: boolean | null = null): void {
  label(p, name, x, cy, tag);
  const nameW = p.measure(name, SIZE.small) + 12;
  const iconW = locked === null ? 0 : 34;
  const text = p.fit(value, right - x - nameW - iconW, SIZE.small, 700);
  const w = p.measure(text, SIZE.small, 700);
  if (locked === true) p.padlock(right - w - 32, cy - 13, 26, COLOR.dim);
  if (locked === false) p.check(right - w - 34, cy - 14, 28, COLOR.success);
  p.text(text, right, cy + 1, { size: SIZE.small, weight: 700, color: locked ? COLOR.dim : COLOR.text, align: 'right', baseline: 'middle', tag });
}

/** The rows a Final Girl's panel can show under her name, top to bottom. */
export type GirlRow = 'health' | 'finalHealth' | 'horror' | 'time' | 'ultimate';
/**
 * The rows a Killer's panel can show under its name, top to bottom: a Killer board's, or in place
 * of its Health and Final Health, the rows a module shows when there is no Killer board (PanelRow).
 */
export type KillerRow = 'health' | 'finalHealth' | 'bloodlust' | 'finale' | 'darkPower' | 'attack' | PanelRow;

const SHEET_GIRL: readonly GirlRow[] = ['health', 'finalHealth', 'horror', 'time', 'ultimate'];
const SHEET_KILLER: readonly KillerRow[] = ['health', 'finalHealth', 'bloodlust', 'finale', 'darkPower', 'attack'];

/** The Killer parts of the modules in play. */
function killerParts(view: PublicView): KillerPart[] {
  return moduleParts(view).flatMap((m) => (m.killer ? [m.killer] : []));
}

/** The rows the modules in play show in the Killer's panel when there is no Killer board (`turn`: the turn picture's). */
export function moduleKillerRows(view: PublicView, turn: boolean): PanelRow[] {
  return killerParts(view).flatMap((k) => {
    const rows = k.rows?.();
    return rows ? (turn ? rows.turn : rows.sheet) : [];
  });
}

/**
 * The sheet's Killer rows: every row, but without a Killer board no Health nor Final Health (the
 * units' row has its Killers' Health); a module's own rows (moduleKillerRows) stand in their place.
 */
function sheetKillerRows(view: PublicView): readonly KillerRow[] {
  if (hasKillerBoard(view)) return SHEET_KILLER;
  return [...moduleKillerRows(view, false), ...SHEET_KILLER.filter((r) => r !== 'health' && r !== 'finalHealth')];
}

/** Height of a panel with its name row and `rows` rows under it. */
export function panelHeight(rows: number): number {
  return FIRST_ROW + rows * ROW_H + 20;
}

/** Draws the rows asked for, each at its place under the name row; a module's row by `own`. */
function drawRows<R extends string>(rows: readonly (R | PanelRow)[], draw: Record<R, (cy: number) => void>, own: (row: PanelRow, cy: number) => void, nameY: number): void {
  rows.forEach((row, i) => {
    const cy = nameY + (i + 1) * ROW_H;
    if (typeof row === 'string') draw[row](cy);
    else own(row, cy);
  });
}

/** The Final Girl's panel: her name, then the rows asked for (on the sheet, all of them). */
function drawGirl(p: Painter, view: PublicView, box: Box, rows: readonly GirlRow[]): void {
  const g = view.girl;
  const tag = 'girl';
  panel(p, box);
  const x = box.x + PAD;
  const right = box.x + box.w - PAD;
  const trackX = trackStart(p, x, ['Health', 'Horror', 'Time']);
  const nameY = box.y + FIRST_ROW;
  const chipW = drawChip(p, 'girl', 'FG', x, nameY, tag);
  p.text(p.fit(view.setup.girl, right - x - chipW - 10, SIZE.title, 700), x + chipW + 10, nameY + 1, { size: SIZE.title, weight: 700, baseline: 'middle', tag });

  drawRows(rows, {
    health: (cy) => healthRow(p, g, x, trackX, right, cy, tag),
    finalHealth: (cy) => finalHealthRow(p, g, x, cy, tag),
    horror: (cy) => {
      label(p, 'Horror', x, cy, tag);
      const dice = `${g.horrorDice} ${g.horrorDice === 1 ? 'die' : 'dice'}${g.bonusDice > 0 ? ` +${g.bonusDice}` : ''}`;
      const diceW = p.measure(dice, SIZE.small, 700);
      const tw = track(p, trackX, cy, right - trackX - diceW - 12, [0, 1, 2, 3, 4, 5, 6, 7], g.horror, COLOR.horror, tag);
      p.text(dice, trackX + tw + 10, cy + 1, { size: SIZE.small, weight: 700, baseline: 'middle', tag });
    },
    time: (cy) => {
      label(p, 'Time', x, cy, tag);
      p.text(String(g.time), trackX, cy + 1, { size: SIZE.title, weight: 700, color: COLOR.time, baseline: 'middle', tag });
      const saved = `Saved ${g.savedSlots}/${g.saveSlotsTotal}`;
      p.text(saved, right, cy + 1, { size: SIZE.small, weight: 700, align: 'right', baseline: 'middle', tag });
    },
    ultimate: (cy) => pair(p, 'Ultimate', g.ultimate, x, right, cy, tag, !g.ultimateUnlocked),
  }, () => undefined, nameY);
}

/** The Health pips and number, shared by both fighters. */
function healthRow(p: Painter, who: { health: number; maxHealth: number | null }, x: number, trackX: number, right: number, cy: number, tag: string): void {
  label(p, 'Health', x, cy, tag);
  // No upper limit (a Horde as the Killer): just the number.
  const textX = who.maxHealth === null ? trackX : trackX + pips(p, trackX, cy, right - trackX - 80, who.maxHealth, who.health, COLOR.health) + 12;
  p.text(healthText(who), textX, cy + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
}

/** The Final Health token row, shared by both fighters. */
function finalHealthRow(p: Painter, who: { health: number; finalHealth: string }, x: number, cy: number, tag: string): void {
  label(p, 'Final Health', x, cy, tag);
  finalToken(p, trackStart(p, x, ['Final Health']), cy, who.finalHealth, tag, onLastStand(who) ? 'white: last stand' : who.finalHealth);
}

/** The Killer's panel: its name (and a module's badge), then the rows asked for (on the sheet, all of them). */
function drawKiller(p: Painter, view: PublicView, box: Box, rows: readonly KillerRow[]): void {
  const k = view.killer;
  const tag = 'killer';
  panel(p, box);
  const x = box.x + PAD;
  const right = box.x + box.w - PAD;
  const trackX = trackStart(p, x, ['Health', 'Bloodlust']);
  const nameY = box.y + FIRST_ROW;
  const parts = killerParts(view);
  const mark = parts.find((m) => m.mark !== undefined)?.mark ?? 'K';
  const chipW = drawChip(p, 'killer', panelMark(view, mark), x, nameY, tag);
  // Right of the name: a module's badge ("Concealed"; her attack and move values have their own row).
  let rightEdge = right;
  const badge = parts.map((m) => m.badge?.() ?? null).find((b) => b !== null);
  if (badge) {
    const badgeW = p.measure(badge, SIZE.small, 700) + 20;
    p.roundRect(right - badgeW, nameY - 18, badgeW, 36, 6, COLOR.origin, COLOR.dark, 2);
    p.text(badge, right - badgeW / 2, nameY + 1, { size: SIZE.small, weight: 700, color: COLOR.dark, align: 'center', baseline: 'middle', tag });
    rightEdge -= badgeW + 12;
  }
  p.text(p.fit(k.name, rightEdge - x - chipW - 10, SIZE.title, 700), x + chipW + 10, nameY + 1, { size: SIZE.title, weight: 700, baseline: 'middle', tag });

  // A module's row: its label, its pips (a few, at most the width of three big ones), its text after them.
  const own = (row: PanelRow, cy: number) => {
    label(p, row.label, x, cy, tag);
    const textX = row.pips ? trackX + pips(p, trackX, cy, 3 * 26 + 10, row.pips.n, row.pips.filled, COLOR.killer) + 12 : trackX;
    p.text(p.fit(row.text, right - textX, SIZE.small, 700), textX, cy + 1, { size: SIZE.small, weight: 700, baseline: 'middle', tag });
  };
  drawRows(rows, {
    health: (cy) => healthRow(p, k, x, trackX, right, cy, tag),
    finalHealth: (cy) => finalHealthRow(p, k, x, cy, tag),
    bloodlust: (cy) => {
      label(p, 'Bloodlust', x, cy, tag);
      const levels = Array.from({ length: k.bloodlustMax }, (_, i) => i + 1);
      track(p, trackX, cy, right - trackX, levels, k.bloodlust, COLOR.bloodlust, tag);
    },
    finale: (cy) => pair(p, 'Finale', k.finale ?? 'hidden', x, right, cy, tag, k.finale === null ? true : null),
    darkPower: (cy) => pair(p, 'Dark Power', k.darkPower ?? 'hidden', x, right, cy, tag, k.darkPower === null ? true : null),
    attack: (cy) => {
      label(p, 'Attack', x, cy, tag);
      p.text(String(k.attackValue ?? '-'), trackX, cy + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
      if (k.movementValue !== null) {
        const mx = trackX + 60;
        label(p, 'Move', mx, cy, tag);
        p.text(String(k.movementValue), mx + p.measure('Move', SIZE.small) + 12, cy + 1, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
      }
    },
  }, own, nameY);
}

/** Both panels side by side across the section: the Final Girl's left, the Killer's right. */
export function drawFighters(
  painter: Painter, view: PublicView, section: Box,
  girlRows: readonly GirlRow[] = SHEET_GIRL, killerRows: readonly KillerRow[] = sheetKillerRows(view),
): void {
  const half = (section.w - 2 * MARGIN - 12) / 2;
  drawGirl(painter, view, { x: section.x + MARGIN, y: section.y, w: half, h: section.h }, girlRows);
  drawKiller(painter, view, { x: section.x + MARGIN + half + 12, y: section.y, w: half, h: section.h }, killerRows);
}
