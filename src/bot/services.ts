import type { Hints } from './hints.js';
import type { BoardImages, Logger } from './image.js';
import type { Publisher } from './publish.js';
import type { Scheduler } from './scheduler.js';
import type { Threads } from './threads.js';
import type { PlayDeps } from './play/types.js';

/** What command handlers get: game operations, the publisher, the timer, threads, a logger. */
export interface BotServices {
  play: PlayDeps;
  publisher: Publisher;
  scheduler: Scheduler;
  /** Threads opened for games (`/newgame thread: true`). */
  threads: Threads;
  log: Logger;
  /** Board pictures (with this bot's render timeout and failure log). */
  images: BoardImages;
  /** The strong player's suggestions for /hint, on a worker thread. */
  hints: Hints;
  /** The seed of a game whose host typed none: kept from everyone until the game is over. */
  drawSeed: () => number;
}
