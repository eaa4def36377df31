import { performance } from 'node:perf_hooks';
import { publicView, type NewGameOptions } from '../engine/index.js';
import { renderDrawing, type PictureKind } from './draw.js';
import { sampleGame } from './sample.js';

/** What `benchRender` measured: draw + encode time per picture and the PNG sizes. */
export interface RenderBench {
  renders: number;
  medianMs: number;
  worstMs: number;
  medianBytes: number;
  maxBytes: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Times draw + PNG encode (uncached) of one kind of picture over `renders` states spread through
 * seeded random games of Volk'ar @ Pesadilla Verde, after a short warm-up (font registration,
 * JIT). Targets: median under 60 ms; the sheet's PNGs at most 250 KB, the turn picture's 110 KB.
 */
export async function benchRender(renders = 30, options: NewGameOptions = { killer: 'volkar', location: 'pesadilla-verde' }, kind: PictureKind = 'sheet'): Promise<RenderBench> {
  const views = [];
  for (let seed = 1; views.length < renders; seed++) {
    const states = sampleGame(options, 70_000 + seed);
    for (const i of [0, Math.floor(states.length / 3), Math.floor((2 * states.length) / 3), states.length - 1]) {
      if (views.length < renders) views.push(publicView(states[i] ?? (states[0] as (typeof states)[number])));
    }
  }
  for (const v of views.slice(0, 3)) await renderDrawing(v, kind);
  const ms: number[] = [];
  const bytes: number[] = [];
  for (const v of views) {
    const t = performance.now();
    const { png } = await renderDrawing(v, kind);
    ms.push(performance.now() - t);
    bytes.push(png.length);
  }
  return { renders: views.length, medianMs: median(ms), worstMs: Math.max(...ms), medianBytes: median(bytes), maxBytes: Math.max(...bytes) };
}
