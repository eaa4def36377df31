import { describe, expect, it } from 'vitest';
import { newGame, publicView, type PublicView } from '../../src/engine/index.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { layoutSpaces, placeChips } from '../../src/render/board.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { sheetLegend } from '../../src/render/legend.js';
import { measuring } from '../../src/render/paint.js';
import { piecesOf } from '../../src/render/pieces.js';
import { fullWidth, layoutFor, SIZE, WIDTH } from '../../src/render/theme.js';
import { crowdedZombiesState, crowdedZombiesView, ZOMBIE_TABLES, type ZombieTable } from './zombiesTable.js';
import { pixels, pngSize } from './png.js';
import type { Box } from '../../src/render/shapes.js';

/** The existing budgets: the sheet (render.test.ts, units.test.ts), the turn picture's crowded worst cases (turn.test.ts). */
const BUDGET: Record<PictureKind, { height: number; bytes: number }> = {
  sheet: { height: 2000, bytes: 250 * 1024 },
  turn: { height: 1100, bytes: 125 * 1024 },
};
const MIN_TEXT_PX = 28;
const LOCATIONS = Object.keys(ZOMBIE_TABLES) as ZombieTable[];

const drawnIn = (texts: readonly DrawnText[], tag: string) => texts.filter((t) => t.tag === tag).map((t) => t.text);
const labelOf = (view: PublicView, id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

describe('a crowded Zombies table: twelve Zombies over several spaces and three Hordes', () => {
  for (const location of LOCATIONS) {
    const t = ZOMBIE_TABLES[location];

    it.each(['sheet', 'turn'] satisfies PictureKind[])(`${location}: the %s picture decodes within its budget and shows every Zombie stack and Horde`, async (kind) => {
      const view = crowdedZombiesView(location);
      const { png, texts, alt } = await renderWithLog(view, kind);
      const size = pngSize(png);
      expect(size.width).toBe(WIDTH);
      expect(size.height).toBeLessThanOrEqual(BUDGET[kind].height);
      expect(png.length).toBeLessThanOrEqual(BUDGET[kind].bytes);
      const img = await pixels(png);
      expect([img.width, img.height]).toEqual([size.width, size.height]);
      expect(alt.length).toBeLessThanOrEqual(1000);
      const min = texts.reduce((a, b) => (b.size < a.size ? b : a));
      expect(min.size, `"${min.text}" (${min.tag})`).toBeGreaterThanOrEqual(Math.max(MIN_TEXT_PX, SIZE.small));

      // One counted chip per space with Zombies, one numbered chip per Horde, each where it stands.
      for (const [space, n] of t.zombies) expect(drawnIn(texts, `space:${space}`), `Z${n} in ${space}`).toContain(`Z${n}`);
      t.hordes.forEach(([space], i) => expect(drawnIn(texts, `space:${space}`), `H${i + 1} in ${space}`).toContain(`H${i + 1}`));
      const zombieChips = texts.filter((x) => x.tag.startsWith('space:') && /^Z\d+$/.test(x.text));
      expect(zombieChips).toHaveLength(t.zombies.length);
      expect(zombieChips.reduce((n, x) => n + Number(x.text.slice(1)), 0)).toBe(12);
      expect(texts.some((x) => x.tag.startsWith('space:') && x.text === 'K'), 'no Killer figure chip').toBe(false);

      // The Hordes' Health on the units' row, no upper limit; no Killer Health of 0 in its panel.
      expect(drawnIn(texts, 'units')).toEqual(['Health', 'H1', '7', 'H2', '4', 'H3', '12']);
      const killer = drawnIn(texts, 'killer');
      expect(killer).toEqual(expect.arrayContaining(['H', 'The Zombies', 'Hordes', '3/3 · 4 formed', 'Bloodlust']));
      for (const meaningless of ['Health', 'Final Health', '0', 'none']) expect(killer, meaningless).not.toContain(meaningless);
      if (kind === 'sheet') expect(killer).toEqual(expect.arrayContaining(['Zombies', '12 on the board', 'Super Horde']));

      // The legend names the Hordes and the Zombies, and no Killer figure.
      const legend = drawnIn(texts, 'legend');
      expect(legend).toEqual(expect.arrayContaining(['Horde', 'Zombie ×2']));
      expect(legend).not.toContain('Killer');
    });

    it(`${location}: the alt text and the /status summary list the Hordes with their Health and the Zombies by space`, async () => {
      const view = crowdedZombiesView(location);
      const hordes = t.hordes.map(([space, health], i) => `H${i + 1} at ${labelOf(view, space)} (${health}${i === 0 ? ' Health' : ''})`).join(', ');
      const fullest = [...t.zombies].sort((a, b) => b[1] - a[1]);
      const zombies = `12 on the board (${fullest.map(([space, n]) => `${labelOf(view, space)} ${n}`).join(', ')})`;

      const lines = summaryLines(view);
      expect(lines).toContain('🔪 The Zombies · Bloodlust 1/10 · Hordes 3 of 3 in play, 4 formed');
      expect(lines).toContain(`🔪 Hordes: ${hordes}`);
      expect(lines).toContain(`👣 Zombies: ${zombies}`);
      expect(lines.join('\n')).not.toMatch(/Health 0|Concealed|see below/);
      expect(lines.every((l) => l.length <= 300)).toBe(true);

      for (const kind of ['sheet', 'turn'] satisfies PictureKind[]) {
        const { alt } = await renderWithLog(view, kind);
        expect(alt).toContain('The Zombies: Bloodlust 1/10, Attack 1, Dark Power Super Horde. Hordes 3 of 3 in play, 4 formed.');
        expect(alt).toContain(`Horde: ${hordes}.`);
        expect(alt).toContain(`Zombie: ${zombies}.`);
        expect(alt).not.toMatch(/Final Health none|Health 0/);
      }
    });

    it(`${location}: no label overflows: nothing shortened, every legend entry drawn, every chip on the board and off the other spaces`, async () => {
      const view = crowdedZombiesView(location);
      for (const kind of ['sheet', 'turn'] satisfies PictureKind[]) {
        const { texts } = await renderWithLog(view, kind);
        const cut = texts.filter((x) => x.text.endsWith('…'));
        expect(cut.map((x) => `${x.tag}: ${x.text}`), kind).toEqual([]);
        if (kind === 'sheet') {
          const meanings = sheetLegend(view).map((e) => e.meaning);
          expect(drawnIn(texts, 'legend').filter((x) => meanings.includes(x)), 'every legend entry is drawn').toEqual(meanings);
        }
      }
      // The chips as drawBoard places them: each inside the board, clear of every other space.
      const p = measuring();
      const layout = layoutFor({ path: view.modules.volkar !== undefined, upgrades: view.modules.pesadillaVerde !== undefined });
      if (!layout.board) throw new Error('no board section');
      const board = fullWidth(layout.board);
      const rects = layoutSpaces(view.board.spaces, board);
      const pieces = piecesOf(view);
      const problems: string[] = [];
      for (const s of view.board.spaces) {
        const r = rects.get(s.id);
        if (!r) throw new Error(`no rectangle for ${s.id}`);
        for (const c of placeChips(p, pieces.filter((pc) => pc.space === s.id), r).chips) {
          const chip = { x: c.x, y: c.cy - c.h / 2, w: c.w, h: c.h };
          if (chip.x < board.x || chip.x + chip.w > board.x + board.w || chip.y < board.y || chip.y + chip.h > board.y + board.h) problems.push(`${c.pc.label} of ${s.id} leaves the board`);
          for (const other of rects.values()) if (other.id !== s.id && overlaps(chip, other)) problems.push(`${c.pc.label} of ${s.id} covers ${other.id}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('before any Horde: the panel shows the tokens all left, the legend still names Hordes and Zombies, and nothing says Concealed', async () => {
    const view = publicView(newGame({ killer: 'zombies', location: 'larmes-abbey' }, 3).state);
    expect(view.units.every((u) => u.type === 'zombie')).toBe(true);
    // What the engine's view gives for a Killer with no board and no Active Killer.
    expect(view.killer).toMatchObject({ space: null, health: 0, maxHealth: null, finalHealth: 'none' });
    const { texts, alt } = await renderWithLog(view, 'turn');
    const killer = drawnIn(texts, 'killer');
    expect(killer).toEqual(expect.arrayContaining(['H', 'Hordes', '0/3', 'Bloodlust']));
    expect(killer).not.toContain('Health');
    expect(drawnIn(texts, 'units')).toEqual([]);
    expect(drawnIn(texts, 'legend')).toEqual(expect.arrayContaining(['Horde', 'Zombie ×2']));
    expect(alt).toContain('The Zombies: Bloodlust 1/10, Attack 1. Hordes formed 0 of 3.');
    expect(alt).not.toMatch(/off the board|Final Health none/);
    const lines = summaryLines(view).join('\n');
    expect(lines).toContain('🔪 The Zombies · Bloodlust 1/10 · Hordes formed 0 of 3');
    expect(lines).toMatch(/👣 Zombies: \d+ on the board \(/);
    expect(lines).not.toMatch(/Concealed|Health 0/);
  });

  it('one Horde on the board: the engine fills the Killer fields from it, and the picture and texts still give its Health once, as a Horde', async () => {
    const s = crowdedZombiesState('larmes-abbey');
    const first = s.units.find((u) => u.type === 'horde');
    s.units = s.units.filter((u) => u.type !== 'horde' || u === first);
    if (s.zombies) s.zombies.hordesFormed = 1;
    const view = publicView(s);
    expect(view.killer).toMatchObject({ space: 'nave', health: 7, maxHealth: null });
    const { texts, alt } = await renderWithLog(view);
    expect(drawnIn(texts, 'killer')).not.toContain('Health');
    expect(drawnIn(texts, 'units')).toEqual(['Health', 'H1', '7']);
    expect(drawnIn(texts, 'killer')).toEqual(expect.arrayContaining(['Hordes', '1/3']));
    expect(alt).toContain('Hordes formed 1 of 3. Horde: H1 at Nave (7 Health).');
    expect(summaryLines(view)).toContain('🔪 Horde: H1 at Nave (7 Health)');
  });
});
