import type { ChoiceOption } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { choiceId } from '../choiceId.js';
import { actionCard, finalGirl, item } from '../cards.js';
import { changeTime } from '../actors/girl.js';
import { board } from '../actors/victims.js';
import { anyOf, concatOf, firstHandled } from '../modules/combine.js';
import { unitsAt } from '../actors/units.js';
import { stepsTask } from '../steps/frames.js';
import { attackPlans } from './attack.js';
import { saveOptions, saveVictim } from './saving.js';
import { option, fitShort } from '../options.js';

declare module '../task.js' {
  interface TaskPayloads {
    actionPhase: Record<never, never>;
  }
}

/** Whether an Action card's requirement holds now (core §4.1 step 1). */
function cardPlayable(run: Run, id: string): boolean {
  const card = actionCard(run, id);
  if (card.kind !== 'action') return false;
  if (card.requires === 'searchSpace') {
    return board(run).hasIcon(run.state.girl.space, 'search') && (run.state.itemDecks[run.state.girl.space]?.length ?? 0) > 0;
  }
  if (card.requires === 'killerSpace' && !unitsAt(run.state, run.state.girl.space, ['killer']).length) return false;
  if (card.requires === 'enemyInRange' || card.attack) return attackPlans(run).length > 0;
  if (card.requires && !['searchSpace', 'killerSpace'].includes(card.requires)) {
    return anyOf(run.state, 'cardRequirement', run, card.requires);
  }
  return true;
}

function usableItems(run: Run) {
  return run.state.girl.items.filter((h) => {
    const card = item(run, h.id);
    if (!card.use || card.use.when !== 'action') return false;
    if (card.hands > 0 && !h.inHands) return false;
    if (h.uses !== undefined && h.uses <= 0) return false;
    return run.state.girl.time >= card.use.time;
  });
}

export function actionPhaseOptions(run: Run): ChoiceOption[] {
  const g = run.state.girl;
  const options: ChoiceOption[] = [];
  const distinct = [...new Set(g.hand)].sort();
  for (const id of distinct) {
    if (cardPlayable(run, id)) options.push({ id: choiceId('play', id), label: `Play ${actionCard(run, id).name}`, group: 'Play a card' });
  }
  options.push(...saveOptions(run));
  for (const h of usableItems(run)) {
    const card = item(run, h.id);
    const label = `Use ${card.name}${card.use?.time ? ` (-${card.use.time} Time)` : ''}`;
    options.push(option(choiceId('item', h.id), label, 'Items', fitShort(label, `Use ${card.name}`)));
  }
  const girl = finalGirl(run);
  if (g.ultimateUnlocked && g.ultimateUsedTurn !== run.state.turn) {
    options.push({ id: 'ultimate', label: `Use ${girl.ultimate.name}`, group: 'Ultimate' });
  }
  options.push(...concatOf(run.state, 'actionOptions', run));
  if (g.time >= 0) {
    for (const id of distinct) {
      const name = actionCard(run, id).name;
      options.push(option(`discard:${id}`, `Discard ${name} (+1 Time)`, 'Discard for Time', fitShort(`Discard ${name} (+1 Time)`, `Discard ${name}`)));
    }
  }
  options.push({ id: 'end', label: 'End the Action phase', group: 'Done' });
  return options;
}

/**
 * The Action phase (core §3.1): play cards, discard for Time, save Victims, use items, until
 * the player stops, no card is left, an "end" icon resolved, or Time fell below zero.
 */
defineTask('actionPhase', (run, task) => {
  const g = run.state.girl;
  if (g.actionPhaseEnding || g.time < 0) {
    if (g.time < 0) say(run, 'Time is below zero: the Action phase ends.');
    return;
  }
  const answer = takeAnswer(task);
  if (answer === undefined) {
    const options = actionPhaseOptions(run);
    if (options.length === 1) return; // nothing to do but stop
    ask(run, task, 'action', `Turn ${run.state.turn}, Action phase: what do you do? (Time ${g.time})`, options);
    return;
  }
  if (answer === 'end') {
    say(run, 'You end the Action phase.');
    return;
  }
  run.state.agenda.push(task);
  const [kind, arg = ''] = splitOnce(answer);
  switch (kind) {
    case 'play':
      schedule(run, { t: 'playCard', card: arg, stage: 'start' });
      return;
    case 'discard':
      g.hand.splice(g.hand.indexOf(arg), 1);
      run.state.discard.push(arg);
      say(run, `You discard ${actionCard(run, arg).name} for 1 Time.`);
      changeTime(run, 1);
      return;
    case 'save':
      saveVictim(run, arg);
      return;
    case 'item':
      useItem(run, arg);
      return;
    case 'ultimate': {
      const girl = finalGirl(run);
      g.ultimateUsedTurn = run.state.turn;
      say(run, `You use ${girl.ultimate.name}.`);
      schedule(run, stepsTask(run, girl.ultimate.steps, girl.ultimate.name, 'reward'));
      return;
    }
    default:
      if (firstHandled(run.state, 'onActionChoice', run, answer)) return;
      throw new Error(`unhandled action choice ${answer}`);
  }
});

function splitOnce(id: string): [string, string?] {
  const i = id.indexOf(':');
  return i < 0 ? [id] : [id.slice(0, i), id.slice(i + 1)];
}

function useItem(run: Run, id: string): void {
  const held = run.state.girl.items.find((h) => h.id === id);
  const card = item(run, id);
  if (!held || !card.use) return;
  if (card.use.time) changeTime(run, -card.use.time);
  say(run, `You use ${card.name}.`);
  spendItem(run, held.id, card.use.discard);
  schedule(run, stepsTask(run, card.use.steps, card.name, 'item'));
}

/** One use of an item: limited ones lose a use; single-use ones are discarded. */
export function spendItem(run: Run, id: string, discard: boolean): void {
  const held = run.state.girl.items.find((h) => h.id === id);
  if (!held) return;
  if (held.uses !== undefined) held.uses -= 1;
  if (discard || (held.uses !== undefined && held.uses <= 0)) {
    run.state.girl.items = run.state.girl.items.filter((h) => h !== held);
    run.state.itemDiscard.push(id);
  }
}

