import type { GameState } from '../../engine/index.js';
import type { ModuleKnowledge } from './knowledge.js';

/** A blessing known to show health is on Berith's sheet (secret knowledge, or a sampled world's). */
function blessed(state: GameState): boolean {
  return (state.berith?.sheet ?? []).some((v) => v > 0) && !state.setup.strictSecrets;
}

/** A blessing that shows health is still wanted: Berith's sheet is out and none is known to. */
const blessingWanted = (state: GameState): boolean => state.berith !== undefined && state.berith !== null && !blessed(state);

/** The chance that some Divine Blessing on Berith's sheet shows health (6 of the 9 black tokens are blank). */
function blessingChance(state: GameState): number {
  const sheet = state.berith?.sheet ?? [];
  if (sheet.length === 0) return 0;
  if (!state.setup.strictSecrets) return sheet.some((v) => v > 0) ? 1 : 0;
  return 1 - Math.pow(6 / 9, sheet.length);
}

/**
 * Berith is beaten only with a Divine Blessing that shows health on the sheet: until one is known
 * to, a Divine Blessing row is worth a lot and Expel Demon (which bestows one) is bought dearly;
 * damage counts toward the win only as much as a blessing is likely to show health; and the
 * evaluation's `warded` slot is filled. Once a blessing is known to show health, Benediction
 * waits for the Abbey to press for it (the player's long-standing habit).
 */
export const berithKnowledge: ModuleKnowledge = {
  cardUrge: (state, card) => (card === 'benediction' && blessed(state) ? -1 : 0),
  cardWorth: (state) => ({ 'expel-demon': blessingWanted(state) ? 9 : 4 }),
  rowWorth: (state, label) => (/Divine Blessing/i.test(label) && !blessed(state) ? 9 : 0),
  damageCounts: (state) => (state.berith ? 0.35 + 0.65 * blessingChance(state) : 1),
  slots: (state) => ({ warded: state.berith ? 1 : 0 }),
};
