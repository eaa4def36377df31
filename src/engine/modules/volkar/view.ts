import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import { findMovementCard } from '../../../content/movementCard.js';
import type { GameState } from '../../state.js';

const int = z.number().int().min(0);

/** Her Path as the table sees it (face-down cards have no text), the Origin while Concealed, her decks' sizes, the Attack token. */
export const volkarViewSchema = z
  .object({
    concealed: z.boolean(),
    originSpace: z.string().nullable(),
    path: z.array(z.object({ position: int, faceUp: z.boolean(), origin: z.boolean(), text: z.string().nullable() }).strict()),
    movementDeck: int,
    movementDiscard: int,
    attackToken: z.object({ space: z.string(), damage: int }).strict().nullable(),
  })
  .strict();

/** The Path cards Track uncovered, for the Final Girl's players only. */
export const volkarSecretSchema = z
  .object({ tracked: z.array(z.object({ position: int, text: z.string() }).strict()) })
  .strict();

function cardText(c: Content, id: string): string {
  return findMovementCard(c.volkarMovement, id)?.text ?? id;
}

export function volkarView(state: GameState, content: Content): z.infer<typeof volkarViewSchema> | undefined {
  const v = state.volkar;
  if (!v) return undefined;
  return {
    concealed: v.concealed,
    originSpace: v.concealed ? v.originSpace : null,
    path: v.path.map((p, i) => ({ position: i + 1, faceUp: p.faceUp, origin: v.concealed && i === v.originIndex, text: p.faceUp ? cardText(content, p.id) : null })),
    movementDeck: v.deck.length,
    movementDiscard: v.discard.length,
    attackToken: v.attack ? { space: v.attack.space, damage: v.attack.damage } : null,
  };
}

export function volkarSecret(state: GameState, content: Content): z.infer<typeof volkarSecretSchema> | undefined {
  const v = state.volkar;
  if (!v) return undefined;
  return { tracked: v.tracked.map((i) => ({ position: i + 1, text: cardText(content, v.path[i]?.id ?? '') })) };
}

/** Whether a step drew from her deck, tracked a card or turned one face up: that cannot be taken back. */
export function volkarUncovered(before: GameState, after: GameState): boolean {
  const va = before.volkar;
  const vb = after.volkar;
  if (!va || !vb) return false;
  if (va.deck.length !== vb.deck.length || va.tracked.length !== vb.tracked.length) return true;
  return va.path.filter((p) => p.faceUp).length !== vb.path.filter((p) => p.faceUp).length;
}
