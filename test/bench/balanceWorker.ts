/** A balance-run worker: plays the games it is sent, one message each, with the strong player. */
import { parentPort } from 'node:worker_threads';
import { content } from '../../src/content/load.js';
import { playBalanceGame, type BalancePlayer } from '../../src/player/balanceGame.js';
import type { PresetName } from '../../src/player/budget.js';

export interface Job {
  killer: string;
  location: string;
  girl: string;
  seed: number;
  preset: PresetName;
  maxTurns: number;
  player: BalancePlayer;
}

const c = content();
parentPort?.on('message', (job: Job | null) => {
  if (job === null) {
    process.exit(0);
  }
  const game = playBalanceGame({ killer: job.killer, location: job.location, girl: job.girl }, job.seed, job.preset, c, job.maxTurns, job.player);
  parentPort?.postMessage(game);
});
