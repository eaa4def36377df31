/**
 * Killer Actions, Killer attacks and defending against them. Reading, tested in
 * test/engine/core-rules.test.ts: a Reaction resolves before the attack's damage lands, so when
 * Retaliate's damage brings the Killer back with a Final Health token, "the current phase ends
 * immediately" (core §6.6) also stops that attack: whatever damage it had left does not hit her.
 */
import type { KillerTarget, Step } from '../../content/steps.js';
import type { ChoiceOption, StepContext, Unit } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run, type Task, type TaskOf } from '../run.js';
import { choiceId, choiceValue, readChoice } from '../choiceId.js';
import { capitalised } from '../wording.js';
import { actionCard, item } from '../cards.js';
import { hurtUnit, killUnit } from '../actors/killer.js';
import { actingUnits, attackValue, KILLER, moveValue, movesOnCard, referenceSpace, stepUnit, unit, unitName, unitsAt, unitType } from '../actors/units.js';
import { changeTime, hurtGirl, killGirlOutright } from '../actors/girl.js';
import { board, victimsAt } from '../actors/victims.js';
import { allRun, concatOf, firstDefined, firstHandled, maxOf } from '../modules/combine.js';
import { modulesInPlay } from '../modules/registry.js';
import { pickAmbiguous } from '../ambiguity.js';
import { stepsTask } from '../steps/frames.js';
import { spendItem } from './actionPhase.js';
import { enemyEndSpaces, enemyPathTo, stoppingWays } from '../board/enemyPath.js';
import { rollDie } from '../dice.js';
import { withShort } from '../options.js';
import type { Attacked } from '../modules/hooks.js';

/** A move toward a goal that a module's decision interrupted: the rest of the way, or that it ended. */
export interface EnemyWalk {
  walk?: string[];
  halted?: boolean;
}

declare module '../task.js' {
  interface TaskPayloads {
    /**
     * A Killer Action step for every unit it names. Set on its first run: `actors` (unit ids, in
     * turn), `i` (the next one), `stage` (with 'moveAllFirst', everyone acts, then everyone
     * attacks), `groups` (the group attackers that already struck, `type@space#icon`).
     */
    enemyAction: {
      step: Extract<Step, { do: 'killerAction' }>;
      ctx: StepContext;
      actors?: string[];
      i?: number;
      stage?: 'act' | 'attack';
      groups?: string[];
      mode?: 'each' | 'moveAllFirst';
    };
    /**
     * One unit's Killer Action (no `unit`: the Killer, in a task stored before units existed).
     * `spaces`: an exact number printed on the card, else `move` boot icons. Set on its first
     * run: `goal` (the target space, '' when none), `left` (spaces it may move), `shamble`.
     */
    killerAction: EnemyWalk & {
      unit?: string;
      target: KillerTarget;
      move: number;
      spaces?: number | null;
      attack: number;
      source: string;
      from?: StepContext['from'];
      goal?: string;
      left?: number;
      shamble?: boolean;
    };
    /** One Attack icon (`icon`: its place on the card) of unit `by` (none: the Killer). */
    killerAttack: { by?: string; icon?: number; girlTargeted: boolean; source: string };
    /**
     * An attack on her, or on the Ally `on`; `ranged`: from an adjacent space (no Reaction card).
     * `receiver`: who takes it ('girl' or an Ally's id), once settled.
     */
    enemyAttacksGirl: { damage: number; source: string; by?: string; on?: string; ranged?: boolean; receiver?: string };
    /** Unit `by`'s attack on `on` at `space` has resolved: the modules' `afterAttack`. */
    afterAttack: { by: string; on: Attacked };
  }
}

/**
 * The spaces a Killer Action may target (core §6.2): the closest candidates by Enemy movement,
 * then the ones with the most Victims. More than one left is an ambiguity. On a board whose cuts
 * are soft (Isla Lagarto's fences), nothing reachable means measuring as if there were no cuts
 * (closed spaces stay closed).
 */
export function targetCandidates(run: Run, from: string, target: KillerTarget): string[] {
  const spaces = new Set<string>();
  if (typeof target === 'object') {
    for (const u of run.state.units) if (u.type === target.type && u.space) spaces.add(u.space);
  } else {
    if (target !== 'girl') for (const v of run.state.victims) spaces.add(v.space);
    if (target !== 'victim') spaces.add(run.state.girl.space);
    if (target === 'anyone') for (const u of run.state.units) if (u.space && u.role !== 'hazard') spaces.add(u.space);
  }
  for (const sp of concatOf(run.state, 'targetSpaces', run.state, target)) spaces.add(sp);
  const b = board(run);
  let dist = b.distances(from, 'enemy');
  let reachable = [...spaces].filter((s) => dist.has(s));
  if (reachable.length === 0 && b.mods.softCuts) {
    dist = b.uncut.distances(from, 'enemy');
    reachable = [...spaces].filter((s) => dist.has(s));
  }
  if (reachable.length === 0) return [];
  const best = Math.min(...reachable.map((s) => dist.get(s) ?? Infinity));
  const closest = reachable.filter((s) => dist.get(s) === best);
  const most = Math.max(...closest.map((s) => victimsAt(run, s).length));
  return closest.filter((s) => victimsAt(run, s).length === most).sort();
}

/** How bad a space is for the Final Girl if the Killer ends there: her in it first, then Victims. */
function badnessOfSpace(run: Run, space: string): number {
  return (run.state.girl.space === space ? 100 : 0) + victimsAt(run, space).length;
}

/** A space holds someone this unit's type stops for (Raptors stop with you or a Victim; the T-Rex with anyone). */
function stopsAt(run: Run, u: Unit, space: string): boolean {
  const stop = unitType(run, u.type).stopAt;
  if (stop.includes('anyone') && (run.state.girl.space === space || victimsAt(run, space).length > 0 || run.state.units.some((x) => x.id !== u.id && x.space === space))) return true;
  return (stop.includes('girl') && run.state.girl.space === space) || (stop.includes('victim') && victimsAt(run, space).length > 0);
}

/**
 * Moves a unit up to `steps` spaces towards `goal`, stopping there. When shortest ways end in
 * different spaces it is an ambiguity (Infinite Evil: the end space worst for her). A unit that
 * stops for people does not leave a space holding them and ends its move on entering one.
 * A module may open a decision after any space entered with movement left (`moveWindow`): the
 * rest of the way waits in `task.walk`, and an answer that ends the move sets `task.halted`.
 * Returns false while a decision is pending.
 */
export function moveEnemyTowards(run: Run, task: Task & EnemyWalk, unit: Unit, goal: string, steps: number, source: string): boolean {
  if (task.halted) return true;
  if (task.walk) return walkOn(run, task, unit, task.walk);
  const b = board(run);
  const from = unit.space as string;
  if (stopsAt(run, unit, from)) return true;
  // A unit that stops for people picks, among the shortest ways, those that get it closest before it must stop.
  const ways = unitType(run, unit.type).stopAt.length ? stoppingWays(b, from, goal, steps, (sp) => stopsAt(run, unit, sp)) : null;
  const ends = ways ? [...ways.keys()] : enemyEndSpaces(b, from, goal, steps);
  const who = unitName(run, unit);
  const pick = pickAmbiguous(run, task, `${source}: ${who === 'the Killer' ? 'the Killer\'s' : `${who}'s`} shortest ways end in different spaces.`, ends.map((s) => ({
    id: choiceId('end', s), label: `Ends at ${b.label(s)}`, group: 'Killer path',
    badness: badnessOfSpace(run, s) * 10 - (b.distances(s, 'enemy').get(run.state.girl.space) ?? 99),
  })));
  if (pick === undefined) return false;
  const end = choiceValue(pick, 'end');
  return walk(run, task, unit, ways?.get(end) ?? enemyPathTo(b, from, end));
}

function walk(run: Run, task: Task & EnemyWalk, u: Unit, path: readonly string[]): boolean {
  for (const [i, space] of path.entries()) {
    // Destroyed, or shut down (a Mark V whose last part went on the way), it goes no further.
    if (run.state.result || !run.state.units.includes(u) || u.role === 'inert') return true;
    stepUnit(run, u, space);
    if (stopsAt(run, u, space)) break;
    if (i < path.length - 1 && !run.state.result && firstHandled(run.state, 'moveWindow', run, task, u)) {
      task.walk = path.slice(i + 1);
      return false;
    }
  }
  return true;
}

/** Back from a decision in the middle of a move: the module's answer ends the move (first resolving its task) or lets it go on. */
function walkOn(run: Run, task: Task & EnemyWalk, u: Unit, rest: string[]): boolean {
  delete task.walk;
  const answer = takeAnswer(task) ?? '';
  const verdict = firstDefined(run.state, 'onMoveWindow', run, answer, u);
  if (!verdict) throw new Error(`no module handles the answer "${answer}" in the middle of a move`);
  if (!verdict.stop) return walk(run, task, u, rest);
  task.halted = true;
  if (!verdict.then) return true;
  run.state.agenda.push(task);
  schedule(run, verdict.then);
  return false;
}

/**
 * No target within its movement: the unit panics instead (the Zombies' rule), one space by a die
 * roll and its space's panic arrow, as a Victim panics; a face with no arrow leaves it in place.
 * Its event kind says which ('shamble': it moved, 'shamble-stays'), so an account can count the
 * idle Zombies without reading the sentence (src/bot/views/story.ts).
 */
function shamble(run: Run, u: Unit, source: string): void {
  const b = board(run);
  const from = u.space as string;
  const face = rollDie(run);
  const to = b.panicTarget(from, face);
  if (to && b.canStep(from, to)) {
    say(run, `${source}: nothing is within reach of ${unitName(run, u)} at ${b.label(from)}; it shambles (rolled ${face}) to ${b.label(to)}.`, 'shamble');
    stepUnit(run, u, to);
  } else {
    say(run, `${source}: nothing is within reach of ${unitName(run, u)} at ${b.label(from)}; it shambles (rolled ${face}) but stays.`, 'shamble-stays');
  }
}

/**
 * A Killer Action step: every unit it names acts (core §6.8: on a Terror card every Enemy, one
 * at a time, Minions first, then the Killer; in the Finale slot the Killers). A module may have
 * them all move before any attacks (`killerActionMode`). `groups` records which group of
 * attackers already struck for each Attack icon, so a group attacks once per space.
 */
defineTask('enemyAction', (run, task) => {
  const { step, ctx } = task;
  if (!task.actors) {
    const by = step.by ?? (ctx.from === 'finale' ? 'killers' : 'enemies');
    task.actors = actingUnits(run, by).map((u) => u.id);
    task.i = 0;
    task.stage = 'act';
    task.groups = [];
    task.mode = firstDefined(run.state, 'killerActionMode', run, ctx) ?? 'each';
  }
  const allFirst = task.mode === 'moveAllFirst';
  for (const id of task.actors.slice(task.i ?? 0)) {
    const u = unit(run.state, id);
    task.i = (task.i ?? 0) + 1;
    if (!u || (!u.space && !referenceSpace(run, u))) continue;
    run.state.agenda.push(task);
    if (task.stage === 'attack') {
      schedule(run, ...attackTasks(u, step.attack, step.target, ctx.source));
      return;
    }
    if (firstHandled(run.state, 'interceptKillerAction', run, step, ctx, u)) return;
    schedule(run, {
      t: 'killerAction', unit: u.id, target: step.target, move: step.move, spaces: step.spaces ?? null,
      attack: allFirst ? 0 : step.attack, source: ctx.source, from: ctx.from,
    });
    return;
  }
  if (allFirst && task.stage === 'act') {
    task.stage = 'attack';
    task.i = 0;
    run.state.agenda.push(task);
  }
});

function attackTasks(u: Unit, attack: number, target: KillerTarget, source: string): TaskOf<'killerAttack'>[] {
  return Array.from({ length: attack }, (_, icon) => ({ t: 'killerAttack', by: u.id, icon, girlTargeted: target === 'girl', source }));
}

/**
 * One unit's Killer Action (core §6.1–6.4): target, then move (boot icons × its Movement Value,
 * or an exact number of spaces), stopping on reaching the target, then one attack per Attack icon.
 * Tasks stored before units existed name no unit: they are the Killer's.
 */
defineTask('killerAction', (run, task) => {
  const u = unit(run.state, task.unit ?? KILLER);
  if (!u?.space) return;
  const source = task.source;
  const who = unitName(run, u);
  if (task.goal === undefined) {
    const candidates = targetCandidates(run, u.space, task.target);
    const goal = candidates.length
      ? pickAmbiguous(run, task, `${source}: ${who === 'the Killer' ? 'the Killer\'s' : `${who}'s`} closest targets are tied.`, candidates.map((s) => ({
          id: choiceId('space', s), label: `${board(run).label(s)}`, group: 'Killer target', badness: badnessOfSpace(run, s),
        })))
      : choiceId('space', '');
    if (goal === undefined) return;
    task.goal = choiceValue(goal, 'space');
    const from = task.from ?? 'terror';
    const spaces = task.spaces ?? null;
    const left = spaces === null ? task.move * moveValue(run, u, from) : movesOnCard(run, u, from) ? spaces : 0;
    task.left = left;
    const reach = board(run).distances(u.space, 'enemy').get(task.goal) ?? Infinity;
    task.shamble = left > 0 && unitType(run, u.type).outOfReach === 'shamble' && reach > left;
    if (task.shamble) shamble(run, u, source);
    else if (task.goal) say(run, `${source}: ${who} targets ${board(run).label(task.goal)}.`, 'killer');
    else say(run, `${source}: ${who} has no target and stays put.`, 'killer');
  }
  const goal = task.goal;
  if (goal && !task.shamble && !moveEnemyTowards(run, task, u, goal, task.left ?? 0, source)) return;
  if (run.state.result || !u.space || u.role === 'inert') return;
  // A unit that went to join another (a Raptor reaching the Pack), or was stopped dead on its way, is no longer on the board.
  if ((typeof task.target === 'object' || task.halted) && !run.state.units.includes(u)) return;
  // Where the unit stands after its move: 'shamble-end' after a shamble (it restates the shamble line), else 'killer-at'.
  if (task.move > 0 || task.spaces) say(run, `${capitalised(who)} is at ${board(run).label(u.space)}.`, task.shamble ? 'shamble-end' : 'killer-at');
  schedule(run, ...attackTasks(u, task.attack, task.target, source));
});

/** The loop of the Killer Action being resolved, which remembers the groups that already attacked. */
function currentEnemyAction(run: Run): TaskOf<'enemyAction'> | undefined {
  for (let i = run.state.agenda.length - 1; i >= 0; i--) {
    const task = run.state.agenda[i];
    if (task?.t === 'enemyAction') return task;
  }
  return undefined;
}

/**
 * One Attack icon: by the unit's type's priority, a Victim in its space first, else the Final
 * Girl (core §6.4); the Final Girl first when she was the target and is there. A group attacker
 * strikes once per space and icon, for one damage per unit of its type there.
 */
defineTask('killerAttack', (run, task) => {
  const u = unit(run.state, task.by ?? KILLER);
  const space = u?.space;
  if (!u || !space || u.role === 'inert') return;
  const type = unitType(run, u.type);
  if (type.attack === 'group') {
    const key = `${u.type}@${space}#${task.icon ?? 0}`;
    const loop = currentEnemyAction(run);
    const done = loop?.groups ?? [];
    if (done.includes(key)) return;
    done.push(key);
  }
  const girlHere = run.state.girl.space === space;
  const order = task.girlTargeted && girlHere && type.targetFirst ? ['girl', ...type.priority] : type.priority;
  const source = task.source;
  for (const who of order) {
    if (who === 'victim' && victimsAt(run, space).length) {
      attackThen(run, u, { kind: 'victim', space }, { t: 'killVictimsAt', space, n: 1, source, by: u.id });
      return;
    }
    const other = who === 'minion' || who === 'killer' ? unitsAt(run.state, space, [who]).find((x) => x.id !== u.id) : undefined;
    if (other) {
      if (type.kill === 'instant') killOutright(run, other, source);
      else hurtUnit(run, other, attackValue(run, u), source, u);
      attackThen(run, u, { kind: 'unit', unit: other.id, space });
      return;
    }
    if (who === 'girl' && girlHere) {
      if (type.kill === 'instant') killGirlOutright(run, source);
      else attackThen(run, u, { kind: 'girl', space }, { t: 'enemyAttacksGirl', damage: attackValue(run, u), source, by: u.id });
      return;
    }
    const ally = who === 'ally' ? unitsAt(run.state, space, ['ally'])[0] : undefined;
    if (ally) {
      attackThen(run, u, { kind: 'unit', unit: ally.id, space }, { t: 'enemyAttacksGirl', damage: attackValue(run, u), source, by: u.id, on: ally.id });
      return;
    }
  }
  const reach = maxOf(run.state, 'attackReach', run, u);
  if (reach > 0) attackAtRange(run, u, order, source);
});

/**
 * Nobody to attack in its space, but its attacks reach one space further (the M134): by its
 * priority, Victims in the adjacent spaces (the first space by id), then her, then an Ally.
 * Reaction cards cannot be played against an attack at range 1.
 */
function attackAtRange(run: Run, u: Unit, order: readonly string[], source: string): void {
  const near = [...board(run).adjacent(u.space as string)].sort();
  for (const who of order) {
    const victimSpace = who === 'victim' ? near.find((sp) => victimsAt(run, sp).length > 0) : undefined;
    if (victimSpace) {
      attackThen(run, u, { kind: 'victim', space: victimSpace }, { t: 'killVictimsAt', space: victimSpace, n: 1, source, by: u.id });
      return;
    }
    if (who === 'girl' && near.includes(run.state.girl.space)) {
      attackThen(run, u, { kind: 'girl', space: run.state.girl.space }, { t: 'enemyAttacksGirl', damage: attackValue(run, u), source, by: u.id, ranged: true });
      return;
    }
    const ally = who === 'ally' ? near.flatMap((sp) => unitsAt(run.state, sp, ['ally']))[0] : undefined;
    if (ally?.space) {
      attackThen(run, u, { kind: 'unit', unit: ally.id, space: ally.space }, { t: 'enemyAttacksGirl', damage: attackValue(run, u), source, by: u.id, on: ally.id, ranged: true });
      return;
    }
  }
}

/**
 * An attack's own tasks, then the modules' `afterAttack` behind them, queued only when a module in
 * play listens for it (so a game without one stores no task for it).
 */
function attackThen(run: Run, by: Unit, on: Attacked, ...tasks: Task[]): void {
  const listens = modulesInPlay(run.state).some((m) => m.afterAttack !== undefined);
  schedule(run, ...tasks, ...(listens ? [{ t: 'afterAttack' as const, by: by.id, on }] : []));
}

/**
 * The modules' `afterAttack`, once the attack's own tasks (her defence, the Victim's death) are
 * done. An attacker killed meanwhile (Retaliate) or a game over: no one to ask.
 */
defineTask('afterAttack', (run, task) => {
  const by = unit(run.state, task.by);
  if (run.state.result || !by) return;
  allRun(run.state, 'afterAttack', run, { by, on: task.on });
});

/**
 * An instant kill (the T-Rex): a unit whose Health counts bodies loses one; any other dies, no
 * Final Health token, unless its module resolves the kill (the Mark V is defeated). The Pack's Final Health token counts as one of its bodies (seed 003: 4
 * markers and the token make its 5), so with only the token left the kill takes its last body
 * and, like any Killer the T-Rex kills, the token is not revealed.
 */
function killOutright(run: Run, target: Unit, source: string): void {
  if (unitType(run, target.type).healthIsCount && (target.health > 0 || !target.final)) {
    hurtUnit(run, target, 1, source);
    return;
  }
  say(run, `${source}: ${unitName(run, target)} is killed outright.`, 'unit-health');
  if (firstHandled(run.state, 'interceptKillOutright', run, target)) return;
  target.health = 0;
  target.final = null;
  killUnit(run, target);
}

function defenceOptions(run: Run): ChoiceOption[] {
  const g = run.state.girl;
  const options: ChoiceOption[] = [];
  for (const id of [...new Set(g.hand)].sort()) {
    if (actionCard(run, id).kind === 'reaction') options.push({ id: choiceId('react', id), label: `Play ${actionCard(run, id).name}`, group: 'Defend' });
  }
  for (const h of g.items) {
    const card = item(run, h.id);
    const cost = card.use?.time ?? 0;
    if (card.use?.when === 'defend' && (!card.use.phase || card.use.phase === run.state.phase) && (card.hands === 0 || h.inHands) && (h.uses === undefined || h.uses > 0) && g.time >= cost) {
      options.push(withShort({ id: choiceId('item', h.id), label: `Use ${card.name}${cost ? ` (-${cost} Time)` : ''}`, group: 'Defend' }, `Use ${card.name}`));
    }
  }
  return options;
}

/**
 * Who takes an attack on her (or on an Ally, `on`): with an Ally and her in the space, she
 * chooses (seed 002, Allies); otherwise whoever it was aimed at. Returns undefined while asking.
 */
function receiverOf(run: Run, task: TaskOf<'enemyAttacksGirl'>, answer: string | undefined): string | undefined {
  const aimed = task.on ? unit(run.state, task.on) : undefined;
  const space = aimed?.space ?? run.state.girl.space;
  const here = [...(run.state.girl.space === space ? ['girl'] : []), ...unitsAt(run.state, space, ['ally']).map((a) => a.id)];
  if (here.length < 2) return aimed?.id ?? 'girl';
  const taker = readChoice(answer, 'take');
  if (taker !== undefined) return taker;
  const attacker = task.by ? unit(run.state, task.by) : undefined;
  ask(run, task, 'take-attack', `${task.source}: ${attacker ? unitName(run, attacker) : 'the Killer'} attacks for ${task.damage} damage. Who takes it?`, here.map((id) => {
    const ally = unit(run.state, id);
    return { id: choiceId('take', id), label: ally ? `${capitalised(unitName(run, ally))} takes it` : 'You take it', group: 'Who takes the attack' };
  }));
  return undefined;
}

/** An Enemy attacks the Final Girl (or an Ally): she may stack Reactions and defensive items, then takes what is left (core §6.5). */
defineTask('enemyAttacksGirl', (run, task) => {
  let answer = takeAnswer(task);
  if (task.receiver === undefined) {
    const receiver = receiverOf(run, task, answer);
    if (receiver === undefined) return;
    task.receiver = receiver;
    // The answer chose who takes it; a task stored before that question (at its defence) keeps its answer.
    if (readChoice(answer, 'take') !== undefined) answer = undefined;
  }
  const ally = task.receiver === 'girl' ? undefined : unit(run.state, task.receiver);
  // An attack stored before units existed, or one with no figure behind it (Lust), is the Killer's.
  run.state.incoming ??= { damage: task.damage, ignored: false, retaliate: 0, by: task.by ?? KILLER };
  const inc = run.state.incoming;
  const attacker = inc.by ? unit(run.state, inc.by) : undefined;
  if (ally && !inc.ignored) {
    const why = firstDefined(run.state, 'ignoresAttack', run, ally);
    if (why) {
      inc.ignored = true;
      say(run, `${capitalised(unitName(run, ally))} ignores the attack (${why}).`, 'play');
    }
  }
  // Her Reaction cards and items defend her alone; at range 1 (the M134) no Reaction card at all.
  const own = ally ? [] : defenceOptions(run).filter((o) => !(task.ranged && readChoice(o.id, 'react') !== undefined));
  const options = inc.ignored ? [] : [...own, ...concatOf(run.state, 'defenceOptions', run, ally ?? 'girl')];
  if (answer === undefined && options.length > 0) {
    ask(run, task, 'defend', `${task.source}: ${attacker ? unitName(run, attacker) : 'the Killer'} attacks ${ally ? unitName(run, ally) : 'you'} for ${inc.damage} damage.`, [
      { id: 'take', label: ally ? `${capitalised(unitName(run, ally))} takes ${inc.damage} damage` : `Take ${inc.damage} damage`, group: 'Defend' },
      ...options,
    ]);
    return;
  }
  const reaction = readChoice(answer, 'react');
  const used = readChoice(answer, 'item');
  if (answer && answer !== 'take' && reaction === undefined && used === undefined) {
    run.state.agenda.push(task);
    if (!firstHandled(run.state, 'onDefence', run, answer)) throw new Error(`unhandled defence choice ${answer}`);
    return;
  }
  if (reaction !== undefined) {
    const id = reaction;
    run.state.girl.hand.splice(run.state.girl.hand.indexOf(id), 1);
    run.state.discard.push(id);
    say(run, `You react with ${actionCard(run, id).name}.`, 'play');
    run.state.agenda.push(task);
    schedule(run, { t: 'horrorRoll', card: id, from: 'reaction' });
    return;
  }
  if (used !== undefined) {
    const card = item(run, used);
    say(run, `You use ${card.name}.`);
    if (card.use?.time) changeTime(run, -card.use.time);
    spendItem(run, card.id, card.use?.discard ?? false);
    run.state.agenda.push(task);
    schedule(run, stepsTask(run, card.use?.steps ?? [], card.name, 'item'));
    return;
  }
  run.state.incoming = null;
  if (inc.retaliate > 0) {
    const melee = run.state.girl.items
      .filter((h) => h.inHands)
      .map((h) => item(run, h.id).weapon)
      .filter((w) => w && w.range[1] === 0 && !w.spendsUse)
      .reduce((best, w) => Math.max(best, w?.bonus ?? 0), 0);
    const tokenBefore = attacker?.final?.colour;
    if (attacker) hurtUnit(run, attacker, inc.retaliate + melee, 'Retaliate');
    if (run.state.result) return;
    if (tokenBefore === 'black' && attacker?.final?.colour === 'white') {
      say(run, 'The Killer\'s comeback ends the phase before the attack lands: you take none of its damage.');
      return;
    }
    if (attacker?.role === 'inert') {
      say(run, `${capitalised(unitName(run, attacker))} shuts down before its attack lands: you take none of its damage.`);
      return;
    }
  }
  if (ally) {
    if (inc.ignored || inc.damage <= 0) say(run, `${capitalised(unitName(run, ally))} takes no damage.`);
    else hurtUnit(run, ally, inc.damage, task.source, attacker ?? null);
    return;
  }
  // Damage no defence stops (Claws Like Knives): it lands whatever her Reactions did to the rest.
  const sure = Math.min(task.damage, maxOf(run.state, 'sureDamage', run, attacker ?? null));
  const dealt = Math.max(sure, inc.ignored ? 0 : inc.damage);
  if (dealt <= 0) say(run, 'You take no damage.');
  else hurtGirl(run, dealt, task.source, attacker ?? null);
});
