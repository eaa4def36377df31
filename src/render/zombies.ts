import type { ModuleViews, PublicView } from '../engine/index.js';
import { unitsOf } from './units.js';
import type { LegendEntry } from './shapes.js';

/** Terror from the Grave: Hordes formed so far this game, Horde tokens left in the box, the Vehicles. */
type ZombiesView = ModuleViews['zombies'];

/** The Zombies' chip letters (the pack's marks; the legend names them before any is on the board). */
const ZOMBIE_MARK = 'Z';
export const HORDE_MARK = 'H';

/** The Hordes at a glance: on the board, the tokens in all (a Horde past them loses), formed this game. */
export interface HordeTally {
  inPlay: number;
  tokens: number;
  formed: number;
}

export function hordeTally(view: PublicView, zv: ZombiesView): HordeTally {
  const inPlay = unitsOf(view).filter((u) => u.role === 'killer' && u.space !== null).length;
  return { inPlay, tokens: inPlay + zv.hordesLeft, formed: zv.hordesFormed };
}

/**
 * "Hordes formed 2 of 3", or, once a Horde has been destroyed, "Hordes 1 of 3 in play, 2 formed":
 * how close the table is to the Horde too many that loses the game.
 */
export function hordeTallyText(tally: HordeTally): string {
  return tally.formed === tally.inPlay ? `Hordes formed ${tally.formed} of ${tally.tokens}` : `Hordes ${tally.inPlay} of ${tally.tokens} in play, ${tally.formed} formed`;
}

/** Zombies (Minions) on the board. */
export function zombiesOnBoard(view: PublicView): number {
  return unitsOf(view).filter((u) => u.role === 'minion' && u.space !== null).length;
}

/**
 * The Zombies' legend entries the board does not show yet: the Killers are the Hordes and the
 * Zombies come in counted chips, so both are named from the first turn.
 */
export function missingZombieEntries(entries: readonly LegendEntry[]): LegendEntry[] {
  const has = (kind: string, mark: string) => entries.some((e) => e.kind === kind && e.label.startsWith(mark));
  const out: LegendEntry[] = [];
  if (!has('killer', HORDE_MARK)) out.push({ kind: 'killer', label: `${HORDE_MARK}1`, meaning: 'Horde' });
  if (!has('minion', ZOMBIE_MARK)) out.push({ kind: 'minion', label: `${ZOMBIE_MARK}2`, meaning: 'Zombie ×2' });
  return out;
}
