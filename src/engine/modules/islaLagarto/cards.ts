/**
 * Isla Lagarto's cards with rules of their own: "Holy Mosasaurus!" and the Tranquilizer Gun.
 * Readings: Mosasaurus's space icon is the Beach (the one unreadable glyph that fits a sea
 * monster), its damage icon 1 damage, its last icon +1 Horror; Beaches tied for the most
 * Victims and Enemies are an ambiguity; with nobody on any Beach nothing is attacked, so the
 * Horror line applies.
 * The Tranquilizer Gun's "use anytime" is read as every moment the engine stops for her that
 * the card can matter in: (1) her Action phase, as an option beside her Action cards; (2) when
 * an Enemy attacks her (the defence decision), at another Enemy in an adjacent space; (3) in the
 * middle of an Enemy's move: each time a Killer or Minion moving toward its goal enters a space
 * adjacent to her with movement left, she may fire (1 damage, and its movement ends there; the
 * rest of its Killer Action, its attacks, resolves in that space) or hold her fire. Its last
 * step is no window: its move is over, so the card's "end its movement" cannot apply, and she
 * may fire in her next Action phase. Not offered at other decisions (where Raptors spawn, an
 * ambiguity, a search): nothing is moving then and an adjacent Enemy does not change before her
 * next window. Fences cut adjacency, so it cannot shoot across a powered fence; the T-Rex is no
 * Enemy and cannot be darted. The mid-move decision uses the 'defend' kind (one more kind would
 * need the bot's vote table).
 */
import type { ChoiceOption, Unit } from '../../state.js';
import { option } from '../../options.js';
import { ask, defineTask, say, schedule, type Run, type Task } from '../../run.js';
import { choiceId, choiceValue, readChoice } from '../../choiceId.js';
import { capitalised } from '../../wording.js';
import { board, killVictim, victimsAt } from '../../actors/victims.js';
import { changeHorror, hurtGirl } from '../../actors/girl.js';
import { hurtUnit } from '../../actors/killer.js';
import { enemies, unitName, unitShortName, unitsAt, unit } from '../../actors/units.js';
import { pickAmbiguous } from '../../ambiguity.js';
import { spendItem } from '../../phases/actionPhase.js';

const MOSASAURUS = '"Holy Mosasaurus!"';
const TRANQUILIZER = 'tranquilizer-gun';
const HOLD_FIRE = 'hold-fire';

declare module '../../task.js' {
  interface TaskPayloads {
    'islaLagarto.mosasaurus': Record<never, never>;
    /** The dart at the moving Enemy `unit`. */
    'islaLagarto.dart': { unit: string };
  }
}

function crowd(run: Run, space: string): number {
  return victimsAt(run, space).length + unitsAt(run.state, space, ['killer', 'minion']).length;
}

defineTask('islaLagarto.mosasaurus', (run, task) => {
  const b = board(run);
  const beaches = [...b.spaces.keys()].filter((sp) => b.hasIcon(sp, 'beach') && !b.isClosed(sp)).sort();
  const most = Math.max(0, ...beaches.map((sp) => crowd(run, sp)));
  const tied = most > 0 ? beaches.filter((sp) => crowd(run, sp) === most) : [];
  let target: string | undefined;
  if (tied.length) {
    const pick = pickAmbiguous(run, task, `${MOSASAURUS}: Beaches are tied for the most Victims and Enemies.`, tied.map((sp) => ({
      id: choiceId('space', sp), label: b.label(sp), group: 'Mosasaurus', badness: (run.state.girl.space === sp ? 100 : 0) + victimsAt(run, sp).length,
    })));
    if (pick === undefined) return;
    target = choiceValue(pick, 'space');
  }
  const dead = run.state.deadVictims;
  const hitHer = target !== undefined && run.state.girl.space === target;
  if (target) {
    say(run, `${MOSASAURUS}: a Mosasaurus lunges out of the sea at ${b.label(target)}.`, 'terror');
    if (hitHer) hurtGirl(run, 1, 'the Mosasaurus');
    for (const v of victimsAt(run, target)) if (!run.state.result) killVictim(run, v, 'the Mosasaurus');
    for (const u of unitsAt(run.state, target, ['killer', 'minion'])) if (!run.state.result) hurtUnit(run, u, 1, 'the Mosasaurus');
  } else say(run, `${MOSASAURUS}: nobody is on a Beach; the Mosasaurus finds nothing.`, 'terror');
  if (!run.state.result && !hitHer && run.state.deadVictims === dead) changeHorror(run, 1);
});

export const mosasaurus = (run: Run) => schedule(run, { t: 'islaLagarto.mosasaurus' });

function loaded(run: Run): boolean {
  const held = run.state.girl.items.find((h) => h.id === TRANQUILIZER);
  return Boolean(held?.inHands && (held.uses === undefined || held.uses > 0));
}

/** Enemies in a space adjacent to hers (fences cut adjacency). */
function inRange(run: Run): Unit[] {
  const near = board(run).adjacent(run.state.girl.space);
  return enemies(run.state).filter((u) => u.space !== null && near.includes(u.space));
}

function fire(run: Run, target: Unit): void {
  say(run, `You fire the Tranquilizer Gun at ${unitName(run, target)}.`, 'item');
  spendItem(run, TRANQUILIZER, false);
  hurtUnit(run, target, 1, 'Tranquilizer Gun');
}

/** "Use Tranquilizer Gun on <Enemy>": one per Enemy in an adjacent space, while she holds it loaded. */
export function tranquilizerOptions(run: Run): ChoiceOption[] {
  if (!loaded(run)) return [];
  const b = board(run);
  return inRange(run).map((u) => {
    const at = b.label(u.space as string);
    return option(choiceId('tranquilize', u.id), `Use Tranquilizer Gun on ${unitName(run, u)} at ${at}`, 'Items', `Tranquilize ${unitShortName(run, u)} (${at})`);
  });
}

export function tranquilize(run: Run, optionId: string): boolean {
  const aimed = readChoice(optionId, 'tranquilize');
  if (aimed === undefined) return false;
  const target = unit(run.state, aimed);
  if (!target) throw new Error(`no unit for ${optionId}`);
  fire(run, target);
  return true;
}

/** While an Enemy attacks her: the same darts, at the Enemies next to her (her defence, not an Ally's). */
export const tranquilizerDefence = (run: Run, on: Unit | 'girl'): ChoiceOption[] => (on === 'girl' ? tranquilizerOptions(run) : []);

/** An Enemy on the move has just come next to her with movement left: fire, or hold. */
export function tranquilizerWindow(run: Run, task: Task, unit: Unit): boolean {
  if (!loaded(run) || !inRange(run).includes(unit)) return false;
  const where = board(run).label(unit.space as string);
  const who = unitName(run, unit);
  ask(run, task, 'defend', `${capitalised(who)} moves to ${where}, next to you, and is still coming.`, [
    option(choiceId('tranquilize', unit.id), `Fire the Tranquilizer Gun at ${who} (1 damage, it stops at ${where})`, 'Tranquilizer Gun', `Fire at ${unitShortName(run, unit)} (1 dmg, stops it)`),
    { id: HOLD_FIRE, label: 'Hold your fire', group: 'Tranquilizer Gun' },
  ]);
  return true;
}

export function onTranquilizerWindow(_run: Run, answer: string, unit: Unit): { stop: boolean; then?: Task } | undefined {
  if (answer === HOLD_FIRE) return { stop: false };
  if (readChoice(answer, 'tranquilize') === unit.id) return { stop: true, then: { t: 'islaLagarto.dart', unit: unit.id } };
  return undefined;
}

/** The dart that stops a moving Enemy, resolved before the rest of its Killer Action. */
defineTask('islaLagarto.dart', (run, task) => {
  const target = unit(run.state, task.unit);
  if (target) fire(run, target);
});
