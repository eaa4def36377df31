import type { ActionCard, DieFaceKind } from '../../content/schema.js';
import type { ChoiceOption, RolledDie } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run, type Task } from '../run.js';
import { choiceId, readChoice } from '../choiceId.js';
import { actionCard, locationPack } from '../cards.js';
import { HORROR_DICE, rollDie } from '../dice.js';
import { changeTime, hurtGirl } from '../actors/girl.js';
import { answersOf } from '../modules/combine.js';
import { killers } from '../actors/units.js';
import { stepsTask } from '../steps/frames.js';
import { pickAmbiguous } from '../ambiguity.js';
import { option } from '../options.js';

const CLOSE_CALL = 'close-call';

declare module '../task.js' {
  interface TaskPayloads {
    horrorRoll: { card: string; from: RollFrom };
    /** `partialsCount`: Improvise made partial successes count (no converting them). */
    rollModifiers: { card: string; partialsCount: boolean; from: RollFrom };
    cursedFace: Record<never, never>;
    /** `reason` completes "Discard a card …". */
    discardCards: { n: number; reason: string };
  }
}

/** A Horror Roll is for an Action card played or a Reaction card answering an attack. */
type RollFrom = 'action' | 'reaction';

/** Dice for a Horror Roll: Horror position, adrenaline for each side on its last Health, bonus dice (core §4.2). */
export function horrorDiceCount(run: Run, withBonus = true): number {
  const g = run.state.girl;
  const table = run.state.setup.extreme ? HORROR_DICE.extreme : HORROR_DICE.normal;
  let n = table[Math.max(0, Math.min(7, g.horror))] ?? 1;
  if (g.health === 0 && g.final) n += 1;
  if (killers(run.state).some((u) => u.health === 0 && u.final)) n += 1;
  return Math.max(1, n + (withBonus ? g.bonusDice : 0));
}

/** What a die shows: normal dice by the core faces (5-6 success, 3-4 partial), special dice by their pack. */
function faceKind(run: Run, die: RolledDie): DieFaceKind {
  if (die.kind) {
    const special = locationPack(run).specialDice?.[die.kind];
    if (special) return special.faces[die.face - 1] ?? 'blank';
  }
  if (die.face >= 5) return 'success';
  return die.face >= 3 ? 'partial' : 'blank';
}

/** Successes a die gives: partials count when converted or while Improvise applies (also the Cursed die's 5). */
function successesOf(run: Run, die: RolledDie, partialsCount: boolean): number {
  switch (faceKind(run, die)) {
    case 'double':
      return 2;
    case 'success':
      return 1;
    case 'partial':
      return die.converted || partialsCount ? 1 : 0;
    case 'improvisable':
      return partialsCount ? 1 : 0;
    default:
      return 0;
  }
}

function countSuccesses(run: Run, dice: readonly RolledDie[], partialsCount: boolean): number {
  return dice.reduce((n, d) => n + successesOf(run, d, partialsCount), 0);
}

/**
 * Which special die replaces a normal one: the kind with more icons in play; equal numbers
 * cancel and neither is used, so both are never rolled together (A Demon in the Shadows).
 */
function specialDieFor(run: Run): 'blessed' | 'cursed' | undefined {
  let blessed = run.state.girl.diceIcons.blessed;
  let cursed = run.state.girl.diceIcons.cursed;
  for (const icons of answersOf(run.state, 'diceIcons', run)) {
    blessed += icons.blessed;
    cursed += icons.cursed;
  }
  run.state.girl.diceIcons = { blessed: 0, cursed: 0 };
  if (blessed === cursed) return undefined;
  const kind = blessed > cursed ? 'blessed' : 'cursed';
  return locationPack(run).specialDice?.[kind] ? kind : undefined;
}

/** The row a result uses: the highest row whose success minimum is met. */
function rowFor(card: ActionCard, successes: number) {
  return [...card.rows].sort((a, b) => b.min - a.min).find((r) => r.min <= successes);
}

function describe(dice: readonly RolledDie[]): string {
  return dice.map((d) => `${d.face}${d.converted ? '*' : ''}${d.kind ? ` (${d.kind})` : ''}`).join(', ');
}

/**
 * A Horror Roll for an Action or Reaction card, then its modifiers (partials converted by
 * discarding two cards, Close Call), then the card's row for the successes.
 */
defineTask('horrorRoll', (run, task) => {
  const card = actionCard(run, task.card);
  const g = run.state.girl;
  // Plan's dice and Improvise do not apply to Reaction rolls (core §6.5, designer): they stay pending.
  const reaction = task.from === 'reaction';
  const count = horrorDiceCount(run, !reaction);
  const partialsCount = !reaction && g.improvise !== 'none';
  if (!reaction) {
    g.bonusDice = 0;
    if (g.improvise === 'nextRoll') g.improvise = 'none';
  }
  const special = specialDieFor(run);
  run.state.lastRoll = Array.from({ length: count }, (_, i) => ({
    face: rollDie(run),
    converted: false,
    ...(i === 0 && special ? { kind: special } : {}),
  }));
  say(run, `${card.name}: you roll ${count} ${count === 1 ? 'die' : 'dice'}: ${describe(run.state.lastRoll)}.`, 'roll');
  schedule(run, { t: 'rollModifiers', card: card.id, partialsCount, from: task.from });
});

function modifierOptions(run: Run, partialsCount: boolean): ChoiceOption[] {
  const dice = run.state.lastRoll ?? [];
  const hand = run.state.girl.hand;
  const options: ChoiceOption[] = [];
  if (!partialsCount && hand.length >= 2) {
    dice.forEach((d, i) => {
      if (faceKind(run, d) === 'partial' && !d.converted) {
        options.push(option(choiceId('convert', i), `Count the ${d.face} (die ${i + 1}) as a success: discard 2 cards`, 'Partial success', `Count ${d.face} (die ${i + 1}): discard 2`));
      }
    });
  }
  if (hand.includes(CLOSE_CALL)) {
    dice.forEach((d, i) => {
      if (successesOf(run, d, partialsCount) === 0) options.push({ id: choiceId('reroll', i), label: `Close Call: re-roll the ${d.face} (die ${i + 1})`, group: 'Close Call' });
    });
    if (run.state.girl.time >= 2 && dice.length > 1) options.push({ id: 'reroll:all', label: 'Close Call: re-roll all dice (-2 Time)', group: 'Close Call' });
  }
  return options;
}

defineTask('rollModifiers', (run, task) => {
  const card = actionCard(run, task.card);
  const partialsCount = task.partialsCount;
  const dice = run.state.lastRoll ?? [];
  const answer = takeAnswer(task);
  const options = modifierOptions(run, partialsCount);
  if (answer === undefined && options.length > 0) {
    const successes = countSuccesses(run, dice, partialsCount);
    ask(run, task, 'roll', `You rolled ${describe(dice)}: ${successes} ${successes === 1 ? 'success' : 'successes'}. Change the result?`, [
      { id: 'keep', label: `Keep ${successes} ${successes === 1 ? 'success' : 'successes'}`, group: 'Result' },
      ...options,
    ]);
    return;
  }
  const converted = readChoice(answer, 'convert');
  if (converted !== undefined) {
    const die = dice[converted];
    if (die) die.converted = true;
    run.state.agenda.push(task);
    schedule(run, { t: 'discardCards', n: 2, reason: 'to count a partial success' });
    return;
  }
  if (answer?.startsWith('reroll:')) {
    const hand = run.state.girl.hand;
    hand.splice(hand.indexOf(CLOSE_CALL), 1);
    run.state.discard.push(CLOSE_CALL);
    if (answer === 'reroll:all') {
      changeTime(run, -2);
      run.state.lastRoll = dice.map((d) => ({ ...d, face: rollDie(run), converted: false }));
    } else {
      const i = readChoice(answer, 'reroll');
      run.state.lastRoll = dice.map((d, j) => (j === i ? { ...d, face: rollDie(run), converted: false } : d));
    }
    say(run, `Close Call: the dice now show ${describe(run.state.lastRoll)}.`, 'roll');
    run.state.agenda.push(task);
    return;
  }
  const successes = countSuccesses(run, dice, partialsCount);
  const row = rowFor(card, successes);
  say(run, `${card.name}: ${successes} ${successes === 1 ? 'success' : 'successes'}.`, 'roll');
  // A Cursed face in the final result costs Health (not legible in the seed; 1 as the Final Girl
  // Wiki reads the die: fan-wiki, to check against print).
  // It is paid once the row has resolved, so the card's own damage lands first (both dying = a win).
  // It outlives a comeback the row causes (endPhaseNow keeps it): see the `cursedFace` task.
  const cursed = dice.some((d) => faceKind(run, d) === 'cursed') ? [{ t: 'cursedFace', outlivesPhaseEnd: true } satisfies Task] : [];
  const steps = row?.steps.length ? stepsTask(run, row.steps, card.name, task.from) : null;
  if (steps && successes === 0) steps.ctx.failed = true;
  schedule(run, ...(steps ? [steps] : []), ...cursed);
});

/**
 * The Cursed face's Health. When the row brought a Final Health token back (a comeback ends the
 * phase at once), whether the roll's cost is still due is open: a Game Ambiguity. Under the Rule
 * of Infinite Evil it is paid (worse for her); under "players decide" it is a decision.
 */
defineTask('cursedFace', (run, task) => {
  if (task.phaseEnded) {
    const pick = pickAmbiguous(run, task, 'A Final Health comeback ended the phase before the Cursed face was paid.', [
      { id: 'cursed:pay', label: 'Pay it: lose 1 Health for the Cursed face', short: 'Pay it: lose 1 Health', group: 'Cursed face', badness: 1 },
      { id: 'cursed:skip', label: 'The phase ended: skip it', group: 'Cursed face', badness: 0 },
    ]);
    if (pick === undefined) return;
    if (pick === 'cursed:skip') {
      say(run, 'The phase ended with the comeback: the Cursed face costs nothing.', 'roll');
      return;
    }
  }
  hurtGirl(run, 1, 'the Cursed die');
});

/** Discard n cards from hand, chosen one at a time. */
defineTask('discardCards', (run, task) => {
  const hand = run.state.girl.hand;
  const n = task.n;
  if (n <= 0 || hand.length === 0) return;
  const answer = takeAnswer(task);
  const distinct = [...new Set(hand)];
  if (answer === undefined && distinct.length > 1) {
    ask(run, task, 'discard', `Discard a card ${task.reason} (${n} to go).`, distinct.map((id) => ({ id: choiceId('card', id), label: actionCard(run, id).name, group: 'Discard' })));
    return;
  }
  const id = readChoice(answer, 'card') ?? (distinct[0] as string);
  hand.splice(hand.indexOf(id), 1);
  run.state.discard.push(id);
  say(run, `You discard ${actionCard(run, id).name}.`);
  if (n > 1) schedule(run, { t: 'discardCards', n: n - 1, reason: task.reason });
});
