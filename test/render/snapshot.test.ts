import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { renderGameImage } from '../../src/render/index.js';
import { sampleState } from '../../src/render/sample.js';
import { pixels } from './png.js';

/**
 * Golden image of a fixed seeded state: Volk'ar @ Pesadilla Verde, seed 6, after 100 random
 * choices (sampleState): Concealed with the Origin marker, two face-up and three face-down Path
 * cards, Soldiers, Huey, an item, a die. The view is kept beside the PNG so engine changes do
 * not move the picture; `UPDATE_SNAPSHOT=1 npx vitest run test/render` rebuilds both.
 */
const DIR = fileURLToPath(new URL('./__snapshots__/', import.meta.url));
const REFERENCE = `${DIR}pesadilla-verde.png`;
const ACTUAL = `${DIR}pesadilla-verde.actual.png`;
const VIEW = `${DIR}pesadilla-verde.view.json`;
const UPDATE = process.env.UPDATE_SNAPSHOT === '1';

/** A channel may differ by this much (anti-aliasing across platforms)... */
const CHANNEL_TOLERANCE = 32;
/** ...and this share of pixels may differ by more. */
const MAX_DIFF_RATIO = 0.0005;

function fixtureView(): PublicView {
  if (UPDATE) {
    const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 6, 100));
    writeFileSync(VIEW, `${JSON.stringify(view, null, 1)}\n`);
    return view;
  }
  if (!existsSync(VIEW)) throw new Error(`${VIEW} is missing: run with UPDATE_SNAPSHOT=1 to create it`);
  return JSON.parse(readFileSync(VIEW, 'utf8')) as PublicView;
}

describe('golden image', () => {
  it('matches test/render/__snapshots__/pesadilla-verde.png', async () => {
    const { png } = await renderGameImage(fixtureView());
    if (UPDATE) {
      writeFileSync(REFERENCE, png);
      rmSync(ACTUAL, { force: true });
      return;
    }
    if (!existsSync(REFERENCE)) throw new Error(`${REFERENCE} is missing: run with UPDATE_SNAPSHOT=1 to create it`);
    const [want, got] = await Promise.all([pixels(readFileSync(REFERENCE)), pixels(png)]);
    let differing = 0;
    if (want.width === got.width && want.height === got.height) {
      for (let i = 0; i < want.data.length; i += 4) {
        const d = Math.max(
          Math.abs((want.data[i] as number) - (got.data[i] as number)),
          Math.abs((want.data[i + 1] as number) - (got.data[i + 1] as number)),
          Math.abs((want.data[i + 2] as number) - (got.data[i + 2] as number)),
        );
        if (d > CHANNEL_TOLERANCE) differing += 1;
      }
    }
    const ratio = want.width === got.width && want.height === got.height ? differing / (want.width * want.height) : 1;
    if (ratio > MAX_DIFF_RATIO) writeFileSync(ACTUAL, png);
    else rmSync(ACTUAL, { force: true });
    expect(
      ratio,
      `${(ratio * 100).toFixed(2)}% of pixels differ (${got.width}×${got.height} vs ${want.width}×${want.height}); see ${ACTUAL}, or UPDATE_SNAPSHOT=1 to accept`,
    ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });
});
