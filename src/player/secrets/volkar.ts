import type { Content } from '../../content/load.js';
import type { GameState } from '../../engine/index.js';
import { shuffledCopy, unseen, type Draw } from '../draw.js';

/**
 * The Volk'ar's hidden parts: her face-down Path cards that Track did not uncover and the order
 * of the Movement deck. Known: face-up Path cards, tracked ones, the discard pile (each was
 * shown when it resolved). Every other Movement card is dealt again into the hidden places.
 */
export function resampleVolkar(s: GameState, c: Content, d: Draw): void {
  const v = s.volkar;
  if (!v) return;
  const hiddenSlots = v.path.map((p, i) => ({ p, i })).filter(({ p, i }) => !p.faceUp && !v.tracked.includes(i));
  const known = [...v.path.filter((p, i) => p.faceUp || v.tracked.includes(i)).map((p) => p.id), ...v.discard];
  const pool = shuffledCopy(d, unseen(c.volkarMovement.map((m) => m.id), known));
  for (const { p } of hiddenSlots) p.id = pool.shift() ?? p.id;
  v.deck = pool.slice(0, v.deck.length);
}
