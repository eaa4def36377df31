/**
 * The Soldiers card's 8 Upgrade tokens (Green Terror: Upgrades). Which ones start Unlocked is
 * seed (one Move, one Attack); the 2-space cube track on Action Upgrades is reconstructed: the
 * rulebook says cubes move right each Upkeep and leave after the last space, not how many spaces.
 */
export const UPGRADES = [
  { id: 'move-1', name: 'Move', kind: 'action', action: 'move', startUnlocked: true },
  { id: 'move-2', name: 'Move', kind: 'action', action: 'move', startUnlocked: false },
  { id: 'attack-1', name: 'Attack', kind: 'action', action: 'attack', startUnlocked: true },
  { id: 'attack-2', name: 'Attack', kind: 'action', action: 'attack', startUnlocked: false },
  { id: 'saving-soldiers', name: 'Saving Soldiers', kind: 'ability', action: null, startUnlocked: false },
  { id: 'friendly-fire', name: 'Friendly Fire', kind: 'ability', action: null, startUnlocked: false },
  { id: 'attack-range', name: 'Attack Range', kind: 'ability', action: null, startUnlocked: false },
  { id: 'damage', name: 'Damage', kind: 'ability', action: null, startUnlocked: false },
] as const;

/** Spaces on an Action Upgrade token's cube track (reconstructed). */
export const CUBE_TRACK = 2;
/** Action cubes in the box (seed: 4). */
export const ACTION_CUBES = 4;
/** Time to save a Soldier while Saving Soldiers is Locked (seed). */
export const SOLDIER_SAVE_COST = 2;
/** Where the Huey starts (seed). */
export const HUEY_SPACE = 'clearing';
/** Piranhas! placement by die (seed): 1-2 Lower, 3-4 Central, 5-6 Upper River. */
export const PIRANHA_SPACES = ['lower-river', 'lower-river', 'central-river', 'central-river', 'upper-river', 'upper-river'] as const;
/** Where special Victims appear (reconstructed: the rulebook names them, not their spaces). */
export const SPECIAL_VICTIM_SPACES: Record<string, string> = { archeologist: 'ancient-ruins', 'rebel-leader': 'rebel-camp' };
