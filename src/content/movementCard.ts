import { z } from 'zod';
import { provenanceSchema } from './schema.js';
import { stepsSchema } from './steps.js';

/**
 * A Volk'ar Movement card. It moves her `spaces` spaces towards the closest space of a kind
 * (or, for `onFace`, one space along the current space's panic arrow for that die face; for
 * `none`, not at all), then runs `then` ("the Volk'ar recovers 1 Health"), then she attacks
 * in her space `attack` times if the card shows a Killer Action line (true = once, a number =
 * that many: "Attack x2"). The Ambush Penalty at the bottom hits the Final Girl when an
 * attack on a guess misses.
 */
const movementCardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    text: z.string().min(1),
    /** What she moves towards. `onFace` moves along the panic arrow of die face `face`. */
    toward: z.enum(['search', 'exit', 'named', 'girl', 'victim', 'onFace', 'none']),
    /** 0 exactly for `none` ("Do not move"). */
    spaces: z.number().int().min(0).max(4),
    face: z.number().int().min(1).max(6).optional(),
    /** "Do not consider the current space." */
    notCurrent: z.boolean().default(false),
    /** How ties between equally close spaces are broken. */
    ties: z.enum(['alphabetical', 'reverse-alphabetical', 'highest-panic', 'lowest-panic']).default('alphabetical'),
    /** Steps after her move, before any attack ("Do not move. The Volk'ar recovers 1 Health."). */
    then: stepsSchema.default([]),
    /** The card has a Killer Action line: she attacks in her space after moving (a number: that many times). */
    attack: z.union([z.boolean(), z.number().int().min(1).max(3)]),
    ambush: stepsSchema.min(1),
    /** Ids this card had in earlier versions of the deck: stored games that hold them go on with this card. */
    formerIds: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).default([]),
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict()
  .refine((c) => (c.toward === 'onFace') === (c.face !== undefined), {
    message: 'a card moves "on a N" exactly when it names a die face',
  })
  .refine((c) => (c.toward === 'none') === (c.spaces === 0), {
    message: 'a card moves 0 spaces exactly when it does not move ("toward": "none")',
  });
/** How many times a card's Killer Action line attacks (0: no line). */
export function movementAttacks(card: MovementCard): number {
  return card.attack === true ? 1 : card.attack === false ? 0 : card.attack;
}
export type MovementCard = z.infer<typeof movementCardSchema>;

export const movementDeckSchema = z
  .object({ cards: z.array(movementCardSchema).length(22) })
  .strict()
  .superRefine((deck, ctx) => {
    const seen = new Set<string>();
    deck.cards.forEach((c, i) => {
      for (const id of [c.id, ...c.formerIds]) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'id'], message: `the id "${id}" is used twice (ids and formerIds must all differ)` });
        seen.add(id);
      }
    });
  });

/** A Movement card by id, or by an id it had before (a stored game). */
export function findMovementCard(cards: readonly MovementCard[], id: string): MovementCard | undefined {
  return cards.find((m) => m.id === id) ?? cards.find((m) => m.formerIds.includes(id));
}
