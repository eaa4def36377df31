import type { GameState } from '../../engine/index.js';
import type { ModuleKnowledge } from './knowledge.js';

/** A Concealed Volk'ar is off the board: where it went is a guess. */
const concealed = (state: GameState): boolean => state.volkar?.concealed === true;

/**
 * The Volk'ar: while it is Concealed its space is only a guess, the Origin marker (what every
 * player sees, never the face-down Path): a weak card's miss costs more than the guess is worth,
 * and a Killer nobody sees is no fight to buy for yet.
 */
export const volkarKnowledge: ModuleKnowledge = {
  killerHidden: concealed,
  killerGuess: (state) => (state.volkar?.concealed ? state.volkar.originSpace : null),
};
