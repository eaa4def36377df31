import { newGame, publicView, type GameState, type PublicView } from '../../src/engine/index.js';
import { putUnits } from '../helpers/testPacks.js';

/** Where the crowded tables put the Final Girl, the three Hordes (with their Health) and twelve Zombies. */
export const ZOMBIE_TABLES = {
  'larmes-abbey': {
    girl: 'gatehouse',
    hordes: [['nave', 7], ['crypt', 4], ['orchard', 12]],
    zombies: [['gatehouse', 3], ['north-walk', 2], ['cloister', 2], ['south-path', 2], ['kitchen', 1], ['well', 1], ['herb-garden', 1]],
  },
  'pesadilla-verde': {
    girl: 'cave',
    hordes: [['clearing', 7], ['river-mouth', 4], ['supply-depot', 12]],
    zombies: [['trail-a', 3], ['cave', 2], ['trail-c', 2], ['rebel-camp', 2], ['trail-g', 2], ['upper-river', 1]],
  },
} as const satisfies Record<string, { girl: string; hordes: readonly (readonly [string, number])[]; zombies: readonly (readonly [string, number])[] }>;

export type ZombieTable = keyof typeof ZOMBIE_TABLES;

/**
 * A Zombies game at `location` from newGame, its table set by hand: the Final Girl in an exit
 * space with Zombies, three Hordes (the tokens all used) and twelve Zombies over several spaces,
 * two Hordes formed before (one destroyed) and the Dark Power revealed. The Victims, Malice,
 * Huey and the Setup's Items stay as the game set them up.
 */
export function crowdedZombiesState(location: ZombieTable, seed = 7): GameState {
  const t = ZOMBIE_TABLES[location];
  const s = newGame({ killer: 'zombies', location }, seed).state;
  s.units = [];
  s.girl.space = t.girl;
  for (const [space, health] of t.hordes) {
    putUnits(s, 'horde', space);
    const h = s.units.at(-1);
    if (h) h.health = health;
  }
  for (const [space, n] of t.zombies) putUnits(s, 'zombie', space, n);
  s.killer.darkPowerRevealed = true;
  if (s.zombies) s.zombies.hordesFormed = 4;
  return s;
}

export function crowdedZombiesView(location: ZombieTable, seed = 7): PublicView {
  return publicView(crowdedZombiesState(location, seed));
}
