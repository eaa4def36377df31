import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { PublicView } from '../engine/index.js';
import { typescriptWorker } from '../typescriptWorker.js';
import type { PictureKind } from './draw.js';
import type { GameImage } from './picture.js';
import type { LineChart } from './lineChart.js';

/** A board picture of a public view, or a chart (src/render/lineChart.ts: the recap's, /stats'). */
export type PictureJob = { id: number; view: PublicView; kind: PictureKind } | { id: number; chart: LineChart };

export type PictureAnswer = { id: number; png: Uint8Array; alt: string } | { id: number; error: string };

interface Pending {
  resolve: (img: GameImage) => void;
  reject: (err: Error) => void;
}

/**
 * Drawing threads for the bot's pictures: drawing and encoding a board takes tens of
 * milliseconds of CPU, which on the event loop would hold up every interaction (and the timer
 * that defers them). One thread per core but one, at least one; each picture goes to the thread
 * with the fewest waiting. A thread that dies fails its pictures and is started again for the
 * next. Threads are started on the first picture (or by `warm`, at the bot's start) and never keep the process alive.
 */
export class PictureWorkers {
  private readonly threads: ({ worker: Worker; pending: Map<number, Pending> } | null)[];
  private nextId = 1;

  constructor(size = Math.max(1, availableParallelism() - 1)) {
    this.threads = Array.from({ length: size }, () => null);
  }

  render(view: PublicView, kind: PictureKind): Promise<GameImage> {
    return this.send((id) => ({ id, view, kind }));
  }

  renderChart(chart: LineChart): Promise<GameImage> {
    return this.send((id) => ({ id, chart }));
  }

  /**
   * Starts every drawing thread and has each draw `view` once as a turn picture and once as a
   * sheet, so the first real picture does not wait for a thread to load, compile and read its
   * fonts. Resolves when all have drawn; rejects if one failed.
   */
  async warm(view: PublicView): Promise<void> {
    const kinds: PictureKind[] = ['turn', 'sheet'];
    await Promise.all(this.threads.flatMap((_, slot) => kinds.map((kind) => this.sendTo(slot, (id) => ({ id, view, kind })))));
  }

  private send(job: (id: number) => PictureJob): Promise<GameImage> {
    return this.sendTo(this.leastBusy(), job);
  }

  private sendTo(slot: number, job: (id: number) => PictureJob): Promise<GameImage> {
    const t = this.threads[slot] ?? this.start(slot);
    const id = this.nextId++;
    return new Promise<GameImage>((resolve, reject) => {
      t.pending.set(id, { resolve, reject });
      t.worker.postMessage(job(id));
    });
  }

  private leastBusy(): number {
    let best = 0;
    let load = Infinity;
    this.threads.forEach((t, i) => {
      const n = t?.pending.size ?? 0;
      if (n < load) [best, load] = [i, n];
    });
    return best;
  }

  private start(slot: number): { worker: Worker; pending: Map<number, Pending> } {
    const worker = typescriptWorker(new URL('./pictureWorker.ts', import.meta.url));
    const t = { worker, pending: new Map<number, Pending>() };
    worker.on('message', (a: PictureAnswer) => {
      const p = t.pending.get(a.id);
      if (!p) return;
      t.pending.delete(a.id);
      if ('error' in a) p.reject(new Error(a.error));
      else p.resolve({ png: Buffer.from(a.png.buffer, a.png.byteOffset, a.png.byteLength), alt: a.alt });
    });
    const fail = (why: string) => {
      if (this.threads[slot] === t) this.threads[slot] = null;
      for (const p of t.pending.values()) p.reject(new Error(why));
      t.pending.clear();
    };
    worker.on('error', (err) => fail(`the drawing thread failed: ${err.message.split('\n')[0] ?? ''}`));
    worker.on('exit', () => fail('the drawing thread stopped'));
    worker.unref();
    this.threads[slot] = t;
    return t;
  }
}
