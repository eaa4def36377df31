/**
 * How the answers of the modules in play (the Killer's first, then the Location's) combine, one
 * rule per hook of `RulesModule`, and the one helper for each rule. A caller names the hook; the
 * helper of another rule does not accept it (a type error), so a hook is combined one way only.
 */
import type { GameState } from '../state.js';
import type { RulesModule } from './hooks.js';
import { modulesInPlay } from './registry.js';

type Hook = (...args: never[]) => unknown;

/** The keys of `RulesModule` that are hooks (the others are data: id, state, steps, conditions, hidden). */
export type HookName = { [K in keyof RulesModule]-?: NonNullable<RulesModule[K]> extends Hook ? K : never }[keyof RulesModule];
type Args<K extends HookName> = Parameters<NonNullable<RulesModule[K]>>;
type Answer<K extends HookName> = ReturnType<NonNullable<RulesModule[K]>>;
/** An answer that says something: undefined and null are "no say". */
type Said<T> = NonNullable<T>;
type Hooks = { [K in HookName]?: (...args: Args<K>) => Answer<K> };

export type CombineRule =
  /** Every module's hook runs. */
  | 'all run'
  /** Every module's hook runs; true when any returned true. */
  | 'all run, any'
  /** Asked in order until one returns true (it handled it); the rest are not asked. */
  | 'first handled wins'
  /** A question: whether any module says true (asked in order until one does). */
  | 'any'
  /** Asked in order until one answers (not undefined or null); that answer is the answer. */
  | 'first defined'
  /** Every module's number, added up. */
  | 'sum'
  /** The largest number any module gives, 0 when none is larger. */
  | 'max'
  /** Every module's list, joined in order. */
  | 'concat'
  /** Each module in turn gets what the one before left (and none once nothing is left). */
  | 'chain'
  /** Every module's answer, for the caller to merge (board changes; dice icons added up). */
  | 'merge'
  /** Every module's answer kept with its module (its view under its id; a ride carried out by the module offering it). */
  | 'its own';

/** Each hook's rule. The tag in its doc comment in hooks.ts says the same (test/engine/hook-rules.test.ts). */
export const HOOK_RULES = {
  setup: 'all run',
  actionOptions: 'concat',
  onActionChoice: 'first handled wins',
  interceptKillerAction: 'first handled wins',
  terrorBoots: 'first defined',
  moveBonus: 'sum',
  attackReach: 'max',
  targetSpaces: 'concat',
  killerActionMode: 'first defined',
  blocksPlacingKiller: 'any',
  referenceSpace: 'first defined',
  attackTargets: 'first defined',
  resolveAttack: 'first handled wins',
  absorbDamage: 'chain',
  sureDamage: 'max',
  ignoresAttack: 'first defined',
  interceptKillOutright: 'first handled wins',
  afterDamage: 'all run',
  afterAttack: 'all run',
  defenceOptions: 'concat',
  onDefence: 'first handled wins',
  moveWindow: 'first handled wins',
  onMoveWindow: 'first defined',
  onTerrorDiscarded: 'all run',
  isExit: 'any',
  saveCost: 'max',
  afterSave: 'all run',
  followsInto: 'any',
  suppressPanic: 'any',
  onPanicPhase: 'all run',
  extraPanicSpaces: 'concat',
  rideMoves: 'its own',
  onRide: 'its own',
  onEnter: 'all run',
  onPlaced: 'all run',
  afterCard: 'all run',
  beforeKillerPhase: 'all run, any',
  afterKillerPhase: 'all run',
  afterActionPhase: 'all run',
  upkeep: 'all run',
  endOfUpkeep: 'all run',
  boardMods: 'merge',
  extraActionCards: 'concat',
  uncovered: 'any',
  diceIcons: 'merge',
  onVictimKilled: 'all run',
  onKillerDeath: 'first defined',
  cardRequirement: 'any',
} as const satisfies Record<HookName, CombineRule>;

type HooksWhere<R extends CombineRule> = { [K in HookName]: (typeof HOOK_RULES)[K] extends R ? K : never }[HookName];

const hooksOf = (module: RulesModule): Hooks => module;

export function allRun<K extends HooksWhere<'all run'>>(state: GameState, hook: K, ...args: Args<K>): void {
  for (const module of modulesInPlay(state)) hooksOf(module)[hook]?.(...args);
}

export function allRunAny<K extends HooksWhere<'all run, any'>>(state: GameState, hook: K, ...args: Args<K>): boolean {
  let any = false;
  for (const module of modulesInPlay(state)) if (hooksOf(module)[hook]?.(...args) === true) any = true;
  return any;
}

export function firstHandled<K extends HooksWhere<'first handled wins'>>(state: GameState, hook: K, ...args: Args<K>): boolean {
  for (const module of modulesInPlay(state)) if (hooksOf(module)[hook]?.(...args) === true) return true;
  return false;
}

export function anyOf<K extends HooksWhere<'any'>>(state: GameState, hook: K, ...args: Args<K>): boolean {
  for (const module of modulesInPlay(state)) if (hooksOf(module)[hook]?.(...args) === true) return true;
  return false;
}

export function firstDefined<K extends HooksWhere<'first defined'>>(state: GameState, hook: K, ...args: Args<K>): Said<Answer<K>> | undefined {
  for (const module of modulesInPlay(state)) {
    const answer = hooksOf(module)[hook]?.(...args);
    if (answer !== undefined && answer !== null) return answer;
  }
  return undefined;
}

export function sumOf<K extends HooksWhere<'sum'>>(state: GameState, hook: K, ...args: Args<K>): number {
  let sum = 0;
  for (const module of modulesInPlay(state)) sum += hooksOf(module)[hook]?.(...args) ?? 0;
  return sum;
}

export function maxOf<K extends HooksWhere<'max'>>(state: GameState, hook: K, ...args: Args<K>): number {
  let max = 0;
  for (const module of modulesInPlay(state)) max = Math.max(max, hooksOf(module)[hook]?.(...args) ?? 0);
  return max;
}

export function concatOf<K extends HooksWhere<'concat'>>(state: GameState, hook: K, ...args: Args<K>): Said<Answer<K>>[number][] {
  const out: Said<Answer<K>>[number][] = [];
  for (const module of modulesInPlay(state)) out.push(...(hooksOf(module)[hook]?.(...args) ?? []));
  return out;
}

/** `start` passed through each module in turn; `argsWith` puts the value so far among the hook's arguments. */
export function chained<K extends HooksWhere<'chain'>>(state: GameState, hook: K, start: Answer<K>, argsWith: (value: Answer<K>) => Args<K>, goesOn: (value: Answer<K>) => boolean): Answer<K> {
  let value = start;
  for (const module of modulesInPlay(state)) {
    const fn = hooksOf(module)[hook];
    if (fn && goesOn(value)) value = fn(...argsWith(value));
  }
  return value;
}

export function answersOf<K extends HooksWhere<'merge'>>(state: GameState, hook: K, ...args: Args<K>): Said<Answer<K>>[] {
  const out: Said<Answer<K>>[] = [];
  for (const module of modulesInPlay(state)) {
    const answer = hooksOf(module)[hook]?.(...args);
    if (answer !== undefined && answer !== null) out.push(answer);
  }
  return out;
}

export function answersByModule<K extends HooksWhere<'its own'>>(state: GameState, hook: K, ...args: Args<K>): { module: RulesModule; answer: Said<Answer<K>> }[] {
  const out: { module: RulesModule; answer: Said<Answer<K>> }[] = [];
  for (const module of modulesInPlay(state)) {
    const answer = hooksOf(module)[hook]?.(...args);
    if (answer !== undefined && answer !== null) out.push({ module, answer });
  }
  return out;
}
