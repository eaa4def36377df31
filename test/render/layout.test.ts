import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { layoutSpaces, type SpaceRect } from '../../src/render/board.js';
import { layoutFor, WIDTH } from '../../src/render/theme.js';
import type { Box } from '../../src/render/shapes.js';

/** Room the EXIT / SEARCH tags and the Malice octagon take above a space's top edge. */
const TAG = 19;
/** Clearance kept around every space (its tags included). */
const PAD = 4;

const grown = (r: SpaceRect): Box => ({ x: r.x - PAD, y: r.y - TAG - PAD, w: r.w + 2 * PAD, h: r.h + TAG + 2 * PAD });

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whether the segment crosses the box (sampled every pixel or so along its length). */
function crosses(x1: number, y1: number, x2: number, y2: number, b: Box): boolean {
  const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1));
  for (let i = 0; i <= steps; i++) {
    const x = x1 + ((x2 - x1) * i) / steps;
    const y = y1 + ((y2 - y1) * i) / steps;
    if (x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h) return true;
  }
  return false;
}

describe('board layout from the location packs', () => {
  const board = layoutFor({ path: false, upgrades: false }).board;
  if (!board) throw new Error('no board section');
  const box = { x: 0, y: board.y, w: WIDTH, h: board.h };

  for (const [id, location] of Object.entries(content().locations)) {
    it(`${id}: no two spaces overlap and no connection runs through a third space`, () => {
      const spaces = location.board.spaces.map((s) => ({ id: s.id, label: s.name ?? s.mark ?? s.id, named: s.name !== null, mark: s.mark ?? null, x: s.x, y: s.y, icons: s.icons }));
      const rects = layoutSpaces(spaces, box);
      const list = [...rects.values()];
      const clashes: string[] = [];
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const [a, b] = [list[i] as SpaceRect, list[j] as SpaceRect];
          if (overlaps(grown(a), grown(b))) clashes.push(`${a.id} overlaps ${b.id}`);
        }
      }
      for (const e of location.board.edges) {
        const a = rects.get(e.a);
        const b = rects.get(e.b);
        if (!a || !b) throw new Error(`edge ${e.a}-${e.b} names a missing space`);
        for (const r of list) {
          if (r.id !== e.a && r.id !== e.b && crosses(a.cx, a.cy, b.cx, b.cy, grown(r))) clashes.push(`${e.a}-${e.b} runs through ${r.id}`);
        }
      }
      for (const r of list) {
        expect(r.x, r.id).toBeGreaterThanOrEqual(box.x);
        expect(r.x + r.w, r.id).toBeLessThanOrEqual(box.x + box.w);
        expect(r.y - TAG, r.id).toBeGreaterThanOrEqual(box.y);
        expect(r.y + r.h, r.id).toBeLessThanOrEqual(box.y + box.h);
      }
      expect(clashes).toEqual([]);
    });
  }
});
