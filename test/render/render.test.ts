import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { publicView } from '../../src/engine/index.js';
import { IMAGE_HEIGHT, IMAGE_WIDTH, renderGameImage } from '../../src/render/index.js';
import { sampleGame } from '../../src/render/sample.js';
import { crowdedView } from './crowded.js';
import { pixels, pngSize } from './png.js';

const OPTIONS = { killer: 'volkar', location: 'pesadilla-verde' } as const;
const MAX_BYTES = 250 * 1024;

/** Start, a third, two thirds and the last state of a seeded random game. */
function pointsOf(seed: number) {
  const states = sampleGame(OPTIONS, seed);
  const at = [0, Math.floor(states.length / 3), Math.floor((2 * states.length) / 3), states.length - 1];
  return at.map((i) => ({ i, state: states[i] ?? (states[0] as (typeof states)[number]) }));
}

describe('renderGameImage (Volk\'ar @ Pesadilla Verde)', () => {
  it('renders valid PNGs of the expected size at several points of several seeded games', async () => {
    let finished = 0;
    for (const seed of [1, 2, 3, 6, 19]) {
      for (const { i, state } of pointsOf(seed)) {
        const { png, alt } = await renderGameImage(publicView(state));
        const where = `seed ${seed} after ${i} choices`;
        expect(pngSize(png), where).toEqual({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
        expect(png.length, where).toBeLessThanOrEqual(MAX_BYTES);
        expect(alt.length, where).toBeGreaterThan(50);
        expect(alt.length, where).toBeLessThanOrEqual(1000);
        if (state.result) finished += 1;
      }
    }
    expect(finished, 'at least one finished game was drawn').toBeGreaterThan(0);
  });

  it('keeps a crowded worst case (7 face-up cards, 10-card hand, 3 items, 5 dice) within budget', async () => {
    const { png, alt } = await renderGameImage(crowdedView());
    expect(pngSize(png)).toEqual({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
    expect(png.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(alt.length).toBeLessThanOrEqual(1000);
  });

  it('draws every installed Killer × Location pairing at the start, mid-game and once finished', async () => {
    const c = content();
    const pairings = Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));
    expect(pairings.length, 'Volk\'ar and Berith, Pesadilla Verde and L\'Armes Abbey at least').toBeGreaterThanOrEqual(4);
    for (const options of pairings) {
      let finished = 0;
      for (const seed of [12, 31]) {
        const states = sampleGame(options, seed);
        for (const i of [0, Math.floor(states.length / 2), states.length - 1]) {
          const state = states[i] as (typeof states)[number];
          const view = publicView(state);
          const { png, alt } = await renderGameImage(view);
          const where = `${options.killer} @ ${options.location}, seed ${seed} after ${i} choices`;
          const size = pngSize(png);
          expect(size.width, where).toBe(IMAGE_WIDTH);
          expect(size.height, where).toBeGreaterThan(IMAGE_WIDTH);
          expect(size.height, where).toBeLessThan(2000);
          expect(png.length, where).toBeLessThanOrEqual(MAX_BYTES);
          expect(alt.length, where).toBeGreaterThan(50);
          expect(alt.length, where).toBeLessThanOrEqual(1000);
          if (state.result) finished += 1;
        }
      }
      expect(finished, `${options.killer} @ ${options.location}: a finished game was drawn`).toBeGreaterThan(0);
    }
  });

  it('is portrait, at least 1000 px wide', () => {
    expect(IMAGE_WIDTH).toBeGreaterThanOrEqual(1000);
    expect(IMAGE_HEIGHT).toBeGreaterThan(IMAGE_WIDTH);
  });

  it('decodes to opaque pixels', async () => {
    const { png } = await renderGameImage(publicView(sampleGame(OPTIONS, 4, 10).at(-1) as ReturnType<typeof sampleGame>[number]));
    const img = await pixels(png);
    expect(img.width).toBe(IMAGE_WIDTH);
    for (let i = 3; i < img.data.length; i += 4 * 997) expect(img.data[i]).toBe(255);
  });

  it('draws the same view the same way', async () => {
    const view = publicView(sampleGame(OPTIONS, 5, 30).at(-1) as ReturnType<typeof sampleGame>[number]);
    const a = await renderGameImage(view);
    const b = await renderGameImage(structuredClone(view));
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.alt).toBe(b.alt);
  });
});
