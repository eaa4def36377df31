/**
 * How players name a Killer, Location or Final Girl: by its id ("volkar") or its display name
 * ("The Volk'ar"), in any case, with typographic apostrophes (’) for plain ones and stray spaces.
 * The engine's setup and the bot's autocomplete both read names through here.
 */

/** A pack a player can name. */
export interface NamedPack {
  id: string;
  name: string;
}

/** Apostrophe-like marks phones and word processors type instead of ' (’ ‘ ‛ ʼ ′ ` ´). */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u2032\u0060\u00B4]/g;
/** Quote marks around the whole name ("The Volk'ar", “The Volk'ar”). */
const QUOTED = /^["\u201C\u201D\u201E](.*)["\u201C\u201D\u201E]$/s;

/** The form names are compared in: plain apostrophes, single spaces, no surrounding spaces or quotes, lower case. */
export function nameKey(text: string): string {
  const plain = text.normalize('NFKC').replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
  const unquoted = QUOTED.exec(plain)?.[1]?.trim() ?? plain;
  return unquoted.toLowerCase();
}

/** Letters and digits only ("l'armes-abbey" and "L’Armes Abbey" are both "larmesabbey"). */
export function looseKey(text: string): string {
  return nameKey(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The id of the pack `typed` names, or null: an exact id or display name first (after nameKey),
 * else the one pack whose id or name has the same letters and digits ("the volkar", "volk'ar").
 */
export function packIdOf(packs: Readonly<Record<string, NamedPack>>, typed: string): string | null {
  const key = nameKey(typed);
  if (!key) return null;
  const all = Object.values(packs);
  const exact = all.find((p) => nameKey(p.id) === key || nameKey(p.name) === key);
  if (exact) return exact.id;
  const loose = looseKey(typed);
  if (!loose) return null;
  const near = all.filter((p) => looseKey(p.id) === loose || looseKey(p.name) === loose);
  return near.length === 1 ? (near[0] as NamedPack).id : null;
}

/** The display names, for a refusal ("Berith, The Volk'ar"). */
export function displayNames(packs: Readonly<Record<string, NamedPack>>): string {
  return Object.values(packs)
    .map((p) => p.name)
    .join(', ');
}

/** Does a pack match what is typed so far (for autocomplete)? Everything matches an empty entry. */
export function packMatches(pack: NamedPack, typed: string): boolean {
  const key = nameKey(typed);
  if (!key) return true;
  if (nameKey(pack.name).includes(key) || nameKey(pack.id).includes(key)) return true;
  const loose = looseKey(typed);
  return loose !== '' && (looseKey(pack.name).includes(loose) || looseKey(pack.id).includes(loose));
}
