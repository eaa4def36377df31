import type { BoardImages, Logger } from './image.js';
import type { Publisher } from './publish.js';
import type { Scheduler } from './scheduler.js';
import type { PlayDeps } from './play/types.js';

/** What command handlers get: game operations, the publisher, the timer, a logger. */
export interface BotServices {
  play: PlayDeps;
  publisher: Publisher;
  scheduler: Scheduler;
  log: Logger;
  /** Board pictures (with this bot's render timeout and failure log). */
  images: BoardImages;
}
