import type { Painter } from './paint.js';
import type { Box } from './board.js';
import { CUBE_SLOTS, type PesadillaVerdeView } from './modules.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const GAP = 8;

/**
 * The Soldiers card's Upgrade tokens: Unlocked ones bright with a check mark, Locked ones dark,
 * dashed and padlocked; Action Upgrades show their cube track (a filled square = the cube).
 */
export function drawUpgrades(p: Painter, pv: PesadillaVerdeView, box: Box): void {
  const tag = 'upgrades';
  const left = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  p.text("Soldiers' Upgrades", left, box.y + 24, { size: SIZE.title, weight: 700, tag });
  const n = pv.upgrades.length;
  if (n === 0) return;
  const w = Math.floor((right - left - GAP * (n - 1)) / n);
  const top = box.y + 44;
  const h = box.h - 46;
  pv.upgrades.forEach((u, i) => {
    const x = left + i * (w + GAP);
    if (u.unlocked) p.roundRect(x, top, w, h, 10, COLOR.unlocked, COLOR.dark, 2);
    else p.roundRect(x, top, w, h, 10, COLOR.locked, COLOR.dim, 2, [6, 5]);
    // Status badge straddling the top-right corner.
    p.circle(x + w - 12, top + 2, 14, u.unlocked ? '#ffffff' : COLOR.panel, u.unlocked ? COLOR.dark : COLOR.dim, 2);
    if (u.unlocked) p.check(x + w - 22, top - 8, 20, COLOR.dark);
    else p.padlock(x + w - 21, top - 8, 18, COLOR.text);
    const color = u.unlocked ? COLOR.dark : COLOR.text;
    const hasCubes = u.kind === 'action';
    const lines = p.wrap(u.name, w - 12, SIZE.small, 700).slice(0, hasCubes ? 1 : 2);
    const firstY = hasCubes || lines.length === 1 ? top + 30 : top + 28;
    lines.forEach((l, li) => p.text(l, x + w / 2, firstY + li * 24, { size: SIZE.small, weight: 700, color, align: 'center', tag }));
    if (hasCubes) {
      const size = 20;
      const cubesW = CUBE_SLOTS * size + (CUBE_SLOTS - 1) * 6;
      for (let c = 0; c < CUBE_SLOTS; c++) {
        const cx = x + w / 2 - cubesW / 2 + c * (size + 6);
        if (u.cube === c) p.roundRect(cx, top + h - size - 10, size, size, 3, COLOR.dark, COLOR.dark, 2);
        else p.roundRect(cx, top + h - size - 10, size, size, 3, null, color, 2);
      }
    }
  });
}
