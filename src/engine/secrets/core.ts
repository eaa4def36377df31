import type { Content } from '../../content/load.js';
import type { GameState } from '../state.js';
import { nextUint32, randomInt, type RngHolder } from '../rng.js';
import { shuffledCopy, swapIn, unseen, type HiddenPart } from './part.js';

/**
 * What the core keeps from the table. Everything else in the core state is open: the board, her
 * card, the tableau, the piles everybody watched being filled, the Setup card (named at setup).
 * `girl`, `killer` and `units` are open but for the facets the parts below name.
 */
export const CORE_OPEN = [
  'schemaVersion', 'setup', 'riggedDice', 'turn', 'phase', 'result', 'endReason', 'decisionSeq', 'eventSeq', 'frameSeq',
  'girl', 'killer', 'units', 'nextUnitId', 'victims', 'nextVictimId', 'victimPool', 'deadVictims', 'killedThisTurn',
  'tableau', 'discard', 'terrorDiscard', 'eventDiscard', 'activeEvents', 'itemDiscard', 'setupCard', 'tokens',
  'lastRoll', 'attack', 'incoming', 'deferReveals', 'deferredReveals', 'agenda', 'pending',
] as const;

/**
 * The core's terror twins touch only the top two cards, and only in a deck deep enough that no
 * module keeps a card of known place among them (the Hunter Mark X card sits in the bottom three).
 */
const TERROR_TWIN_DEPTH = 5;

/** Item ids anything open shows: face-up deck cards, ones she put back face down, her items, the discard, cards she is looking at. */
function seenItems(s: GameState, all: readonly string[]): string[] {
  const seen = [
    ...Object.values(s.itemDecks).flatMap((deck) => deck.filter((x) => x.faceUp || x.known).map((x) => x.id)),
    ...s.girl.items.map((h) => h.id),
    ...s.itemDiscard,
  ];
  // Cards drawn by a Search and waiting for her choice sit on the agenda (she sees them).
  const agenda = JSON.stringify(s.agenda);
  for (const id of new Set(all)) if (agenda.includes(`"${id}"`) && !seen.includes(id)) seen.push(id);
  return seen;
}

/** Every black Final Health token still face down, wherever it lies, as a value and its setter. */
function faceDownTokens(s: GameState): { value: number; set: (v: number) => void }[] {
  const out: { value: number; set: (v: number) => void }[] = [];
  const girlToken = s.girl.final;
  if (girlToken && girlToken.colour === 'black' && !girlToken.revealed) out.push({ value: girlToken.value, set: (v) => (girlToken.value = v) });
  for (const u of s.units) {
    const t = u.final;
    if (t && t.colour === 'black' && !t.revealed) out.push({ value: t.value, set: (v) => (t.value = v) });
  }
  s.finalTokenPool.forEach((v, i) => out.push({ value: v, set: (x) => (s.finalTokenPool[i] = x) }));
  // Berith's Divine Blessings come from the same supply; her players see them unless the game is strict.
  const sheet = s.berith?.sheet;
  if (sheet && s.setup.strictSecrets) sheet.forEach((v, i) => out.push({ value: v, set: (x) => (sheet[i] = x) }));
  return out;
}

/** Swaps the face-down token `get` with a supply token of another value. */
function swapWithSupply(s: GameState, get: () => number | undefined, set: (v: number) => void): boolean {
  const value = get();
  const i = s.finalTokenPool.findIndex((v) => v !== value);
  if (value === undefined || i < 0) return false;
  set(s.finalTokenPool[i] as number);
  s.finalTokenPool[i] = value;
  return true;
}

function killerCardPick(c: Content, s: GameState, d: RngHolder, which: 'finales' | 'darkPowers', epic: boolean): string | null {
  const cards = c.killers[s.setup.killer]?.[which] ?? [];
  const pool = cards.filter((x) => x.epic === epic);
  const from = (pool.length ? pool : cards).map((x) => x.id).sort();
  return from.length ? (from[randomInt(d, from.length)] as string) : null;
}

/** Another card the face-down one could be: of the same kind (Epic or not) as the setup asked for. */
function otherKillerCard(c: Content, s: GameState, which: 'finales' | 'darkPowers', current: string): string | undefined {
  const epic = which === 'finales' ? s.setup.epicFinale : s.setup.epicDarkPower;
  return c.killers[s.setup.killer]?.[which].find((f) => f.epic === epic && f.id !== current)?.id;
}

/** In the order the imagined world deals them (the order is part of every hint's seed). */
export const CORE_HIDDEN: readonly HiddenPart[] = [
  {
    what: 'every future die roll and shuffle (the rng)',
    fields: ['rng'],
    redraw(s, _c, d) {
      s.rng = nextUint32(d);
      s.riggedDice = [];
    },
    twin: (s) => ((s.rng = (s.rng ^ 0x12345678) >>> 0), true),
  },
  {
    what: 'the Terror deck: which cards it holds and their order',
    fields: ['terrorDeck'],
    redraw(s, c, d) {
      const killer = c.killers[s.setup.killer];
      const location = c.locations[s.setup.location];
      if (!killer || !location) return;
      const all = [...killer.terror, ...location.terror].map((t) => t.id);
      s.terrorDeck = shuffledCopy(d, unseen(all, s.terrorDiscard)).slice(0, s.terrorDeck.length);
    },
    twin(s, c) {
      if (s.terrorDeck.length < TERROR_TWIN_DEPTH) return false;
      const all = [...(c.killers[s.setup.killer]?.terror ?? []), ...(c.locations[s.setup.location]?.terror ?? [])].map((t) => t.id);
      const unused = all.find((id) => !s.terrorDeck.includes(id) && !s.terrorDiscard.includes(id));
      if (unused) s.terrorDeck[0] = unused;
      return swapIn(s.terrorDeck, 0, 1) || unused !== undefined;
    },
  },
  {
    what: "the Event deck's order (it holds every Event not drawn yet)",
    fields: ['eventDeck'],
    redraw(s, c, d) {
      const location = c.locations[s.setup.location];
      if (!location) return;
      const left = unseen(location.events.map((e) => e.id), [...s.activeEvents, ...s.eventDiscard]);
      s.eventDeck = shuffledCopy(d, left.length === s.eventDeck.length ? left : s.eventDeck);
    },
    twin: (s) => (s.eventDeck.reverse(), s.eventDeck.length > 1 && s.eventDeck[0] !== s.eventDeck.at(-1)),
  },
  {
    what: 'face-down Item cards she has not seen',
    fields: ['itemDecks'],
    redraw(s, c, d) {
      const location = c.locations[s.setup.location];
      if (!location) return;
      const all = location.items.map((i) => i.id);
      const pool = shuffledCopy(d, unseen(all, seenItems(s, all)));
      for (const space of Object.keys(s.itemDecks).sort()) {
        for (const card of s.itemDecks[space] ?? []) if (!card.faceUp && !card.known) card.id = pool.shift() ?? card.id;
      }
    },
    twin(s) {
      const unknown = Object.keys(s.itemDecks).sort().flatMap((sp) => (s.itemDecks[sp] ?? []).filter((i) => !i.faceUp && !i.known));
      const a = unknown[0];
      const b = unknown.find((i) => i.id !== a?.id);
      if (!a || !b) return false;
      [a.id, b.id] = [b.id, a.id];
      return true;
    },
  },
  {
    what: "black Final Health tokens' values: hers, the Killers', the supply's, strict Divine Blessings",
    fields: ['finalTokenPool', 'girl.final', 'units.final', 'berith.sheet'],
    redraw(s, _c, d) {
      const tokens = faceDownTokens(s);
      const dealt = shuffledCopy(d, tokens.map((t) => t.value));
      tokens.forEach((t, i) => t.set(dealt[i] as number));
    },
    twin(s) {
      const t = s.girl.final;
      if (t && t.colour === 'black' && !t.revealed) return swapWithSupply(s, () => t.value, (v) => (t.value = v));
      const u = s.units.find((x) => x.final && x.final.colour === 'black' && !x.final.revealed)?.final;
      return u ? swapWithSupply(s, () => u.value, (v) => (u.value = v)) : false;
    },
  },
  {
    what: 'the face-down Finale and Dark Power',
    fields: ['killer.finale', 'killer.darkPower'],
    redraw(s, c, d) {
      if (!c.killers[s.setup.killer]) return;
      if (!s.killer.finaleRevealed) s.killer.finale = killerCardPick(c, s, d, 'finales', s.setup.epicFinale) ?? s.killer.finale;
      if (!s.killer.darkPowerRevealed) s.killer.darkPower = killerCardPick(c, s, d, 'darkPowers', s.setup.epicDarkPower) ?? s.killer.darkPower;
    },
    twin(s, c) {
      let changed = false;
      const finale = otherKillerCard(c, s, 'finales', s.killer.finale);
      if (!s.killer.finaleRevealed && finale) (s.killer.finale = finale), (changed = true);
      const power = otherKillerCard(c, s, 'darkPowers', s.killer.darkPower);
      if (!s.killer.darkPowerRevealed && power) (s.killer.darkPower = power), (changed = true);
      return changed;
    },
  },
];
