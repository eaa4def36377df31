import type { z } from 'zod';
import type { ChoiceOption, GameSetup, GameState, StepContext, Task, Unit, Victim } from '../state.js';
import type { ActionCard } from '../../content/schema.js';
import type { Run } from '../run.js';
import type { KillerTarget, Step } from '../../content/steps.js';
import type { Content } from '../../content/load.js';
import type { BoardMods } from '../board/graph.js';
import type { HiddenPart } from '../secrets/part.js';

export type ModuleStepArgs = Readonly<Record<string, string | number | boolean>>;

/** An attack an Action card may aim at: a unit, the Minions in a space, or (Concealed Volk'ar) a space guessed. */
export interface AttackTarget {
  key: string;
  label: string;
  /** The target on a button: "Killer", "Mark V (Supply Depot)", "Guess (Cave)". */
  short: string;
  /** Distance from the Final Girl, checked against weapon ranges. */
  distance: number;
}

/**
 * A slice of the game state a module keeps under `key`, checked on load (declare its type in
 * `ModuleStates`). `open`: its keys the table sees; every other key must be in one of the
 * module's `hidden` parts (tested).
 */
export interface ModuleSlice {
  key: string;
  schema: z.ZodType;
  open: readonly string[];
}

/**
 * One space of a "Move N" taken with a vehicle (the Zombies' Vehicles): where it goes, the spaces
 * entered, and whether Victims may follow. Offered as "<verb> <vehicle> to <space>".
 */
export interface RideMove {
  to: string;
  path: string[];
  verb: string;
  vehicle: string;
  /** The vehicle on a button ("Jeep → Helipad"). */
  by: string;
  victimsFollow: boolean;
}

/**
 * One of a module's views: the zod schema says its shape (the engine's view types come from it,
 * and render reads those types), `build` makes it from the state; undefined before the module's
 * state exists.
 */
export interface ViewPart<V extends z.ZodType> {
  schema: V;
  build(s: GameState, c: Content): z.infer<V> | undefined;
}

/** Who entered a space. */
export type Entrant = { kind: 'girl' } | { kind: 'victim'; victim: Victim } | { kind: 'unit'; unit: Unit };

/**
 * The contract every Killer and Location module implements: named hooks, each optional.
 * The core calls the hooks of the modules in play (Killer first, then Location); the first
 * module that handles an interceptor hook (one returning true or a value) wins.
 */
export interface RulesModule {
  id: string;
  /** The module's own slice(s) of the game state, each under its `key`, checked on load (declare their types in `ModuleStates`). */
  state?: ModuleSlice | readonly ModuleSlice[];
  /** After the core setup, before the first Event. */
  setup?(run: Run): void;
  /** `{do:'module', name:'<id>.<rule>'}` steps. */
  steps?: Record<string, (run: Run, args: ModuleStepArgs, ctx: StepContext) => void>;
  /** Conditions for `if` steps, named `<id>.<name>`. */
  conditions?: Record<string, (s: GameState) => boolean>;
  /** Extra Action-phase options (Ordering Soldiers, an Ally's Actions) and their handling. */
  actionOptions?(run: Run): ChoiceOption[];
  onActionChoice?(run: Run, optionId: string): boolean;
  /** A unit is about to perform a Killer Action; return true when the module resolved it instead. */
  interceptKillerAction?(run: Run, step: Extract<Step, { do: 'killerAction' }>, ctx: StepContext, unit: Unit): boolean;
  /** Whether a unit moves for boot icons (and printed spaces) on Terror and Event cards, overriding its type (Runners); undefined: no say. */
  terrorBoots?(run: Run, unit: Unit): boolean | undefined;
  /** Spaces more it moves for boot icons (Cybernetic Agility, Advanced AI). */
  moveBonus?(run: Run, unit: Unit): number;
  /** How far its attacks reach beyond its own space (the M134: range 0-1); 0 when the module has no say. */
  attackReach?(run: Run, unit: Unit): number;
  /** Spaces a Killer Action also counts as targets (an Ally, for the Victim icon). */
  targetSpaces?(s: GameState, target: KillerTarget): string[];
  /** How the actors of one Killer Action take turns: each in full, or all move before any attacks. */
  killerActionMode?(run: Run, ctx: StepContext): 'each' | 'moveAllFirst' | undefined;
  /** An effect that would place this Killer; return true to ignore it. */
  blocksPlacingKiller?(s: GameState, unit: Unit): boolean;
  /** The space effects measure from while the unit is off the board (the Origin marker). */
  referenceSpace?(s: GameState, unit: Unit): string | null;
  /** Targets for an attack card when a Killer is not on the board. */
  attackTargets?(run: Run, maxRange: number, minRange: number): AttackTarget[] | undefined;
  /** Resolve an Action card's damage against a target the module owns; true when handled. */
  resolveAttack?(run: Run, target: string, damage: number): boolean;
  /** Damage about to hit a unit: return how much of it still lands (Cybernetic Parts soak it up). */
  absorbDamage?(run: Run, unit: Unit, n: number, why: string): number;
  /** How much of an attack on the Final Girl lands whatever her Reactions and items do (Claws Like Knives: the first damage). */
  sureDamage?(run: Run, attacker: Unit | null): number;
  /** An attack given to a unit (an Ally): the name of what makes it ignore the whole attack (Reinforced Endoskeleton under the Ally card), or undefined. */
  ignoresAttack?(run: Run, unit: Unit): string | undefined;
  /** An instant kill (the T-Rex) takes a unit: true when the module resolved it instead (the Mark V, which only its Cybernetic Parts defeat). */
  interceptKillOutright?(run: Run, unit: Unit): boolean;
  /** After damage landed on a unit or on the Final Girl (`by`: the attacking unit, if any). */
  afterDamage?(run: Run, e: { to: Unit | 'girl'; by: Unit | null; n: number }): void;
  /** Defence options beside her Reaction cards and items against an attack on `on` (an Ally's Reaction row), and their handling. */
  defenceOptions?(run: Run, on: Unit | 'girl'): ChoiceOption[];
  onDefence?(run: Run, optionId: string): boolean;
  /**
   * An Enemy moving toward its goal has just entered a space with movement left: a module may
   * stop the engine there with a decision (ask on `task`; the Tranquilizer Gun). True when it asked.
   */
  moveWindow?(run: Run, task: Task, unit: Unit): boolean;
  /** The answer to that decision: undefined when not its own; else whether the move ends, and a task to resolve first (the dart). */
  onMoveWindow?(run: Run, answer: string, unit: Unit): { stop: boolean; then?: Task } | undefined;
  /** A Terror card is discarded unresolved by an effect (the Hunter Mark X card resolves anyway). */
  onTerrorDiscarded?(run: Run, cardId: string): void;
  /** The space is an exit beyond its printed icon (the Huey). */
  isExit?(s: GameState, space: string): boolean;
  /** Time a save costs for this Victim (Soldiers: 2 until Saving Soldiers is unlocked). */
  saveCost?(s: GameState, victim: Victim): number;
  /** After a Victim was saved at `space`. */
  afterSave?(run: Run, victim: Victim, space: string): void;
  /** This Victim follows the Final Girl into this unit's space (Soldiers do). */
  followsInto?(s: GameState, victim: Victim, unit: Unit): boolean;
  /** Victims do not panic in the Panic phase (Concealed Volk'ar). */
  suppressPanic?(s: GameState): boolean;
  /** The Panic phase begins: others than Victims may panic (the Final Girl in the T-Rex's space). */
  onPanicPhase?(run: Run): void;
  /** Spaces whose Victims also panic in the Panic phase (the Hunter after Bloodlust rose). */
  extraPanicSpaces?(s: GameState): string[];
  /** Extra one-space moves she may take in a "Move N" (with a vehicle), and what follows when she takes one. */
  rideMoves?(run: Run): RideMove[];
  onRide?(run: Run, ride: RideMove): void;
  /** Someone entered a space (Piranhas!). */
  onEnter?(run: Run, who: Entrant, space: string): void;
  /** An effect put a unit in a space without moving it there ("place the Killer"): a Horde meets Zombies. */
  onPlaced?(run: Run, unit: Unit, space: string): void;
  /** After a card or a Killer Action finished resolving (a 6th Path card waits for this). */
  afterCard?(run: Run): void;
  /** Killer phase, first: return true to skip the Finale slot, the hazards and the Terror card (the Hunter's Countdown). */
  beforeKillerPhase?(run: Run): boolean;
  /** Killer phase, last (Hordes form from Zombies). */
  afterKillerPhase?(run: Run): void;
  /** The Action phase has ended, before the Planning phase (an Enemy in her space costs Health). */
  afterActionPhase?(run: Run): void;
  /** Upkeep step 2 effects. */
  upkeep?(run: Run): void;
  /** The Upkeep phase ends, after she rearranged her items (Power Surge leaves play). */
  endOfUpkeep?(run: Run): void;
  /** Changes to the printed board from the module's own state (fences, lava, a Vehicle's lines). */
  boardMods?(s: GameState, c: Content): Partial<BoardMods> | undefined;
  /** Text and values the public view shows for this module (its schema types `PublicView['modules']`). */
  view?: ViewPart<z.ZodType>;
  /** What only the Final Girl's players may see (its schema types `SecretView['secrets']`). */
  secret?: ViewPart<z.ZodType>;
  /** Action cards a game may hold beyond the packs' own (the Zombies' Vehicle Action cards, set aside until found). */
  extraActionCards?(c: Content, setup: Pick<GameSetup, 'killer' | 'location'>): readonly ActionCard[];
  /** Going from `before` to `after` uncovered something of the module's beyond its hidden facts (a Path card drawn or turned face up). */
  uncovered?(before: GameState, after: GameState): boolean;
  /** What the module keeps from the table, declared once for every consumer (see HiddenPart). */
  hidden?: readonly HiddenPart[];
  /** Blessed / Cursed die icons in play for this Horror Roll (Malice in her space). */
  diceIcons?(run: Run): { blessed: number; cursed: number };
  /** A Victim was killed (Legions of Hell); `by` is the unit that killed it, if any. */
  onVictimKilled?(run: Run, victim: Victim, by: Unit | null): void;
  /**
   * A Killer's last Health is gone: return the game's result, 'continue' to play on without it
   * (a Horde), or undefined for the pack's victory rule.
   */
  onKillerDeath?(run: Run, unit: Unit): 'won' | 'lost' | 'continue' | undefined;
  /** Extra Action-card requirements (`requires` values a module defines). */
  cardRequirement?(run: Run, requires: string): boolean | undefined;
}
