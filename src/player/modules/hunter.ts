import type { Content } from '../../content/load.js';
import { type GameState, DAMAGE_PER_PART, MARK_V, MARK_X } from '../../engine/index.js';
import { allyActionPick, allyReaction, blowTakesAPart, errandSpaces, hunterReach, markVActive, partsPick, takeAttackPick } from '../hunterPlay.js';
import type { KillerStanding, ModuleKnowledge } from './knowledge.js';

/**
 * The Hunter is beaten only with the Mark X: what is left to do is the Mark V's parts (2 damage
 * each) while it is active, then the Mark X's Health (all of it while it has not arrived) and its
 * Final Health token. Without this a shut-down Mark V would read as a beaten Killer.
 */
function hunterStanding(s: GameState, c: Content): KillerStanding {
  const markXHealth = c.killers[s.setup.killer]?.health ?? 15;
  const parts = (c.hunterSheet?.parts.drawn ?? 3) * DAMAGE_PER_PART;
  const x = s.units.find((u) => u.type === MARK_X && u.space !== null);
  const v = s.units.find((u) => u.type === MARK_V && u.role === 'killer' && u.space !== null);
  return {
    killerHealth: (v ? (s.hunter?.stack.length ?? 0) * DAMAGE_PER_PART : 0) + (x ? x.health : markXHealth),
    killerMax: parts + markXHealth,
    killerFinal: x ? x.final !== null : true,
  };
}

/**
 * The Hunter (hunterPlay.ts): its Ally acts and reacts first and takes blows for her, blows at the
 * Mark V only when they take a part, parts are picked up and repaired, its reach is kept out of,
 * and it is fought all game (the Mark V before the Mark X card sends Bloodlust to the top).
 */
export const hunterKnowledge: ModuleKnowledge = {
  freeAction: allyActionPick,
  blowWorthIt: blowTakesAPart,
  errandAction: partsPick,
  errands: errandSpaces,
  reach: hunterReach,
  fightsAllGame: true,
  huntIsOn: markVActive,
  reaction: allyReaction,
  takeAttack: takeAttackPick,
  standing: hunterStanding,
};
