import { type GameState, MALICE_TOKENS } from '../../engine/index.js';
import type { ModuleKnowledge } from './knowledge.js';

/** Malice tokens on the board: the Abbey is lost when a 15th is needed. */
function maliceOnBoard(state: GameState): number {
  return state.larmesAbbey?.malice.length ?? 0;
}

/** Benediction drives the Malice out: worth playing at once, pressed harder once 10 tokens are out. */
function benedictionUrge(state: GameState, card: string): number {
  if (card !== 'benediction') return 0;
  return maliceOnBoard(state) >= 10 ? 2 : 1;
}

/**
 * L'Armes Abbey: Malice on a space swaps a die for the Cursed one, whose 1 costs Health, so she
 * keeps off it; Benediction and an Item that removes Malice are taken as soon as they can be, and
 * Benediction is bought the more the closer the last token is; the evaluation reads the last
 * half of the tokens as doom.
 */
export const larmesAbbeyKnowledge: ModuleKnowledge = {
  spaceDanger: (at, space) => (at.state.larmesAbbey?.malice.includes(space) ? 2.5 : 0),
  cardUrge: benedictionUrge,
  itemHelps: (steps) => /removeMalice/.test(steps),
  cardWorth: (state) => {
    const malice = maliceOnBoard(state);
    return { benediction: 2.5 + (malice >= 8 ? 3 : 0) + (malice >= 11 ? 4 : 0) };
  },
  // Only the last half of the tokens matter.
  slots: (state) => ({ doom: Math.max(0, maliceOnBoard(state) - MALICE_TOKENS / 2) / (MALICE_TOKENS / 2) }),
};
