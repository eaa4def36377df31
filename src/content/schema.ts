import { z } from 'zod';
import { stepsSchema } from './steps.js';

/**
 * Where a value comes from: `seed` = taken from a rulebook in shared/seeds (or the core digest);
 * `core-digest` = taken from shared/rules/core-rules.md (our digest of the Core Box, built from
 *   fan sources; its confidence marks apply);
 * `reconstructed` = designed by us because the seed does not transcribe it;
 * `fan-wiki` = read off the printed card by a third party: the Final Girl Wiki, through the
 *   cached copy in Carchofo/final-girl-stats (wiki_cache.json); to check against print. Used
 *   only where the seed is silent: a seed value is never replaced by a wiki reading;
 * `partly-seed` = the `source` line says which parts are seed, which are read from the wiki
 *   (fan-wiki) and which are ours.
 */
export const provenanceSchema = z.enum(['seed', 'core-digest', 'reconstructed', 'partly-seed', 'fan-wiki']);
export type Provenance = z.infer<typeof provenanceSchema>;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');

/** Fields every printed thing carries. */
const printed = {
  id,
  name: z.string().min(1),
  /** Rules text in our own words. */
  text: z.string().min(1),
  provenance: provenanceSchema,
  /** Which rulebook passage it comes from, and what in it is ours. */
  source: z.string().min(1),
};

/** Fields every Killer and Location pack starts with. */
const packHeader = {
  id,
  name: z.string().min(1),
  expansion: z.string().min(1),
  provenance: provenanceSchema,
  source: z.string().min(1),
};

/** A result row of an Action card: used when the roll has at least `min` successes. */
const rowSchema = z
  .object({
    min: z.number().int().min(0).max(4),
    /** Colour printed on expansion cards (green, blue, red...), kept for display. */
    colour: z.string().optional(),
    steps: stepsSchema,
  })
  .strict();

export const actionCardSchema = z
  .object({
    ...printed,
    cost: z.number().int().min(0),
    copies: z.number().int().min(1),
    /** Zero-cost cards in the starting hand (each copy). */
    starting: z.boolean().default(false),
    /** `reaction` cards are played only against an attack. */
    kind: z.enum(['action', 'reaction', 'reroll']),
    /** False for cards resolved without a Horror Roll (Close Call). */
    roll: z.boolean().default(true),
    /** What must hold to play it: an Enemy in range (attack), a Search space, or a module rule. */
    requires: z.string().optional(),
    /** This card attacks: its `damage` steps hit the chosen Enemy and weapons may add to them. */
    attack: z.boolean().default(false),
    rows: z.array(rowSchema).min(1),
  })
  .strict();
export type ActionCard = z.infer<typeof actionCardSchema>;

const itemSchema = z
  .object({
    ...printed,
    hands: z.number().int().min(0).max(2),
    /** Limited uses (circles on the card); absent = unlimited. */
    uses: z.number().int().positive().optional(),
    weapon: z
      .object({
        range: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
        bonus: z.number().int().min(0),
        /** Bowie Knife: one in each hand adds both bonuses. */
        dual: z.boolean().optional(),
        /** Whether this weapon spends a use per attack. */
        spendsUse: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** An ability the Final Girl triggers: when, at what Time cost, what it does, whether it is discarded. */
    use: z
      .object({
        when: z.enum(['action', 'defend']),
        /** Only usable in this phase (the Rosary: "during the Killer phase"); absent = any phase. */
        phase: z.enum(['action', 'planning', 'killer', 'panic', 'upkeep']).optional(),
        time: z.number().int().min(0).default(0),
        steps: stepsSchema,
        discard: z.boolean(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type Item = z.infer<typeof itemSchema>;

const terrorCardSchema = z
  .object({
    ...printed,
    steps: stepsSchema,
  })
  .strict();
export type TerrorCard = z.infer<typeof terrorCardSchema>;

const eventCardSchema = z
  .object({
    ...printed,
    steps: stepsSchema,
    /** Ongoing effect a module implements while the Event stays in play (e.g. `pesadillaVerde.piranhas`). */
    ongoing: z.string().optional(),
  })
  .strict();
export type EventCard = z.infer<typeof eventCardSchema>;

export const finalGirlSchema = z
  .object({
    ...printed,
    health: z.number().int().min(1),
    /** The "Victim saved" spaces, filled left to right, each with its reward. */
    saveRewards: z.array(stepsSchema).min(1),
    ultimate: z
      .object({
        name: z.string().min(1),
        text: z.string().min(1),
        /** Once per turn during the Action phase, after the card is flipped. */
        steps: stepsSchema,
      })
      .strict(),
    /** Reward for each Victim saved after the Ultimate is unlocked. */
    afterUltimate: stepsSchema,
    bonusItem: itemSchema.optional(),
    /**
     * How saving pays out: `slots` (Core Box: the next space's reward); `rollCovered` (roll:
     * 1-2 nothing, 3-4 the covered reward once, 5-6 twice); `rollGroups` (roll: 1-2 nothing,
     * 3-4 one reward of group A, 5-6 one of A and one of B; the card flips at `flipAt` Victims).
     */
    saveRule: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('slots') }).strict(),
        z.object({ kind: z.literal('rollCovered') }).strict(),
        z
          .object({
            kind: z.literal('rollGroups'),
            groupA: z.array(z.object({ label: z.string().min(1), steps: stepsSchema }).strict()).min(1),
            groupB: z.array(z.object({ label: z.string().min(1), steps: stepsSchema }).strict()).min(1),
            flipAt: z.number().int().min(1),
          })
          .strict(),
      ])
      .default({ kind: 'slots' }),
  })
  .strict();
export type FinalGirl = z.infer<typeof finalGirlSchema>;

const bloodlustRowSchema = z
  .object({
    attack: z.number().int().min(0),
    /** Movement Value; null for Killers that have none (the Volk'ar). */
    move: z.number().int().min(0).nullable(),
    steps: stepsSchema.default([]),
    darkPower: z.boolean().default(false),
    /** Numbers a Killer module reads per row (the Zombies: how many spawn at this level, `zombies`). */
    extra: z.record(id, z.number().int().min(0)).default({}),
  })
  .strict();

const finaleSchema = z
  .object({
    ...printed,
    epic: z.boolean().default(false),
    action: stepsSchema,
    onReveal: stepsSchema.default([]),
    upkeep: stepsSchema.default([]),
  })
  .strict();

const darkPowerSchema = z
  .object({
    ...printed,
    epic: z.boolean().default(false),
    onReveal: stepsSchema.default([]),
  })
  .strict();

/**
 * A kind of unit (enemies.md §2.3): a Minion, a Horde, an Ally, a hazard. Core code runs one
 * actor loop over these fields; a module writes only what no field can say. The Core Box Killer
 * needs no entry: its type is made from the Killer pack (see actors/units.ts).
 */
const unitTypeSchema = z
  .object({
    ...printed,
    /** Letter(s) on the board picture: 'K', 'H', 'Z', 'R', 'A', 'T'. */
    mark: z.string().min(1).max(2),
    role: z.enum(['killer', 'minion', 'ally', 'hazard']),
    /** Health when it comes into play. */
    health: z.number().int().min(1),
    /** No upper limit to its Health (Hordes, the Pack). */
    uncapped: z.boolean().default(false),
    /** Movement Value: a number, or 'track' for the current Bloodlust row's. */
    move: z.union([z.number().int().min(0), z.literal('track')]).default('track'),
    /** Attack Value: a number, 'track', or 'group' (one attack per space, damage = units of this type there). */
    attack: z.union([z.number().int().min(0), z.literal('track'), z.literal('group')]).default('track'),
    /** false: ignores boot icons and "move N spaces" on Terror and Event cards (Zombies). */
    terrorBoots: z.boolean().default(true),
    /** Does not move when starting, and ends its move on entering, a space with one of these ('anyone': her, a Victim or another unit: the T-Rex). */
    stopAt: z.array(z.enum(['girl', 'victim', 'anyone'])).default([]),
    /** Its target is out of reach this action: it moves towards it, or shambles one space at random (Zombies). */
    outOfReach: z.enum(['approach', 'shamble']).default('approach'),
    /** Merges into a unit of this type on sharing a space with it: removed, that unit +1 Health. */
    joins: id.optional(),
    /** false: its priority holds even on an attack aimed at her (Zombies "always prioritize Victims"); core §6.4 puts her first then. */
    targetFirst: z.boolean().default(true),
    /** Who it attacks first in its space (core §6.4: Victims, then the Final Girl); other units there too (the T-Rex, an Ally). */
    priority: z.array(z.enum(['victim', 'minion', 'killer', 'girl', 'ally'])).default(['victim', 'girl']),
    /** 'instant': its attack kills one target outright, with no Final Health token (the T-Rex). */
    kill: z.enum(['damage', 'instant']).default('damage'),
    /** Its Health counts bodies (a Horde, the Pack): an instant kill takes 1 Health, not the whole unit. */
    healthIsCount: z.boolean().default(false),
    /** When Victims in its space panic: after a Victim died this turn (core §8), every Panic phase, or never. */
    panics: z.enum(['afterKill', 'always', 'never']).default('afterKill'),
    /** Victims never follow the Final Girl into its space (default: Killers and hazards do block). */
    blocksFollowing: z.boolean().optional(),
    /** Uses a Final Health token. */
    final: z.boolean().default(false),
    /** Tokens in the box: spawning beyond it is ignored (core §6.8). */
    supply: z.number().int().min(1).optional(),
    /** A hazard's own action, resolved after the Finale slot's action in the Killer phase. */
    action: stepsSchema.default([]),
  })
  .strict();
export type UnitType = z.infer<typeof unitTypeSchema>;

export const killerPackSchema = z
  .object({
    ...packHeader,
    /** The Killer board's Health; null: the Killer has no board (the Zombies bring Hordes instead). */
    health: z.number().int().min(1).nullable(),
    healthProvenance: provenanceSchema,
    /** Horror track position (1–6) at setup. */
    startHorror: z.number().int().min(0).max(7),
    startHorrorProvenance: provenanceSchema,
    bloodlust: z.array(bloodlustRowSchema).min(2),
    bloodlustProvenance: provenanceSchema,
    finalEffect: stepsSchema,
    /** The Killer Action on the back of the face-down Finale. */
    finaleBack: z.object({ action: stepsSchema, provenance: provenanceSchema, source: z.string() }).strict(),
    finales: z.array(finaleSchema).min(1),
    darkPowers: z.array(darkPowerSchema).min(1),
    terror: z.array(terrorCardSchema).min(1),
    actionCards: z.array(actionCardSchema).default([]),
    /** Final Girls boxed with this Killer (ids of assets/girls/*.json). */
    finalGirls: z.array(id).default([]),
    /** Minions, Allies and other units this Killer brings. */
    units: z.array(unitTypeSchema).default([]),
    /** Units placed at setup; default: one Killer unit 'killer' of this pack's type at the Setup card's Killer space. */
    startUnits: z.array(z.object({ type: id, at: z.literal('killerStart') }).strict()).optional(),
    /** Bloodlust +1 when a Victim dies (core §6.7); the Hunter raises it otherwise. */
    bloodlustOnVictimDeath: z.boolean().default(true),
    /** The name is a plural (the Zombies): the log's verbs agree with it. */
    plural: z.boolean().default(false),
    /** The game is won when a Killer dies (core), or when no Enemy is left on the board (Zombies). */
    victory: z.enum(['killerDies', 'noEnemiesLeft']).default('killerDies'),
  })
  .strict();
export type KillerPack = z.infer<typeof killerPackSchema>;

/** Beach, cliff, volcano and dino-pen: Isla Lagarto's special spaces (seed 003), named by some cards. */
const ICONS = ['exit', 'search', 'river', 'beach', 'cliff', 'volcano', 'dino-pen'] as const;
export type SpaceIcon = (typeof ICONS)[number];

const spaceSchema = z
  .object({
    id,
    /** Printed name; null for unnamed spaces (they do not count as Named spaces). */
    name: z.string().min(1).nullable(),
    /** Short mark drawn on unnamed spaces. */
    mark: z.string().min(1).max(3).optional(),
    /** Centre in percent of the board picture. */
    x: z.number().min(0).max(100),
    y: z.number().min(0).max(100),
    icons: z.array(z.enum(ICONS)).default([]),
    /** Panic numbers: die face -> neighbouring space id. Faces not listed: stay. */
    panic: z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6']), id).default({}),
  })
  .strict();
export type Space = z.infer<typeof spaceSchema>;

const edgeSchema = z
  .object({
    a: id,
    b: id,
    /** One-way (the River): movement only from a to b; b still counts a as adjacent. */
    oneWay: z.boolean().default(false),
  })
  .strict();

const setupCardSchema = z
  .object({
    ...printed,
    killer: id,
    girl: id,
    victims: z.record(id, z.number().int().positive()),
    /** Ids this card had in earlier versions of the pack: stored games that hold them go on with this card. */
    formerIds: z.array(id).default([]),
  })
  .strict();

/** What a face of a special die counts as. `improvisable` counts only while Improvise applies. */
const DIE_FACE_KINDS = ['blank', 'partial', 'success', 'double', 'cursed', 'improvisable'] as const;
export type DieFaceKind = (typeof DIE_FACE_KINDS)[number];

const specialDieSchema = z
  .object({
    name: z.string().min(1),
    /** Faces 1 to 6 in order. */
    faces: z.array(z.enum(DIE_FACE_KINDS)).length(6),
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict();

export const locationPackSchema = z
  .object({
    ...packHeader,
    board: z
      .object({
        spaces: z.array(spaceSchema).min(2),
        edges: z.array(edgeSchema).min(1),
        provenance: provenanceSchema,
        source: z.string().min(1),
      })
      .strict(),
    itemsPerDeck: z.number().int().min(1).default(4),
    setups: z.array(setupCardSchema).min(1),
    events: z.array(eventCardSchema).min(1),
    items: z.array(itemSchema).min(1),
    terror: z.array(terrorCardSchema).min(1),
    actionCards: z.array(actionCardSchema).default([]),
    /** Dice that replace a normal die in Horror Rolls (L'Armes Abbey: blessed, cursed). */
    specialDice: z.record(z.enum(['blessed', 'cursed']), specialDieSchema).optional(),
    /** Units this Location brings (the T-Rex). */
    units: z.array(unitTypeSchema).default([]),
    /**
     * What this Location calls its normal Victims, when not Victims (Pesadilla Verde: "Every normal
     * Victim is a Soldier"). Every text of the game (log, summary, picture, alt text) uses it.
     */
    victimName: z
      .object({ one: z.string().min(1), many: z.string().min(1), provenance: provenanceSchema, source: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();
export type LocationPack = z.infer<typeof locationPackSchema>;

export const corePackSchema = z
  .object({
    provenance: provenanceSchema,
    source: z.string().min(1),
    actionCards: z.array(actionCardSchema).min(1),
  })
  .strict();
export type CorePack = z.infer<typeof corePackSchema>;
