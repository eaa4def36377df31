import { swapIn, type HiddenPart } from '../../secrets/part.js';
import { randomInt, shuffle } from '../../rng.js';
import { partHiddenFacts } from './parts.js';
import { MARK_X_CARD } from './markXCard.js';

/** What the table sees of the Hunter's slice; the parts' values in `stack`, `dropped` and `backpack` are hidden. */
export const HUNTER_OPEN = [
  'stack', 'countdown', 'dropped', 'backpack', 'phaseKey', 'phaseDamage', 'learnedKey', 'tissueKey', 'bloodlustBefore',
  'allyPower', 'allyBase', 'cubes', 'minorPowers', 'shield', 'markXSetup', 'sweep', 'partsTurn', 'partsThisTurn',
  'mostPartsInATurn', 'repairs', 'repairTurn', 'allyPeakHealth', 'allyHurt', 'allyStriking', 'allyKillingBlow', 'repairAndStrike',
] as const;

/** Token ids of `count` flipped parts whose values add up to `sum`: the first such set by id (only the values matter). */
function flippedIds(values: readonly number[], count: number, sum: number): number[] {
  const pick = (from: number, left: number, total: number): number[] | null => {
    if (left === 0) return total === 0 ? [] : null;
    for (let i = from; i < values.length; i++) {
      const rest = pick(i + 1, left - 1, total - (values[i] as number));
      if (rest) return [i + 1, ...rest];
    }
    return null;
  };
  return pick(0, count, sum) ?? [];
}

/** Where the Hunter Mark X card may lie: among the bottom three of the Terror deck (Special Setup). */
const MARK_X_DEPTH = 3;

export const HUNTER_HIDDEN: readonly HiddenPart[] = [
  {
    what: 'the values of the Cybernetic Parts still face down (on the Mark V, on the board, in her backpack)',
    fields: ['hunter.stack', 'hunter.dropped', 'hunter.backpack'],
    facts: partHiddenFacts,
    // Known: where each lies, and the parts flipped by repairs (read aloud: the Ally's gained
    // Health tells them). The face-down ones are dealt again from the box's tokens less the flipped
    // ones, the tokens left out at setup among them; a token's id goes with its value (the sheet numbers them).
    redraw(s, c, d) {
      const st = s.hunter;
      const values = c.hunterSheet?.parts.values;
      if (!st || !values) return;
      const tokens = values.map((value, i) => ({ id: i + 1, value }));
      for (const id of flippedIds(values, st.repairs, st.allyBase)) tokens.splice(tokens.findIndex((t) => t.id === id), 1);
      const dealt = shuffle(d, tokens);
      for (const part of [...st.stack, ...st.dropped, ...st.backpack]) {
        const t = dealt.shift();
        if (!t) return;
        part.id = t.id;
        part.value = t.value;
      }
    },
    twin(s) {
      const [a, b] = s.hunter?.stack ?? [];
      if (!a || !b || a.value === b.value) return false;
      [a.id, a.value, b.id, b.value] = [b.id, b.value, a.id, a.value];
      return true;
    },
  },
  {
    what: 'where the Hunter Mark X card lies among the bottom three Terror cards (known to be there until drawn)',
    fields: ['terrorDeck'],
    // After the core dealt the Terror deck afresh: the card, in the deck until it shows in the
    // discard pile, goes back to a place among the bottom three of a deck of the same size.
    redraw(s, _c, d) {
      const size = s.terrorDeck.length;
      if (!s.hunter || size === 0 || s.terrorDiscard.includes(MARK_X_CARD)) return;
      const deck = s.terrorDeck.filter((id) => id !== MARK_X_CARD);
      if (deck.length === size) deck.pop();
      const depth = Math.min(MARK_X_DEPTH, size);
      deck.splice(size - depth + randomInt(d, depth), 0, MARK_X_CARD);
      s.terrorDeck = deck;
    },
    twin(s) {
      const deck = s.terrorDeck;
      const at = deck.indexOf(MARK_X_CARD);
      const other = at === deck.length - 1 ? at - 1 : deck.length - 1;
      if (!s.hunter || at < 0 || other < deck.length - MARK_X_DEPTH) return false;
      return swapIn(deck, at, other);
    },
  },
];
