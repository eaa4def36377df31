import { ask, defineTask, say, schedule, takeAnswer, type Task } from '../run.js';
import { actionCard } from '../cards.js';
import { allRun } from '../modules/combine.js';
import { stepsTask } from '../steps/frames.js';
import { attackPlans, finishAttack, isKillerTarget, planOption } from './attack.js';

declare module '../task.js' {
  interface TaskPayloads {
    /** `stage`: 'start' until the card is discarded, then 'target' until the attack is aimed. */
    playCard: { card: string; stage: 'start' | 'target' };
    cardDone: { attack: boolean };
    afterCard: Record<never, never>;
  }
}

/** Playing an Action card (core §4.1): discard it, pick the attack's target, roll, resolve the row. */
defineTask('playCard', (run, task) => {
  const card = actionCard(run, task.card);
  const g = run.state.girl;
  if (task.stage === 'start') {
    g.hand.splice(g.hand.indexOf(card.id), 1);
    run.state.discard.push(card.id);
    say(run, `You play ${card.name}.`, 'play');
    task.stage = 'target';
  }
  if (card.attack && task.stage === 'target') {
    // An exorcism in the Killer's space is not a weapon attack: bare hands only.
    const plans = attackPlans(run).filter((p) => card.requires !== 'killerSpace' || (p.weapons.length === 0 && isKillerTarget(run, p.target.key)));
    const options = plans.map((p) => planOption(run, p));
    const answer = takeAnswer(task);
    if (answer === undefined && options.length > 1) {
      ask(run, task, 'attack-target', `${card.name}: where do you strike?`, options);
      return;
    }
    const chosen = plans[answer === undefined ? 0 : options.findIndex((o) => o.id === answer)];
    if (!chosen) throw new Error(`no attack plan ${answer ?? ''}`);
    run.state.attack = { target: chosen.target.key, weapons: chosen.weapons, dealt: 0 };
    say(run, `${planOption(run, chosen).label}.`, 'attack');
  }
  const first: Task = card.roll
    ? { t: 'horrorRoll', card: card.id, from: 'action' }
    : stepsTask(run, card.rows[0]?.steps ?? [], card.name, 'action');
  schedule(run, first, { t: 'cardDone', attack: card.attack });
});

/** A card has resolved: land the attack, then let modules act on "after the card" rules. */
defineTask('cardDone', (run, task) => {
  if (task.attack) finishAttack(run);
  schedule(run, { t: 'afterCard' });
});

defineTask('afterCard', (run) => {
  allRun(run.state, 'afterCard', run);
});
