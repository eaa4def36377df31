/**
 * Isla Lagarto's cards with rules of their own: "Holy Mosasaurus!" and the Tranquilizer Gun.
 * Readings: Mosasaurus's space icon is the Beach (the one unreadable glyph that fits a sea
 * monster), its damage icon 1 damage, its last icon +1 Horror; Beaches tied for the most
 * Victims and Enemies are an ambiguity; with nobody on any Beach nothing is attacked, so the
 * Horror line applies. The Tranquilizer Gun's "anytime" is offered in her Action phase (the
 * engine opens no window inside an Enemy's move, so "end its movement" never arises); fences cut
 * adjacency, so it cannot shoot across a powered fence.
 */
import type { ChoiceOption } from '../../state.js';
import { defineTask, say, schedule, type Run } from '../../run.js';
import { board, killVictim, victimsAt } from '../../actors/victims.js';
import { changeHorror, hurtGirl } from '../../actors/girl.js';
import { hurtUnit } from '../../actors/killer.js';
import { enemies, unitName, unitsAt, unit } from '../../actors/units.js';
import { pickAmbiguous } from '../../ambiguity.js';
import { spendItem } from '../../phases/actionPhase.js';

const MOSASAURUS = '"Holy Mosasaurus!"';
export const TRANQUILIZER = 'tranquilizer-gun';

function crowd(run: Run, space: string): number {
  return victimsAt(run, space).length + unitsAt(run.s, space, ['killer', 'minion']).length;
}

defineTask('islaLagarto.mosasaurus', (run, task) => {
  const b = board(run);
  const beaches = [...b.spaces.keys()].filter((sp) => b.hasIcon(sp, 'beach') && !b.isClosed(sp)).sort();
  const most = Math.max(0, ...beaches.map((sp) => crowd(run, sp)));
  const tied = most > 0 ? beaches.filter((sp) => crowd(run, sp) === most) : [];
  let target: string | undefined;
  if (tied.length) {
    const pick = pickAmbiguous(run, task, `${MOSASAURUS}: Beaches are tied for the most Victims and Enemies.`, tied.map((sp) => ({
      id: `space:${sp}`, label: b.label(sp), group: 'Mosasaurus', badness: (run.s.girl.space === sp ? 100 : 0) + victimsAt(run, sp).length,
    })));
    if (pick === undefined) return;
    target = pick.slice(6);
  }
  const dead = run.s.deadVictims;
  const hitHer = target !== undefined && run.s.girl.space === target;
  if (target) {
    say(run, `${MOSASAURUS}: a Mosasaurus lunges out of the sea at ${b.label(target)}.`, 'terror');
    if (hitHer) hurtGirl(run, 1, 'the Mosasaurus');
    for (const v of victimsAt(run, target)) if (!run.s.result) killVictim(run, v, 'the Mosasaurus');
    for (const u of unitsAt(run.s, target, ['killer', 'minion'])) if (!run.s.result) hurtUnit(run, u, 1, 'the Mosasaurus');
  } else say(run, `${MOSASAURUS}: nobody is on a Beach; the Mosasaurus finds nothing.`, 'terror');
  if (!run.s.result && !hitHer && run.s.deadVictims === dead) changeHorror(run, 1);
});

export const mosasaurus = (run: Run) => schedule(run, { t: 'islaLagarto.mosasaurus' });

/** "Use Tranquilizer Gun on <Enemy>": one per Enemy in an adjacent space, while she holds it loaded. */
export function tranquilizerOptions(run: Run): ChoiceOption[] {
  const held = run.s.girl.items.find((h) => h.id === TRANQUILIZER);
  if (!held || !held.inHands || (held.uses !== undefined && held.uses <= 0)) return [];
  const b = board(run);
  const near = b.adjacent(run.s.girl.space);
  return enemies(run.s)
    .filter((u) => u.space !== null && near.includes(u.space))
    .map((u) => ({ id: `tranquilize:${u.id}`, label: `Use Tranquilizer Gun on ${unitName(run, u)} at ${b.label(u.space as string)}`, group: 'Items' }));
}

export function tranquilize(run: Run, optionId: string): boolean {
  if (!optionId.startsWith('tranquilize:')) return false;
  const target = unit(run.s, optionId.slice('tranquilize:'.length));
  if (!target) throw new Error(`no unit for ${optionId}`);
  say(run, `You fire the Tranquilizer Gun at ${unitName(run, target)}.`, 'item');
  spendItem(run, TRANQUILIZER, false);
  hurtUnit(run, target, 1, 'Tranquilizer Gun');
  return true;
}
