import { z } from 'zod';
import { AMBIGUITY_RULES, PHASES, SCHEMA_VERSION, type GameState } from './state.js';
import { RulesError } from './errors.js';

/**
 * The whole GameState as zod, for states that come back from storage or a file: a stored game
 * is checked field by field before the engine touches it, never trusted.
 */
const int = z.number().int();
const id = z.string().min(1);
const finalToken = z.object({ colour: z.enum(['black', 'white']), value: int.min(0).max(3), revealed: z.boolean() }).strict();
const option = z.object({ id, label: z.string(), group: z.string() }).strict();
const task = z.looseObject({ t: id, answer: z.string().optional() });

const gameStateSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    setup: z
      .object({
        killer: id,
        location: id,
        girl: id,
        extreme: z.boolean(),
        epicDarkPower: z.boolean(),
        epicFinale: z.boolean(),
        ambiguity: z.enum(AMBIGUITY_RULES),
        blessingsSide: z.enum(['heavenly', 'hellish']),
        strictSecrets: z.boolean(),
      })
      .strict(),
    rng: int.min(0).max(0xffffffff),
    riggedDice: z.array(int.min(1).max(6)),
    turn: int.min(0),
    phase: z.enum(PHASES),
    result: z.enum(['won', 'lost']).nullable(),
    endReason: z.string().nullable(),
    decisionSeq: int.min(0),
    eventSeq: int.min(0),
    frameSeq: int.min(0),
    girl: z
      .object({
        space: id,
        startSpace: id,
        health: int.min(0),
        maxHealth: int.min(1),
        final: finalToken.nullable(),
        horror: int.min(0).max(7),
        time: int.min(-1).max(12),
        hand: z.array(id),
        items: z.array(z.object({ id, inHands: z.boolean(), uses: int.optional() }).strict()),
        saved: int.min(0),
        savedSlots: int.min(0),
        filledSlots: z.array(int.min(0)),
        ultimateUnlocked: z.boolean(),
        ultimateUsedTurn: int.min(0),
        bonusDice: int,
        diceIcons: z.object({ blessed: int.min(0), cursed: int.min(0) }).strict(),
        improvise: z.enum(['none', 'phase', 'nextRoll']),
        skipNextActionPhase: z.boolean(),
        actionPhaseEnding: z.boolean(),
      })
      .strict(),
    killer: z
      .object({
        space: id.nullable(),
        startSpace: id,
        health: int.min(0),
        maxHealth: int.min(1),
        final: finalToken.nullable(),
        bloodlust: int.min(0),
        finale: id,
        finaleRevealed: z.boolean(),
        finaleRevealTurn: int.min(0),
        darkPower: id,
        darkPowerRevealed: z.boolean(),
      })
      .strict(),
    victims: z.array(z.object({ id: int.min(1), space: id, kind: id }).strict()),
    nextVictimId: int.min(1),
    victimPool: int.min(0),
    deadVictims: int.min(0),
    killedThisTurn: int.min(0),
    tableau: z.record(id, int.min(0)),
    discard: z.array(id),
    terrorDeck: z.array(id),
    terrorDiscard: z.array(id),
    eventDeck: z.array(id),
    eventDiscard: z.array(id),
    activeEvents: z.array(id),
    itemDecks: z.record(id, z.array(z.object({ id, faceUp: z.boolean() }).strict())),
    itemDiscard: z.array(id),
    finalTokenPool: z.array(int.min(0).max(3)),
    setupCard: id,
    tokens: z.array(z.object({ kind: id, space: id }).strict()),
    lastRoll: z.array(z.object({ face: int.min(1).max(6), converted: z.boolean(), kind: z.enum(['blessed', 'cursed']).optional() }).strict()).nullable(),
    attack: z.object({ target: id, weapons: z.array(id), dealt: int.min(0) }).strict().nullable(),
    incoming: z.object({ damage: int, ignored: z.boolean(), retaliate: int.min(0) }).strict().nullable(),
    deferReveals: z.boolean(),
    deferredReveals: z.array(z.enum(['girl', 'killer'])),
    volkar: z
      .object({
        concealed: z.boolean(),
        path: z.array(z.object({ id, faceUp: z.boolean() }).strict()),
        originIndex: int.min(0),
        originSpace: id.nullable(),
        deck: z.array(id),
        discard: z.array(id),
        tracked: z.array(int.min(0)),
        resolveAfterCard: z.boolean(),
        attack: z.object({ space: id, damage: int.min(0) }).strict().nullable(),
        finalBlow: z.boolean().optional(),
      })
      .strict()
      .optional(),
    pesadillaVerde: z
      .object({ upgrades: z.record(id, z.boolean()), cubes: z.record(id, int.min(0)), hueyRemoved: z.boolean() })
      .strict()
      .optional(),
    berith: z.object({ sheet: z.array(int.min(0).max(3)) }).strict().optional(),
    larmesAbbey: z
      .object({ malice: z.array(id), placedThisTurn: int.min(0), donkey: id, donkeyRiddenTurn: int.min(0) })
      .strict()
      .optional(),
    agenda: z.array(task),
    pending: z.object({ seq: int.min(0), kind: id, prompt: z.string(), options: z.array(option).min(1) }).strict().nullable(),
  })
  .strict()
  .refine((s) => s.result !== null || s.pending !== null, { message: 'a game that is not over must have a decision open' });

/** Checks an untrusted value (a stored or uploaded game) and returns it as a GameState. */
export function parseState(value: unknown): GameState {
  if (typeof value === 'object' && value !== null && (value as { schemaVersion?: unknown }).schemaVersion !== SCHEMA_VERSION) {
    throw new RulesError('ERR_BAD_STATE', `This game was saved by another version of the rules (schema ${String((value as { schemaVersion?: unknown }).schemaVersion)}, expected ${SCHEMA_VERSION}).`);
  }
  const parsed = gameStateSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RulesError('ERR_BAD_STATE', `The saved game is damaged: field "${issue?.path.map(String).join('.') ?? ''}": ${issue?.message ?? 'invalid'}.`);
  }
  return parsed.data as GameState;
}
