import type { GameState } from '../../state.js';

/** What the Hunter module keeps for the achievements, by the names achievements.json uses. */
export const HUNTER_FACTS = ['mostPartsInATurn', 'repairs', 'allyPeakHealth', 'allyKillingBlow', 'allyUnhurt', 'repairAndStrike', 'finaleRevealed'] as const;
export type HunterFact = (typeof HUNTER_FACTS)[number];

/** The facts of a Hunter game (yes/no facts as 1/0); none without the Hunter slice. */
export function hunterFacts(state: GameState): Partial<Record<HunterFact, number>> {
  const st = state.hunter;
  if (!st) return {};
  return {
    mostPartsInATurn: st.mostPartsInATurn,
    repairs: st.repairs,
    allyPeakHealth: st.allyPeakHealth,
    allyKillingBlow: st.allyKillingBlow ? 1 : 0,
    allyUnhurt: st.repairs > 0 && !st.allyHurt ? 1 : 0,
    repairAndStrike: st.repairAndStrike ? 1 : 0,
    finaleRevealed: state.killer.finaleRevealed ? 1 : 0,
  };
}
