import type { ChoiceOption, GameState, StepContext, Victim } from '../state.js';
import type { Run } from '../run.js';
import type { Step } from '../../content/steps.js';
import type { Content } from '../../content/load.js';

export type ModuleStepArgs = Readonly<Record<string, string | number | boolean>>;

/** An attack an Action card may aim at: the Killer, or (Concealed Volk'ar) a space guessed. */
export interface AttackTarget {
  key: string;
  label: string;
  /** Distance from the Final Girl, checked against weapon ranges. */
  distance: number;
}

/**
 * The contract every Killer and Location module implements: named hooks, each optional.
 * The core calls the hooks of the modules in play (Killer first, then Location); the first
 * module that handles an interceptor hook (one returning true or a value) wins.
 * Hooks planned for the other seed Killers (Minions, Allies, several Killers, special dice,
 * alternative endings) are listed at the end and are not used by the modules written so far.
 */
export interface RulesModule {
  id: string;
  /** After the core setup, before the first Event. */
  setup?(run: Run): void;
  /** `{do:'module', name:'<id>.<rule>'}` steps. */
  steps?: Record<string, (run: Run, args: ModuleStepArgs, ctx: StepContext) => void>;
  /** Conditions for `if` steps, named `<id>.<name>`. */
  conditions?: Record<string, (s: GameState) => boolean>;
  /** Extra Action-phase options (Ordering Soldiers) and their handling. */
  actionOptions?(run: Run): ChoiceOption[];
  onActionChoice?(run: Run, optionId: string): boolean;
  /** A Killer Action is about to resolve; return true when the module resolved it instead. */
  interceptKillerAction?(run: Run, step: Extract<Step, { do: 'killerAction' }>, ctx: StepContext): boolean;
  /** An effect that would place the Killer meeple; return true to ignore it. */
  blocksPlacingKiller?(s: GameState): boolean;
  /** The space effects measure from when the Killer is off the board (the Origin marker). */
  killerReferenceSpace?(s: GameState): string | null;
  /** Targets for an attack card when the Killer is not on the board. */
  attackTargets?(run: Run, maxRange: number, minRange: number): AttackTarget[] | undefined;
  /** Resolve an Action card's damage against a target the module owns; true when handled. */
  resolveAttack?(run: Run, target: string, damage: number): boolean;
  /** The space is an exit beyond its printed icon (the Huey). */
  isExit?(s: GameState, space: string): boolean;
  /** Time a save costs for this Victim (Soldiers: 2 until Saving Soldiers is unlocked). */
  saveCost?(s: GameState, victim: Victim): number;
  /** After a Victim was saved at `space`. */
  afterSave?(run: Run, victim: Victim, space: string): void;
  /** This Victim follows the Final Girl into the Killer's space (Soldiers do). */
  followsIntoKiller?(s: GameState, victim: Victim): boolean;
  /** Victims do not panic in the Panic phase (Concealed Volk'ar). */
  suppressPanic?(s: GameState): boolean;
  /** Someone entered a space (Piranhas!). */
  onEnter?(run: Run, who: { kind: 'girl' } | { kind: 'victim'; victim: Victim } | { kind: 'killer' }, space: string): void;
  /** After a card or a Killer Action finished resolving (a 6th Path card waits for this). */
  afterCard?(run: Run): void;
  /** Upkeep step 2 effects. */
  upkeep?(run: Run): void;
  /** Text and values the public view shows for this module. */
  publicView?(s: GameState, c: Content): Record<string, unknown>;
  /** What only the Final Girl's players may see. */
  secretView?(s: GameState, c: Content): Record<string, unknown>;
  /** Hidden strings that must never reach a public message (tested). */
  hiddenFacts?(s: GameState, c: Content): string[];

  // Planned for the other seed Killers and Locations: several Killers and Minions (Hordes,
  // Mark V/X, Pack + Raptors) act through `minionPhase`; Allies through action cubes like
  // Soldiers' `actionOptions`; non-Killer hazards through `onEnter`. Divine Blessings end the
  // game through `onKillerDeath`, Malice through its own step, special dice through `diceIcons`.
  minionPhase?(run: Run): void;
  /** Blessed / Cursed die icons in play for this Horror Roll (Malice in her space). */
  diceIcons?(run: Run): { blessed: number; cursed: number };
  /** A Victim was killed (Legions of Hell). */
  onVictimKilled?(run: Run, victim: Victim): void;
  /** The Killer's last Health is gone: return the game's result, or undefined for the normal win. */
  onKillerDeath?(run: Run): 'won' | 'lost' | undefined;
  /** Extra Action-card requirements (`requires` values a module defines). */
  cardRequirement?(run: Run, requires: string): boolean | undefined;
}
