import { content, type Content } from '../content/load.js';
import type { GameState } from '../engine/index.js';
import { drawFrom, nextUint32, randomInt, shuffledCopy, unseen, type Draw } from './draw.js';
import { MODULE_SECRETS } from './secrets/index.js';

/**
 * A world the Final Girl's players cannot tell from the real one: a copy of the state equal in
 * everything they know and redrawn in everything hidden, from `seed` alone:
 * - the game's rng (every future die and shuffle), rigged dice dropped;
 * - the Terror deck: as many cards as it holds, from the Terror cards not yet seen;
 * - the Event deck's order (its contents are every Event not yet drawn);
 * - face-down Item cards, from the Items not seen anywhere;
 * - Final Health tokens still face down (hers, the Killers', the supply, Berith's blessings
 *   when the table plays strict secrets), redealt among themselves;
 * - the face-down Finale and Dark Power, from the cards they could be;
 * - the modules' own hidden parts (the Volk'ar's Path and Movement deck), see secrets/.
 * Hidden inputs are only ever counted, or sorted before they are shuffled, so two states that
 * differ only in hidden facts give the same world.
 */
export function sampleWorld(state: GameState, seed: number | string, c: Content = content()): GameState {
  const s = structuredClone(state);
  const d = drawFrom(seed);
  s.rng = nextUint32(d);
  s.riggedDice = [];
  resampleTerror(s, c, d);
  resampleEvents(s, c, d);
  resampleItems(s, c, d);
  resampleFinalTokens(s, d);
  resampleKillerCards(s, c, d);
  for (const id of [s.setup.killer, s.setup.location]) MODULE_SECRETS[id]?.(s, c, d);
  return s;
}

function resampleTerror(s: GameState, c: Content, d: Draw): void {
  const killer = c.killers[s.setup.killer];
  const location = c.locations[s.setup.location];
  if (!killer || !location) return;
  const all = [...killer.terror, ...location.terror].map((t) => t.id);
  const pool = shuffledCopy(d, unseen(all, s.terrorDiscard));
  s.terrorDeck = pool.slice(0, s.terrorDeck.length);
}

function resampleEvents(s: GameState, c: Content, d: Draw): void {
  const location = c.locations[s.setup.location];
  if (!location) return;
  const left = unseen(location.events.map((e) => e.id), [...s.activeEvents, ...s.eventDiscard]);
  // The deck holds every Event not drawn yet; only its order is hidden.
  const pool = left.length === s.eventDeck.length ? left : s.eventDeck;
  s.eventDeck = shuffledCopy(d, pool);
}

/** Item ids anything open shows: face-up deck cards, her items, the discard, cards she is looking at. */
function seenItems(s: GameState, all: readonly string[]): string[] {
  const seen = [
    ...Object.values(s.itemDecks).flatMap((deck) => deck.filter((x) => x.faceUp).map((x) => x.id)),
    ...s.girl.items.map((h) => h.id),
    ...s.itemDiscard,
  ];
  // Cards drawn by a Search and waiting for her choice sit on the agenda (she sees them).
  const agenda = JSON.stringify(s.agenda);
  for (const id of new Set(all)) if (agenda.includes(`"${id}"`) && !seen.includes(id)) seen.push(id);
  return seen;
}

function resampleItems(s: GameState, c: Content, d: Draw): void {
  const location = c.locations[s.setup.location];
  if (!location) return;
  const all = location.items.map((i) => i.id);
  const pool = shuffledCopy(d, unseen(all, seenItems(s, all)));
  for (const space of Object.keys(s.itemDecks).sort()) {
    for (const card of s.itemDecks[space] ?? []) if (!card.faceUp) card.id = pool.shift() ?? card.id;
  }
}

function resampleFinalTokens(s: GameState, d: Draw): void {
  const setters: ((v: number) => void)[] = [];
  const values: number[] = [];
  const girlToken = s.girl.final;
  if (girlToken && girlToken.colour === 'black' && !girlToken.revealed) {
    values.push(girlToken.value);
    setters.push((v) => (girlToken.value = v));
  }
  for (const u of s.units) {
    const t = u.final;
    if (t && t.colour === 'black' && !t.revealed) {
      values.push(t.value);
      setters.push((v) => (t.value = v));
    }
  }
  s.finalTokenPool.forEach((v, i) => {
    values.push(v);
    setters.push((x) => (s.finalTokenPool[i] = x));
  });
  const sheet = s.berith?.sheet;
  if (sheet && s.setup.strictSecrets) {
    sheet.forEach((v, i) => {
      values.push(v);
      setters.push((x) => (sheet[i] = x));
    });
  }
  const dealt = shuffledCopy(d, values);
  setters.forEach((set, i) => set(dealt[i] as number));
}

function resampleKillerCards(s: GameState, c: Content, d: Draw): void {
  const killer = c.killers[s.setup.killer];
  if (!killer) return;
  const pick = (cards: readonly { id: string; epic: boolean }[], epic: boolean): string | null => {
    const pool = cards.filter((x) => x.epic === epic);
    const from = (pool.length ? pool : cards).map((x) => x.id).sort();
    return from.length ? (from[randomInt(d, from.length)] as string) : null;
  };
  if (!s.killer.finaleRevealed) s.killer.finale = pick(killer.finales, s.setup.epicFinale) ?? s.killer.finale;
  if (!s.killer.darkPowerRevealed) s.killer.darkPower = pick(killer.darkPowers, s.setup.epicDarkPower) ?? s.killer.darkPower;
}
