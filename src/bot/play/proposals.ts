import { content } from '../../content/load.js';
import type { ChoiceOption, GameState } from '../../engine/index.js';
import { decisionSeed, imagineTurn, needsAt, purchaseSets, sampleWorld, type ImaginedStep } from '../../player/index.js';
import { hashText } from '../../player/knowledge.js';
import { TEXT } from '../strings.js';
import { FOLD_SEP } from './folds.js';
import { deciderOf, planAnswers, planEnd } from './followUps.js';
import { answerOf, answerStep } from './planAnswers.js';
import { canPlan, PLAN_SEP, planWalker, walkPlan } from './plan.js';
import { planWording } from './planWording.js';

/**
 * Plans the player proposes on a vote game's turn message (issue 33): a plain group clicks
 * what the turn message offers and never opens the plan builder, so the Action phase is offered
 * as a few whole-phase plans (the cards to play, where a Walk goes, the end, and the buys after
 * it) and the Planning phase as purchase sets with every 0-Time card folded in. Each is one
 * option, voted like any other and played by the plan machinery (plan.ts): a step not possible
 * when its turn comes ends the plan and the team votes again. The team picks; the bot only
 * proposes, and the single steps and the builder stay beside the plans.
 *
 * The proposals come from the playout (src/player), in imagined worlds dealt from what the
 * players know (`decisionSeed`, `sampleWorld`), so no hidden card and no coming roll shapes
 * them. The same state always gives the same proposals (a button's index keeps its meaning).
 */

/** At most this many plans on one turn message. */
export const PLANS_MAX = 3;
/** Imagined turns of the player's own play for the Action phase's plans (each in another world). */
const OWN_TURNS = 3;
/** Imagined turns that try other things now and then, for plans beside the player's own. */
const OTHER_TURNS = 3;
/** How often an imagined turn after the first tries another card or way (variety between plans). */
const WANDER = 0.3;
/** The player's own seed for proposals (mixed with what the players know). */
const PROPOSAL_SEED = 33;
/** Group of the plan options (their own menu, first on the message). */
const PLAN_GROUP = TEXT.planGroup;

/** Whether an option of a vote game's decision is a plan (a ballot of several steps). */
export const isPlanOption = (option: Pick<ChoiceOption, 'id'>): boolean => option.id.includes(PLAN_SEP);

/** The plans the player proposes for the state's decision, as options (none where the team cannot plan). */
export function proposedPlans(state: GameState): ChoiceOption[] {
  if (!canPlan(state)) return [];
  const key = JSON.stringify(state);
  const known = recent.get(key);
  if (known) return [...known];
  let plans: ChoiceOption[];
  try {
    plans = planProposals(state);
  } catch {
    // An extra beside the options: a state it cannot read leaves the turn message as it was.
    plans = [];
  }
  recent.set(key, plans);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return [...plans];
}

/** Proposals of the last states read (the same state gives the same proposals). */
const recent = new Map<string, ChoiceOption[]>();
const RECENT_MAX = 16;

/** The proposals worked out afresh (`proposedPlans` keeps the last ones): for tests and the bench's timing. */
export function planProposals(state: GameState): ChoiceOption[] {
  if (!canPlan(state)) return [];
  const c = content();
  const base = decisionSeed(state, PROPOSAL_SEED, c);
  let ballots: string[][] = [];
  if (state.pending?.kind === 'planning') {
    const needs = needsAt(sampleWorld(state, base, c), c);
    // "Done buying" ends each set; where the last buy fills the hand the phase ends by itself and the plan passes it over.
    for (const set of purchaseSets(state, state.pending.options, needs, PLANS_MAX)) ballots.push([...set, 'done']);
  } else {
    // The player's own turns first (no wandering), then turns that try other things; the
    // player's own in other worlds also lend their answers (fillAnswers).
    const own = Array.from({ length: OWN_TURNS }, (_, j) => imagined(state, hashText(`plan ${j}`, base), 0));
    const other = Array.from({ length: OTHER_TURNS }, (_, j) => imagined(state, hashText(`other ${j}`, base), WANDER));
    const all = [...own, ...other];
    for (const steps of [own[0] ?? [], ...other, ...own.slice(1)].map((b) => fillAnswers(b, all))) {
      if (ballots.length < PLANS_MAX && steps.length > 1 && !ballots.some((b) => b.join(PLAN_SEP) === steps.join(PLAN_SEP))) ballots.push(steps);
    }
  }
  ballots = ballots.filter((steps) => steps.length > 1);
  return ballots.flatMap((steps) => {
    const walk = walkPlan(state, steps);
    if (walk.invalid) return [];
    return [{ id: steps.join(PLAN_SEP), label: TEXT.planOption(planWording(steps, walk)), group: PLAN_GROUP }];
  });
}

/**
 * An imagined turn as a ballot, or none when imagining it fails: proposals are an extra beside
 * the options, so a state the imagined turn cannot play on (a test's hand-made agenda) costs the
 * proposal, never the turn message. The same state fails the same way (the proposals stay fixed).
 */
function imagined(state: GameState, seed: number, wander: number): string[] {
  try {
    return ballotOf(state, imagineTurn(state, seed, wander));
  } catch {
    return [];
  }
}

/** A ballot compared for the answers it may lend: without its kept rolls (they move nothing). */
const placeKey = (steps: readonly string[]) => steps.filter((st) => answerOf(st)?.kind !== 'roll').join(PLAN_SEP);

/**
 * `ballot` with the answers its imagined turn was never asked (its dice gave no Close Call a
 * failure to re-roll, or its Walk never moved) taken from another imagined turn that played the
 * same steps to that point and was asked: that turn's player stood where this one stands, so
 * its answer fits. A step keeps the answers it has; one that no imagined turn was asked stays
 * without (the team votes it if it comes). Only Action-phase steps before the end take answers.
 */
function fillAnswers(ballot: readonly string[], sources: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  let ended = false;
  for (let i = 0; i < ballot.length; i++) {
    const step = ballot[i] as string;
    out.push(step);
    const key = placeKey(out);
    const has = new Set<string>();
    for (; i + 1 < ballot.length && answerOf(ballot[i + 1] as string); i++) {
      has.add((answerOf(ballot[i + 1] as string) as { kind: string }).kind);
      out.push(ballot[i + 1] as string);
    }
    ended ||= step === planEnd('action');
    if (ended || answerOf(step)) continue;
    for (const src of sources) {
      const n = src.findIndex((st, k) => !answerOf(st) && placeKey(src.slice(0, k + 1)) === key);
      for (let k = n + 1; n >= 0 && k < src.length && answerOf(src[k] as string); k++) {
        const kind = (answerOf(src[k] as string) as { kind: string }).kind;
        if (has.has(kind)) continue;
        has.add(kind);
        out.push(src[k] as string);
      }
    }
  }
  return out;
}

/** The engine ids of a folded option, or a plain choice's own. */
const partsOf = (id: string) => id.split(FOLD_SEP);

/**
 * An imagined turn as the steps of a ballot: its Action-phase choices as the options the plan
 * offers at each point (folded where the turn message folds them), the answers to the first
 * team decisions each card opened (where its move goes, keeping its roll) as answer steps, a
 * card that can move her answered where she would step first even if its imagined roll gave no
 * move, then the end, then its buys and "Done buying". A choice the plan cannot offer at its
 * point (an item found on the way, a save the move opened) ends the Action part there: the plan
 * ends the phase at that point rather than guess.
 */
function ballotOf(state: GameState, turn: readonly ImaginedStep[]): string[] {
  const steps: string[] = [];
  const walker = planWalker(state);
  const push = (id: string) => {
    steps.push(id);
    walker.push(id);
  };
  const action = turn.filter((t) => t.phase === 'action');
  // Whether answers may follow now (after a step of this phase that does not end it), and the kinds answered since that step.
  let answering = false;
  const answered = new Set<string>();
  // Where the last card would step first if it moves her, until its move is answered.
  let probe: string | null = null;
  const answerProbe = () => {
    if (probe && answering && !answered.has('move')) push(answerStep('move', probe));
    probe = null;
  };
  for (let i = 0; i < action.length && !walker.walk().complete; ) {
    const t = action[i] as ImaginedStep;
    if (planEnd(t.kind) !== null) {
      answerProbe();
      const ahead = action.slice(i).map((x) => x.id);
      const match = walker
        .walk()
        .next.filter((o) => partsOf(o.id).every((p, k) => ahead[k] === p))
        .sort((a, b) => partsOf(b.id).length - partsOf(a.id).length)[0];
      if (!match) break;
      push(match.id);
      i += partsOf(match.id).length;
      answering = match.id !== planEnd(t.kind);
      answered.clear();
      probe = match.id === t.id ? (t.firstStep ?? null) : null;
      continue;
    }
    // The first decision of each kind the team would vote after the card (its roll between
    // them): where its move goes, keeping its roll. Only the first: the plan gives its answer
    // to the first such decision that opens.
    if (answering && planAnswers(t.kind) && !answered.has(t.kind) && deciderOf({ kind: t.kind, options: t.open.map((id) => ({ id })), ...(t.followUp ? { followUp: true as const } : {}) }) === 'vote') {
      if (t.id.startsWith('go:') || (t.kind === 'roll' && t.id === 'keep')) push(answerStep(t.kind, t.id));
      answered.add(t.kind);
    }
    i += 1;
  }
  if (!walker.walk().complete) answerProbe();
  if (!walker.walk().complete && steps.at(-1) !== 'end' && walker.walk().next.some((o) => o.id === 'end')) push('end');
  // The buys go on only where ending the phase lets the plan read the Planning phase ahead.
  if (walker.walk().invalid) return [];
  if (walker.walk().complete) return steps;
  for (const t of turn.filter((x) => x.phase === 'planning')) {
    const w = walker.walk();
    if (!w.complete && w.next.some((o) => o.id === t.id)) push(t.id);
  }
  if (!walker.walk().complete && walker.walk().next.some((o) => o.id === 'done')) push('done');
  return walker.walk().invalid ? [] : steps;
}
