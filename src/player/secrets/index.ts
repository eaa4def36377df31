import type { Content } from '../../content/load.js';
import type { GameState } from '../../engine/index.js';
import type { Draw } from '../draw.js';
import { resampleVolkar } from './volkar.js';
import { resampleZombieVehicles } from './zombies.js';
import { resampleHunterParts } from './hunter.js';

/**
 * Per-module hidden parts, by module id: each redraws what its module keeps face down, from
 * what the players could not have seen. Berith's Divine Blessings are Final Health tokens and
 * are redrawn with the others (world.ts). A module with no entry hides nothing of its own
 * (Pesadilla Verde's Upgrades, L'Armes Abbey's Malice and Donkey are on the table). The Zombies
 * hide which face-down Vehicle token is the vehicle, the Hunter its face-down Cybernetic Parts.
 */
export const MODULE_SECRETS: Readonly<Record<string, (s: GameState, c: Content, d: Draw) => void>> = {
  volkar: resampleVolkar,
  zombies: resampleZombieVehicles,
  hunter: resampleHunterParts,
};
