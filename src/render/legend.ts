import type { Painter } from './paint.js';
import type { Box } from './board.js';
import { chipWidth, drawChip, type PieceKind } from './pieces.js';
import { COLOR, SIZE } from './theme.js';

/** One legend entry: a chip (or a space tag) and what it means. */
export interface LegendEntry {
  kind: PieceKind | 'exit' | 'search' | 'river' | 'cube' | 'locked';
  label: string;
  meaning: string;
}

/** The entries for the modules in play: everything a chip or tag on the board can be. */
export function legendEntries(opts: { volkar: boolean; pesadillaVerde: boolean }): LegendEntry[] {
  const v = opts.pesadillaVerde ? 'S' : 'V';
  const entries: LegendEntry[] = [
    { kind: 'girl', label: 'FG', meaning: 'Final Girl' },
    { kind: 'killer', label: 'K', meaning: 'Killer' },
  ];
  if (opts.volkar) entries.push({ kind: 'origin', label: 'O', meaning: 'Origin marker' });
  entries.push({ kind: 'soldiers', label: `${v}2`, meaning: opts.pesadillaVerde ? '2 Soldiers' : '2 Victims' });
  if (opts.pesadillaVerde) {
    entries.push({ kind: 'special', label: 'AR', meaning: 'Archeologist' }, { kind: 'special', label: 'RL', meaning: 'Rebel Leader' });
    entries.push({ kind: 'huey', label: 'H', meaning: 'Huey' }, { kind: 'piranhas', label: 'P!', meaning: 'Piranhas!' });
  }
  if (opts.volkar) entries.push({ kind: 'attack', label: 'AT2', meaning: 'Attack token, 2 damage' });
  entries.push({ kind: 'exit', label: 'EXIT', meaning: 'Exit' }, { kind: 'search', label: 'SEARCH 4', meaning: '4 Items' });
  entries.push({ kind: 'river', label: '', meaning: 'River, one way' });
  if (opts.pesadillaVerde) entries.push({ kind: 'cube', label: '', meaning: 'Action cube' });
  entries.push({ kind: 'locked', label: '', meaning: 'Locked' });
  return entries;
}

const ROW_H = 40;

/** Draws the legend entries flowing left to right in rows inside the box. */
export function drawLegend(p: Painter, entries: readonly LegendEntry[], box: Box): void {
  const tag = 'legend';
  let x = box.x;
  let row = 0;
  for (const e of entries) {
    const keyW = e.kind === 'river' || e.kind === 'cube' ? 44 : e.kind === 'locked' ? 22 : e.kind === 'exit' || e.kind === 'search' ? p.measure(e.label, SIZE.small, 700) + 14 : chipWidth(p, e.label, 32, e.kind);
    const w = keyW + 8 + p.measure(e.meaning, SIZE.small) + 22;
    if (x + w > box.x + box.w && x > box.x) {
      row += 1;
      x = box.x;
    }
    const cy = box.y + row * ROW_H + ROW_H / 2;
    if (cy + ROW_H / 2 > box.y + box.h + 4) return;
    let used: number;
    if (e.kind === 'river') {
      p.line(x, cy, x + 30, cy, COLOR.river, 7);
      p.polygon([[x + 44, cy], [x + 28, cy - 11], [x + 28, cy + 11]], COLOR.river, COLOR.dark, 1.5);
      used = 44;
    } else if (e.kind === 'cube') {
      p.roundRect(x, cy - 10, 20, 20, 3, COLOR.dark, COLOR.text, 2);
      p.roundRect(x + 24, cy - 10, 20, 20, 3, null, COLOR.text, 2);
      used = 44;
    } else if (e.kind === 'locked') {
      p.padlock(x, cy - 12, 22, COLOR.text);
      used = 22;
    } else if (e.kind === 'exit' || e.kind === 'search') {
      used = keyW;
      p.roundRect(x, cy - 14, used, 28, 6, e.kind === 'exit' ? COLOR.exit : COLOR.search, COLOR.dark, 2);
      p.text(e.label, x + used / 2, cy + 1, { size: SIZE.small, weight: 700, color: e.kind === 'exit' ? '#ffffff' : COLOR.dark, align: 'center', baseline: 'middle', tag });
    } else {
      used = drawChip(p, e.kind, e.label, x, cy, tag, 32);
    }
    p.text(e.meaning, x + used + 8, cy + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
    x += used + 8 + p.measure(e.meaning, SIZE.small) + 22;
  }
}
