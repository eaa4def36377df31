import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicView, type NewGameOptions, type PublicView } from '../../src/engine/index.js';
import { renderGameImage } from '../../src/render/index.js';
import { sampleState } from '../../src/render/sample.js';
import { pixels } from './png.js';

/**
 * Golden images of fixed seeded states (sampleState). Each view is kept beside its PNG so engine
 * changes do not move the picture; `UPDATE_SNAPSHOT=1 npx vitest run test/render` rebuilds both
 * for every fixture, `UPDATE_SNAPSHOT=larmes-abbey` (names, comma-separated) only for those.
 */
const FIXTURES: { name: string; what: string; options: NewGameOptions; seed: number; choices: number }[] = [
  {
    name: 'pesadilla-verde',
    what: "Volk'ar @ Pesadilla Verde: Concealed with the Origin marker, two face-up and three face-down Path cards, Soldiers, Huey, an item, a die",
    options: { killer: 'volkar', location: 'pesadilla-verde' },
    seed: 6,
    choices: 100,
  },
  {
    name: 'larmes-abbey',
    what: "Berith @ L'Armes Abbey: six Malice tokens, the Donkey sharing a space with the Final Girl and Berith, one Divine Blessing face down, Victims, two dice",
    options: { killer: 'berith', location: 'larmes-abbey' },
    seed: 93,
    choices: 43,
  },
];

const DIR = fileURLToPath(new URL('./__snapshots__/', import.meta.url));
const UPDATE_ENV = process.env.UPDATE_SNAPSHOT ?? '';
const updating = (name: string) => UPDATE_ENV === '1' || UPDATE_ENV.split(',').includes(name);

/** A channel may differ by this much (anti-aliasing across platforms)... */
const CHANNEL_TOLERANCE = 32;
/** ...and this share of pixels may differ by more. */
const MAX_DIFF_RATIO = 0.0005;

function fixtureView(f: (typeof FIXTURES)[number]): PublicView {
  const file = `${DIR}${f.name}.view.json`;
  if (updating(f.name)) {
    const view = publicView(sampleState(f.options, f.seed, f.choices));
    writeFileSync(file, `${JSON.stringify(view, null, 1)}\n`);
    return view;
  }
  if (!existsSync(file)) throw new Error(`${file} is missing: run with UPDATE_SNAPSHOT=1 to create it`);
  return JSON.parse(readFileSync(file, 'utf8')) as PublicView;
}

describe('golden images', () => {
  for (const f of FIXTURES) {
    it(`matches test/render/__snapshots__/${f.name}.png (${f.what})`, async () => {
      const reference = `${DIR}${f.name}.png`;
      const actual = `${DIR}${f.name}.actual.png`;
      const { png } = await renderGameImage(fixtureView(f));
      if (updating(f.name)) {
        writeFileSync(reference, png);
        rmSync(actual, { force: true });
        return;
      }
      if (!existsSync(reference)) throw new Error(`${reference} is missing: run with UPDATE_SNAPSHOT=1 to create it`);
      const [want, got] = await Promise.all([pixels(readFileSync(reference)), pixels(png)]);
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
      if (ratio > MAX_DIFF_RATIO) writeFileSync(actual, png);
      else rmSync(actual, { force: true });
      expect(
        ratio,
        `${(ratio * 100).toFixed(2)}% of pixels differ (${got.width}×${got.height} vs ${want.width}×${want.height}); see ${actual}, or UPDATE_SNAPSHOT=1 to accept`,
      ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    });
  }
});
