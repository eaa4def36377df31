import { shuffledCopy, swapIn, type HiddenPart } from '../../secrets/part.js';

/** The Spawn discard pile and the count of Raptors spawned are open. */
export const RAPTORS_OPEN = ['discard', 'spawned'] as const;

export const RAPTORS_HIDDEN: readonly HiddenPart[] = [
  {
    what: "the Spawn deck's order (it holds every Spawn card not in the discard pile or being resolved)",
    fields: ['raptors.deck'],
    redraw(s, _c, d) {
      const st = s.raptors;
      if (st) st.deck = shuffledCopy(d, st.deck);
    },
    twin: (s) => (s.raptors ? swapIn(s.raptors.deck, 0, s.raptors.deck.findIndex((id) => id !== s.raptors?.deck[0])) : false),
  },
];
