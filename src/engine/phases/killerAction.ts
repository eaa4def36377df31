/**
 * Killer Actions, Killer attacks and defending against them. Reading, tested in
 * test/engine/core-rules.test.ts: a Reaction resolves before the attack's damage lands, so when
 * Retaliate's damage brings the Killer back with a Final Health token, "the current phase ends
 * immediately" (core §6.6) also stops that attack: whatever damage it had left does not hit her.
 */
import type { KillerTarget } from '../../content/steps.js';
import type { ChoiceOption, Task } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { actionCard, item } from '../cards.js';
import { attackValue, hurtKiller, movementValue } from '../actors/killer.js';
import { changeTime, hurtGirl } from '../actors/girl.js';
import { board, victimsAt } from '../actors/victims.js';
import { modulesInPlay } from '../modules/registry.js';
import { pickAmbiguous } from '../ambiguity.js';
import { stepsTask } from '../steps/frames.js';
import { spendItem } from './actionPhase.js';
import { enemyEndSpaces, enemyPathTo } from '../board/enemyPath.js';

/**
 * The spaces a Killer Action may target (core §6.2): the closest candidates by Enemy movement,
 * then the ones with the most Victims. More than one left is an ambiguity.
 */
export function targetCandidates(run: Run, from: string, target: KillerTarget): string[] {
  const dist = board(run).distances(from, 'enemy');
  const spaces = new Set<string>();
  if (target !== 'girl') for (const v of run.s.victims) spaces.add(v.space);
  if (target !== 'victim') spaces.add(run.s.girl.space);
  const reachable = [...spaces].filter((s) => dist.has(s));
  if (reachable.length === 0) return [];
  const best = Math.min(...reachable.map((s) => dist.get(s) ?? Infinity));
  const closest = reachable.filter((s) => dist.get(s) === best);
  const most = Math.max(...closest.map((s) => victimsAt(run, s).length));
  return closest.filter((s) => victimsAt(run, s).length === most).sort();
}

/** How bad a space is for the Final Girl if the Killer ends there: her in it first, then Victims. */
function badnessOfSpace(run: Run, space: string): number {
  return (run.s.girl.space === space ? 100 : 0) + victimsAt(run, space).length;
}

/**
 * Moves the Killer up to `steps` spaces towards `goal`, stopping there. When shortest ways end
 * in different spaces it is an ambiguity (Infinite Evil: the end space worst for her).
 * Returns false while a decision is pending.
 */
export function moveEnemyTowards(run: Run, task: Task, goal: string, steps: number, source: string): boolean {
  const b = board(run);
  const from = run.s.killer.space as string;
  const ends = enemyEndSpaces(b, from, goal, steps);
  const pick = pickAmbiguous(run, task, `${source}: the Killer's shortest ways end in different spaces.`, ends.map((s) => ({
    id: `end:${s}`, label: `Ends at ${b.label(s)}`, group: 'Killer path',
    badness: badnessOfSpace(run, s) * 10 - (b.distances(s, 'enemy').get(run.s.girl.space) ?? 99),
  })));
  if (pick === undefined) return false;
  for (const space of enemyPathTo(b, from, pick.slice(4))) {
    if (run.s.result) return true;
    stepKiller(run, space);
  }
  return true;
}

/** Moves the Killer meeple one space, letting modules react (Piranhas!). */
export function stepKiller(run: Run, to: string): void {
  run.s.killer.space = to;
  for (const m of modulesInPlay(run.s)) m.onEnter?.(run, { kind: 'killer' }, to);
}

/**
 * A Killer Action (core §6.1–6.4): target, then move (boot icons × Movement Value, or an exact
 * number of spaces), stopping on reaching the target, then one attack per Attack icon.
 */
defineTask('killerAction', (run, task) => {
  const k = run.s.killer;
  if (!k.space) return;
  const source = task.source as string;
  if (task.goal === undefined) {
    const candidates = targetCandidates(run, k.space, task.target as KillerTarget);
    const goal = candidates.length
      ? pickAmbiguous(run, task, `${source}: the Killer's closest targets are tied.`, candidates.map((s) => ({
          id: `space:${s}`, label: `${board(run).label(s)}`, group: 'Killer target', badness: badnessOfSpace(run, s),
        })))
      : 'space:';
    if (goal === undefined) return;
    task.goal = goal.slice(6);
    task.left = (task.spaces as number | null) ?? (task.move as number) * movementValue(run);
    if (task.goal) say(run, `${source}: the Killer targets ${board(run).label(task.goal as string)}.`, 'killer');
    else say(run, `${source}: the Killer has no target and stays put.`, 'killer');
  }
  const goal = task.goal as string;
  if (goal && !moveEnemyTowards(run, task, goal, task.left as number, source)) return;
  if (run.s.result) return;
  if ((task.move as number) > 0 || task.spaces) say(run, `The Killer is at ${board(run).label(k.space as string)}.`, 'killer-move');
  const attacks: Task[] = [];
  for (let i = 0; i < (task.attack as number); i++) {
    attacks.push({ t: 'killerAttack', girlTargeted: task.target === 'girl', source });
  }
  schedule(run, ...attacks);
});

/** One Attack icon: a Victim in the Killer's space first, else the Final Girl (core §6.4). */
defineTask('killerAttack', (run, task) => {
  const space = run.s.killer.space;
  if (!space) return;
  const girlHere = run.s.girl.space === space;
  const victims = victimsAt(run, space);
  if (victims.length && !(task.girlTargeted && girlHere)) {
    schedule(run, { t: 'killVictimsAt', space, n: 1, source: task.source });
    return;
  }
  if (girlHere) schedule(run, { t: 'enemyAttacksGirl', damage: attackValue(run), source: task.source });
});

function defenceOptions(run: Run): ChoiceOption[] {
  const g = run.s.girl;
  const options: ChoiceOption[] = [];
  for (const id of [...new Set(g.hand)].sort()) {
    if (actionCard(run, id).kind === 'reaction') options.push({ id: `react:${id}`, label: `Play ${actionCard(run, id).name}`, group: 'Defend' });
  }
  for (const h of g.items) {
    const card = item(run, h.id);
    const cost = card.use?.time ?? 0;
    if (card.use?.when === 'defend' && (!card.use.phase || card.use.phase === run.s.phase) && (card.hands === 0 || h.inHands) && (h.uses === undefined || h.uses > 0) && g.time >= cost) {
      options.push({ id: `item:${h.id}`, label: `Use ${card.name}${cost ? ` (-${cost} Time)` : ''}`, group: 'Defend' });
    }
  }
  return options;
}

/** An Enemy attacks the Final Girl: she may stack Reactions and defensive items, then takes what is left (core §6.5). */
defineTask('enemyAttacksGirl', (run, task) => {
  run.s.incoming ??= { damage: task.damage as number, ignored: false, retaliate: 0 };
  const inc = run.s.incoming;
  const answer = takeAnswer(task);
  const options = inc.ignored ? [] : defenceOptions(run);
  if (answer === undefined && options.length > 0) {
    ask(run, task, 'defend', `${task.source as string}: the Killer attacks you for ${inc.damage} damage.`, [
      { id: 'take', label: `Take ${inc.damage} damage`, group: 'Defend' },
      ...options,
    ]);
    return;
  }
  if (answer?.startsWith('react:')) {
    const id = answer.slice(6);
    run.s.girl.hand.splice(run.s.girl.hand.indexOf(id), 1);
    run.s.discard.push(id);
    say(run, `You react with ${actionCard(run, id).name}.`, 'play');
    run.s.agenda.push(task);
    schedule(run, { t: 'horrorRoll', card: id, from: 'reaction' });
    return;
  }
  if (answer?.startsWith('item:')) {
    const card = item(run, answer.slice(5));
    say(run, `You use ${card.name}.`);
    if (card.use?.time) changeTime(run, -card.use.time);
    spendItem(run, card.id, card.use?.discard ?? false);
    run.s.agenda.push(task);
    schedule(run, stepsTask(run, card.use?.steps ?? [], card.name, 'item'));
    return;
  }
  run.s.incoming = null;
  if (inc.retaliate > 0) {
    const melee = run.s.girl.items
      .filter((h) => h.inHands)
      .map((h) => item(run, h.id).weapon)
      .filter((w) => w && w.range[1] === 0 && !w.spendsUse)
      .reduce((best, w) => Math.max(best, w?.bonus ?? 0), 0);
    const tokenBefore = run.s.killer.final?.colour;
    hurtKiller(run, inc.retaliate + melee, 'Retaliate');
    if (run.s.result) return;
    if (tokenBefore === 'black' && run.s.killer.final?.colour === 'white') {
      say(run, 'The Killer\'s comeback ends the phase before the attack lands: you take none of its damage.');
      return;
    }
  }
  if (inc.ignored || inc.damage <= 0) say(run, 'You take no damage.');
  else hurtGirl(run, inc.damage, task.source as string);
});
