import { z } from 'zod';
import { MODULE_SETUP } from './modules/setupOptions.js';
import type { ModuleDecisionKind } from './modules/decisionKinds.js';
import type { Task } from './task.js';

/**
 * The core game state, declared once as zod: the stored-state check (stateSchema.ts) and the
 * TypeScript types below come from these schemas. Killers and Locations declare their own
 * slices in their modules (see `ModuleStates`), so adding an expansion does not touch this file.
 */

/** Bumped whenever GameState changes shape; stateSchema.ts upgrades every earlier version. */
export const SCHEMA_VERSION = 2;

const PHASES = ['setup', 'action', 'planning', 'killer', 'panic', 'upkeep', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Phase names as players read them. */
export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  setup: 'Setup',
  action: 'Action phase',
  planning: 'Planning phase',
  killer: 'Killer phase',
  panic: 'Panic phase',
  upkeep: 'Upkeep',
  over: 'Game over',
};

/** How ties and unclear cases the rules leave open are settled (Core Box "Game Ambiguity"). */
export const AMBIGUITY_RULES = ['infinite-evil', 'players-decide'] as const;

/** Who a unit counts as for the rules. `inert`: on the board, but nobody (a shut-down Mark V). */
const UNIT_ROLES = ['killer', 'minion', 'ally', 'hazard', 'inert'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

const int = z.number().int();
const id = z.string().min(1);

export const gameSetupSchema = z
  .object({
    killer: id,
    location: id,
    girl: id,
    /** Extreme Horror side of the Player board. */
    extreme: z.boolean(),
    epicDarkPower: z.boolean(),
    epicFinale: z.boolean(),
    ambiguity: z.enum(AMBIGUITY_RULES),
    ...MODULE_SETUP.shape,
  })
  .strict();
/** What the players chose at /newgame. */
export type GameSetup = z.infer<typeof gameSetupSchema>;

/** A Final Health token: black ones hide 0 (blank) to 3 health; white ones replace them after a comeback. */
const finalHealthTokenSchema = z
  .object({ colour: z.enum(['black', 'white']), value: int.min(0).max(3), revealed: z.boolean() })
  .strict();

/** An item the Final Girl carries; `uses` counts what a limited item has left. */
const heldItemSchema = z.object({ id, inHands: z.boolean(), uses: int.optional() }).strict();
export type HeldItem = z.infer<typeof heldItemSchema>;

/** `kind`: 'normal' or the special Victim's kind (e.g. 'archeologist'). */
const victimSchema = z.object({ id: int.min(1), space: id, kind: id }).strict();
export type Victim = z.infer<typeof victimSchema>;

/** A token on the board (Huey, Piranhas!, Attack token...). */
const boardTokenSchema = z.object({ kind: id, space: id }).strict();

/** One die of a Horror Roll; `kind` is a special die that replaced a normal one, `converted` a 3 or 4 bought up by discarding two cards. */
const rolledDieSchema = z
  .object({ face: int.min(1).max(6), converted: z.boolean(), kind: z.enum(['blessed', 'cursed']).optional() })
  .strict();
export type RolledDie = z.infer<typeof rolledDieSchema>;

/** An item card in a Search space's deck; `known`: put back at the bottom face down after a Search named it, so everyone knows it. */
const deckItemSchema = z.object({ id, faceUp: z.boolean(), known: z.literal(true).optional() }).strict();

/** A stored task is checked loosely: its payload's type is declared with its handler (run.ts `TaskPayloads`). */
const taskSchema = z.looseObject({ t: id, answer: z.string().optional() });

/**
 * `id`: stable id players send back (`play:walk`); `label`: the full sentence (a menu line's
 * description, the tally, the log); `short`: the button's wording when it differs from the label
 * (at most 40 characters, what is chosen always in it: "Ally: 2 dmg → Mark X (Bell Tower)"; see
 * options.ts), absent in games stored before it existed; `group`: its heading.
 */
const choiceOptionSchema = z.object({ id, label: z.string(), short: z.string().optional(), group: z.string() }).strict();
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/**
 * Every kind of decision the core asks (the `kind` argument of `ask`); a module lists its own in
 * its manifest (`decisions`). A new kind must be added there, and the bot must then say who
 * makes it in a vote game (src/bot/play/followUps.ts).
 */
export const CORE_DECISION_KINDS = [
  'action', 'ambiguity', 'arrange-items', 'attack-target', 'choose-row', 'defend', 'discard',
  'move', 'place-item', 'planning', 'roll', 'save-reward', 'save-space',
  'search-keep', 'search-return', 'take-attack', 'take-item',
] as const;
export type DecisionKind = (typeof CORE_DECISION_KINDS)[number] | ModuleDecisionKind;

/**
 * A decision the Final Girl (or the table, for ambiguities) must make; `seq` lets the bot spot stale buttons.
 * `followUp` (only ever true when present) marks a decision that continues one already made in the same
 * effect, e.g. the second step of a "Move 2" (the first step was its own decision). `paysFailure` (only ever
 * true when present) marks a choice on a played card's failure row: how the failed card is paid for (Walk's
 * "Move 1, lose 1 Health, -2 Time" or "-2 Time"). It is the bot's to read (who decides it in a vote game);
 * the views leave it out, as the prompt already says whose card it is.
 */
const decisionSchema = z
  .object({ seq: int.min(0), kind: id, prompt: z.string(), options: z.array(choiceOptionSchema).min(1), followUp: z.literal(true).optional(), paysFailure: z.literal(true).optional() })
  .strict();
export type Decision = z.infer<typeof decisionSchema>;

/**
 * The attack an Action card is making right now. `target`: a unit id ('killer' for the Core
 * Box Killer), `minions:<space>` for every Minion there, or `guess:<space>` (the Concealed Volk'ar).
 */
const attackSchema = z.object({ target: id, weapons: z.array(id), dealt: int.min(0) }).strict();

/** An Enemy attack on the Final Girl being defended against; `by` is the attacker, whom Retaliate hits. */
const incomingSchema = z.object({ damage: int, ignored: z.boolean(), retaliate: int.min(0), by: id.nullable() }).strict();

/**
 * A piece that acts or is acted on: the Killer, a Horde, a Zombie, a Raptor, the Pack, an Ally,
 * a T-Rex. `id` is stable, never reused and has no ':' ('killer' for the Core Box Killer);
 * `type` keys the unit types in play; `space` null is off the board (the Concealed Volk'ar);
 * `maxHealth` null has no upper limit; `idleUntilTurn`: it does not act before that turn.
 */
const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: id,
    role: z.enum(UNIT_ROLES),
    space: id.nullable(),
    startSpace: id.nullable(),
    health: int.min(0),
    maxHealth: int.min(1).nullable(),
    final: finalHealthTokenSchema.nullable(),
    idleUntilTurn: int.min(0).optional(),
  })
  .strict();
export type Unit = z.infer<typeof unitSchema>;

export const coreStateSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    setup: gameSetupSchema,
    /** PRNG state (see rng.ts). */
    rng: int.min(0).max(0xffffffff),
    /** Scenario tests only: dice faces used before the PRNG. Always empty in real games. */
    riggedDice: z.array(int.min(1).max(6)),
    turn: int.min(0),
    phase: z.enum(PHASES),
    result: z.enum(['won', 'lost']).nullable(),
    endReason: z.string().nullable(),
    decisionSeq: int.min(0),
    /** Counts events ever produced, to number them. */
    eventSeq: int.min(0),
    /** Counts step frames so a card can discard the rest of itself. */
    frameSeq: int.min(0),
    girl: z
      .object({
        space: id,
        startSpace: id,
        health: int.min(0),
        maxHealth: int.min(1),
        final: finalHealthTokenSchema.nullable(),
        /** Horror track position: 0 = green end, 1–6, 7 = red end. */
        horror: int.min(0).max(7),
        time: int.min(-1).max(12),
        hand: z.array(id),
        items: z.array(heldItemSchema),
        /** Victims saved in total. */
        saved: int.min(0),
        /** How many "Victim saved" spaces on her card are filled. */
        savedSlots: int.min(0),
        /** Which of them (indices into her save rewards), in the order filled. */
        filledSlots: z.array(int.min(0)),
        ultimateUnlocked: z.boolean(),
        ultimateUsedTurn: int.min(0),
        bonusDice: int,
        /** Blessed / Cursed die icons that apply to the next Horror Roll. */
        diceIcons: z.object({ blessed: int.min(0), cursed: int.min(0) }).strict(),
        improvise: z.enum(['none', 'phase', 'nextRoll']),
        skipNextActionPhase: z.boolean(),
        actionPhaseEnding: z.boolean(),
      })
      .strict(),
    /** The Killer board (or the Bloodlust cards that replace it): one per game, whatever the units. */
    killer: z
      .object({
        bloodlust: int.min(0),
        finale: id,
        finaleRevealed: z.boolean(),
        finaleRevealTurn: int.min(0),
        darkPower: id,
        darkPowerRevealed: z.boolean(),
      })
      .strict(),
    /** Every unit, in the order it came into play (that order breaks ties). */
    units: z.array(unitSchema),
    nextUnitId: int.min(1),
    victims: z.array(victimSchema),
    nextVictimId: int.min(1),
    /** Victim meeples left in the box. */
    victimPool: int.min(0),
    deadVictims: int.min(0),
    killedThisTurn: int.min(0),
    /** Action Tableau: card id -> copies available to buy. */
    tableau: z.record(id, int.min(0)),
    /** Action cards played or discarded since the last Planning phase. */
    discard: z.array(id),
    terrorDeck: z.array(id),
    terrorDiscard: z.array(id),
    eventDeck: z.array(id),
    eventDiscard: z.array(id),
    /** Events still in play (ongoing ones). */
    activeEvents: z.array(id),
    /** Search space id -> its Item deck, top first. */
    itemDecks: z.record(id, z.array(deckItemSchema)),
    itemDiscard: z.array(id),
    /** Black Final Health tokens left in the supply (values hidden). */
    finalTokenPool: z.array(int.min(0).max(3)),
    setupCard: id,
    tokens: z.array(boardTokenSchema),
    lastRoll: z.array(rolledDieSchema).nullable(),
    attack: attackSchema.nullable(),
    incoming: incomingSchema.nullable(),
    /** Final Health reveals held back until the Volk'ar's Path has resolved: 'girl' or unit ids. */
    deferReveals: z.boolean(),
    deferredReveals: z.array(id),
    agenda: z.array(taskSchema),
    pending: decisionSchema.nullable(),
  })
  .strict();

/**
 * Each module adds its own slice here by declaration merging, next to the zod schema it
 * registers (`RulesModule.state`), e.g. `interface ModuleStates { volkar?: VolkarState }`.
 */
export interface ModuleStates {}

type CoreState = z.infer<typeof coreStateSchema>;
export interface GameState extends Omit<CoreState, 'agenda'>, ModuleStates {
  agenda: Task[];
}

/** Context a list of steps runs in. */
export interface StepContext {
  /** Display name of the card or rule the steps come from. */
  source: string;
  /** Steps frame id: `discardAndDrawTerror` drops the rest of its own frame. */
  frame: number;
  /** What kind of thing is resolving. */
  from: 'action' | 'reaction' | 'terror' | 'event' | 'finale' | 'darkPower' | 'bloodlust' | 'reward' | 'item' | 'ambush' | 'movement' | 'hazard';
  /**
   * The steps are a played card's failure row (no success rolled): a choice among them is how
   * the failed card is paid for (its decision is marked `paysFailure`).
   */
  failed?: true;
}

export type { Task };
