import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { describeState } from '../../src/cli/describe.js';
import { renderWithLog, type DrawnText } from '../../src/render/index.js';
import { sampleState } from '../../src/render/sample.js';
import { SIZE } from '../../src/render/theme.js';
import { crowdedUnitsView } from './crowded.js';
import { pngSize } from './png.js';

/** The existing budgets (render.test.ts, legibility.test.ts). */
const MAX_BYTES = 250 * 1024;
const MAX_HEIGHT = 2000;
const MIN_TEXT_PX = 28;

const drawnIn = (texts: readonly DrawnText[], tag: string) => texts.filter((t) => t.tag === tag).map((t) => t.text);

describe('many units on the board', () => {
  it('draws a crowded multi-unit view legibly, every unit as a chip, within the size budget', async () => {
    const view = crowdedUnitsView();
    const { png, texts, alt } = await renderWithLog(view);
    writeFileSync('/tmp/crowded.png', png);

    const size = pngSize(png);
    expect(size.width).toBe(1000);
    expect(size.height).toBeLessThan(MAX_HEIGHT);
    expect(png.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(alt.length).toBeLessThanOrEqual(1000);
    const min = texts.reduce((a, b) => (b.size < a.size ? b : a));
    expect(min.size, `"${min.text}" (${min.tag})`).toBeGreaterThanOrEqual(Math.max(MIN_TEXT_PX, SIZE.small));

    // One chip per Killer (numbered Hordes), one counted chip for the three Raptors, the Ally, the T-Rex, the Mark V.
    const chips: [string, string][] = [
      ['nave', 'K'], ['nave', 'H1'], ['refectory', 'H2'], ['infirmary', 'H3'],
      ['cloister', 'R3'], ['chapel', 'A'], ['kitchen', 'T'], ['crypt', 'V'],
    ];
    for (const [space, label] of chips) expect(drawnIn(texts, `space:${space}`), `${label} in ${space}`).toContain(label);
    expect(texts.filter((t) => t.tag.startsWith('space:') && /^R\d$/.test(t.text)).map((t) => t.text)).toEqual(['R3']);
    expect(texts.filter((t) => t.tag.startsWith('space:') && t.text === 'K')).toHaveLength(1);

    // Health of the units beyond the Core Box Killer: no upper limit shows the number alone.
    expect(drawnIn(texts, 'units')).toEqual(['Health', 'H1', '7', 'H2', '3', 'H3', '12', 'A', '4/5', 'V', '0/6']);
    // The Killer panel still shows Berith alone.
    expect(drawnIn(texts, 'killer')).toContain('K');
    expect(drawnIn(texts, 'killer')).toContain('7/7');

    const legend = drawnIn(texts, 'legend');
    for (const meaning of ['Killer', 'Horde', 'Raptor ×2', 'Mark X (Ally)', 'T-Rex', 'Mark V (inert)', 'No crossing', 'Closed, no entry']) expect(legend).toContain(meaning);

    expect(alt).toContain('Horde: H1 at Nave (7 Health), H2 at Refectory (3), H3 at Infirmary (12).');
    expect(alt).toContain('Raptor: 3 at Cloister (1 idle).');
    expect(alt).toContain('No crossing: Kitchen to Refectory. Closed: Herb Garden.');
  });

  it('draws the cut line and the closed space (the picture differs without them)', async () => {
    const view = crowdedUnitsView();
    const base = (await renderWithLog(view)).png;
    const uncut = (await renderWithLog({ ...view, board: { ...view.board, cut: [] } })).png;
    const open = (await renderWithLog({ ...view, board: { ...view.board, closed: [] } })).png;
    expect(base.equals(uncut)).toBe(false);
    expect(base.equals(open)).toBe(false);
  });

  it('lists every extra group in the bot summary and the terminal, one line each', () => {
    const view = crowdedUnitsView();
    const lines = summaryLines(view);
    const killerLine = lines.findIndex((l) => l.startsWith('🔪 Berith: at Nave'));
    expect(killerLine).toBeGreaterThan(0);
    expect(lines.slice(killerLine + 1, killerLine + 7)).toEqual([
      '🔪 Hordes: H1 at Nave (7 Health), H2 at Refectory (3), H3 at Infirmary (12)',
      '👣 Raptors: 3 at Cloister (1 idle)',
      '🤝 Mark X (Ally): A at Chapel (4/5 Health)',
      '⚠️ T-Rex (hazard): T at Kitchen',
      '💤 Mark V (inert): V at Crypt (0/6 Health)',
      '🚧 No crossing: Kitchen–Refectory · Closed: Herb Garden',
    ]);
    expect(lines.every((l) => l.length < 320)).toBe(true);

    const text = describeState(view);
    expect(text).toContain('\nHordes: H1 at Nave (7 Health), H2 at Refectory (3), H3 at Infirmary (12)\n');
    expect(text).toContain('\nRaptors: 3 at Cloister (1 idle)\n');
    expect(text).toContain('\nMark X (Ally): A at Chapel (4/5 Health)\n');
    expect(text).toContain('\nBoard: No crossing: Kitchen–Refectory · Closed: Herb Garden\n');
  });

  it('adds nothing for a one-unit game: the same picture, summary and terminal text as a view without units', async () => {
    for (const options of [{ killer: 'volkar', location: 'pesadilla-verde' }, { killer: 'berith', location: 'larmes-abbey' }] as const) {
      const view = publicView(sampleState(options, 5, 80));
      expect(view.units).toHaveLength(1);
      const { units: _units, ...rest } = view;
      const bare = { ...rest, board: { spaces: view.board.spaces, edges: view.board.edges } } as unknown as PublicView;
      const [a, b] = await Promise.all([renderWithLog(view), renderWithLog(bare)]);
      expect(a.png.equals(b.png), `${options.killer}: picture`).toBe(true);
      expect(a.alt).toBe(b.alt);
      expect(summaryLines(view)).toEqual(summaryLines(bare));
      expect(describeState(view)).toBe(describeState(bare));
      expect(drawnIn(a.texts, 'units')).toEqual([]);
    }
  });

  it('a lone Horde standing in for a Killer without a board: a numbered H1 chip (a lone "H" would read as the Huey), its Health (no upper limit) on the units\' row, not the Killer\'s', async () => {
    const base = publicView(sampleState({ killer: 'berith', location: 'larmes-abbey' }, 93, 43));
    const horde = { ...(base.units[0] as PublicView['units'][number]), id: 'horde-1', type: 'horde', name: 'Horde', mark: 'H', health: 7, maxHealth: null, finalHealth: 'none' };
    // (A Horde has no Final Health token: its type declares none; Berith's unit here would lend it hers.)
    const view = { ...base, units: [horde], killer: { ...base.killer, space: null, spaceLabel: null, health: 7, maxHealth: null } } as unknown as PublicView;
    const { texts } = await renderWithLog(view);
    expect(drawnIn(texts, `space:${horde.space}`)).toContain('H1');
    expect(texts.some((t) => t.tag.startsWith('space:') && t.text === 'K')).toBe(false);
    expect(drawnIn(texts, 'killer')).toContain('H');
    expect(drawnIn(texts, 'killer')).not.toContain('Health');
    expect(drawnIn(texts, 'units')).toEqual(['Health', 'H1', '7']);
    expect(texts.some((t) => t.text.includes('/null'))).toBe(false);
    const lines = summaryLines(view).join('\n');
    expect(lines).toContain(`🔪 Berith · Bloodlust ${view.killer.bloodlust}/${view.killer.bloodlustMax}\n`);
    expect(lines).toContain(`🔪 Horde: H1 at ${horde.spaceLabel} (7 Health)`);
  });
});
