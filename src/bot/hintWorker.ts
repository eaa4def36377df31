import { parentPort } from 'node:worker_threads';
import { parseState } from '../engine/index.js';
import { suggest } from '../player/index.js';
import type { HintJob, HintAnswer } from './hints.js';

/**
 * The worker thread behind /hint: it runs the strong player on a stored state, away from the
 * bot's event loop. The state arrives as stored (and is checked like one); the answer is the
 * ranked suggestion, or one line saying why there is none.
 */
parentPort?.on('message', (job: HintJob) => {
  let answer: HintAnswer;
  try {
    const stopAt = performance.now() + job.thinkMs;
    const state = parseState(JSON.parse(job.state));
    answer = { id: job.id, suggestion: suggest(state, { budget: job.budget, seed: job.seed, timeUp: () => performance.now() >= stopAt }) };
  } catch (err) {
    answer = { id: job.id, error: err instanceof Error ? `${err.name}: ${err.message.split('\n')[0] ?? ''}` : 'error' };
  }
  parentPort?.postMessage(answer);
});
