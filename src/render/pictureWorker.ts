import { parentPort } from 'node:worker_threads';
import { renderPicture } from './picture.js';
import type { PictureJob, PictureAnswer } from './pictureWorkers.js';

/** A drawing thread: draws and encodes the pictures asked for, off the bot's event loop. */
parentPort?.on('message', (job: PictureJob) => {
  renderPicture(job.view, job.kind).then(
    (img) => {
      const png = new Uint8Array(img.png);
      const answer: PictureAnswer = { id: job.id, png, alt: img.alt };
      parentPort?.postMessage(answer, [png.buffer]);
    },
    (err: unknown) => {
      const answer: PictureAnswer = { id: job.id, error: err instanceof Error ? (err.message.split('\n')[0] ?? 'error') : 'error' };
      parentPort?.postMessage(answer);
    },
  );
});
