import { describe, expect, it } from 'vitest';
import { newGame, publicView, type GameState, type PublicView } from '../../src/engine/index.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { describeState } from '../../src/cli/describe.js';
import { layoutSpaces, placeChips } from '../../src/render/board.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { sheetLegend } from '../../src/render/legend.js';
import { measuring } from '../../src/render/paint.js';
import { piecesOf } from '../../src/render/pieces.js';
import { fullWidth, layoutFor } from '../../src/render/theme.js';
import { putUnits } from '../helpers/testPacks.js';
import { crowdedZombiesState } from './zombiesTable.js';

const RAFT_TOKENS = ['waterfall', 'upper-river', 'central-river', 'lower-river'];
const KINDS = ['sheet', 'turn'] satisfies PictureKind[];

const drawnIn = (texts: readonly DrawnText[], tag: string) => texts.filter((t) => t.tag === tag).map((t) => t.text);

function zombiesGame(location: 'pesadilla-verde' | 'larmes-abbey', seed = 7): GameState {
  return newGame({ killer: 'zombies', location }, seed).state;
}

/** Where each chip of the view lands on the board, by space, as drawBoard places them. */
function placed(view: PublicView) {
  const layout = layoutFor({ path: view.modules.volkar !== undefined, upgrades: view.modules.pesadillaVerde !== undefined });
  if (!layout.board) throw new Error('no board section');
  const rects = layoutSpaces(view.board.spaces, fullWidth(layout.board));
  const pieces = piecesOf(view);
  return (space: string) => {
    const r = rects.get(space);
    if (!r) throw new Error(`no rectangle for ${space}`);
    return { r, ...placeChips(measuring(), pieces.filter((pc) => pc.space === space), r) };
  };
}

describe('the Vehicles on the board picture, its legend, alt text, /status and the terminal', () => {
  it.each(KINDS)('face down (%s picture): a counted "?" token on each exit, listed by count only', async (kind) => {
    for (const [location, name, exits] of [['pesadilla-verde', 'Raft', ['cave', 'river-mouth']], ['larmes-abbey', 'Tractor', ['gatehouse', 'orchard']]] as const) {
      const view = publicView(zombiesGame(location));
      const { texts, alt } = await renderWithLog(view, kind);
      for (const exit of exits) expect(drawnIn(texts, `space:${exit}`), exit).toContain('?2');
      expect(texts.filter((t) => t.tag.startsWith('space:') && /^\?\d$/.test(t.text))).toHaveLength(2);
      const legend = drawnIn(texts, 'legend');
      expect(legend).toContain('2 Vehicle tokens, face down');
      // The turn picture keys only what its board shows; the sheet everything the Vehicles may put there.
      expect(legend.includes(name), `${location}: ${name} in the legend`).toBe(kind === 'sheet');
      const [a, b] = exits.map((sp) => view.board.spaces.find((s) => s.id === sp)?.label);
      const words = `${name} not found yet; Vehicle tokens: 2 face down at ${a}, 2 face down at ${b}`;
      expect(alt).toContain(`${words}.`);
      expect(summaryLines(view)).toContain(`🚗 ${words}`);
      expect(describeState(view)).toContain(`Vehicle: ${words}`);
    }
  });

  it('a pile turned over without the vehicle: an "X" chip for its blank tokens, the other pile still face down', async () => {
    const s = zombiesGame('pesadilla-verde');
    const tokens = s.zombieVehicles?.tokens ?? [];
    const blankPile = tokens.find((t) => !tokens.some((u) => u.space === t.space && u.vehicle))?.space;
    if (!blankPile) throw new Error('no pile without the vehicle');
    for (const t of tokens) if (t.space === blankPile) t.faceUp = true;
    const view = publicView(s);
    const { texts, alt } = await renderWithLog(view, 'turn');
    expect(drawnIn(texts, `space:${blankPile}`)).toContain('X2');
    expect(drawnIn(texts, `space:${blankPile}`)).not.toContain('?2');
    expect(drawnIn(texts, 'legend')).toEqual(expect.arrayContaining(['2 Vehicle tokens, face down', 'Blank Vehicle token']));
    expect(alt).toMatch(/Raft not found yet; Vehicle tokens: (2 face down at [\w ]+, 2 blank at [\w ]+|2 blank at [\w ]+, 2 face down at [\w ]+)\./);
  });

  it.each(KINDS)('found (%s picture): the Raft on the River with its tokens on the other River spaces; the Tractor alone', async (kind) => {
    const raft = zombiesGame('pesadilla-verde');
    raft.zombieVehicles = { tokens: [], space: 'lower-river', landings: [...RAFT_TOKENS] };
    const view = publicView(raft);
    const { texts, alt } = await renderWithLog(view, kind);
    expect(drawnIn(texts, 'space:lower-river')).toContain('R');
    expect(drawnIn(texts, 'space:lower-river')).not.toContain('~');
    for (const sp of RAFT_TOKENS.slice(0, 3)) expect(drawnIn(texts, `space:${sp}`), sp).toContain('~');
    expect(texts.some((t) => t.tag.startsWith('space:') && /^[?X]\d$/.test(t.text)), 'no Vehicle token left').toBe(false);
    expect(drawnIn(texts, 'legend')).toEqual(expect.arrayContaining(['Raft', 'Raft token']));
    expect(drawnIn(texts, 'legend')).not.toContain('2 Vehicle tokens, face down');
    expect(alt).toContain('Raft at Lower River; its tokens at Waterfall, Upper River, Central River, Lower River.');
    expect(summaryLines(view)).toContain('🚗 Raft at Lower River; its tokens at Waterfall, Upper River, Central River, Lower River');

    const tractor = zombiesGame('larmes-abbey');
    tractor.zombieVehicles = { tokens: [], space: 'gatehouse', landings: [] };
    const abbey = publicView(tractor);
    const drawn = await renderWithLog(abbey, kind);
    expect(drawnIn(drawn.texts, 'space:gatehouse')).toContain('T');
    expect(drawnIn(drawn.texts, 'legend')).toContain('Tractor');
    expect(drawnIn(drawn.texts, 'legend')).not.toContain('Tractor token');
    expect(drawn.alt).toContain('Tractor at Gatehouse.');
    expect(describeState(abbey)).toContain('Vehicle: Tractor at Gatehouse');
  });
});

describe('a crowded space: the Huey, three Hordes, the Final Girl and a Soldier in the Clearing', () => {
  /** The crowded Zombies table at Pesadilla Verde with its three Hordes moved into the Clearing (where the Huey lands), and her there too. */
  function crowdedClearing(): PublicView {
    const s = crowdedZombiesState('pesadilla-verde');
    s.units = s.units.filter((u) => u.type !== 'horde');
    for (const health of [7, 4, 12]) {
      putUnits(s, 'horde', 'clearing');
      const h = s.units.at(-1);
      if (h) h.health = health;
    }
    s.girl.space = 'clearing';
    return publicView(s);
  }

  it('tells the Huey from a Horde: Hordes are numbered even alone, the Huey is a plain "H"', async () => {
    const view = crowdedClearing();
    expect(view.tokens).toContainEqual({ kind: 'huey', space: 'clearing' });
    const { texts } = await renderWithLog(view, 'turn');
    expect(drawnIn(texts, 'space:clearing')).toEqual(expect.arrayContaining(['FG', 'H1', 'H2', 'H3', 'H', 'S1']));
    const lone = publicView(crowdedZombiesState('pesadilla-verde'));
    const one = { ...lone, units: lone.units.filter((u) => u.type !== 'horde' || u.space === 'clearing') };
    expect(drawnIn((await renderWithLog(one, 'turn')).texts, 'space:clearing')).toEqual(expect.arrayContaining(['H1', 'H']));
    const legend = sheetLegend(one);
    expect(legend.find((e) => e.meaning === 'Horde')?.label).toBe('H1');
    expect(legend.find((e) => e.meaning === 'Huey')?.label).toBe('H');
  });

  it('keeps every chip inside the space, smaller and in two rows, under its whole name', async () => {
    const view = crowdedClearing();
    const { r, crowded, chips } = placed(view)('clearing');
    expect(crowded).toBe(true);
    expect(chips.map((c) => c.pc.label)).toEqual(['FG', 'H1', 'H2', 'H3', 'S1', 'H']);
    expect(new Set(chips.map((c) => c.cy)).size).toBe(2);
    for (const c of chips) {
      const where = `${c.pc.label} at x ${c.x}..${c.x + c.w}, y ${c.cy - c.h / 2}..${c.cy + c.h / 2} in ${r.x}..${r.x + r.w}, ${r.y}..${r.y + r.h}`;
      expect(c.below, where).toBe(false);
      expect(c.x >= r.x && c.x + c.w <= r.x + r.w && c.cy - c.h / 2 >= r.y && c.cy + c.h / 2 <= r.y + r.h, where).toBe(true);
    }
    for (const kind of KINDS) {
      const { texts } = await renderWithLog(view, kind);
      expect(drawnIn(texts, 'space:clearing'), kind).toContain('Clearing');
      expect(drawnIn(texts, 'space:clearing').every((t) => !t.endsWith('…')), kind).toBe(true);
    }
    // A space whose chips fit one row keeps the full-size row along its bottom.
    const roomy = placed(view)('cursed-temple');
    expect(roomy.crowded).toBe(false);
    expect(roomy.chips.every((c) => c.h === 42 && !c.below)).toBe(true);
  });

  it('only chips too many even for two smaller rows hang below the space, full size', () => {
    const { r } = placed(crowdedClearing())('clearing');
    const pieces = ['FG', 'H1', 'H2', 'H3', 'S1', 'AR', 'RL', 'Z9', 'P!'].map((label) => ({ kind: 'token' as const, label, space: 'clearing' }));
    const { crowded, chips } = placeChips(measuring(), pieces, r);
    expect(crowded).toBe(false);
    expect(chips.every((c) => c.h === 42)).toBe(true);
    expect(chips.filter((c) => c.below).every((c) => c.cy - c.h / 2 > r.y + r.h - c.h)).toBe(true);
    expect(chips.some((c) => c.below)).toBe(true);
  });
});
