import type { PublicView } from '../../engine/index.js';
import { hunterLines, hunterOf } from '../../render/hunter.js';
import { berithOf, larmesAbbeyOf, victimNames, VICTIMS, volkarOf } from '../../render/modules.js';
import { boardChanges, hasKillerBoard, killerSpaceIsOwn, onLastStand, unitGroupTexts, type ViewUnitRole } from '../../render/units.js';
import { hordeTally, hordeTallyText, zombiesOf } from '../../render/zombies.js';
import { vehiclesOf, vehicleText } from '../../render/vehicles.js';
import { islaLagartoLine, raptorsLine } from '../../render/raptorGames.js';
import { clip, SUMMARY } from '../strings.js';

/** The mark before each extra group's line, by role. */
const ROLE_ICON: Record<ViewUnitRole, string> = { killer: '🔪', minion: '👣', ally: '🤝', hazard: '⚠️', inert: '💤' };

/**
 * One line per group of units beyond the Core Box Killer ("🔪 Hordes: H1 at Cabin (7 Health),
 * H2 at Lake (3)", "👣 Raptors: 3 at Cabin, 1 at Lake"), then the board's cut lines and closed
 * spaces; nothing for a game with only the Killer.
 */
export function unitLines(view: PublicView): string[] {
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
  const label = (space: string | null | undefined) => (space ? (view.board.spaces.find((s) => s.id === space)?.label ?? space) : '?');
  const g = view.girl;
  const k = view.killer;
  const lines: string[] = [];
  lines.push(SUMMARY.title(view.turn, view.phaseName, view.setup.girl, view.setup.killer, view.setup.location, view.setup.extreme));
  lines.push(SUMMARY.girl(g.health, g.maxHealth, g.horror, g.horrorDice, g.time, g.spaceLabel, onLastStand(g)));
  const volkar = volkarOf(view);
  if (hasKillerBoard(view)) {
    const where = k.space !== null ? SUMMARY.at(k.spaceLabel ?? k.space) : killerSpaceIsOwn(view) ? SUMMARY.concealed(volkar?.originSpace ? label(volkar.originSpace) : null) : 'see below';
    lines.push(SUMMARY.killer(k.name, where, k.health, k.maxHealth, k.bloodlust, k.bloodlustMax, onLastStand(k)));
  } else {
    // No Killer board (the Zombies): the Hordes are the Killers, each on its own line below.
    const zv = zombiesOf(view);
    lines.push(SUMMARY.killerWithoutBoard(k.name, k.bloodlust, k.bloodlustMax, zv ? hordeTallyText(hordeTally(view, zv)) : null));
  }
  lines.push(...unitLines(view));
  const hunter = hunterOf(view);
  if (hunter) lines.push(...hunterLines(hunter).map((l) => clip(`🤖 ${l}`, 300)));
  // The Raptor Games: the Pack and Spawn cards first, then the island's fences, T-Rex and Lava.
  const raptors = raptorsLine(view);
  if (raptors) lines.push(clip(`🦖 ${raptors}`, 300));
  const island = islaLagartoLine(view);
  if (island) lines.push(clip(`⚡ ${island}`, 300));
  if (volkar && volkar.path.length > 0) lines.push(clip(SUMMARY.path(volkar.path.map((p) => SUMMARY.pathCard(p.position, p.text, p.faceUp))), 300));
  lines.push(clip(SUMMARY.hand(g.hand), 300));
  if (g.items.length) lines.push(clip(SUMMARY.items(g.items.map((i) => SUMMARY.item(i.name, i.inHands))), 200));
  // Where the Victims have a name of their own (Pesadilla Verde's Soldiers), only the normal ones
  // are counted under it; the special Victims (the Archeologist) are named beside it.
  const called = victimNames(view);
  const named = called.many !== VICTIMS.many;
  const onBoard = view.victims.filter((v) => !named || v.kind === 'normal').reduce((n, v) => n + v.count, 0);
  const specials = named ? view.victims.filter((v) => v.kind !== 'normal').map((v) => `the ${v.kind.replace(/-/g, ' ')}`) : [];
  lines.push(SUMMARY.victims(called.many, onBoard, g.saved, view.deadVictims, specials));
  const abbey = larmesAbbeyOf(view);
  if (abbey) lines.push(clip(SUMMARY.malice(abbey.malice.map((sp) => label(sp)), abbey.malice.length + abbey.maliceLeft), 200));
  const vehicles = vehiclesOf(view);
  if (vehicles) lines.push(clip(SUMMARY.vehicle(vehicleText(view, vehicles)), 300));
  // Only the public sheet: which spaces are filled, never a token's face.
  const berith = berithOf(view);
  if (berith) lines.push(SUMMARY.blessings(berith.side, berith.sheet.filter((b) => b.filled).length, berith.sheet.length));
  if (view.activeEvents.length) lines.push(clip(SUMMARY.inPlay(view.activeEvents), 200));
  if (view.result) lines.push(SUMMARY.result(view.result === 'won', view.endReason));
  return lines;
}
