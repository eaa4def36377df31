import type { GameState } from '../engine/index.js';

/** Picks the next choice id for a game with a decision open: the strong player, the playout, the CLI's random and aggressive players. */
export type Policy = (state: GameState) => string;
