import type { Content } from '../../content/load.js';
import type { GameState } from '../../engine/index.js';
import { shuffle } from '../../engine/rng.js';
import type { Draw } from '../draw.js';

/**
 * The Hunter's hidden part: the values of the Cybernetic Parts still face down (on the Mark V,
 * on the board, in her backpack). Known: where each lies, and the parts flipped by repairs (their
 * values were read aloud: the Ally's gained Health tells them). The face-down ones are dealt
 * again from the box's tokens less the flipped ones, the tokens left out at setup among them;
 * a token's id goes with its value, since the sheet numbers them.
 */
export function resampleHunterParts(s: GameState, c: Content, d: Draw): void {
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
}

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
