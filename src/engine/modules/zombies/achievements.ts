import type { GameState } from '../../state.js';

/** What the Zombies module keeps for the achievements (state.ts), by the names achievements.json uses. */
export const ZOMBIE_FACTS = ['hordesFormed', 'mostFormedInATurn', 'mostKillsInATurn', 'biggestHordeKilled'] as const;
export type ZombieFact = (typeof ZOMBIE_FACTS)[number];

/** The facts of a Zombies game; none when the game has no Zombies slice. */
export function zombieFacts(state: GameState): Partial<Record<ZombieFact, number>> {
  const st = state.zombies;
  if (!st) return {};
  return Object.fromEntries(ZOMBIE_FACTS.map((f) => [f, st[f]]));
}
