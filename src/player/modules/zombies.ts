import { HORDE } from '../../engine/index.js';
import { ZOMBIES_WEIGHTS, hordeDanger, zombiesFeatures, zombiesQuarry, zombiesTargetScore } from '../zombiesPlay.js';
import type { ModuleKnowledge, SpaceReading } from './knowledge.js';

/** The Hordes' Killer Action strikes wherever they reach, hunting or not; a Horde hunted is faced. */
function hordeStrikes(at: SpaceReading, space: string): number {
  const facing = at.hunting && at.quarry !== null && at.state.units.some((u) => u.type === HORDE && u.space === at.quarry);
  return facing ? 0 : (at.state.girl.health <= 3 ? 3 : 1) * hordeDanger(at.state, at.board, at.content, space);
}

/**
 * The Zombies (zombiesPlay.ts): lone Zombies are hunted first, one by one, by their worth; the
 * Hordes' reach is kept out of and watched; a Weak Attack is a blow against a lone Zombie; every
 * Zombie is a blow's work from the start; and the board is judged by the Zombies' own fit.
 */
export const zombiesKnowledge: ModuleKnowledge = {
  spaceDanger: hordeStrikes,
  watchedEnemy: HORDE,
  quarry: zombiesQuarry,
  fightsAllGame: true,
  weakAttackIsABlow: true,
  targetScore: zombiesTargetScore,
  evaluation: { features: zombiesFeatures, weights: ZOMBIES_WEIGHTS },
};
