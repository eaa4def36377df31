import type { ActionCard } from '../../content/schema.js';
import type { ChoiceOption, RolledDie, StepContext, Task } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { actionCard } from '../cards.js';
import { HORROR_DICE, rollDie } from '../dice.js';
import { changeTime } from '../actors/girl.js';
import { modulesInPlay } from '../modules/registry.js';
import { stepsTask } from '../steps/frames.js';

const CLOSE_CALL = 'close-call';

/** Dice for a Horror Roll: Horror position, adrenaline for each side on its last Health, bonus dice (core §4.2). */
export function horrorDiceCount(run: Run): number {
  const g = run.s.girl;
  const table = run.s.setup.extreme ? HORROR_DICE.extreme : HORROR_DICE.normal;
  let n = table[Math.max(0, Math.min(7, g.horror))] ?? 1;
  if (g.health === 0 && g.final) n += 1;
  if (run.s.killer.health === 0 && run.s.killer.final) n += 1;
  return Math.max(1, n + g.bonusDice);
}

function isSuccess(die: RolledDie, partialsCount: boolean): boolean {
  return die.face >= 5 || die.converted || (partialsCount && (die.face === 3 || die.face === 4));
}

export function countSuccesses(dice: readonly RolledDie[], partialsCount: boolean): number {
  return dice.filter((d) => isSuccess(d, partialsCount)).length;
}

/** The row a result uses: the highest row whose success minimum is met. */
export function rowFor(card: ActionCard, successes: number) {
  return [...card.rows].sort((a, b) => b.min - a.min).find((r) => r.min <= successes);
}

function describe(dice: readonly RolledDie[]): string {
  return dice.map((d) => (d.converted ? `${d.face}*` : String(d.face))).join(', ');
}

/**
 * A Horror Roll for an Action or Reaction card, then its modifiers (partials converted by
 * discarding two cards, Close Call), then the card's row for the successes.
 */
defineTask('horrorRoll', (run, task) => {
  const card = actionCard(run, task.card as string);
  const g = run.s.girl;
  const count = horrorDiceCount(run);
  g.bonusDice = 0;
  const partialsCount = g.improvise !== 'none';
  if (g.improvise === 'nextRoll') g.improvise = 'none';
  let faces: number[] | undefined;
  for (const m of modulesInPlay(run.s)) faces ??= m.rollDice?.(run, count)?.faces;
  faces ??= Array.from({ length: count }, () => rollDie(run));
  run.s.lastRoll = faces.map((face) => ({ face, converted: false }));
  say(run, `${card.name}: you roll ${count} ${count === 1 ? 'die' : 'dice'}: ${describe(run.s.lastRoll)}.`, 'roll');
  schedule(run, { t: 'rollModifiers', card: card.id, partialsCount, from: task.from });
});

function modifierOptions(run: Run, partialsCount: boolean): ChoiceOption[] {
  const dice = run.s.lastRoll ?? [];
  const hand = run.s.girl.hand;
  const options: ChoiceOption[] = [];
  if (!partialsCount && hand.length >= 2) {
    dice.forEach((d, i) => {
      if ((d.face === 3 || d.face === 4) && !d.converted) {
        options.push({ id: `convert:${i}`, label: `Count the ${d.face} (die ${i + 1}) as a success: discard 2 cards`, group: 'Partial success' });
      }
    });
  }
  if (hand.includes(CLOSE_CALL)) {
    dice.forEach((d, i) => {
      if (!isSuccess(d, partialsCount)) options.push({ id: `reroll:${i}`, label: `Close Call: re-roll the ${d.face} (die ${i + 1})`, group: 'Close Call' });
    });
    if (run.s.girl.time >= 2 && dice.length > 1) options.push({ id: 'reroll:all', label: 'Close Call: re-roll all dice (-2 Time)', group: 'Close Call' });
  }
  return options;
}

defineTask('rollModifiers', (run, task) => {
  const card = actionCard(run, task.card as string);
  const partialsCount = task.partialsCount as boolean;
  const dice = run.s.lastRoll ?? [];
  const answer = takeAnswer(task);
  const options = modifierOptions(run, partialsCount);
  if (answer === undefined && options.length > 0) {
    const successes = countSuccesses(dice, partialsCount);
    ask(run, task, 'roll', `You rolled ${describe(dice)}: ${successes} ${successes === 1 ? 'success' : 'successes'}. Change the result?`, [
      { id: 'keep', label: `Keep ${successes} ${successes === 1 ? 'success' : 'successes'}`, group: 'Result' },
      ...options,
    ]);
    return;
  }
  if (answer?.startsWith('convert:')) {
    const die = dice[Number(answer.slice(8))];
    if (die) die.converted = true;
    run.s.agenda.push(task);
    schedule(run, { t: 'discardCards', n: 2, reason: 'to count a partial success' });
    return;
  }
  if (answer?.startsWith('reroll:')) {
    const hand = run.s.girl.hand;
    hand.splice(hand.indexOf(CLOSE_CALL), 1);
    run.s.discard.push(CLOSE_CALL);
    if (answer === 'reroll:all') {
      changeTime(run, -2);
      run.s.lastRoll = dice.map(() => ({ face: rollDie(run), converted: false }));
    } else {
      const i = Number(answer.slice(7));
      run.s.lastRoll = dice.map((d, j) => (j === i ? { face: rollDie(run), converted: false } : d));
    }
    say(run, `Close Call: the dice now show ${describe(run.s.lastRoll)}.`, 'roll');
    run.s.agenda.push(task);
    return;
  }
  const successes = countSuccesses(dice, partialsCount);
  const row = rowFor(card, successes);
  say(run, `${card.name}: ${successes} ${successes === 1 ? 'success' : 'successes'}.`, 'roll');
  if (row?.steps.length) schedule(run, stepsTask(run, row.steps, card.name, task.from as StepContext['from']));
});

/** Discard n cards from hand, chosen one at a time. */
defineTask('discardCards', (run, task: Task) => {
  const hand = run.s.girl.hand;
  const n = task.n as number;
  if (n <= 0 || hand.length === 0) return;
  const answer = takeAnswer(task);
  const distinct = [...new Set(hand)];
  if (answer === undefined && distinct.length > 1) {
    ask(run, task, 'discard', `Discard a card ${task.reason as string} (${n} to go).`, distinct.map((id) => ({ id: `card:${id}`, label: actionCard(run, id).name, group: 'Discard' })));
    return;
  }
  const id = answer ? answer.slice(5) : (distinct[0] as string);
  hand.splice(hand.indexOf(id), 1);
  run.s.discard.push(id);
  say(run, `You discard ${actionCard(run, id).name}.`);
  if (n > 1) schedule(run, { t: 'discardCards', n: n - 1, reason: task.reason });
});
