import { describe, expect, it } from 'vitest';
import { newGame, publicView, type GameState, type PublicView } from '../../src/engine/index.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { fenceText, islaLagartoLine, lavaText, packSize, raptorsLine, tRexText } from '../../src/render/raptorGames.js';
import { boardEdgeLines, drawFooter } from '../../src/render/footer.js';
import { COLOR, WIDTH } from '../../src/render/theme.js';
import { pngSize } from './png.js';
import { recorder } from './recorder.js';

const KINDS: readonly PictureKind[] = ['sheet', 'turn'];
const OPTIONS = { killer: 'raptors', location: 'isla-lagarto' } as const;

const drawnIn = (texts: readonly DrawnText[], tag: string) => texts.filter((t) => t.tag === tag).map((t) => t.text);
const allText = (texts: readonly DrawnText[], alt: string) => [...texts.map((t) => t.text), alt].join('\n');
/** The Raptors' line and the island's, as the alt text and the bot's summary say them (none for a module not in play). */
const raptorGamesLines = (view: PublicView) => [raptorsLine(view), islaLagartoLine(view)].filter((l): l is string => l !== null);

function startState(seed = 3): GameState {
  return newGame(OPTIONS, seed).state;
}

/**
 * A later table, built from a real start: fences A and C powered (B off), the T-Rex broken out
 * into the Dino Pen, Lava on the Volcano and Hot Springs, and three loose Raptors (two together).
 */
function laterView(): PublicView {
  const view = publicView(startState());
  const isla = view.modules.islaLagarto;
  const raptors = view.modules.raptors;
  if (!isla || !raptors) throw new Error('Isla Lagarto and the Raptors must both be in play');
  const pack = view.units.find((u) => u.role === 'killer');
  if (!pack) throw new Error('the Pack must be on the board');
  const raptor = (id: string, space: string) => ({ ...pack, id, type: 'raptor', name: 'Raptor', mark: 'R', role: 'minion' as const, space, spaceLabel: null, health: 1, maxHealth: 1, finalHealth: 'none', idle: false });
  const tRex = { ...pack, id: 't-rex-1', type: 't-rex', name: 'T-Rex', mark: 'T', role: 'hazard' as const, space: 'dino-pen', spaceLabel: 'Dino Pen', health: 1, maxHealth: 1, finalHealth: 'none', idle: false };
  return {
    ...view,
    units: [...view.units, raptor('r1', 'helipad'), raptor('r2', 'helipad'), raptor('r3', 'boat-dock'), tRex],
    board: { ...view.board, closed: ['volcano', 'hot-springs'] },
    modules: {
      ...view.modules,
      islaLagarto: { fences: { ...isla.fences, powered: ['A', 'C'], rollSkipped: true }, tRex: { track: isla.tRex.breakOut, breakOut: isla.tRex.breakOut, loose: true }, lava: { spaces: ['Volcano', 'Hot Springs'], tokensLeft: 2, deck: 1 } },
      raptors: { ...raptors, spawnDiscard: [1, 3], raptorsOnCard: raptors.raptorsOnCard - 3 },
    },
  };
}

describe('The Raptor Games in the picture', () => {
  it('names each fence section on or off, the T-Rex card, the Lava, the Pack and the Spawn deck in words', () => {
    const view = laterView();
    const isla = view.modules.islaLagarto;
    if (!isla) throw new Error('no Isla Lagarto view');
    expect(fenceText(isla)).toBe('Fences A on, B off, C on (Power Surge: no roll next Upkeep)');
    expect(tRexText(isla)).toBe('T-Rex loose');
    expect(lavaText(isla)).toBe('Lava 2/4: Volcano, Hot Springs');
    const start = publicView(startState()).modules.islaLagarto;
    if (!start) throw new Error('no Isla Lagarto view');
    expect(tRexText(start)).toMatch(/^T-Rex caged, 0\/\d+ to Break Out$/);
    expect(lavaText(start)).toBe('Lava 0/4 (Volcano not erupted)');
    const [pack] = raptorGamesLines(view);
    expect(pack).toMatch(/^Pack of 5 Raptors \(5 Health: 4 markers \+ its Final Health token\) · 3 loose Raptors · Spawn deck \d+ · Last Spawn card 3 · \d+ on the Raptors card$/);
    const [startPack] = raptorGamesLines(publicView(startState()));
    expect(startPack).toMatch(/^Pack of 5 Raptors \(5 Health: 4 markers \+ its Final Health token\) · 0 loose Raptors · Spawn deck \d+ · \d+ on the Raptors card$/);
  });

  it.each([0, 2, 4])('draws the T-Rex card\'s track as boxes after its words, %i of them filled', (track) => {
    const start = publicView(startState());
    const isla = start.modules.islaLagarto;
    if (!isla) throw new Error('no Isla Lagarto view');
    const view = { ...start, modules: { ...start.modules, islaLagarto: { ...isla, tRex: { ...isla.tRex, track } } } };
    const breakOut = isla.tRex.breakOut;
    for (const full of [true, false]) {
      const lines = boardEdgeLines(view, full);
      expect(lines.at(-1)?.track, `full ${full}`).toEqual({ filled: track, total: breakOut });
      expect(lines.at(-1)?.text).toMatch(full ? /^Isla Lagarto: Fences .* · T-Rex to Break Out$/ : /^Raptors: .* · T-Rex caged$/);
      const p = recorder(400);
      drawFooter(p, view, { lines, legend: [] }, { x: 0, y: 0, w: WIDTH, h: 400 });
      const words = p.placed.find((t) => t.text.endsWith('T-Rex caged') || t.text.endsWith('T-Rex to Break Out'));
      if (!words) throw new Error('the T-Rex card\'s words are not drawn');
      // The boxes on the words' row, to their right: solid up to the track, hollow after.
      const row = p.boxes.filter((b) => Math.abs(b.y + b.h / 2 - (words.y - 9)) < 1 && b.x > words.x + p.measure(words.text, 28));
      expect(row.map((b) => (b.fill === COLOR.hazard ? 'filled' : b.fill === null ? 'hollow' : b.fill)), `full ${full}`).toEqual([
        ...Array<string>(track).fill('filled'),
        ...Array<string>(breakOut - track).fill('hollow'),
      ]);
    }
    // The alt text keeps the words and numbers.
    expect(raptorGamesLines(view).join(' · ')).toContain(`T-Rex caged, ${track}/${breakOut} to Break Out`);
  });

  it('draws no T-Rex boxes once it is loose', () => {
    const view = laterView();
    for (const full of [true, false]) {
      const lines = boardEdgeLines(view, full);
      expect(lines.map((l) => l.track)).toEqual(lines.map(() => undefined));
      expect(lines.at(-1)?.text).toMatch(/T-Rex loose$/);
    }
  });

  it('counts the Pack as its Health markers plus its face-down Final Health token', () => {
    expect(packSize({ health: 4, finalHealth: 'face down' })).toBe(5);
    expect(packSize({ health: 4, finalHealth: 'revealed 3' })).toBe(4);
    expect(packSize({ health: 9, finalHealth: 'none' })).toBe(9);
  });

  it.each(KINDS)('the %s picture draws the T-Rex without Health, loose Raptors as counted chips, and the lines', async (kind) => {
    const view = laterView();
    const { png, texts, alt } = await renderWithLog(view, kind);
    // The turn picture keeps the crowded worst case's budget (turn.test.ts) with the two extra lines.
    expect(pngSize(png).height).toBeLessThanOrEqual(kind === 'turn' ? 1100 : 2000);
    expect(drawnIn(texts, 'space:dino-pen')).toContain('T');
    expect(drawnIn(texts, 'space:helipad')).toContain('R2');
    expect(drawnIn(texts, 'space:boat-dock')).toContain('R1');
    // The T-Rex cannot be hurt: no Health of it on the units' row, the Pack's there.
    const units = drawnIn(texts, 'units');
    expect(units).not.toContain('T');
    expect(units).toContain('P1');
    const footer = drawnIn(texts, 'footer').join(' · ');
    expect(footer).toContain('T-Rex loose');
    if (kind === 'sheet') {
      expect(footer).toContain('Raptors: Pack of 5 Raptors');
      expect(footer).toContain('Isla Lagarto: Fences A on, B off, C on');
      expect(footer).toContain('Lava 2/4: Volcano, Hot Springs');
    } else expect(footer).toBe('Raptors: Pack of 5 · 3 loose · Fences on: A, C · T-Rex loose');
    expect(alt.length).toBeLessThanOrEqual(1000);
    for (const fact of ['Pack of 5 Raptors', '3 loose Raptors', 'Fences A on, B off, C on', 'T-Rex loose', 'Lava 2/4: Volcano, Hot Springs', 'T-Rex (hazard): T at Dino Pen.']) expect(alt).toContain(fact);
    expect(alt).not.toMatch(/T at Dino Pen \(\d/);
  });

  it('draws none of it for other Killers at other Locations', async () => {
    const view = publicView(newGame({ killer: 'hunter', location: 'larmes-abbey' }, 3).state);
    expect(raptorGamesLines(view)).toEqual([]);
    const { texts, alt } = await renderWithLog(view, 'sheet');
    expect(allText(texts, alt)).not.toMatch(/Fences|T-Rex|Lava|Raptor/);
  });

  it('shows only the Raptors line at another Location, and only the island line for another Killer', () => {
    expect(raptorGamesLines(publicView(newGame({ killer: 'raptors', location: 'pesadilla-verde' }, 3).state)).map((l) => l.split(' ')[0])).toEqual(['Pack']);
    expect(raptorGamesLines(publicView(newGame({ killer: 'zombies', location: 'isla-lagarto' }, 3).state)).map((l) => l.split(' ')[0])).toEqual(['Fences']);
  });

  it.each(KINDS)('the %s picture is the same whatever the face-down secrets (the Pack\'s Final Health, the deck orders)', async (kind) => {
    const a = startState();
    const b = structuredClone(a);
    const pack = b.units.find((u) => u.role === 'killer');
    if (!pack?.final) throw new Error('the Pack starts with a face-down Final Health token');
    pack.final = { ...pack.final, value: pack.final.value + 3 };
    if (!b.raptors || !b.islaLagarto) throw new Error('both modules in play');
    b.raptors.deck.reverse();
    b.islaLagarto.lavaDeck.reverse();
    const [ra, rb] = await Promise.all([renderWithLog(publicView(a), kind), renderWithLog(publicView(b), kind)]);
    expect(rb.texts.map((t) => t.text)).toEqual(ra.texts.map((t) => t.text));
    expect(rb.alt).toBe(ra.alt);
  });
});
