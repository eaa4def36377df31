import type { ModuleViews, PublicView } from '../engine/index.js';
import { unitsOf, type ViewUnit } from './units.js';
import type { FooterTrack } from './shapes.js';

/** Isla Lagarto's three Electric Fence sections (the seed's A, B and C). */
const FENCE_LETTERS = ['A', 'B', 'C'] as const;

/** Isla Lagarto: the fence sections (powered ones and every line), the T-Rex card's track, the Lava tokens (space names). */
type IslaLagartoView = ModuleViews['islaLagarto'];
/** The Raptors: the Spawn deck's size, the discarded Spawn cards' counts, the Raptors left on their card. */
type RaptorsView = ModuleViews['raptors'];

/** "Fences A on, B off, C on", and the Power Surge that holds them through the next Upkeep. */
export function fenceText(iv: IslaLagartoView): string {
  const states = FENCE_LETTERS.map((f) => `${f} ${iv.fences.powered.includes(f) ? 'on' : 'off'}`).join(', ');
  return `Fences ${states}${iv.fences.rollSkipped ? ' (Power Surge: no roll next Upkeep)' : ''}`;
}

/** "T-Rex caged, 1/3 to Break Out" or "T-Rex loose". */
export function tRexText(iv: IslaLagartoView): string {
  return iv.tRex.loose ? 'T-Rex loose' : `T-Rex caged, ${iv.tRex.track}/${iv.tRex.breakOut} to Break Out`;
}

/**
 * The T-Rex card's track as the picture draws it while the T-Rex is caged: a box per advance to
 * Break Out, those made filled. Loose, it has none: the track no longer counts.
 */
export function tRexTrack(iv: IslaLagartoView): FooterTrack | null {
  return iv.tRex.loose ? null : { filled: iv.tRex.track, total: iv.tRex.breakOut };
}

/** The picture's words for the T-Rex card, its boxes after them while it is caged (`full`: the sheet's longer words). */
export function tRexLabel(iv: IslaLagartoView, full: boolean): string {
  if (iv.tRex.loose) return 'T-Rex loose';
  return full ? 'T-Rex to Break Out' : 'T-Rex caged';
}

/** "Fences on: A, C" (or all, or none): the turn picture's short words for the powered sections. */
export function fencesOn(iv: IslaLagartoView): string {
  const on = FENCE_LETTERS.filter((f) => iv.fences.powered.includes(f));
  return `Fences on: ${on.length === FENCE_LETTERS.length ? 'all' : on.length ? on.join(', ') : 'none'}`;
}

/** "Lava 2/4: Volcano, Hot Springs" or "Lava 0/4 (Volcano not erupted)". */
export function lavaText(iv: IslaLagartoView): string {
  const total = iv.lava.spaces.length + iv.lava.tokensLeft;
  return iv.lava.spaces.length ? `Lava ${iv.lava.spaces.length}/${total}: ${iv.lava.spaces.join(', ')}` : `Lava 0/${total} (Volcano not erupted)`;
}

/** The Pack: the one Killer unit of the Raptors (role killer), or null once it is gone. */
export function packOf(view: PublicView): ViewUnit | null {
  return unitsOf(view).find((u) => u.role === 'killer' && u.space !== null) ?? null;
}

/** Whether a unit's Final Health token is still in play (face down, or white after a comeback). */
function hasFinalToken(unit: Pick<ViewUnit, 'finalHealth'>): boolean {
  return unit.finalHealth === 'face down' || unit.finalHealth === 'white';
}

/**
 * The Pack's size, the Raptors in it, which is its Health (seed 003): its Health markers plus its
 * Final Health token while that is still in play (the seed's starting 5 is 4 markers and the token).
 */
export function packSize(pack: Pick<ViewUnit, 'health' | 'finalHealth'>): number {
  return pack.health + (hasFinalToken(pack) ? 1 : 0);
}

/**
 * "Pack of 5 Raptors (5 Health: 4 markers + its Final Health token)": the size and the Health
 * agree, and the text says why the markers alone are one short.
 */
function packText(pack: Pick<ViewUnit, 'health' | 'finalHealth'>): string {
  const size = packSize(pack);
  const why = hasFinalToken(pack) ? `: ${pack.health} markers + its Final Health token` : '';
  return `Pack of ${size} Raptor${size === 1 ? '' : 's'} (${size} Health${why})`;
}

/** Raptors (Minions) on the board, not in the Pack. */
export function looseRaptors(view: PublicView): number {
  return unitsOf(view).filter((u) => u.role === 'minion' && u.space !== null).length;
}

/** "Pack of 5 Raptors (5 Health: 4 markers + its Final Health token) · 2 loose Raptors · Spawn deck 7 · Last Spawn card 2 · 6 on the Raptors card". */
export function raptorsText(view: PublicView, rv: RaptorsView): string {
  const pack = packOf(view);
  const loose = looseRaptors(view);
  const parts = [
    pack ? packText(pack) : 'Pack gone',
    `${loose} loose Raptor${loose === 1 ? '' : 's'}`,
    `Spawn deck ${rv.spawnDeck}`,
    `${rv.raptorsOnCard} on the Raptors card`,
  ];
  const last = rv.spawnDiscard.at(-1);
  if (last !== undefined) parts.splice(3, 0, `Last Spawn card ${last}`);
  return parts.join(' · ');
}

/** The Raptors' line (the Pack, the loose Raptors, the Spawn cards), or null when they are not in play. */
export function raptorsLine(view: PublicView): string | null {
  const rv = view.modules.raptors;
  return rv ? raptorsText(view, rv) : null;
}

/** Isla Lagarto's line (the fences, the T-Rex card, the Lava), or null elsewhere. */
export function islaLagartoLine(view: PublicView): string | null {
  const iv = view.modules.islaLagarto;
  return iv ? [fenceText(iv), tRexText(iv), lavaText(iv)].join(' · ') : null;
}
