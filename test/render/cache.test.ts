import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index.js';
import { RenderCache } from '../../src/render/cache.js';
import { clearRenderCache, renderGameImageCached, renderTurnImageCached } from '../../src/render/index.js';
import { pngSize } from './png.js';
import { sampleGame } from '../../src/render/sample.js';

const OPTIONS = { killer: 'volkar', location: 'pesadilla-verde' } as const;

describe('renderGameImageCached', () => {
  it('re-serves the same Buffer until the view changes', async () => {
    clearRenderCache();
    const [first, second] = sampleGame(OPTIONS, 8, 1);
    if (!first || !second) throw new Error('the sample game is too short');
    const a = await renderGameImageCached(publicView(first));
    const again = await renderGameImageCached(structuredClone(publicView(first)));
    expect(again.png).toBe(a.png);
    const b = await renderGameImageCached(publicView(second));
    expect(b.png).not.toBe(a.png);
  });

  it('shares one render between concurrent requests for the same view', async () => {
    clearRenderCache();
    const view = publicView(sampleGame(OPTIONS, 8, 0)[0] as ReturnType<typeof sampleGame>[number]);
    const [x, y] = await Promise.all([renderGameImageCached(view), renderGameImageCached(view)]);
    expect(y.png).toBe(x.png);
  });

  it('keeps a view\'s sheet and turn picture apart, each re-served', async () => {
    clearRenderCache();
    const view = publicView(sampleGame(OPTIONS, 8, 0)[0] as ReturnType<typeof sampleGame>[number]);
    const sheet = await renderGameImageCached(view);
    const turn = await renderTurnImageCached(view);
    expect(pngSize(turn.png).height).toBeLessThan(pngSize(sheet.png).height);
    expect(turn.alt).not.toBe(sheet.alt);
    expect((await renderTurnImageCached(structuredClone(view))).png).toBe(turn.png);
    expect((await renderGameImageCached(structuredClone(view))).png).toBe(sheet.png);
  });

  it('keeps only the most recently used entries and drops failures', async () => {
    const cache = new RenderCache<number>(2);
    let made = 0;
    const make = (n: number) => () => Promise.resolve((made += 1, n));
    await cache.get('a', make(1));
    await cache.get('b', make(2));
    await cache.get('a', make(99)); // hit: 'a' becomes the most recent
    await cache.get('c', make(3)); // evicts 'b'
    expect(made).toBe(3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', make(100))).toBe(1);
    expect(await cache.get('b', make(4))).toBe(4);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('bad', make(5))).toBe(5);
  });

  it('keys by the JSON of the view', () => {
    expect(RenderCache.keyOf({ a: 1 })).toBe(RenderCache.keyOf({ a: 1 }));
    expect(RenderCache.keyOf({ a: 1 })).not.toBe(RenderCache.keyOf({ a: 2 }));
  });
});
