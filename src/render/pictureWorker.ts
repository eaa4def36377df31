import { parentPort } from 'node:worker_threads';
import { renderPicture } from './picture.js';
import { renderLineChart } from './lineChart.js';
import type { PictureJob, PictureAnswer } from './pictureWorkers.js';

/**
 * A drawing thread: draws and encodes the pictures asked for, off the bot's event loop, one at a
 * time. Each picture holds a canvas and its pixels (several MB, freed only when collected) while
 * its deflate waits on the thread pool; started all at once, a burst of 200 turn pictures held
 * gigabytes. One at a time, a thread holds one picture's worth, and the pictures still come out
 * in the order asked.
 */
let previous: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: PictureJob) => {
  previous = previous.then(() => draw(job));
});

async function draw(job: PictureJob): Promise<void> {
  try {
    const img = 'chart' in job ? await renderLineChart(job.chart) : await renderPicture(job.view, job.kind);
    const png = new Uint8Array(img.png);
    const answer: PictureAnswer = { id: job.id, png, alt: img.alt };
    parentPort?.postMessage(answer, [png.buffer]);
  } catch (err) {
    const answer: PictureAnswer = { id: job.id, error: err instanceof Error ? (err.message.split('\n')[0] ?? 'error') : 'error' };
    parentPort?.postMessage(answer);
  }
}
