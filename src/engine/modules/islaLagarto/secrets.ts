import { shuffledCopy, swapIn, type HiddenPart } from '../../secrets/part.js';

/** The fences, the T-Rex track and the Lava tokens are on the table. */
export const ISLA_LAGARTO_OPEN = ['powered', 'skipFenceRoll', 'tRex', 'lava'] as const;

export const ISLA_LAGARTO_HIDDEN: readonly HiddenPart[] = [
  {
    what: "the Lava deck's order (it holds every Lava card not drawn yet)",
    fields: ['islaLagarto.lavaDeck'],
    redraw(s, _c, d) {
      const st = s.islaLagarto;
      if (st) st.lavaDeck = shuffledCopy(d, st.lavaDeck);
    },
    twin: (s) => (s.islaLagarto ? swapIn(s.islaLagarto.lavaDeck, 0, s.islaLagarto.lavaDeck.length - 1) : false),
  },
];
