import type { Content } from '../../../content/load.js';
import type { GameState } from '../../state.js';
import type { RngHolder } from '../../rng.js';
import { shuffledCopy, swapIn, unseen, type HiddenPart } from '../../secrets/part.js';

/** What the table sees of the Volk'ar's slice; `path` and `deck` are hidden in part (VOLKAR_HIDDEN). */
export const VOLKAR_OPEN = ['concealed', 'path', 'originIndex', 'originSpace', 'discard', 'tracked', 'resolveAfterCard', 'attack', 'finalBlow'] as const;

/**
 * Her face-down Path cards that Track did not uncover, and the Movement deck's order. Known:
 * face-up Path cards, tracked ones, the discard pile (each was shown when it resolved).
 */
function redrawPath(s: GameState, c: Content, d: RngHolder): void {
  const v = s.volkar;
  if (!v) return;
  const hiddenSlots = v.path.filter((p, i) => !p.faceUp && !v.tracked.includes(i));
  const known = [...v.path.filter((p, i) => p.faceUp || v.tracked.includes(i)).map((p) => p.id), ...v.discard];
  const pool = shuffledCopy(d, unseen(c.volkarMovement.map((m) => m.id), known));
  for (const p of hiddenSlots) p.id = pool.shift() ?? p.id;
  v.deck = pool.slice(0, v.deck.length);
}

export const VOLKAR_HIDDEN: readonly HiddenPart[] = [
  {
    what: "the face-down cards of the Volk'ar's Path (tracked ones only her players know) and the Movement deck",
    fields: ['volkar.path', 'volkar.deck'],
    // Tracked cards are known to her players, not to the channel; the deck's top cards are next on her Path.
    facts(s) {
      const v = s.volkar;
      if (!v) return [];
      return [...v.path.filter((p) => !p.faceUp).map((p) => p.id), ...v.deck.slice(0, 3)];
    },
    redraw: redrawPath,
    twin(s) {
      const v = s.volkar;
      const p = v?.path.find((q, i) => !q.faceUp && !v.tracked.includes(i));
      if (!v || !p || !v.deck[0]) return false;
      [p.id, v.deck[0]] = [v.deck[0], p.id];
      return true;
    },
  },
  {
    what: "the Movement deck's order (dealt with the Path)",
    fields: ['volkar.deck'],
    twin: (s) => (s.volkar ? swapIn(s.volkar.deck, 0, s.volkar.deck.length - 1) : false),
  },
];
