import { describe, expect, it } from 'vitest';
import { newGame, publicView, type PublicView } from '../../src/engine/index.js';
import { drawBoard, type SpaceRect } from '../../src/render/board.js';
import { fenceLines, UNPOWERED_DASH } from '../../src/render/fences.js';
import { sheetLegend } from '../../src/render/legend.js';
import { piecesOf } from '../../src/render/pieces.js';
import { fullWidth, turnLayout } from '../../src/render/theme.js';
import { renderWithLog } from '../../src/render/index.js';
import { recorder, type Recorder } from './recorder.js';
import type { FenceSection } from '../../src/content/islaLagartoSheet.js';

/** The Zombies at Isla Lagarto (no Pack chips to crowd the board), seed 3, with the given sections powered. */
function islaView(powered: readonly FenceSection[]): PublicView {
  const view = publicView(newGame({ killer: 'zombies', location: 'isla-lagarto' }, 3).state);
  const isla = view.modules.islaLagarto;
  if (!isla) throw new Error('Isla Lagarto must be in play');
  const cut = isla.fences.lines.filter((l) => powered.includes(l.section)).map((l): [string, string] => [l.a, l.b]);
  return { ...view, board: { ...view.board, cut }, modules: { ...view.modules, islaLagarto: { ...isla, fences: { ...isla.fences, powered: [...powered] } } } };
}

function drawn(view: PublicView): { p: Recorder; rects: Map<string, SpaceRect> } {
  const p = recorder(1100);
  const rects = drawBoard(p, view, piecesOf(view), fullWidth(turnLayout(100, 100).board));
  return { p, rects };
}

/** How far a point is from the straight line through two space centres, within its ends. */
function offLine(x: number, y: number, a: SpaceRect, b: SpaceRect): number {
  const [dx, dy] = [b.cx - a.cx, b.cy - a.cy];
  const t = Math.max(0, Math.min(1, ((x - a.cx) * dx + (y - a.cy) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (a.cx + t * dx), y - (a.cy + t * dy));
}

/** The lines drawn along the connection between two spaces (not across it). */
function along(p: Recorder, rects: Map<string, SpaceRect>, from: string, to: string) {
  const [a, b] = [rects.get(from), rects.get(to)];
  if (!a || !b) throw new Error(`no space ${from} or ${to}`);
  return p.lines.filter((l) => offLine(l.x1, l.y1, a, b) < 1 && offLine(l.x2, l.y2, a, b) < 1);
}

/** The strokes of a cut line's cross: short diagonals centred on the middle of the line between two spaces. */
function crossAt(p: Recorder, rects: Map<string, SpaceRect>, from: string, to: string) {
  const line = along(p, rects, from, to)[0];
  if (!line) return [];
  const [mx, my] = [(line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2];
  return p.lines.filter((l) => l !== line && Math.hypot((l.x1 + l.x2) / 2 - mx, (l.y1 + l.y2) / 2 - my) < 1 && Math.abs(l.x2 - l.x1) > 0 && Math.abs(l.y2 - l.y1) > 0);
}

describe('Electric Fences on the board', () => {
  it('the renderer reads each fence line with its section and whether that section is powered', () => {
    expect(fenceLines(islaView(['A', 'C'])).map((l) => `${l.section} ${l.a}-${l.b} ${l.powered ? 'on' : 'off'}`)).toEqual([
      'A control-room-dino-pen on',
      'A control-room-east-cliff on',
      'B visitor-center-dino-pen off',
      'C genetics-lab-workshop on',
    ]);
    expect(fenceLines(publicView(newGame({ killer: 'zombies', location: 'pesadilla-verde' }, 3).state))).toEqual([]);
  });

  it('draws an unpowered fence as a thin dotted line with no cross, a powered one dashed and crossed out, a plain line solid', () => {
    const { p, rects } = drawn(islaView(['A', 'C']));
    const off = along(p, rects, 'visitor-center', 'dino-pen');
    expect(off.map((l) => ({ dash: l.dash, width: l.width }))).toEqual([{ dash: UNPOWERED_DASH, width: 4 }]);
    expect(crossAt(p, rects, 'visitor-center', 'dino-pen')).toEqual([]);
    for (const [a, b] of [['control-room', 'dino-pen'], ['control-room', 'east-cliff'], ['genetics-lab', 'workshop']] as const) {
      const on = along(p, rects, a, b);
      expect(on.map((l) => ({ dash: l.dash, width: l.width })), `${a}-${b}`).toEqual([{ dash: [10, 8], width: 5 }]);
      // The cross: two diagonals, each drawn dark and then coloured.
      expect(crossAt(p, rects, a, b), `${a}-${b}`).toHaveLength(4);
    }
    expect(along(p, rects, 'north-beach', 'volcano').map((l) => l.dash)).toEqual([[]]);
    // Switched on, B's line is drawn as the others: dashed and crossed out.
    const { p: allOn, rects: r2 } = drawn(islaView(['A', 'B', 'C']));
    expect(along(allOn, r2, 'visitor-center', 'dino-pen').map((l) => l.dash)).toEqual([[10, 8]]);
    expect(crossAt(allOn, r2, 'visitor-center', 'dino-pen')).toHaveLength(4);
  });

  it('letters each section once, beside one of its lines and clear of it, at the phone minimum size or more', () => {
    for (const powered of [[], ['A', 'C'], ['A', 'B', 'C']] satisfies FenceSection[][]) {
      const view = islaView(powered);
      const { p, rects } = drawn(view);
      const letters = p.placed.filter((t) => t.tag.startsWith('fence:'));
      expect(letters.map((t) => t.text), powered.join()).toEqual(['A', 'B', 'C']);
      for (const t of letters) {
        expect(t.size).toBeGreaterThanOrEqual(28);
        const own = fenceLines(view).filter((l) => l.section === t.text);
        const near = Math.min(...own.map((l) => offLine(t.x, t.y, rects.get(l.a) as SpaceRect, rects.get(l.b) as SpaceRect)));
        // Beside the line (off the cross, which reaches 19 px), not off somewhere else on the board.
        expect(near, t.text).toBeGreaterThan(19);
        expect(near, t.text).toBeLessThan(60);
        for (const r of rects.values()) {
          const inside = t.x > r.x && t.x < r.x + r.w && t.y > r.y && t.y < r.y + r.h;
          expect(inside, `${t.text} inside ${r.id}`).toBe(false);
        }
      }
    }
  });

  it('draws no fence letters and keys no unpowered fence away from Isla Lagarto', () => {
    const view = publicView(newGame({ killer: 'zombies', location: 'pesadilla-verde' }, 3).state);
    expect(drawn(view).p.placed.filter((t) => t.tag.startsWith('fence:'))).toEqual([]);
    expect(sheetLegend(view).map((e) => e.kind)).not.toContain('fence-off');
  });

  it('keys an unpowered fence in the legend only while one is drawn, and names it in the alt text', async () => {
    const kinds = (powered: FenceSection[]) => sheetLegend(islaView(powered)).map((e) => e.kind);
    expect(kinds(['A', 'C'])).toContain('fence-off');
    expect(kinds(['A', 'B', 'C'])).not.toContain('fence-off');
    expect(kinds(['A', 'B', 'C'])).toContain('cut');
    const { alt, texts } = await renderWithLog(islaView(['A', 'C']), 'turn');
    expect(alt).toContain('Fences off, open: Visitor Center to Dino Pen (B).');
    expect(texts.filter((t) => t.tag === 'legend').map((t) => t.text)).toContain('Fence off, open');
    expect((await renderWithLog(islaView(['A', 'B', 'C']), 'turn')).alt).not.toContain('Fences off');
  });
});
