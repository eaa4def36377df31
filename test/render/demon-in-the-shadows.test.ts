import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { renderWithLog } from '../../src/render/index.js';
import { shortBlessingText } from '../../src/render/blessingText.js';
import { sampleGame, sampleState } from '../../src/render/sample.js';
import { withBlessings } from './blessings.js';
import { pngSize } from './png.js';

const ABBEY = { killer: 'berith', location: 'larmes-abbey' } as const;

describe("L'Armes Abbey on the board", () => {
  it('draws one Malice octagon per Malice space, the Donkey, the count and their legend entries, and no River entry', async () => {
    let checked = 0;
    for (const seed of [3, 93]) {
      for (const state of sampleGame(ABBEY, seed).filter((_, i) => i % 9 === 0)) {
        const view = publicView(state);
        const abbey = view.modules.larmesAbbey;
        if (!abbey) throw new Error('no L\'Armes Abbey view');
        const { texts } = await renderWithLog(view);
        const where = `seed ${seed}, turn ${state.turn}`;
        const malice = texts.filter((t) => t.text === 'M' && t.tag.startsWith('space:')).map((t) => t.tag.slice(6)).sort();
        expect(malice, where).toEqual([...abbey.malice].sort());
        const donkey = texts.filter((t) => t.text === 'D' && t.tag.startsWith('space:')).map((t) => t.tag.slice(6));
        expect(donkey, where).toEqual(abbey.donkey ? [abbey.donkey] : []);
        const total = abbey.malice.length + abbey.maliceLeft;
        expect(texts.some((t) => t.tag === 'footer' && t.text.startsWith(`Malice: ${abbey.malice.length}/${total} on the board · ${abbey.maliceLeft} left`)), where).toBe(true);
        const legend = texts.filter((t) => t.tag === 'legend').map((t) => t.text);
        expect(legend, where).toEqual(expect.arrayContaining(['Malice', 'Donkey', 'Blessed die', 'Cursed die']));
        expect(legend, where).not.toContain('River, one way');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps the River legend entry on a board with one-way connections', async () => {
    const { texts } = await renderWithLog(publicView(sampleState({ killer: 'berith', location: 'pesadilla-verde' }, 1, 5)));
    const legend = texts.filter((t) => t.tag === 'legend').map((t) => t.text);
    expect(legend).toContain('River, one way');
    expect(legend).not.toContain('Malice');
  });
});

describe("Berith's Divine Blessings sheet", () => {
  it('draws the side, 7 spaces with their effect, a face-down token on each filled one and the black tokens left', async () => {
    for (const side of ['heavenly', 'hellish'] as const) {
      const state = withBlessings(sampleState({ ...ABBEY, blessingsSide: side }, 5, 20), 3);
      const view = publicView(state);
      const berith = view.modules.berith;
      if (!berith) throw new Error('no Berith view');
      expect(berith.sheet.filter((s) => s.filled).length).toBe(state.berith?.sheet.length);
      const { texts, alt } = await renderWithLog(view);
      const section = texts.filter((t) => t.tag === 'blessings').map((t) => t.text);
      expect(section).toEqual(expect.arrayContaining(['Divine Blessings', side === 'heavenly' ? 'Heavenly' : 'Hellish', `${state.berith?.sheet.length}/7 placed`, `Black tokens left ${state.finalTokenPool.length}`]));
      for (const slot of berith.sheet) {
        const drawn = texts.filter((t) => t.tag === `blessing:${slot.space}`).map((t) => t.text);
        expect(drawn[0], `${side} ${slot.space}`).toBe(String(slot.space));
        expect(drawn.slice(1), `${side} ${slot.space}`).toEqual(shortBlessingText(slot.text));
      }
      expect(alt).toContain(`Divine Blessings (${side === 'heavenly' ? 'Heavenly' : 'Hellish'}): 3/7 placed face down`);
    }
  });

  it('shortens every printed blessing to at most 3 short lines, and keeps unknown text as written', () => {
    const sheet = content().berithBlessings;
    if (!sheet) throw new Error('the Divine Blessings sheet is not installed');
    for (const slot of [...sheet.heavenly, ...sheet.hellish]) {
      const lines = shortBlessingText(slot.text);
      expect(lines.length, slot.text).toBeGreaterThan(0);
      expect(lines.length, slot.text).toBeLessThanOrEqual(3);
      expect(lines.every((l) => l.length <= 14), `${slot.text}: ${lines.join(' | ')}`).toBe(true);
    }
    expect(shortBlessingText('Recover 1 Health and gain 1 Time.')).toEqual(['+1 Health', '+1 Time']);
    expect(shortBlessingText('Bloodlust and the Horror both rise by 1.')).toEqual(['+1 Bloodlust', '+1 Horror']);
    expect(shortBlessingText('Ursula weeps. Gain 2 Time.')).toEqual(['Ursula weeps', '+2 Time']);
  });
});

describe('Blessed and Cursed dice', () => {
  /** The engine's view does not carry `kind` yet; the renderer reads it when it does. */
  function withKinds(view: PublicView): PublicView {
    return {
      ...view,
      lastRoll: [
        { face: 6, converted: false, kind: 'blessed' },
        { face: 3, converted: true },
        { face: 1, converted: false, kind: 'cursed' },
      ] as PublicView['lastRoll'],
    };
  }

  it('letters them B and C in the last roll and names them in the alt text', async () => {
    const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 4, 30));
    const plain = await renderWithLog({ ...view, lastRoll: [{ face: 6, converted: false }, { face: 3, converted: true }, { face: 1, converted: false }] });
    const special = await renderWithLog(withKinds(view));
    const dice = (texts: { text: string; tag: string }[]) => texts.filter((t) => t.tag === 'dice').map((t) => t.text);
    expect(dice(plain.texts)).toEqual(['Last roll']);
    expect(dice(special.texts)).toEqual(['Last roll', 'B', 'C']);
    expect(special.alt).toContain('Last roll: 6 (Blessed), 3 (counted), 1 (Cursed).');
    // Without L'Armes Abbey in play the legend still explains them once they are rolled.
    expect(special.texts.filter((t) => t.tag === 'legend').map((t) => t.text)).toEqual(expect.arrayContaining(['Blessed die', 'Cursed die']));
    expect(pngSize(special.png).width).toBe(pngSize(plain.png).width);
    expect(special.png.equals(plain.png)).toBe(false);
  });
});
