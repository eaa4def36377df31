/** A balance-run worker: plays the games it is sent, one message each, with the strong player. */
import { parentPort } from 'node:worker_threads';
import { content } from '../../src/content/load.js';
import { playBalanceGame, type BalanceGame, type BalancePlayer } from '../../src/player/balanceGame.js';
import type { PresetName } from '../../src/player/budget.js';

export interface Job {
  killer: string;
  location: string;
  girl: string;
  /** The run's seed this game stands for (`--seed` + i) and the seed it is played with (deal.ts). */
  runSeed: number;
  seed: number;
  preset: PresetName;
  maxTurns: number;
  player: BalancePlayer;
}

/** A game as the worker sends it back: with the run seed it stands for. */
export type RunGame = BalanceGame & { runSeed: number };

const c = content();
parentPort?.on('message', (job: Job | null) => {
  if (job === null) {
    process.exit(0);
  }
  const game = playBalanceGame({ killer: job.killer, location: job.location, girl: job.girl }, job.seed, job.preset, c, job.maxTurns, job.player);
  const back: RunGame = { ...game, runSeed: job.runSeed };
  parentPort?.postMessage(back);
});
