import type { Content } from './load.js';
import { looseKey, nameKey, packMatches } from './names.js';
import type { ActionCard, Provenance } from './schema.js';

/** Every kind of card a player meets, in the order /card lists them. */
const CARD_KINDS = [
  'Action card',
  'Vehicle Action card',
  'Terror card',
  'Event card',
  'Item card',
  'Finale',
  'Dark Power',
  'Setup card',
  'Ultimate ability',
  'Movement card',
  'Spawn card',
  'Lava card',
  'Vehicle card',
] as const;
type CardKind = (typeof CARD_KINDS)[number];

/** The packs a card comes with: it is in a game whose setup has every one given (none: every game). */
interface CardScope {
  killer?: string;
  location?: string;
  girl?: string;
}

/** One card as /card tells it: read off the content packs, never written by hand. */
export interface CardEntry {
  /** Unique over every pack: `<kind>:<pack>:<id>` (the autocomplete value). */
  key: string;
  kind: CardKind;
  /** The card's id in its pack (its first copy's, when alike copies have ids of their own). */
  id: string;
  /** The ids of its copies in the pack: alike cards (same kind, pack, name and text) are one entry. */
  ids: readonly string[];
  name: string;
  /** Where it comes from, in words: "Core Box", "Isla Lagarto", "The Volk'ar". */
  pack: string;
  /** What tells apart cards of one name and pack (a Lava card's space). */
  detail?: string;
  /** Rules text in the bot's words. */
  text: string;
  /** The Action card itself (cost, rows), for the kinds that are one. */
  action?: ActionCard;
  /** Copies in the box: an Action card's, or how many alike cards the pack has (absent: one). */
  copies?: number;
  /** A Spawn card's Raptors (the public Spawn discard shows only these). */
  raptors?: number;
  provenance: Provenance;
  source: string;
  scope: CardScope;
}

/** Does a game of this setup hold the card's packs? */
export function inSetup(card: CardEntry, setup: { killer: string; location: string; girl: string }): boolean {
  const { killer, location, girl } = card.scope;
  return (killer === undefined || killer === setup.killer) && (location === undefined || location === setup.location) && (girl === undefined || girl === setup.girl);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function build(c: Content): CardEntry[] {
  const out: CardEntry[] = [];
  const add = (e: Omit<CardEntry, 'key' | 'ids'>, pack: string) => {
    const same = out.find((x) => x.kind === e.kind && x.pack === e.pack && x.name === e.name && x.text === e.text && x.detail === e.detail && !x.action && !e.action);
    if (same) {
      Object.assign(same, { ids: [...same.ids, e.id], copies: same.ids.length + 1 });
      return;
    }
    out.push({ key: `${e.kind}:${pack}:${e.id}`.toLowerCase().replace(/\s+/g, '-'), ids: [e.id], ...e });
  };
  const printed = (x: { id: string; name: string; text: string; provenance: Provenance; source: string }) => ({
    id: x.id, name: x.name, text: x.text, provenance: x.provenance, source: x.source,
  });
  const action = (a: ActionCard) => ({ ...printed(a), action: a, copies: a.copies });

  for (const a of c.core.actionCards) add({ kind: 'Action card', ...action(a), pack: 'Core Box', scope: {} }, 'core');
  for (const k of Object.values(c.killers)) {
    const scope = { killer: k.id };
    for (const a of k.actionCards) add({ kind: 'Action card', ...action(a), pack: k.name, scope }, k.id);
    for (const t of k.terror) add({ kind: 'Terror card', ...printed(t), pack: k.name, scope }, k.id);
    for (const f of k.finales) add({ kind: 'Finale', ...printed(f), pack: k.name, ...(f.epic ? { detail: 'Epic' } : {}), scope }, k.id);
    for (const d of k.darkPowers) add({ kind: 'Dark Power', ...printed(d), pack: k.name, ...(d.epic ? { detail: 'Epic' } : {}), scope }, k.id);
  }
  for (const l of Object.values(c.locations)) {
    const scope = { location: l.id };
    for (const a of l.actionCards) add({ kind: 'Action card', ...action(a), pack: l.name, scope }, l.id);
    for (const t of l.terror) add({ kind: 'Terror card', ...printed(t), pack: l.name, scope }, l.id);
    for (const e of l.events) add({ kind: 'Event card', ...printed(e), pack: l.name, scope }, l.id);
    for (const i of l.items) add({ kind: 'Item card', ...printed(i), pack: l.name, scope }, l.id);
    for (const s of l.setups) add({ kind: 'Setup card', ...printed(s), pack: l.name, scope }, l.id);
  }
  for (const g of Object.values(c.girls)) {
    const scope = { girl: g.id };
    if (g.bonusItem) add({ kind: 'Item card', ...printed(g.bonusItem), pack: g.name, scope }, g.id);
    add({ kind: 'Ultimate ability', id: 'ultimate', name: g.ultimate.name, text: g.ultimate.text, provenance: g.provenance, source: g.source, pack: g.name, scope }, g.id);
  }
  const volkar = c.killers.volkar;
  c.volkarMovement.forEach((m, i) =>
    add({ kind: 'Movement card', id: m.id, name: `Movement card ${i + 1}`, text: m.text, provenance: m.provenance, source: m.source, pack: volkar?.name ?? 'volkar', scope: { killer: 'volkar' } }, 'volkar'),
  );
  // Spawn cards of one value are alike: one entry each value, with its copies.
  const spawn = [...(c.raptorsSheet?.spawnCards ?? [])].sort((a, b) => a.raptors - b.raptors);
  for (const s of spawn) {
    const text = `Place ${plural(s.raptors, 'Raptor', 'Raptors')}: roll a die and read the Raptors card's spawn table for where.`;
    add({ kind: 'Spawn card', id: s.id, name: `Spawn: ${plural(s.raptors, 'Raptor', 'Raptors')}`, text, raptors: s.raptors, provenance: s.provenance, source: s.source, pack: c.killers.raptors?.name ?? 'raptors', scope: { killer: 'raptors' } }, 'raptors');
  }
  const isla = c.islaLagarto;
  const islaPack = c.locations['isla-lagarto'];
  for (const l of isla?.lava.cards ?? []) {
    const space = islaPack?.board.spaces.find((s) => s.id === l.space)?.name ?? l.space;
    add({ kind: 'Lava card', ...printed(l), detail: space, pack: islaPack?.name ?? 'isla-lagarto', scope: { location: 'isla-lagarto' } }, 'isla-lagarto');
  }
  const zombies = c.killers.zombies?.name ?? 'zombies';
  for (const [where, v] of Object.entries(c.zombieVehicles?.vehicles ?? {})) {
    const scope = { killer: 'zombies', location: where };
    const pack = `${zombies} at ${c.locations[where]?.name ?? where}`;
    add({ kind: 'Vehicle card', ...printed(v), pack, scope }, where);
    for (const a of v.cards) add({ kind: 'Vehicle Action card', ...action(a), pack, scope }, where);
  }
  return out;
}

const built = new WeakMap<Content, readonly CardEntry[]>();
/** Every card of every pack, in CARD_KINDS order then pack order. */
export function cardCatalog(content: Content): readonly CardEntry[] {
  let cards = built.get(content);
  if (!cards) {
    const all = build(content);
    cards = CARD_KINDS.flatMap((k) => all.filter((e) => e.kind === k));
    built.set(content, cards);
  }
  return cards;
}

/** The name a list shows: the name, then what tells it from others ("Lava (Lava card, Isla Lagarto: North Beach)"). */
export function cardLabel(card: CardEntry): string {
  return `${card.name} (${card.kind}, ${card.pack}${card.detail ? `: ${card.detail}` : ''})`;
}

/** Does a card match what is typed so far (autocomplete): its name, kind, pack or detail hold it. */
export function cardMatches(card: CardEntry, typed: string): boolean {
  return packMatches({ id: card.key, name: cardLabel(card) }, typed);
}

/** Cards of the game's packs first, each group in catalog order. */
export function gameFirst(cards: readonly CardEntry[], setup: Parameters<typeof inSetup>[1] | null): CardEntry[] {
  return setup ? [...cards.filter((x) => inSetup(x, setup)), ...cards.filter((x) => !inSetup(x, setup))] : [...cards];
}

/**
 * The cards `typed` names: an autocomplete value (a key), else every card of that name or label
 * (compared as pack names are, then by letters and digits only); of those, the game's own when it
 * has any. Empty when none is called so.
 */
export function cardsNamed(cards: readonly CardEntry[], typed: string, setup: Parameters<typeof inSetup>[1] | null): CardEntry[] {
  const byKey = cards.find((x) => x.key === typed.trim());
  if (byKey) return [byKey];
  const key = nameKey(typed);
  if (!key) return [];
  let hits = cards.filter((x) => nameKey(x.name) === key || nameKey(cardLabel(x)) === key);
  const loose = looseKey(typed);
  if (!hits.length && loose) hits = cards.filter((x) => looseKey(x.name) === loose);
  const mine = setup ? hits.filter((x) => inSetup(x, setup)) : [];
  return mine.length ? mine : hits;
}

/** Names close to `typed`, for a refusal: those holding it, else those sharing a word of three letters or more; the game's first. */
export function nearCardNames(cards: readonly CardEntry[], typed: string, setup: Parameters<typeof inSetup>[1] | null, max: number): string[] {
  if (!nameKey(typed)) return [];
  let near = cards.filter((x) => packMatches({ id: x.key, name: x.name }, typed));
  if (!near.length) {
    const words = nameKey(typed).split(/[^\p{L}\p{N}']+/u).filter((w) => w.length >= 3);
    near = cards.filter((x) => words.some((w) => nameKey(x.name).includes(w)));
  }
  return [...new Set(gameFirst(near, setup).map((x) => x.name))].slice(0, max);
}
