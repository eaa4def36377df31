import { apply, foresee, RulesError, type ChoiceOption, type GameEvent, type GameState, type Outcome } from '../../engine/index.js';
import { deciderOf, foldsIntoVote, foldsNothing } from './followUps.js';
import { FOLD_LABEL_SEP, foldedShort } from '../views/labels.js';

/**
 * Folded options of a vote game: a voted option whose next decision is also voted (where to
 * go, which row of the card, where the Soldiers go) and comes without a die, a draw or anything
 * hidden in between (the engine's `foresee`) is offered together with it, "Play Walk → Cave",
 * so the team votes once. The parts are the engine's own choices, applied in order; a person
 * still makes every one of them.
 */

/** Joins the engine choices of one folded option. Engine choice ids never hold it. */
export const FOLD_SEP = '>';
/** A follow-up with more choices than this stays a vote of its own (the menu would not hold the folds). */
const FOLD_WIDTH_MAX = 6;
/** At most this many choices in one folded option. */
const FOLD_DEPTH_MAX = 3;
/** Folding stops adding options beyond this many (Discord shows 25 to a menu, four menus a message). */
const FOLDED_MAX = 60;

/** Whether `id` is an engine choice that can be part of a fold or a plan. */
function plainChoice(id: string): boolean {
  return !id.includes(FOLD_SEP) && !id.includes('|');
}

/** The options a vote game shows for the state's decision: folded where it can be (the engine's own otherwise). */
export function foldedOptions(state: GameState): ChoiceOption[] {
  const d = state.pending;
  if (!d) return [];
  if (deciderOf(d) !== 'vote' || foldsNothing(d)) return d.options;
  // One interaction reads the folds of the same state several times (menu, tally, the pick).
  const key = JSON.stringify(state);
  const known = recent.get(key);
  if (known) return [...known];
  const out = d.options.flatMap((o) => expand(state, o, 1).map(foldOf));
  const folded = out.length <= FOLDED_MAX ? out : d.options;
  recent.set(key, folded);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return [...folded];
}

/** Folds of the last states read (the same state gives the same folds: the engine is pure). */
const recent = new Map<string, ChoiceOption[]>();
const RECENT_MAX = 32;

/** `o` alone, or the chains of engine options it opens into when its next decision folds. */
function expand(state: GameState, o: ChoiceOption, depth: number): ChoiceOption[][] {
  if (depth >= FOLD_DEPTH_MAX || !plainChoice(o.id)) return [[o]];
  const out = lookAhead(state, o.id);
  const next = out?.state.pending;
  if (!out || !next || out.state.result || !foldsIntoVote(next) || next.options.length > FOLD_WIDTH_MAX) return [[o]];
  return next.options.flatMap((n) => expand(out.state, n, depth + 1).map((tail) => [o, ...tail]));
}

/**
 * One option of a chain of engine options: ids joined by FOLD_SEP, the full labels by " → ",
 * the first part's group, and the button's words made from the parts' own short wordings.
 */
function foldOf(parts: readonly ChoiceOption[]): ChoiceOption {
  const [first] = parts as [ChoiceOption];
  if (parts.length === 1) return first;
  const id = parts.map((p) => p.id).join(FOLD_SEP);
  const label = parts.map((p) => p.label).join(FOLD_LABEL_SEP);
  const short = foldedShort(parts);
  return short === label ? { id, label, group: first.group } : { id, label, short, group: first.group };
}

/**
 * `foresee`, or null when the step fails: looking ahead only shapes the menu, so an option whose
 * step the engine cannot take stays as it is (picking it gives the engine's own refusal).
 */
function lookAhead(state: GameState, id: string): Outcome | null {
  try {
    return foresee(state, id);
  } catch {
    return null;
  }
}

/** An engine choice as applied: the decision seq it answered and its id (what a replay needs). */
interface EngineChoice {
  seq: number;
  choiceId: string;
}

/** A step of the bot: the engine's outcome and the engine choices it applied, in order. */
export type ChosenOutcome = Outcome & { chosen: EngineChoice[] };

/** Applies a folded option (or a plain engine choice): each part in turn, as one step. */
export function applyFolded(state: GameState, id: string): ChosenOutcome {
  const parts = id.split(FOLD_SEP);
  let cur = state;
  const events: GameEvent[] = [];
  const chosen: EngineChoice[] = [];
  let irreversible = false;
  for (const part of parts) {
    if (cur.result) throw new RulesError('ERR_ILLEGAL_CHOICE', `"${id}" goes on after the game is over.`);
    const out = apply(cur, part);
    if (cur.pending) chosen.push({ seq: cur.pending.seq, choiceId: part });
    events.push(...out.events);
    irreversible ||= out.irreversible;
    cur = out.state;
  }
  return { state: cur, events, irreversible, chosen };
}

/** The outcome of a folded option when every part of it can be foreseen (engine `foresee`), else null. */
export function foreseeFolded(state: GameState, id: string): Outcome | null {
  let cur = state;
  const events: GameEvent[] = [];
  for (const part of id.split(FOLD_SEP)) {
    if (cur.result || !cur.pending) return null;
    const out = lookAhead(cur, part);
    if (!out) return null;
    events.push(...out.events);
    cur = out.state;
  }
  return { state: cur, events, irreversible: false };
}

/** Whether `id` can be applied to the state's decision: a folded option shown now, or one of the engine's own. */
export function isOpenChoice(state: GameState, id: string): boolean {
  return (state.pending?.options ?? []).some((o) => o.id === id) || foldedOptions(state).some((o) => o.id === id);
}
