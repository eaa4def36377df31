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
  build(state: GameState, content: Content): z.infer<V> | undefined;
}

/**
 * What an Enemy's attack was aimed at, and where it stood: the Final Girl, the Victims of a space
 * (one of them dies), or a unit by id (an Ally, or another Enemy a hazard hits; the attack may
 * have destroyed it).
 */
export type Attacked = { kind: 'girl' | 'victim'; space: string } | { kind: 'unit'; unit: string; space: string };

/** Who entered a space. */
export type Entrant = { kind: 'girl' } | { kind: 'victim'; victim: Victim } | { kind: 'unit'; unit: Unit };

/**
 * The contract every Killer and Location module implements: named hooks, each optional.
 * The core calls the hooks of the modules in play (Killer first, then Location) through the
 * helpers of combine.ts; the tag opening each hook's comment says how several answers combine
 * (combine.ts `HOOK_RULES`, the same rules, is what the helpers check).
 */
export interface RulesModule {
  id: string;
  /** The module's own slice(s) of the game state, each under its `key`, checked on load (declare their types in `ModuleStates`). */
  state?: ModuleSlice | readonly ModuleSlice[];
  /** [all run] After the core setup, before the first Event. */
  setup?(run: Run): void;
  /** `{do:'module', name:'<id>.<rule>'}` steps. */
  steps?: Record<string, (run: Run, args: ModuleStepArgs, ctx: StepContext) => void>;
  /** Conditions for `if` steps, named `<id>.<name>`. */
  conditions?: Record<string, (state: GameState) => boolean>;
  /** [concat] Extra Action-phase options (Ordering Soldiers, an Ally's Actions) and their handling. */
  actionOptions?(run: Run): ChoiceOption[];
  /** [first handled wins] One of its own Action-phase options was chosen: true when it was its own. */
  onActionChoice?(run: Run, optionId: string): boolean;
  /** [first handled wins] A unit is about to perform a Killer Action; return true when the module resolved it instead. */
  interceptKillerAction?(run: Run, step: Extract<Step, { do: 'killerAction' }>, ctx: StepContext, unit: Unit): boolean;
  /** [first defined] Whether a unit moves for boot icons (and printed spaces) on Terror and Event cards, overriding its type (Runners); undefined: no say. */
  terrorBoots?(run: Run, unit: Unit): boolean | undefined;
  /** [sum] Spaces more it moves for boot icons (Cybernetic Agility, Advanced AI). */
  moveBonus?(run: Run, unit: Unit): number;
  /** [max] How far its attacks reach beyond its own space (the M134: range 0-1); 0 when the module has no say. */
  attackReach?(run: Run, unit: Unit): number;
  /** [concat] Spaces a Killer Action also counts as targets (an Ally, for the Victim icon). */
  targetSpaces?(state: GameState, target: KillerTarget): string[];
  /** [first defined] How the actors of one Killer Action take turns: each in full, or all move before any attacks. */
  killerActionMode?(run: Run, ctx: StepContext): 'each' | 'moveAllFirst' | undefined;
  /** [any] An effect that would place this Killer; return true to ignore it. */
  blocksPlacingKiller?(state: GameState, unit: Unit): boolean;
  /** [first defined] The space effects measure from while the unit is off the board (the Origin marker). */
  referenceSpace?(state: GameState, unit: Unit): string | null;
  /** [first defined] Targets for an attack card when a Killer is not on the board. */
  attackTargets?(run: Run, maxRange: number, minRange: number): AttackTarget[] | undefined;
  /** [first handled wins] Resolve an Action card's damage against a target the module owns; true when handled. */
  resolveAttack?(run: Run, target: string, damage: number): boolean;
  /** [chain] Damage about to hit a unit: return how much of it still lands (Cybernetic Parts soak it up). */
  absorbDamage?(run: Run, unit: Unit, count: number, why: string): number;
  /** [max] How much of an attack on the Final Girl lands whatever her Reactions and items do (Claws Like Knives: the first damage). */
  sureDamage?(run: Run, attacker: Unit | null): number;
  /** [first defined] An attack given to a unit (an Ally): the name of what makes it ignore the whole attack (Reinforced Endoskeleton under the Ally card), or undefined. */
  ignoresAttack?(run: Run, unit: Unit): string | undefined;
  /** [first handled wins] An instant kill (the T-Rex) takes a unit: true when the module resolved it instead (the Mark V, which only its Cybernetic Parts defeat). */
  interceptKillOutright?(run: Run, unit: Unit): boolean;
  /** [all run] After damage landed on a unit or on the Final Girl (`by`: the attacking unit, if any). */
  afterDamage?(run: Run, hit: { to: Unit | 'girl'; by: Unit | null; n: number }): void;
  /**
   * [all run] An Enemy's attack (one Attack icon of a Killer Action) has resolved: her defence,
   * the damage or the Victim's death are done. Not called when the attacker is gone or the game ended.
   */
  afterAttack?(run: Run, attack: { by: Unit; on: Attacked }): void;
  /** [concat] Defence options beside her Reaction cards and items against an attack on `on` (an Ally's Reaction row), and their handling. */
  defenceOptions?(run: Run, on: Unit | 'girl'): ChoiceOption[];
  /** [first handled wins] One of its own defence options was chosen: true when it was its own. */
  onDefence?(run: Run, optionId: string): boolean;
  /**
   * [first handled wins] An Enemy moving toward its goal has just entered a space with movement
   * left: a module may stop the engine there with a decision (ask on `task`; the Tranquilizer
   * Gun). True when it asked.
   */
  moveWindow?(run: Run, task: Task, unit: Unit): boolean;
  /** [first defined] The answer to that decision: undefined when not its own; else whether the move ends, and a task to resolve first (the dart). */
  onMoveWindow?(run: Run, answer: string, unit: Unit): { stop: boolean; then?: Task } | undefined;
  /** [all run] A Terror card is discarded unresolved by an effect (the Hunter Mark X card resolves anyway). */
  onTerrorDiscarded?(run: Run, cardId: string): void;
  /** [any] The space is an exit beyond its printed icon (the Huey). */
  isExit?(state: GameState, space: string): boolean;
  /** [max] Time a save costs for this Victim (Soldiers: 2 until Saving Soldiers is unlocked). */
  saveCost?(state: GameState, victim: Victim): number;
  /** [all run] After a Victim was saved at `space`. */
  afterSave?(run: Run, victim: Victim, space: string): void;
  /** [any] This Victim follows the Final Girl into this unit's space (Soldiers do). */
  followsInto?(state: GameState, victim: Victim, unit: Unit): boolean;
  /** [any] Victims do not panic in the Panic phase (Concealed Volk'ar). */
  suppressPanic?(state: GameState): boolean;
  /** [all run] The Panic phase begins: others than Victims may panic (the Final Girl in the T-Rex's space). */
  onPanicPhase?(run: Run): void;
  /** [concat] Spaces whose Victims also panic in the Panic phase (the Hunter after Bloodlust rose). */
  extraPanicSpaces?(state: GameState): string[];
  /** [its own] Extra one-space moves she may take in a "Move N" (with a vehicle), and what follows when she takes one. */
  rideMoves?(run: Run): RideMove[];
  /** [its own] She took a ride: the module that offered it carries it out. */
  onRide?(run: Run, ride: RideMove): void;
  /** [all run] Someone entered a space (Piranhas!). */
  onEnter?(run: Run, who: Entrant, space: string): void;
  /** [all run] An effect put a unit in a space without moving it there ("place the Killer"): a Horde meets Zombies. */
  onPlaced?(run: Run, unit: Unit, space: string): void;
  /** [all run] After a card or a Killer Action finished resolving (a 6th Path card waits for this). */
  afterCard?(run: Run): void;
  /** [all run, any] Killer phase, first: return true to skip the Finale slot, the hazards and the Terror card (the Hunter's Countdown). */
  beforeKillerPhase?(run: Run): boolean;
  /** [all run] Killer phase, last (Hordes form from Zombies). */
  afterKillerPhase?(run: Run): void;
  /** [all run] The Action phase has ended, before the Planning phase (an Enemy in her space costs Health). */
  afterActionPhase?(run: Run): void;
  /** [all run] Upkeep step 2 effects. */
  upkeep?(run: Run): void;
  /** [all run] The Upkeep phase ends, after she rearranged her items (Power Surge leaves play). */
  endOfUpkeep?(run: Run): void;
  /** [merge] Changes to the printed board from the module's own state (fences, lava, a Vehicle's lines). */
  boardMods?(state: GameState, content: Content): Partial<BoardMods> | undefined;
  /** Text and values the public view shows for this module (its schema types `PublicView['modules']`). */
  view?: ViewPart<z.ZodType>;
  /** What only the Final Girl's players may see (its schema types `SecretView['secrets']`). */
  secret?: ViewPart<z.ZodType>;
  /** [concat] Action cards a game may hold beyond the packs' own (the Zombies' Vehicle Action cards, set aside until found). */
  extraActionCards?(content: Content, setup: Pick<GameSetup, 'killer' | 'location'>): readonly ActionCard[];
  /** [any] Going from `before` to `after` uncovered something of the module's beyond its hidden facts (a Path card drawn or turned face up). */
  uncovered?(before: GameState, after: GameState): boolean;
  /** What the module keeps from the table, declared once for every consumer (see HiddenPart). */
  hidden?: readonly HiddenPart[];
  /** [merge] Blessed / Cursed die icons in play for this Horror Roll (Malice in her space). */
  diceIcons?(run: Run): { blessed: number; cursed: number };
  /** [all run] A Victim was killed (Legions of Hell); `by` is the unit that killed it, if any. */
  onVictimKilled?(run: Run, victim: Victim, by: Unit | null): void;
  /**
   * [first defined] A Killer's last Health is gone: return the game's result, 'continue' to play
   * on without it (a Horde), or undefined for the pack's victory rule.
   */
  onKillerDeath?(run: Run, unit: Unit): 'won' | 'lost' | 'continue' | undefined;
  /** [any] Extra Action-card requirements (`requires` values a module defines). */
  cardRequirement?(run: Run, requires: string): boolean | undefined;
}
