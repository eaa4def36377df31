import { z } from 'zod';
import type { ChoiceOption, GameState, Outcome } from '../../engine/index.js';
import { TEXT } from '../strings.js';
import { applyFolded, FOLD_SEP, type ChosenOutcome, foldedOptions, foreseeFolded, isOpenChoice } from './folds.js';
import { deciderOf, planEnd, planThen } from './followUps.js';
import { answerLabel, answerOf, joinAnswers } from './planAnswers.js';

/**
 * Plans: in a vote game the team may vote several Action-phase steps (or Planning-phase buys)
 * at once, "Play Focus, then Walk → Cave, then end". An Action-phase plan may go on past its end
 * into the Planning phase ("..., then end, then Buy Sprint, then Done buying"): one vote for the
 * turn. A plan ballot is the steps' choice ids joined by PLAN_SEP; the winning plan's first step
 * applies at once and the rest waits on the game row. Each time the next decision of a step's
 * phase opens, the plan's next step is applied if it is one of the choices open then, the
 * team's own voted choice; if it is not (a roll went badly, the card is gone, Time ran short),
 * the plan ends and the team votes again. Decisions of another kind in between (the caller's
 * follow-ups, a vote on what a search found) are made as usual and the plan goes on after them.
 * Every step is a choice a person voted for.
 *
 * Reading the plan ahead (the builder, the labels of a ballot) only looks through steps the
 * engine can foresee (no die, no draw, nothing hidden); past one that cannot be foreseen, the
 * later steps are offered from the choices open before it, less the cards already planned, and
 * the next phase's choices are the ones ending the phase at that point would open.
 *
 * A plan may also hold answer steps (planAnswers.ts): the team's pick for a decision a step may
 * open after a roll ("where to go" after "Play Walk"), used if that decision opens before the
 * plan's next step and passed over if it does not.
 */

export const PLAN_SEP = '|';

const planSchema = z
  .object({
    turn: z.number().int().min(0),
    phase: z.string().min(1),
    kind: z.string().min(1),
    /**
     * The steps still to come, with the labels they had when the team voted them; a step of a
     * later phase than the plan's names its phase and decision kind.
     */
    steps: z
      .array(
        z
          .object({
            id: z.string().min(1),
            label: z.string(),
            phase: z.string().min(1).optional(),
            kind: z.string().min(1).optional(),
            /** An answer step: used only if a decision of its kind opens before the next step (planAnswers.ts). */
            answer: z.literal(true).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type Plan = z.infer<typeof planSchema>;

/** The stored plan, or null (none, or one this bot cannot read: the team then just votes). */
export function readPlan(raw: string | null): Plan | null {
  if (!raw) return null;
  try {
    const parsed = planSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const storePlan = (plan: Plan | null): string | null => (plan ? JSON.stringify(plan) : null);

/** Whether the team can vote a plan for the state's decision. */
export function canPlan(state: GameState): boolean {
  const d = state.pending;
  return !!d && deciderOf(d) === 'vote' && planEnd(d.kind) !== null;
}

/** A plan read ahead: its steps' labels, the choices for a next step, and whether it is complete. */
export interface PlanWalk {
  labels: string[];
  /** Each step's button wording (the engine's `short`, else its label). */
  shorts: string[];
  /** The phase and decision kind each step belongs to. */
  at: { phase: string; kind: string }[];
  next: ChoiceOption[];
  /** The last step ends the plan: nothing can follow it. */
  complete: boolean;
  /** The first step that is not a choice at its point (a stale ballot), or null. */
  invalid: string | null;
}

/** Reads the steps of a plan ahead from the state's decision (see the module comment). */
export function walkPlan(state: GameState, steps: readonly string[]): PlanWalk {
  const walker = planWalker(state);
  for (const id of steps) walker.push(id);
  return walker.walk();
}

/** A plan read ahead one step at a time (a plan built step by step reads each step once). */
export interface PlanWalker {
  /** Reads the next step; once the plan is complete or a step was not a choice, later steps are not read. */
  push(id: string): void;
  walk(): PlanWalk;
}

/** Starts reading a plan ahead from the state's decision: `walkPlan`, a step at a time. */
export function planWalker(state: GameState): PlanWalker {
  const labels: string[] = [];
  const shorts: string[] = [];
  const at: PlanWalk['at'] = [];
  let done: PlanWalk | null = null;
  const finish = (complete: boolean, invalid: string | null = null): void => {
    done = { labels, shorts, at, next: [], complete, invalid };
  };
  let d = state.pending;
  let end = d ? planEnd(d.kind) : null;
  // `cur` is the last state foreseen; past an unforeseen step the choices come from `base`.
  let cur = state;
  let options = d ? foldedOptions(state) : [];
  let foreseen = true;
  let base: readonly ChoiceOption[] = options;
  let hand: readonly string[] = [];
  let used: string[] = [];
  // The last ordinary step: an answer follows one of the plan's first phase that does not end it.
  let last: string | null = null;
  let answersOpen = true;
  const push = (id: string): void => {
    if (!d) return finish(true, id);
    const answer = answerOf(id);
    if (answer) {
      if (!answersOpen || last === null || last === end) return finish(false, id);
      labels.push(answerLabel(cur, answer));
      shorts.push(answerLabel(cur, answer));
      at.push({ phase: cur.phase, kind: answer.kind });
      return;
    }
    last = id;
    const o = options.find((x) => x.id === id);
    if (!o) return finish(false, id);
    labels.push(o.label);
    shorts.push(o.short ?? o.label);
    at.push({ phase: cur.phase, kind: d.kind });
    if (id === end) {
      const next = nextPhase(cur, id, planThen(d.kind));
      if (!next?.pending) return finish(true);
      cur = next;
      d = next.pending;
      end = planEnd(d.kind);
      options = foldedOptions(cur);
      foreseen = true;
      used = [];
      // Answers are for the decisions a card opens after its roll: none in the next phase (buys roll nothing).
      answersOpen = false;
      return;
    }
    if (foreseen) {
      const out = foreseeFolded(cur, id);
      const p = out?.state.pending;
      if (out && (out.state.result || out.state.turn !== cur.turn || out.state.phase !== cur.phase)) return finish(true);
      if (out && p && p.kind === d.kind && deciderOf(p) === 'vote') {
        cur = out.state;
        options = foldedOptions(cur);
        return;
      }
      foreseen = false;
      base = options;
      hand = cur.girl.hand;
    }
    used.push(id);
    options = base.filter((x) => available(x.id, used, hand));
  };
  return {
    push: (id) => {
      if (!done) push(id);
    },
    walk: () => done ?? (d ? { labels, shorts, at, next: options, complete: false, invalid: null } : { labels, shorts, at, next: [], complete: true, invalid: null }),
  };
}

/**
 * The state a plan goes on in after `end`, the step ending its phase: the next phase's voted
 * decision of kind `then`, when ending the phase at `state` can be foreseen; else null.
 */
function nextPhase(state: GameState, end: string, then: string | null): GameState | null {
  if (!then) return null;
  const out = foreseeFolded(state, end);
  const p = out?.state.pending;
  if (!out || out.state.result || out.state.turn !== state.turn || !p || p.kind !== then || deciderOf(p) !== 'vote') return null;
  return out.state;
}

/** The plan a builder's picks make (each an index among the choices offered for that step), or null if a pick is not one of them. */
export function draftSteps(state: GameState, indexes: readonly number[]): { ids: string[]; label: string; walk: PlanWalk } | null {
  const ids: string[] = [];
  let walk = walkPlan(state, ids);
  for (const i of indexes) {
    const o = walk.complete ? undefined : walk.next[i];
    if (!o) return null;
    ids.push(o.id);
    walk = walkPlan(state, ids);
    if (walk.invalid) return null;
  }
  return { ids, label: ids.length === 1 ? (walk.labels[0] ?? '') : TEXT.planLabel(walk.labels), walk };
}

/** The card an option plays or discards (its first part `play:<card>` or `discard:<card>`), or null. */
function cardOf(id: string): string | null {
  const m = /^(?:play|discard):([^>|]+)/.exec(id);
  return m ? (m[1] as string) : null;
}

/**
 * Past a step that cannot be foreseen, whether an option can still be planned: a card while the
 * hand has a copy not yet planned, anything else once (an order given once, whichever way it
 * was folded: "Soldiers → Lower River" planned, "the same Soldiers → space C" is not offered).
 */
function available(id: string, used: readonly string[], hand: readonly string[]): boolean {
  const card = cardOf(id);
  const first = (x: string) => x.split(FOLD_SEP)[0];
  if (card === null) return !used.some((u) => first(u) === first(id));
  return used.filter((u) => cardOf(u) === card).length < hand.filter((c) => c === card).length;
}

/** The steps of a ballot's choice id (one step for an ordinary vote). */
export const stepsOf = (choiceId: string): string[] => choiceId.split(PLAN_SEP);

/** How a ballot reads: the option's label, or a plan's steps in order. */
export function ballotLabel(state: GameState, choiceId: string): string {
  const steps = stepsOf(choiceId);
  // One step: the option's own label (no need to look ahead, and a solo game never folds).
  if (steps.length === 1) return [...(state.pending?.options ?? []), ...(choiceId.includes(FOLD_SEP) ? foldedOptions(state) : [])].find((o) => o.id === choiceId)?.label ?? choiceId;
  const walk = walkPlan(state, steps);
  return TEXT.planLabel(joinAnswers(steps, [...walk.labels, ...steps.slice(walk.labels.length)]));
}

/** The plan a winning ballot leaves for the later decisions of this turn (null for an ordinary vote). */
export function planAfter(state: GameState, choiceId: string): Plan | null {
  const steps = stepsOf(choiceId);
  const d = state.pending;
  if (steps.length < 2 || !d) return null;
  const walk = walkPlan(state, steps);
  return {
    turn: state.turn,
    phase: state.phase,
    kind: d.kind,
    steps: steps.slice(1).map((step, i) => {
      const at = walk.at[i + 1];
      const later = at && (at.phase !== state.phase || at.kind !== d.kind) ? { phase: at.phase, kind: at.kind } : {};
      const answer = answerOf(step);
      return { id: answer?.id ?? step, label: walk.labels[i + 1] ?? step, ...later, ...(answer ? { kind: answer.kind, answer: true as const } : {}) };
    }),
  };
}

/** A step followed: what happened, the plan left, and the lines that tell it. */
export interface Followed {
  out: ChosenOutcome;
  plan: Plan | null;
  lines: string[];
}

type Step = Plan['steps'][number];
const phaseOf = (plan: Plan, step: Step) => step.phase ?? plan.phase;
const kindOf = (plan: Plan, step: Step) => step.kind ?? plan.kind;

/**
 * Follows `plan` from `out`: applies its next steps while the decision open is of the next
 * step's phase and kind and the step is a choice open then; stops (plan kept) at a decision of
 * another kind. Once the game moved on to a later phase of the plan without its step that ends
 * the phase (the phase ended by itself), that step is passed over; a step of a phase that is
 * over ends the plan, as does a step that is no longer a choice.
 */
export function followPlan(out: Outcome & { chosen?: ChosenOutcome['chosen'] }, plan: Plan | null): Followed {
  const lines: string[] = [];
  let cur: ChosenOutcome = { ...out, chosen: out.chosen ?? [] };
  let left = plan;
  while (left) {
    const s = cur.state;
    const d = s.pending;
    if (!d || s.result || s.turn !== left.turn) {
      left = null;
      break;
    }
    const plan: Plan = left;
    const ahead = plan.steps.findIndex((st) => phaseOf(plan, st) === s.phase);
    const passed = ahead < 0 ? plan.steps : plan.steps.slice(0, ahead);
    // An answer never asked for, or the end of a phase that ended by itself, is passed over.
    if (passed.length && (ahead < 0 || passed.some((st) => !st.answer && st.id !== planEnd(kindOf(plan, st))))) {
      // Planned steps of a phase that is over: if later ones were for this phase, say why they stop.
      if (ahead >= 0) lines.push(TEXT.planStopped((passed[0] as Step).label));
      left = null;
      break;
    }
    const todo = plan.steps.slice(passed.length) as [Step, ...Step[]];
    // Answers at the head of the plan are used in whatever order their decisions open.
    const answers = todo.findIndex((st) => !st.answer);
    const head = answers < 0 ? todo : todo.slice(0, answers);
    const asked = head.findIndex((st) => d.kind === kindOf(plan, st) && deciderOf(d) === 'vote');
    if (head.length && asked < 0 && deciderOf(d) === 'vote' && planEnd(d.kind) !== null) {
      // The team's next planned decision opened without the ones answered (the roll gave no move): not needed.
      const rest = todo.slice(head.length);
      left = rest.length ? { ...plan, steps: rest } : null;
      continue;
    }
    const [step, ...rest] = asked > 0 ? ([todo[asked], ...todo.filter((_, k) => k !== asked)] as [Step, ...Step[]]) : todo;
    if (d.kind !== kindOf(plan, step) || deciderOf(d) !== 'vote') {
      left = passed.length ? { ...plan, steps: [step, ...rest] } : plan;
      break;
    }
    if (!isOpenChoice(s, step.id)) {
      lines.push(TEXT.planStopped(step.label));
      left = null;
      break;
    }
    const next = applyFolded(s, step.id);
    cur = { state: next.state, events: [...cur.events, ...next.events], irreversible: cur.irreversible || next.irreversible, chosen: [...cur.chosen, ...next.chosen] };
    lines.push(TEXT.planStep(step.label));
    left = rest.length ? { ...plan, steps: rest } : null;
  }
  return { out: cur, plan: left, lines };
}
