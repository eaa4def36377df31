import type { PublicView } from '../../engine/index.js';
import { victimNames, VICTIMS } from '../../render/modules.js';
import { boardChanges, hasKillerBoard, killerSpaceIsOwn, onLastStand, unitGroupTexts, type ViewUnitRole } from '../../render/units.js';
import { clip, SUMMARY } from '../strings.js';
import { summarySlot } from './modules/index.js';

/** The mark before each extra group's line, by role. */
const ROLE_ICON: Record<ViewUnitRole, string> = { killer: '🔪', minion: '👣', ally: '🤝', hazard: '⚠️', inert: '💤' };

/**
 * One line per group of units beyond the Core Box Killer ("🔪 Hordes: H1 at Cabin (7 Health),
 * H2 at Lake (3)", "👣 Raptors: 3 at Cabin, 1 at Lake"), then the board's cut lines and closed
 * spaces; nothing for a game with only the Killer.
 */
function unitLines(view: PublicView): string[] {
  const groups = unitGroupTexts(view).map((g) => clip(`${ROLE_ICON[g.role]} ${g.heading}: ${g.entries.join(', ')}`, 300));
  return [...groups, ...boardLines(view)];
}

function boardLines(view: PublicView): string[] {
  const changes = boardChanges(view);
  if (!changes) return [];
  const parts = [changes.cut.length ? `No crossing: ${changes.cut.map(([a, b]) => `${a}–${b}`).join(', ')}` : null, changes.closed.length ? `Closed: ${changes.closed.join(', ')}` : null];
  return [clip(`🚧 ${parts.filter(Boolean).join(' · ')}`, 300)];
}

/**
 * A short board summary, one fact group per line so it reads on a phone (no side-by-side
 * embed fields, which phones stack).
 */
export function summaryLines(view: PublicView): string[] {
  const g = view.girl;
  const k = view.killer;
  const lines: string[] = [];
  lines.push(SUMMARY.title(view.turn, view.phaseName, view.setup.girl, view.setup.killer, view.setup.location, view.setup.extreme));
  lines.push(SUMMARY.girl(g.health, g.maxHealth, g.horror, g.horrorDice, g.time, g.spaceLabel, onLastStand(g)));
  if (hasKillerBoard(view)) {
    // A Killer off the board: where its module says it is (the Concealed Volk'ar's Origin).
    const where = k.space !== null ? SUMMARY.at(k.spaceLabel ?? k.space) : killerSpaceIsOwn(view) ? (summarySlot(view, 'killerWhere')[0] ?? SUMMARY.concealed(null)) : 'see below';
    lines.push(SUMMARY.killer(k.name, where, k.health, k.maxHealth, k.bloodlust, k.bloodlustMax, onLastStand(k)));
  } else {
    // No Killer board (the Zombies): the Hordes are the Killers, each on its own line below.
    lines.push(SUMMARY.killerWithoutBoard(k.name, k.bloodlust, k.bloodlustMax, summarySlot(view, 'killerTally')[0] ?? null));
  }
  lines.push(...unitLines(view));
  lines.push(...summarySlot(view, 'pieces'));
  lines.push(...summarySlot(view, 'cards'));
  lines.push(clip(SUMMARY.hand(g.hand), 300));
  if (g.items.length) lines.push(clip(SUMMARY.items(g.items.map((i) => SUMMARY.item(i.name, i.inHands))), 200));
  // Where the Victims have a name of their own (Pesadilla Verde's Soldiers), only the normal ones
  // are counted under it; the special Victims (the Archeologist) are named beside it.
  const called = victimNames(view);
  const named = called.many !== VICTIMS.many;
  const onBoard = view.victims.filter((v) => !named || v.kind === 'normal').reduce((n, v) => n + v.count, 0);
  const specials = named ? view.victims.filter((v) => v.kind !== 'normal').map((v) => `the ${v.kind.replace(/-/g, ' ')}`) : [];
  lines.push(SUMMARY.victims(called.many, onBoard, g.saved, view.deadVictims, specials));
  lines.push(...summarySlot(view, 'marks'));
  lines.push(...summarySlot(view, 'sheets'));
  if (view.activeEvents.length) lines.push(clip(SUMMARY.inPlay(view.activeEvents), 200));
  if (view.result) lines.push(SUMMARY.result(view.result === 'won', view.endReason));
  return lines;
}
