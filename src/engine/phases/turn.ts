import type { Phase } from '../state.js';
import { unitsWith, unitType } from '../actors/units.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run, type Task, type TaskOf } from '../run.js';
import { choiceId, readChoice } from '../choiceId.js';
import { actionCard, eventCard, item, killerPack, terrorCard } from '../cards.js';
import { revealDarkPower } from '../actors/bloodlust.js';
import { HAND_LIMIT } from '../actors/girl.js';
import { panicVictim, victimsAt, victimWords } from '../actors/victims.js';
import { allRun, allRunAny, anyOf, concatOf } from '../modules/combine.js';
import { stepsTask } from '../steps/frames.js';
import { withShort } from '../options.js';

/** The phases a turn steps through; each runs as the task `<phase>Phase`. */
type TurnPhase = Exclude<Phase, 'setup' | 'over'>;

declare module '../task.js' {
  interface TaskPayloads {
    turn: Record<never, never>;
    phase: { phase: TurnPhase };
    afterActionPhase: Record<never, never>;
    planningPhase: Record<never, never>;
    killerPhase: Record<never, never>;
    /** `skip`: a module's Countdown replaced the Finale slot, the hazards and the Terror card. */
    killerPhaseMain: { skip: boolean };
    hazardActions: Record<never, never>;
    afterKillerPhase: Record<never, never>;
    drawTerror: Record<never, never>;
    drawEvent: Record<never, never>;
    panicPhase: Record<never, never>;
    upkeepPhase: Record<never, never>;
    upkeepEffects: Record<never, never>;
    arrangeItemsUpkeep: Record<never, never>;
    endOfTurn: Record<never, never>;
  }
}

function startTime(run: Run): number {
  return run.state.setup.extreme ? 5 : 6;
}

/** A turn: Action, Planning, Killer, Panic, Upkeep (core §3), then the next turn. */
defineTask('turn', (run) => {
  run.state.turn += 1;
  say(run, `Turn ${run.state.turn} begins.`, 'turn');
  const phases: TurnPhase[] = ['action', 'planning', 'killer', 'panic', 'upkeep'];
  schedule(run, ...phases.map((phase): Task => ({ t: 'phase', phase })), { t: 'turn' });
});

/** A phase boundary: a comeback's "the phase ends" drops everything above the next one. */
defineTask('phase', (run, task) => {
  const phase = task.phase;
  run.state.phase = phase;
  const g = run.state.girl;
  if (phase !== 'action' && g.improvise === 'phase') g.improvise = 'none';
  if (phase === 'action') {
    g.actionPhaseEnding = false;
    if (g.skipNextActionPhase) {
      g.skipNextActionPhase = false;
      say(run, 'Time fell below zero outside the Action phase: this Action phase is skipped.');
      return;
    }
  }
  const before: Task[] = phase === 'planning' ? [{ t: 'afterActionPhase' }] : [];
  schedule(run, ...before, { t: `${phase}Phase` });
});

defineTask('afterActionPhase', (run) => {
  allRun(run.state, 'afterActionPhase', run);
});

/** Planning (core §3.2): buy with Time, then Time resets and played cards return to the Tableau. */
defineTask('planningPhase', (run, task) => {
  const g = run.state.girl;
  const answer = takeAnswer(task);
  const bought = readChoice(answer, 'buy');
  if (bought !== undefined) {
    const card = actionCard(run, bought);
    run.state.tableau[bought] = (run.state.tableau[bought] ?? 1) - 1;
    g.time -= card.cost;
    g.hand.push(bought);
    say(run, `You buy ${card.name}${card.cost ? ` for ${card.cost} Time` : ''}.`, 'buy');
    run.state.agenda.push(task);
    return;
  }
  if (answer === undefined) {
    const options = Object.entries(run.state.tableau)
      .filter(([id, n]) => n > 0 && g.hand.length < HAND_LIMIT && (actionCard(run, id).cost === 0 || g.time - actionCard(run, id).cost >= 0))
      .map(([id]) => {
        const card = actionCard(run, id);
        return withShort({ id: choiceId('buy', id), label: `Buy ${card.name} (${card.cost} Time)`, group: 'Buy' }, `Buy ${card.name}`);
      })
      .sort((a, b) => a.id.localeCompare(b.id));
    if (options.length > 0) {
      ask(run, task, 'planning', `Planning phase: buy Action cards (Time ${g.time}).`, [...options, { id: 'done', label: 'Done buying', group: 'Done' }]);
      return;
    }
  }
  g.time = startTime(run);
  for (const id of run.state.discard) run.state.tableau[id] = (run.state.tableau[id] ?? 0) + 1;
  run.state.discard = [];
  say(run, `Time resets to ${g.time}; played cards return to the Tableau.`);
});

/**
 * Killer phase (core §3.3, §6.8), in order: modules first (a Countdown may replace the rest),
 * the Killer Action in the Finale slot (a Minion Action printed there is a step of it), the
 * hazards' own actions, "after the card" rules, a Terror card while the Finale is hidden, then
 * modules last (Hordes form). A phase a comeback cuts short still ends: the modules' last word
 * outlives the cut.
 */
defineTask('killerPhase', (run) => {
  const main: TaskOf<'killerPhaseMain'> = { t: 'killerPhaseMain', skip: false };
  run.state.agenda.push(main);
  // Whatever a module schedules here runs before the rest of the phase.
  if (allRunAny(run.state, 'beforeKillerPhase', run)) main.skip = true;
});

defineTask('killerPhaseMain', (run, task) => {
  if (task.skip) {
    schedule(run, { t: 'afterKillerPhase', outlivesPhaseEnd: true });
    return;
  }
  const k = run.state.killer;
  const pack = killerPack(run);
  const finale = pack.finales.find((f) => f.id === k.finale);
  const action = k.finaleRevealed && finale ? finale.action : pack.finaleBack.action;
  schedule(
    run,
    stepsTask(run, action, 'The Killer Action', 'finale'),
    { t: 'hazardActions' },
    { t: 'afterCard' },
    ...(k.finaleRevealed ? [] : [{ t: 'drawTerror' } satisfies Task]),
    { t: 'afterKillerPhase', outlivesPhaseEnd: true },
  );
});

/** Hazards (the T-Rex) act after the Finale slot's action, in the order they came into play. */
defineTask('hazardActions', (run) => {
  const tasks: Task[] = [];
  for (const u of unitsWith(run.state, ['hazard'])) {
    const type = unitType(run, u.type);
    if (u.space && (u.idleUntilTurn ?? 0) <= run.state.turn && type.action.length) tasks.push(stepsTask(run, type.action, type.name, 'hazard'));
  }
  schedule(run, ...tasks);
});

defineTask('afterKillerPhase', (run) => {
  allRun(run.state, 'afterKillerPhase', run);
});

defineTask('drawTerror', (run) => {
  const id = run.state.terrorDeck.shift();
  if (!id) {
    say(run, 'The Terror deck is empty.');
    return;
  }
  const card = terrorCard(run, id);
  run.state.terrorDiscard.push(id);
  say(run, `Terror card: ${card.name}. ${card.text}`, 'terror');
  schedule(run, stepsTask(run, card.steps, card.name, 'terror'), { t: 'afterCard' });
});

defineTask('drawEvent', (run) => {
  if (run.state.eventDeck.length === 0) {
    say(run, 'The Event deck is empty: no Event is drawn.');
    return;
  }
  const id = run.state.eventDeck.shift() as string;
  const card = eventCard(run, id);
  if (card.ongoing) run.state.activeEvents.push(id);
  else run.state.eventDiscard.push(id);
  say(run, `Event: ${card.name}. ${card.text}`, 'event');
  schedule(run, stepsTask(run, card.steps, card.name, 'event'), { t: 'afterCard' });
});

/**
 * Spaces whose Victims panic: with a Victim killed this turn, the Killer's and every Minion's
 * space (core §8); units whose type panics people always (the T-Rex), and modules' extra spaces.
 */
function panicSpaces(run: Run): string[] {
  const killed = run.state.killedThisTurn > 0;
  const out = new Set<string>();
  for (const u of unitsWith(run.state, ['killer', 'minion', 'hazard'])) {
    const p = unitType(run, u.type).panics;
    if (u.space && (p === 'always' || (p === 'afterKill' && killed))) out.add(u.space);
  }
  for (const sp of concatOf(run.state, 'extraPanicSpaces', run.state)) out.add(sp);
  return [...out].sort();
}

/** Panic (core §8): Victims in those spaces roll and flee, each Victim once. */
defineTask('panicPhase', (run) => {
  allRun(run.state, 'onPanicPhase', run);
  if (run.state.killedThisTurn > 0 && anyOf(run.state, 'suppressPanic', run.state)) {
    say(run, `Panic phase: ${victimWords(run).many} do not panic while the Killer is hidden.`);
    return;
  }
  // Each panicking Victim moves on its own roll, so the order they go in changes nothing.
  const panicking = panicSpaces(run).flatMap((space) => victimsAt(run, space));
  for (const v of panicking) panicVictim(run, v);
});

/** The Finale card flips: its text, the Dark Power with it, then its reveal effects. */
export function revealFinale(run: Run): void {
  const k = run.state.killer;
  k.finaleRevealed = true;
  k.finaleRevealTurn = run.state.turn;
  const finale = killerPack(run).finales.find((f) => f.id === k.finale);
  say(run, `The Finale is revealed: ${finale?.name ?? k.finale}. ${finale?.text ?? ''}`, 'finale');
  revealDarkPower(run);
  // A 6th Path card drawn by the reveal waits for the end of the card, like any card.
  if (finale?.onReveal.length) schedule(run, stepsTask(run, finale.onReveal, finale.name, 'finale'), { t: 'afterCard' });
}

/** Upkeep (core §3.5): the Finale check, upkeep effects, rearranging items, then the turn's bookkeeping. */
defineTask('upkeepPhase', (run) => {
  if (!run.state.killer.finaleRevealed && run.state.terrorDeck.length === 0) revealFinale(run);
  schedule(run, { t: 'upkeepEffects' }, { t: 'arrangeItemsUpkeep' }, { t: 'endOfTurn' });
});

defineTask('upkeepEffects', (run) => {
  const k = run.state.killer;
  const finale = killerPack(run).finales.find((f) => f.id === k.finale);
  // A Finale's upkeep effect starts the Upkeep after the one it was revealed in.
  if (k.finaleRevealed && k.finaleRevealTurn < run.state.turn && finale?.upkeep.length) {
    schedule(run, stepsTask(run, finale.upkeep, finale.name, 'finale'));
  }
  allRun(run.state, 'upkeep', run);
});

/** Upkeep step 3: she may rearrange whenever she carries an item with a hand icon, held or stowed. */
defineTask('arrangeItemsUpkeep', (run) => {
  if (run.state.girl.items.some((h) => item(run, h.id).hands > 0)) schedule(run, { t: 'arrangeItems' });
});

defineTask('endOfTurn', (run) => {
  allRun(run.state, 'endOfUpkeep', run);
  run.state.killedThisTurn = 0;
});

