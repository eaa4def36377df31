import { PHASE_NAMES } from '../engine/index.js';
import type { PublicView } from '../engine/index.js';
import { boardChanges, hasKillerBoard, healthText, killerSpaceIsOwn, unitGroupTexts } from '../render/units.js';
import { terminalSlot } from './modules/index.js';

/** A compact, readable summary of the public state for a terminal (several short lines). */
export function describeState(view: PublicView): string {
  const label = (space: string | null): string =>
    space === null ? '?' : (view.board.spaces.find((sp) => sp.id === space)?.label ?? space);
  const g = view.girl;
  const k = view.killer;
  const lines: string[] = [];

  const outcome = view.result ? ` — ${view.result === 'won' ? 'WON' : 'LOST'}${view.endReason ? `: ${view.endReason}` : ''}` : '';
  lines.push(`Turn ${view.turn} · ${PHASE_NAMES[view.phase] ?? view.phase} · ${view.setup.girl} vs ${view.setup.killer} at ${view.setup.location}${view.setup.extreme ? ' (Extreme)' : ''}${outcome}`);

  lines.push(
    `${view.setup.girl}: ${g.spaceLabel} · Health ${g.health}/${g.maxHealth} · Final Health ${g.finalHealth} · ` +
      `Horror ${g.horror} (${g.horrorDice} ${g.horrorDice === 1 ? 'die' : 'dice'}) · Time ${g.time}` +
      (g.bonusDice ? ` · +${g.bonusDice} bonus dice` : ''),
  );
  lines.push(`  Hand: ${g.hand.length ? g.hand.join(', ') : '(empty)'}`);
  const items = g.items.map((i) => `${i.name}${i.inHands ? ' (in hands)' : ''}${i.uses !== null ? ` [${i.uses} uses]` : ''}`);
  lines.push(`  Items: ${items.length ? items.join(', ') : 'none'}`);
  lines.push(
    `  Saved ${g.saved} (save slots ${g.savedSlots}/${g.saveSlotsTotal}) · Ultimate ${g.ultimate}${g.ultimateUnlocked ? ' (unlocked)' : ' (locked)'}`,
  );

  const reveals = [k.darkPower ? `Dark Power: ${k.darkPower}` : null, k.finale ? `Finale: ${k.finale}` : null].filter(Boolean);
  const track =
    `Bloodlust ${k.bloodlust}/${k.bloodlustMax}${k.attackValue !== null ? ` (attack ${k.attackValue}` + (k.movementValue !== null ? `, move ${k.movementValue})` : ')') : ''}` +
    (reveals.length ? ` · ${reveals.join(' · ')}` : '');
  if (hasKillerBoard(view)) {
    const where = k.space !== null
      ? `at ${k.spaceLabel ?? k.space}`
      : killerSpaceIsOwn(view) ? (terminalSlot(view, 'killerWhere')[0] ?? 'Concealed') : 'see below';
    lines.push(`${k.name}: ${where} · Health ${healthText(k)} · Final Health ${k.finalHealth} · ${track}`);
  } else {
    // No Killer figure (the Zombies): no Health of its own; the Hordes and Zombies follow, one line each.
    const tally = terminalSlot(view, 'killerTally')[0];
    lines.push(`${k.name}: ${tally ? `${tally} · ` : ''}${track}`);
  }

  // One line per group of other units (Hordes, Minions, an Ally, the T-Rex), then the board's changes.
  for (const group of unitGroupTexts(view)) lines.push(`${group.heading}: ${group.entries.join(', ')}`);
  const changes = boardChanges(view);
  if (changes) {
    const parts = [changes.cut.length ? `No crossing: ${changes.cut.map(([a, b]) => `${a}–${b}`).join(', ')}` : null, changes.closed.length ? `Closed: ${changes.closed.join(', ')}` : null];
    lines.push(`Board: ${parts.filter(Boolean).join(' · ')}`);
  }

  const bySpace = new Map<string, string[]>();
  for (const v of view.victims) {
    const list = bySpace.get(v.space) ?? [];
    list.push(v.kind === 'normal' ? String(v.count) : `${v.count} ${v.kind}`);
    bySpace.set(v.space, list);
  }
  const victims = [...bySpace.entries()].map(([space, parts]) => `${label(space)} ${parts.join(' + ')}`);
  lines.push(`Victims: ${victims.length ? victims.join(', ') : 'none on the board'} · killed ${view.deadVictims} · in the box ${view.victimPool}`);

  // Each module in play: its own lines, then its facts on the last line.
  lines.push(...terminalSlot(view, 'lines'));
  const extras = terminalSlot(view, 'extras');
  if (view.activeEvents.length) extras.push(`Events in play: ${view.activeEvents.join(', ')}`);
  extras.push(`Terror deck ${view.terrorDeck} · Event deck ${view.eventDeck}`);
  lines.push(extras.join(' · '));
  return lines.join('\n');
}
