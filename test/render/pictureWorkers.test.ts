import { describe, expect, it } from 'vitest';
import { apply, newGame, publicView } from '../../src/engine/index.js';
import { renderPicture } from '../../src/render/picture.js';
import { PictureWorkers } from '../../src/render/pictureWorkers.js';

describe('drawing threads (pictureWorkers.ts)', () => {
  const start = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state;
  const later = apply(start, start.pending?.options[0]?.id as string).state;

  it('a picture drawn on a drawing thread is the one this thread would draw, alt text included', async () => {
    const workers = new PictureWorkers(1);
    for (const kind of ['sheet', 'turn'] as const) {
      const [off, here] = await Promise.all([workers.render(publicView(start), kind), renderPicture(publicView(start), kind)]);
      expect(Buffer.compare(off.png, here.png)).toBe(0);
      expect(off.alt).toBe(here.alt);
    }
  });

  it('pictures asked for at once all come back, each its own, over two threads', async () => {
    const workers = new PictureWorkers(2);
    const views = [start, later, start, later].map((s) => publicView(s));
    const pictures = await Promise.all(views.map((v) => workers.render(v, 'turn')));
    expect(Buffer.compare(pictures[0]?.png as Buffer, pictures[2]?.png as Buffer)).toBe(0);
    expect(Buffer.compare(pictures[1]?.png as Buffer, pictures[3]?.png as Buffer)).toBe(0);
    expect(Buffer.compare(pictures[0]?.png as Buffer, pictures[1]?.png as Buffer)).not.toBe(0);
  });

  it('a thread draws one picture at a time: a quick one asked after a slow one comes back after it', async () => {
    const workers = new PictureWorkers(1);
    const done: string[] = [];
    // The full sheet takes longer to draw and to deflate than the turn picture.
    const asked = (['sheet', 'turn', 'sheet', 'turn'] as const).map((kind, i) => workers.render(publicView(i % 2 ? later : start), kind).then(() => done.push(`${kind} ${i}`)));
    await Promise.all(asked);
    expect(done).toEqual(['sheet 0', 'turn 1', 'sheet 2', 'turn 3']);
  });
});
