import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { publicView } from '../../src/engine/index.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { sampleGame } from '../../src/render/sample.js';
import { SIZE } from '../../src/render/theme.js';
import { crowdedUnitsView, crowdedView } from './crowded.js';

/**
 * Discord shows the 1000 px picture about 300–350 CSS px wide on a phone, so anything under
 * 28 px at full size ends up under about 9 px there: no string may be drawn smaller.
 */
const MIN_TEXT_PX = 28;

function smallest(texts: readonly DrawnText[]): DrawnText {
  return texts.reduce((a, b) => (b.size < a.size ? b : a));
}

describe('legibility on a phone', () => {
  it('keeps the text sizes at or above the phone minimum', () => {
    expect(SIZE.small).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(SIZE.body).toBeGreaterThanOrEqual(30);
    expect(SIZE.title).toBeGreaterThan(SIZE.body);
    expect(SIZE.header).toBeGreaterThan(SIZE.title);
  });

  it.each(['sheet', 'turn'] satisfies PictureKind[])(`the %s picture draws no string smaller than ${MIN_TEXT_PX} px, in every pairing from start to finish and in the crowded worst cases`, async (kind) => {
    const c = content();
    const pairings = Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));
    let checked = 0;
    for (const options of pairings) {
      for (const seed of [3, 12]) {
        const states = sampleGame(options, seed);
        for (const i of [0, Math.floor(states.length / 2), states.length - 1]) {
          const { texts } = await renderWithLog(publicView(states[i] as (typeof states)[number]), kind);
          const where = `${options.killer} @ ${options.location}, seed ${seed} after ${i} choices`;
          expect(texts.length, where).toBeGreaterThan(0);
          const min = smallest(texts);
          expect(min.size, `${where}: "${min.text}" (${min.tag})`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
          checked += 1;
        }
      }
    }
    for (const [name, view] of [['crowded', crowdedView()], ['crowded with many units', crowdedUnitsView()]] as const) {
      const { texts } = await renderWithLog(view, kind);
      const min = smallest(texts);
      expect(min.size, `${name}: "${min.text}" (${min.tag})`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
