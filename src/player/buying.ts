import { choiceValue, readChoice, type ChoiceOption, type GameState } from '../engine/index.js';

/**
 * What the playout buys in the Planning phase. A card is worth what the coming turns need: legs
 * while Victims wait (Walk and Focus cost nothing, so they are always bought back), calm while the
 * Horror is high (at the top every further rise feeds Bloodlust), blows once the Killer is in the
 * open or the Finale is near, guards when blows are coming, rest when hurt. Each copy already in
 * hand halves a card's worth; a card is bought when it is worth its price.
 */
export interface Needs {
  victims: boolean;
  hurt: number;
  horror: number;
  /** The Killer fights openly now or soon (the Finale out, Bloodlust high, a visible Killer near). */
  fight: boolean;
  /** No weapon in hand yet and Items left to find. */
  wantsWeapon: boolean;
  /** What the boxes in play say their own cards are worth now, by card id (modules/knowledge.ts `cardWorth`). */
  boxWorth: Readonly<Record<string, number>>;
}

const WORTH: Record<string, (n: Needs) => number> = {
  walk: (n) => (n.victims ? 4 : 2.5),
  sprint: (n) => (n.victims ? 4.5 : 2),
  focus: (n) => 1.5 + (n.horror >= 3 ? 2 : 0) + (n.horror >= 5 ? 2 : 0),
  distraction: (n) => (n.horror >= 4 ? 4.5 : n.horror >= 2 ? 2.5 : 0.5),
  'short-rest': (n) => (n.hurt >= 1 ? 3.5 : 0.5),
  'long-rest': (n) => (n.hurt >= 3 ? 7 : n.hurt >= 2 ? 3.5 : 0),
  'weak-attack': (n) => (n.fight ? 3 : 1.5),
  'furious-strike': (n) => (n.fight ? 7 : 4),
  'critical-strike': (n) => (n.fight ? 10 : 6),
  guard: (n) => (n.fight ? 4.5 : 2),
  retaliate: (n) => (n.fight ? 6 : 2.5),
  'close-call': () => 2,
  planning: () => 2.5,
  improvise: () => 1.5,
  search: (n) => (n.wantsWeapon ? 4 : 1),
  track: () => 1.5,
  train: () => 1.5,
};

/** A card's worth for these needs: a box's word on its own card, else the core table's (undefined for neither). */
const cardWorth = (card: string, needs: Needs): number | undefined => needs.boxWorth[card] ?? WORTH[card]?.(needs);

/**
 * Planning: the best set of cards the Time left buys (a small knapsack over the cards on offer,
 * leftover Time is lost anyway), and of that set the most needed card first; 'done' when nothing
 * is worth a hand slot.
 */
export function buyChoice(state: GameState, open: readonly ChoiceOption[], needs: Needs, handLimit = 10): string {
  const g = state.girl;
  const items: { id: string; cost: number; worth: number }[] = [];
  for (const o of open) {
    const card = readChoice(o.id, 'buy');
    if (card === undefined) continue;
    const worth = cardWorth(card, needs);
    if (worth === undefined) continue;
    const copies = g.hand.filter((h) => h === card).length;
    const value = worth / 2 ** copies;
    if (value >= 1) items.push({ id: o.id, cost: Number(/\((\d+) Time\)/.exec(o.label)?.[1] ?? 0), worth: value });
  }
  const slots = Math.max(0, handLimit - g.hand.length);
  const time = Math.max(0, g.time);
  if (items.length === 0 || slots === 0) return 'done';
  // worth[t][k]: the most worth for at most t Time and k cards; sets[t][k] the cards, as bits.
  const width = slots + 1;
  const worth = new Float64Array((time + 1) * width);
  const sets = new Int32Array((time + 1) * width);
  items.slice(0, 31).forEach((it, i) => {
    for (let t = time; t >= it.cost; t--) {
      for (let k = slots; k >= 1; k--) {
        const from = (t - it.cost) * width + k - 1;
        const to = t * width + k;
        if ((worth[from] as number) + it.worth > (worth[to] as number)) {
          worth[to] = (worth[from] as number) + it.worth;
          sets[to] = (sets[from] as number) | (1 << i);
        }
      }
    }
  });
  const set = sets[time * width + slots] as number;
  const chosen = items.filter((_, i) => (set & (1 << i)) !== 0);
  if (chosen.length === 0) return 'done';
  return chosen.sort((a, b) => b.worth - a.worth || a.id.localeCompare(b.id))[0]?.id ?? 'done';
}

/** A card's cost in Time, read from its "Buy X (N Time)" option. */
const costOf = (o: ChoiceOption): number => Number(/\((\d+) Time\)/.exec(o.label)?.[1] ?? 0);

/** Most sets of paid cards looked at for one Planning vote (the search is cut there). */
const SETS_SEARCHED = 4000;

/**
 * Purchase sets for one Planning vote, best first (at most `max`): each is every 0-Time card the
 * Tableau offers, each copy, folded in (they cost nothing, so a plain group would buy them one
 * vote at a time), with a different set of cards bought with Time beside them; then the 0-Time
 * cards alone. A set never holds more cards than the hand limit leaves room for, nor costs more
 * Time than is left, so every set is a run of buys the rules allow one after another. A paid card
 * is in a set only when `buyChoice` would buy it (worth its hand slot); sets are ranked by the
 * worth of their cards, each copy already held (or bought earlier in the set) halving it. The ids
 * are in buying order: the 0-Time cards first (a plan whose paid buy fails keeps them bought).
 */
export function purchaseSets(state: GameState, open: readonly ChoiceOption[], needs: Needs, max = 3, handLimit = 10): string[][] {
  const slots = Math.max(0, handLimit - state.girl.hand.length);
  const buys = open.filter((o) => readChoice(o.id, 'buy') !== undefined);
  const cardOf = (id: string) => choiceValue(id, 'buy');
  const free = buys.filter((o) => costOf(o) === 0).flatMap((o) => Array.from({ length: Math.max(1, state.tableau[cardOf(o.id)] ?? 1) }, () => o.id));
  const held = (card: string) => state.girl.hand.filter((h) => h === card).length;
  const valueOf = (card: string, earlier: number) => (cardWorth(card, needs) ?? 0.5) / 2 ** (held(card) + earlier);
  const paid = buys
    .filter((o) => costOf(o) > 0 && valueOf(cardOf(o.id), 0) >= 1)
    .map((o) => ({ id: o.id, cost: costOf(o), value: valueOf(cardOf(o.id), 0) }))
    .sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
  const worthOf = (ids: readonly string[]) => ids.reduce((sum, id, i) => sum + valueOf(cardOf(id), ids.slice(0, i).filter((x) => x === id).length), 0);
  const setWith = (bought: readonly string[]) => [...free.slice(0, Math.max(0, slots - bought.length)), ...bought];
  const found: { ids: string[]; worth: number }[] = [];
  let searched = 0;
  const search = (from: number, bought: string[], time: number) => {
    if (searched++ >= SETS_SEARCHED) return;
    if (bought.length) found.push({ ids: setWith(bought), worth: worthOf(setWith(bought)) });
    if (bought.length >= slots) return;
    for (let i = from; i < paid.length; i++) {
      const p = paid[i] as (typeof paid)[number];
      if (p.cost <= time) search(i + 1, [...bought, p.id], time - p.cost);
    }
  };
  search(0, [], Math.max(0, state.girl.time));
  found.sort((a, b) => b.worth - a.worth || a.ids.length - b.ids.length || a.ids.join().localeCompare(b.ids.join()));
  const out: string[][] = [];
  for (const f of found) if (out.length < max - (free.length ? 1 : 0)) out.push(f.ids);
  const alone = setWith([]);
  if (alone.length && out.length < max) out.push(alone);
  return out;
}
