import type { PublicView } from '../engine/index.js';
import { victimNames } from './modules.js';
import { moduleParts, specialVictimLetters, tokenLook } from './modules/index.js';
import { minionStacks, unitLabels, unitsOf, type ViewUnitRole } from './units.js';
import type { PieceKind, Piece } from './shapes.js';

/** A special Victim's letters: its module's ("AR"), else its initials. */
function specialLetters(kind: string): string {
  return specialVictimLetters(kind) ?? kind.split('-').map((w) => w.charAt(0).toUpperCase()).join('').slice(0, 3);
}

/** The chip kind of a unit role (Minions are drawn by stacks, see piecesOf). */
export const UNIT_KIND: Record<ViewUnitRole, PieceKind> = { killer: 'killer', minion: 'minion', ally: 'ally', hazard: 'hazard', inert: 'inert' };

/** Order chips appear in inside a space: people first, then tokens. */
const ORDER: readonly PieceKind[] = ['girl', 'killer', 'ally', 'inert', 'hazard', 'minion', 'origin', 'soldiers', 'special', 'attack', 'huey', 'piranhas', 'donkey', 'vehicle', 'vehicle-token', 'face-down', 'blank', 'token', 'malice'];

/**
 * Every chip on the board, from the public view only. Units: each Killer, Ally, hazard or inert
 * unit one chip with its mark (numbered when several share it, the Core Box Killer always "K"),
 * Minions one counted chip per space and type ("R3"). Victims carry the letter of what the
 * Location calls them (victimNames: "S", "V"); a board token the look its module
 * gives it (tokenLook; others their first two letters); then every chip the modules in play add.
 */
export function piecesOf(view: PublicView): Piece[] {
  const pieces: Piece[] = [{ kind: 'girl', label: 'FG', space: view.girl.space }];
  const labels = unitLabels(view);
  for (const u of unitsOf(view)) {
    if (u.role === 'minion' || u.space === null) continue;
    pieces.push({ kind: UNIT_KIND[u.role], label: labels.get(u.id) ?? u.mark, space: u.space });
  }
  for (const m of minionStacks(view)) pieces.push({ kind: 'minion', label: `${m.mark}${m.count}`, space: m.space });
  const modules = moduleParts(view);
  const victimLetter = victimNames(view).letter;
  for (const v of view.victims) {
    if (v.kind === 'normal') pieces.push({ kind: 'soldiers', label: `${victimLetter}${v.count}`, space: v.space });
    else pieces.push({ kind: 'special', label: `${specialLetters(v.kind)}${v.count > 1 ? v.count : ''}`, space: v.space });
  }
  for (const t of view.tokens) {
    const look = tokenLook(t.kind);
    const label = (look?.label ?? t.kind.slice(0, 2).toUpperCase()) + modules.map((m) => m.tokenSuffix?.(t) ?? '').join('');
    pieces.push({ kind: look?.kind ?? 'token', label, space: t.space });
  }
  for (const m of modules) pieces.push(...(m.pieces?.() ?? []));
  return pieces.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}
