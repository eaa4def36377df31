import type { Painter } from './paint.js';
import type { ModuleViews } from '../engine/index.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

const GAP = 8;

/** Spaces on an Action Upgrade token's cube track (the engine's CUBE_TRACK; not in the view). */
const CUBE_SLOTS = 2;

/**
 * The Soldiers card's Upgrade tokens: Unlocked ones bright with a check mark, Locked ones dark,
 * dashed and padlocked; Action Upgrades show their cube track (a filled square = the cube).
 */
export function drawUpgrades(painter: Painter, pv: ModuleViews['pesadillaVerde'], box: Box): void {
  const tag = 'upgrades';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  painter.text("Soldiers' Upgrades", left, box.y + 30, { size: SIZE.title, weight: 700, tag });
  const n = pv.upgrades.length;
  if (n === 0) return;
  // Two rows, so each name fits on one line at SIZE.small; the status badges straddle each
  // token's top-right corner, so the rows keep a gap for them.
  const rows = n > 4 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const rowGap = 16;
  const w = Math.floor((right - left - GAP * (perRow - 1)) / perRow);
  const top0 = box.y + 52;
  const h = Math.floor((box.h - 52 - rowGap * (rows - 1)) / rows);
  const cube = 22;
  pv.upgrades.forEach((u, i) => {
    const x = left + (i % perRow) * (w + GAP);
    const top = top0 + Math.floor(i / perRow) * (h + rowGap);
    const cy = top + h / 2;
    if (u.unlocked) painter.roundRect(x, top, w, h, 10, COLOR.unlocked, COLOR.dark, 2);
    else painter.roundRect(x, top, w, h, 10, COLOR.locked, COLOR.dim, 2, [6, 5]);
    // Status badge straddling the top-right corner: a check (Unlocked) or a padlock (Locked).
    painter.circle(x + w - 12, top + 2, 14, u.unlocked ? '#ffffff' : COLOR.panel, u.unlocked ? COLOR.dark : COLOR.dim, 2);
    if (u.unlocked) painter.check(x + w - 22, top - 8, 20, COLOR.dark);
    else painter.padlock(x + w - 21, top - 8, 18, COLOR.text);
    const color = u.unlocked ? COLOR.dark : COLOR.text;
    if (u.kind !== 'action') {
      painter.text(painter.fit(u.name, w - 16, SIZE.small, 700), x + w / 2, cy + 1, { size: SIZE.small, weight: 700, color, align: 'center', baseline: 'middle', tag });
      return;
    }
    // An Action Upgrade: its name, then its cube track (a filled square = the cube).
    const cubesW = CUBE_SLOTS * cube + (CUBE_SLOTS - 1) * 6;
    const name = painter.fit(u.name, w - 16 - cubesW - 12, SIZE.small, 700);
    const nameW = painter.measure(name, SIZE.small, 700);
    const x0 = x + w / 2 - (nameW + 12 + cubesW) / 2;
    painter.text(name, x0, cy + 1, { size: SIZE.small, weight: 700, color, baseline: 'middle', tag });
    for (let c = 0; c < CUBE_SLOTS; c++) {
      const cx = x0 + nameW + 12 + c * (cube + 6);
      if (u.cube === c) painter.roundRect(cx, cy - cube / 2, cube, cube, 3, COLOR.dark, COLOR.dark, 2);
      else painter.roundRect(cx, cy - cube / 2, cube, cube, 3, null, color, 2);
    }
  });
}
