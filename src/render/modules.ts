import type { PublicView } from '../engine/index.js';
import { moduleParts } from './modules/index.js';
import type { VictimNames } from './shapes.js';

export type { VictimNames } from './shapes.js';

export const VICTIMS: VictimNames = { letter: 'V', one: 'Victim', many: 'Victims' };

/**
 * What the Location's pack calls its normal Victims (its `victimName`),
 * as the engine's log says it; Victims elsewhere. The one rule the picture, its alt text and the
 * bot's summary all read. A view made before the view carried the name: what a module in play
 * calls them (modules/*.ts), else Victims.
 */
export function victimNames(view: PublicView): VictimNames {
  const named = (view.setup as { victimName?: { one: string; many: string } | null }).victimName;
  if (named) return { letter: named.one.charAt(0).toUpperCase() === 'S' ? 'S' : 'V', one: named.one, many: named.many };
  if (named === null) return VICTIMS;
  return moduleParts(view).find((m) => m.victims)?.victims ?? VICTIMS;
}

/** A die of the last roll; `kind` marks a Blessed or Cursed die that replaced a normal one. */
export interface RolledDie {
  face: number;
  converted: boolean;
  kind: 'blessed' | 'cursed' | null;
}

/**
 * The last roll with each die's special kind. The engine types `lastRoll` without `kind`, so it
 * is read defensively: anything but 'blessed' or 'cursed' is a normal die.
 */
export function lastRollOf(view: PublicView): RolledDie[] {
  return (view.lastRoll ?? []).map((d) => {
    const kind = (d as { kind?: unknown }).kind;
    return { face: d.face, converted: d.converted, kind: kind === 'blessed' || kind === 'cursed' ? kind : null };
  });
}
