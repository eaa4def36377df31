import type { Place, Step } from '../../content/steps.js';
import type { StepContext } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { choiceId, choiceValue } from '../choiceId.js';
import { RulesError } from '../errors.js';
import { changeHorror, changeTime, heal, hurtGirl, takeIntoHand } from '../actors/girl.js';
import { actionCard } from '../cards.js';
import { discardNextTerror, healKiller } from '../actors/killer.js';
import { raiseBloodlust } from '../actors/bloodlust.js';
import { randomInt } from '../rng.js';
import { board, killVictim, panicVictim, placeVictims, victimName, victimWords } from '../actors/victims.js';
import { activeKiller, killers, killerSpaces, killerStartSpace, minions, spawnUnits, unit, unitName } from '../actors/units.js';
import { moduleNamed } from '../modules/registry.js';
import { allRun, anyOf } from '../modules/combine.js';
import { branchTask } from './frames.js';
import { pickAmbiguous } from '../ambiguity.js';
import { option } from '../options.js';
import { dealDamage, strikeSpace } from '../phases/attack.js';

type StepOf<K extends Step['do']> = Extract<Step, { do: K }>;

declare module '../task.js' {
  interface TaskPayloads {
    /** Runs `steps[i]`, leaving the rest of the frame on the agenda first. */
    steps: { steps: Step[]; i: number; ctx: StepContext };
    chooseSteps: { options: StepOf<'choose'>['options']; ctx: StepContext };
    /** `by`: the unit that kills them, if any. */
    killVictimsAt: { space: string; n: number | 'all'; source: string; by?: string };
    placeKiller: { space: string; source: string };
  }
}
type StepHandlers = { [K in Step['do']]: (run: Run, step: StepOf<K>, ctx: StepContext) => void };

/** Core conditions for `if` steps; module conditions are named `module.name`. */
export const CORE_CONDITIONS: Record<string, (run: Run) => boolean> = {
  noVictims: (run) => run.state.victims.length === 0,
  killerOnBoard: (run) => killers(run.state).some((u) => u.space !== null),
  minionsOnBoard: (run) => minions(run.state).some((u) => u.space !== null),
};

function testCondition(run: Run, cond: string): boolean {
  const core = CORE_CONDITIONS[cond];
  if (core) return core(run);
  const fn = moduleNamed(run.state, cond)?.conditions?.[cond];
  if (!fn) throw new RulesError('ERR_NOT_IMPLEMENTED', `The rule condition "${cond}" is not implemented for this game.`);
  return fn(run.state);
}

/** The spaces a Place names right now (none when it cannot be found, e.g. no Killer anywhere). */
function placeSpaces(run: Run, at: Place): string[] {
  if (typeof at === 'object') return [at.space];
  switch (at) {
    case 'girl':
      return [run.state.girl.space];
    case 'girlStart':
      return [run.state.girl.startSpace];
    case 'killerStart':
      return [killerStartSpace(run)];
    // "The Killer" is every Killer on the board (all the Hordes), each counted once.
    case 'killer':
      return killerSpaces(run);
    case 'adjacentToKiller':
      return [...new Set(killerSpaces(run).flatMap((k) => board(run).adjacent(k)))];
  }
}

const HANDLERS: StepHandlers = {
  time: (run, st) => changeTime(run, st.n),
  horror: (run, st) => changeHorror(run, st.n),
  heal: (run, st) => heal(run, st.n),
  loseHealth: (run, st, ctx) => hurtGirl(run, st.n, ctx.source),
  damage: (run, st) => dealDamage(run, st.n),
  strike: (run, st, ctx) => strikeSpace(run, run.state.girl.space, st.n, ctx.source),
  takeTopItem: (run) => schedule(run, { t: 'takeTopItem' }),
  move: (run, st) => schedule(run, { t: 'girlMove', left: st.n }),
  endPhase: (run) => {
    if (run.state.phase === 'action') run.state.girl.actionPhaseEnding = true;
  },
  bonusDice: (run, st) => {
    run.state.girl.bonusDice += st.n;
    say(run, `+${st.n} dice on your next Horror Roll.`);
  },
  takeCard: (run, st) => {
    const name = actionCard(run, st.card).name;
    const left = run.state.tableau[st.card] ?? 0;
    if (left <= 0) {
      say(run, `No ${name} card is left in the Tableau: you take nothing.`);
      return;
    }
    run.state.tableau[st.card] = left - 1;
    say(run, `You take ${name} from the Tableau into your hand.`, 'card');
    takeIntoHand(run, st.card);
  },
  search: (run, st) => schedule(run, { t: 'search', draw: st.draw }),
  improvise: (run, st) => {
    run.state.girl.improvise = st.scope;
    say(run, st.scope === 'phase' ? '3s and 4s count as successes for the rest of this Action phase.' : '3s and 4s count as successes on your next Horror Roll.');
  },
  ignoreDamage: (run) => {
    if (run.state.incoming) run.state.incoming.ignored = true;
  },
  reduceDamage: (run, st) => {
    const inc = run.state.incoming;
    if (inc) inc.damage = Math.max(Math.min(st.floor ?? 0, inc.damage), inc.damage - st.n);
  },
  retaliate: (run, st) => {
    if (run.state.incoming) run.state.incoming.retaliate += st.n;
  },
  // Close Call acts inside a Horror Roll (see roll.ts); as a plain step it has nothing to re-roll.
  reroll: () => {},
  bloodlust: (run, st, ctx) => raiseBloodlust(run, st.n, ctx.source),
  drawEvent: (run) => schedule(run, { t: 'drawEvent' }),
  discardAndDrawTerror: (run, _st, ctx) => {
    const a = run.state.agenda;
    for (let top = a.at(-1); top?.t === 'steps' && top.ctx.frame === ctx.frame; top = a.at(-1)) a.pop();
    say(run, `${ctx.source} is discarded; the next Terror card is drawn.`);
    schedule(run, { t: 'drawTerror' });
  },
  discardTerror: (run, _st, ctx) => discardNextTerror(run, ctx.source),
  killerHeal: (run, st, ctx) => healKiller(run, st.n, ctx.source),
  discardRandomAction: (run, _st, ctx) => {
    const hand = run.state.girl.hand;
    if (hand.length === 0) {
      say(run, `${ctx.source}: you hold no Action card to discard.`);
      return;
    }
    const [id] = hand.splice(randomInt(run.state, hand.length), 1) as [string];
    run.state.discard.push(id);
    say(run, `${ctx.source}: you discard ${actionCard(run, id).name} at random.`, 'card');
  },
  killerAction: (run, st, ctx) => schedule(run, { t: 'enemyAction', step: st, ctx }),
  spawn: (run, st) => {
    for (const space of placeSpaces(run, st.at)) spawnUnits(run, st.unit, st.n, space);
  },
  placeVictims: (run, st) => {
    const spaces = placeSpaces(run, st.at);
    if (spaces.length === 0) say(run, `There is no space to place the ${victimWords(run).many} in.`);
    for (const space of spaces) placeVictims(run, st.n, space);
  },
  killVictims: (run, st, ctx) => {
    for (const space of placeSpaces(run, st.at)) schedule(run, { t: 'killVictimsAt', space, n: st.n, source: ctx.source });
  },
  panic: (run, st) => {
    for (const space of placeSpaces(run, st.at)) {
      for (const v of run.state.victims.filter((x) => x.space === space)) panicVictim(run, v);
    }
  },
  placeKiller: (run, st, ctx) => {
    const space = placeSpaces(run, st.at)[0];
    if (!space) return;
    schedule(run, { t: 'placeKiller', space, source: ctx.source });
  },
  choose: (run, st, ctx) => schedule(run, { t: 'chooseSteps', options: st.options, ctx }),
  if: (run, st, ctx) => {
    const branch = testCondition(run, st.cond) ? st.then : (st.else ?? []);
    if (branch.length) schedule(run, branchTask(branch, ctx));
  },
  module: (run, st, ctx) => {
    const fn = moduleNamed(run.state, st.name)?.steps?.[st.name];
    if (!fn) throw new RulesError('ERR_NOT_IMPLEMENTED', `The rule "${st.name}" is not implemented for this game.`);
    fn(run, st.args ?? {}, ctx);
  },
};

function runStep(run: Run, step: Step, ctx: StepContext): void {
  (HANDLERS[step.do] as (run: Run, step: Step, ctx: StepContext) => void)(run, step, ctx);
}

defineTask('steps', (run, task) => {
  const { steps, i, ctx } = task;
  const step = steps[i];
  if (!step) return;
  if (i + 1 < steps.length) run.state.agenda.push({ ...task, i: i + 1 });
  runStep(run, step, ctx);
});

defineTask('chooseSteps', (run, task) => {
  const { options, ctx } = task;
  const answer = takeAnswer(task);
  if (answer === undefined) {
    ask(run, task, 'choose-row', `${ctx.source}: choose one.`, options.map((o, i) => option(choiceId('opt', i), o.label, 'Choose one', o.short)), { paysFailure: ctx.failed === true });
    return;
  }
  const chosen = options[choiceValue(answer, 'opt')];
  if (chosen) {
    say(run, `You choose: ${chosen.label}.`);
    schedule(run, branchTask(chosen.steps, ctx));
  }
});

/** Kill n Victims in a space; when they differ (special Victims), which die is an ambiguity. */
defineTask('killVictimsAt', (run, task) => {
  const { space, source } = task;
  const by = task.by ? (unit(run.state, task.by) ?? null) : null;
  const here = run.state.victims.filter((v) => v.space === space);
  const n = task.n === 'all' ? here.length : Math.min(task.n, here.length);
  if (n <= 0) return;
  const kinds = [...new Set(here.map((v) => v.kind))];
  if (n === here.length || kinds.length === 1) {
    for (const v of here.slice(0, n)) killVictim(run, v, source, by);
    return;
  }
  const pick = pickAmbiguous(run, task, `${source}: which Victim at ${board(run).label(space)} dies?`,
    kinds.map((k) => ({ id: `kind:${k}`, label: victimName({ id: 0, space, kind: k }, victimWords(run)), group: 'Victim', badness: k === 'normal' ? 0 : 1 })));
  if (pick === undefined) return;
  const victim = here.find((v) => `kind:${v.kind}` === pick);
  if (victim) killVictim(run, victim, source, by);
  if (n > 1) schedule(run, { t: 'killVictimsAt', space, n: n - 1, source, by: task.by });
});

/**
 * "Place the Killer": the Active Killer; with several, the one closest to the space, ties an
 * ambiguity (Infinite Evil: the one with most Health). A hidden Killer ignores it (the
 * Concealed Volk'ar: "if an effect asks you to place the Killer, ignore the effect").
 */
defineTask('placeKiller', (run, task) => {
  const { space, source } = task;
  let k = activeKiller(run.state);
  if (!k) {
    const all = killers(run.state);
    if (all.length === 0) return;
    const apart = board(run).spacesApart(space);
    const d = (id: string) => apart.get(unit(run.state, id)?.space ?? '') ?? 99;
    const best = Math.min(...all.map((u) => d(u.id)));
    const pick = pickAmbiguous(run, task, `${source}: the closest Killers are tied.`, all.filter((u) => d(u.id) === best).map((u) => ({
      id: choiceId('unit', u.id), label: `${unitName(run, u)} (${u.health} Health)`, group: 'Killer', badness: u.health,
    })));
    if (pick === undefined) return;
    k = unit(run.state, choiceValue(pick, 'unit'));
    if (!k) return;
  }
  const target = k;
  if (anyOf(run.state, 'blocksPlacingKiller', run.state, target)) {
    say(run, `${source}: the Killer is hidden, so placing the Killer is ignored.`);
    return;
  }
  if (board(run).isClosed(space)) {
    say(run, `${source}: ${board(run).label(space)} is closed, so the Killer is not placed.`);
    return;
  }
  target.space = space;
  say(run, `${source}: ${unitName(run, target)} appears at ${board(run).label(space)}.`, 'killer-move');
  allRun(run.state, 'onPlaced', run, target, space);
});
