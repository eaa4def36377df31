import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { IMAGE_WIDTH, renderGameImage, renderTurnImage, renderWithLog, type DrawnText } from '../../src/render/index.js';
import { hasKillerBoard } from '../../src/render/units.js';
import { sampleGame, sampleState } from '../../src/render/sample.js';
import { crowdedUnitsView, crowdedView } from './crowded.js';
import { pngSize } from './png.js';

/** The turn picture's budget: about a third of a game turn's 500 KB of pictures, and phone-sized. */
const MAX_HEIGHT = 1100;
const MAX_BYTES = 110 * 1024;
/** The hand-made worst cases (every space crowded, many units) may go a little over. */
const MAX_CROWDED_BYTES = 125 * 1024;

const drawnIn = (texts: readonly DrawnText[], tag: string) => texts.filter((t) => t.tag === tag).map((t) => t.text);

function pairings() {
  const c = content();
  return Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));
}

/** What the strip and the board must show for this view, from the view itself. */
function expectDecisionFacts(view: PublicView, texts: readonly DrawnText[], where: string): void {
  const g = view.girl;
  expect(drawnIn(texts, 'girl'), where).toEqual(expect.arrayContaining(['FG', view.setup.girl, 'Health', `${g.health}/${g.maxHealth}`, 'Time', String(g.time)]));
  const killer = drawnIn(texts, 'killer');
  expect(killer, where).toEqual(expect.arrayContaining([view.killer.name, 'Bloodlust', String(view.killer.bloodlust)]));
  // A Killer without a Killer board (the Zombies) has no Health of its own: its Hordes' is on the units' row.
  if (hasKillerBoard(view)) expect(killer, where).toContain(view.killer.maxHealth === null ? String(view.killer.health) : `${view.killer.health}/${view.killer.maxHealth}`);
  else expect(killer, where).not.toContain('Health');
  const turn = drawnIn(texts, 'turn');
  expect(turn, where).toEqual(expect.arrayContaining([`Turn ${view.turn}`, `Hand ${g.hand.length}`]));
  expect(turn.includes(view.phaseName) || turn.includes(view.result === 'won' ? 'WON' : 'LOST'), `${where}: the phase or the result`).toBe(true);
  expect(turn.includes('Last roll'), `${where}: the last roll`).toBe((view.lastRoll?.length ?? 0) > 0);
  // The board: every space's name or mark, the Final Girl's chip in her space.
  for (const s of view.board.spaces) expect(drawnIn(texts, `space:${s.id}`).length, `${where}: ${s.id}`).toBeGreaterThan(0);
  expect(drawnIn(texts, `space:${g.space}`), where).toContain('FG');
  // Nothing that only the sheet draws.
  const sheetOnly = texts.filter((t) => /^(header|path|blessings?|upgrades?|hand|items|dice)(:|$)/.test(t.tag));
  expect(sheetOnly.map((t) => `${t.tag}: ${t.text}`), where).toEqual([]);
}

describe('renderTurnImage', () => {
  it('draws the board and the decision strip for every pairing, from the start to the end, within its size budget', async () => {
    const sizes: number[] = [];
    for (const options of pairings()) {
      for (const seed of [12, 31]) {
        const states = sampleGame(options, seed);
        for (const i of [0, Math.floor(states.length / 3), Math.floor((2 * states.length) / 3), states.length - 1]) {
          const view = publicView(states[i] as (typeof states)[number]);
          const { png, texts, alt } = await renderWithLog(view, 'turn');
          const where = `${options.killer} @ ${options.location}, seed ${seed} after ${i} choices`;
          const size = pngSize(png);
          expect(size.width, where).toBe(IMAGE_WIDTH);
          expect(size.height, where).toBeLessThanOrEqual(MAX_HEIGHT);
          expect(png.length, where).toBeLessThanOrEqual(MAX_BYTES);
          expect(alt.length, where).toBeGreaterThan(50);
          expect(alt.length, where).toBeLessThanOrEqual(1000);
          expectDecisionFacts(view, texts, where);
          sizes.push(png.length);
        }
      }
    }
    expect(sizes.length).toBeGreaterThanOrEqual(4 * 2 * 4);
  });

  it('is about half the sheet, in pixels and in bytes', async () => {
    const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 6, 100));
    const [turn, sheet] = await Promise.all([renderTurnImage(view), renderGameImage(view)]);
    expect(pngSize(turn.png).height).toBeLessThan(pngSize(sheet.png).height * 0.6);
    expect(turn.png.length).toBeLessThan(sheet.png.length * 0.6);
  });

  it('keeps the crowded worst cases on the picture: every unit chip, the units\' Health, the cut line and the closed space', async () => {
    for (const [name, view] of [['crowded', crowdedView()], ['crowded with many units', crowdedUnitsView()]] as const) {
      const { png, texts } = await renderWithLog(view, 'turn');
      expect(pngSize(png).height, name).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(png.length, name).toBeLessThanOrEqual(MAX_CROWDED_BYTES);
      expectDecisionFacts(view, texts, name);
    }
    const { texts } = await renderWithLog(crowdedUnitsView(), 'turn');
    expect(drawnIn(texts, 'units')).toEqual(['Health', 'H1', '7', 'H2', '3', 'H3', '12', 'A', '4/5', 'V', '0/6']);
    for (const [space, label] of [['nave', 'H1'], ['cloister', 'R3'], ['chapel', 'A'], ['kitchen', 'T'], ['crypt', 'V']]) expect(drawnIn(texts, `space:${space}`), `${label} in ${space}`).toContain(label);
    expect(drawnIn(texts, 'legend')).toEqual(expect.arrayContaining(['Horde', 'Raptor ×2', 'No crossing', 'Closed, no entry']));
  });

  it("keeps the board's module facts: Concealed with the Origin marker, and L'Armes Abbey's Malice line", async () => {
    const verde = sampleGame({ killer: 'volkar', location: 'pesadilla-verde' }, 12).map((s) => publicView(s)).find((v) => v.modules.volkar?.concealed && v.modules.volkar?.originSpace);
    if (!verde) throw new Error('no Concealed state in the sample game');
    const concealed = await renderWithLog(verde, 'turn');
    expect(drawnIn(concealed.texts, 'killer')).toContain('Concealed');
    expect(drawnIn(concealed.texts, `space:${verde.modules.volkar?.originSpace}`)).toContain('O');
    expect(drawnIn(concealed.texts, 'legend')).toContain('Origin');

    const view = publicView(sampleState({ killer: 'berith', location: 'larmes-abbey' }, 93, 43));
    const abbey = view.modules.larmesAbbey;
    if (!abbey) throw new Error("no L'Armes Abbey view");
    const { texts } = await renderWithLog(view, 'turn');
    const total = abbey.malice.length + abbey.maliceLeft;
    expect(drawnIn(texts, 'footer')).toEqual(['M', `Malice: ${abbey.malice.length}/${total} on the board · ${abbey.maliceLeft} left · Donkey at Cloister`]);
    // The sheet's deck and Item lines stay on the sheet.
    expect(texts.some((t) => t.text.includes('Terror deck') || t.text.startsWith('Top Items'))).toBe(false);
  });

  it('keys only what is on this board: tokens and Victims while there, special dice once rolled, nothing of the sheet', async () => {
    const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 6, 100));
    const legend = async (v: PublicView) => drawnIn((await renderWithLog(v, 'turn')).texts, 'legend');
    const shown = await legend(view);
    expect(shown).toEqual(expect.arrayContaining(['Final Girl', 'Killer', '2 Soldiers', '4 Items', 'River, one way']));
    expect(shown).toContain('Huey');
    for (const sheetOnly of ['Action cube', 'Locked', 'Archeologist', 'Rebel Leader', 'Piranhas!', 'Blessed die']) expect(shown, sheetOnly).not.toContain(sheetOnly);
    const sheet = drawnIn((await renderWithLog(view)).texts, 'legend');
    expect(sheet).toEqual(expect.arrayContaining(['Action cube', 'Locked', 'Archeologist', 'Piranhas!']));

    const withoutHuey = await legend({ ...view, tokens: view.tokens.filter((t) => t.kind !== 'huey') });
    expect(withoutHuey).not.toContain('Huey');
    const rolled = await legend({ ...view, lastRoll: [{ face: 6, converted: false, kind: 'cursed' }] as PublicView['lastRoll'] });
    expect(rolled).toEqual(expect.arrayContaining(['Blessed die', 'Cursed die']));
  });

  it('gives Hordes standing in for the Killer their Health in the units row, not a Killer Health of 0', async () => {
    const crowded = crowdedUnitsView();
    const view = {
      ...crowded,
      units: crowded.units.filter((u) => u.id !== 'killer'),
      killer: { ...crowded.killer, space: null, spaceLabel: null, health: 0, maxHealth: null },
    } as PublicView;
    const { texts } = await renderWithLog(view, 'turn');
    const killer = drawnIn(texts, 'killer');
    expect(killer).toEqual(expect.arrayContaining([view.killer.name, 'Bloodlust']));
    expect(killer).not.toContain('Health');
    expect(drawnIn(texts, 'units')).toEqual(expect.arrayContaining(['Health', 'H1', '7', 'H2', '3', 'H3', '12']));
  });

  it('has a focused alt text: the fighters, the board and the roll, without what only the sheet draws', async () => {
    const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 6, 80));
    const [turn, sheet] = await Promise.all([renderTurnImage(view), renderGameImage(view)]);
    expect(turn.alt.length).toBeLessThan(sheet.alt.length);
    expect(turn.alt).toContain(`Turn ${view.turn}, ${view.phaseName}.`);
    expect(turn.alt).toContain(`Time ${view.girl.time}`);
    expect(turn.alt).toContain(`Bloodlust ${view.killer.bloodlust}/${view.killer.bloodlustMax}`);
    expect(turn.alt).toContain(`Hand: ${view.girl.hand.length} cards.`);
    expect(turn.alt).toContain('Last roll:');
    for (const sheetOnly of ['Path:', 'Upgrades unlocked', 'Items:', 'Terror deck']) {
      expect(sheet.alt, sheetOnly).toContain(sheetOnly);
      expect(turn.alt, sheetOnly).not.toContain(sheetOnly);
    }
  });

  it('draws the same view the same way', async () => {
    const view = publicView(sampleState({ killer: 'berith', location: 'larmes-abbey' }, 5, 30));
    const [a, b] = await Promise.all([renderTurnImage(view), renderTurnImage(structuredClone(view))]);
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.alt).toBe(b.alt);
  });
});
