import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { chipWidth, drawChip } from './chips.js';
import { UNIT_KIND } from './pieces.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import { extraUnits, healthText, showsHealth, unitLabels } from './units.js';
import type { Box, PieceKind } from './shapes.js';

const ROW_H = 46;
/** Height of the chips on this row (as in the legend). */
const KEY_H = 38;
const KEY_GAP = 7;
const ENTRY_GAP = 22;
const TITLE = 'Health';

/** One unit's Health beside its chip: "H1 7", "A 4/5". */
interface HealthEntry {
  kind: PieceKind;
  label: string;
  value: string;
}

/**
 * The Health of every unit beyond the Core Box Killer that has any (the Killer panel shows the
 * Core Box Killer's; Minions and the T-Rex have none to show).
 */
function entriesOf(view: PublicView): HealthEntry[] {
  const labels = unitLabels(view);
  return extraUnits(view)
    .filter(showsHealth)
    .map((u) => ({ kind: UNIT_KIND[u.role], label: labels.get(u.id) ?? u.mark, value: healthText(u) }));
}

/** Where each entry goes: the "Health" title first, then the entries flowing in rows. */
function flow(p: Painter, entries: readonly HealthEntry[], width: number): { entry: HealthEntry; row: number; x: number }[] {
  let row = 0;
  let x = Math.ceil(p.measure(TITLE, SIZE.small)) + ENTRY_GAP - 6;
  return entries.map((entry) => {
    const w = chipWidth(p, entry.label, KEY_H, entry.kind) + KEY_GAP + Math.ceil(p.measure(entry.value, SIZE.small, 700));
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    const at = { entry, row, x };
    x += w + ENTRY_GAP;
    return at;
  });
}

/** Height the Health row(s) need, 0 when no extra unit has Health to show. */
export function unitHealthHeight(painter: Painter, view: PublicView, width: number): number {
  const placed = flow(painter, entriesOf(view), width);
  return placed.length ? (Math.max(...placed.map((f) => f.row)) + 1) * ROW_H : 0;
}

/** Draws "Health [H1] 7 [H2] 3 [A] 4/5" in the footer box; returns the height used. */
export function drawUnitHealth(painter: Painter, view: PublicView, box: Box): number {
  const tag = 'units';
  const placed = flow(painter, entriesOf(view), box.w - 2 * MARGIN);
  if (!placed.length) return 0;
  const left = box.x + MARGIN;
  painter.text(TITLE, left, box.y + ROW_H / 2 + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
  for (const { entry, row, x } of placed) {
    const cy = box.y + row * ROW_H + ROW_H / 2;
    const w = drawChip(painter, entry.kind, entry.label, left + x, cy, tag, KEY_H);
    painter.text(entry.value, left + x + w + KEY_GAP, cy + 1, { size: SIZE.small, weight: 700, color: COLOR.text, baseline: 'middle', tag });
  }
  return (Math.max(...placed.map((f) => f.row)) + 1) * ROW_H;
}
