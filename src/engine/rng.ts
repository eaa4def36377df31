/**
 * Seeded PRNG (mulberry32). Its whole state is one uint32 kept in GameState.rng, so a saved
 * game continues the same sequence and `same seed + same choices => same game`.
 */
export interface RngHolder {
  rng: number;
}

/** Turns any seed (number or text) into the initial uint32 state. */
export function seedToState(seed: number | string): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function nextUint32(holder: RngHolder): number {
  holder.rng = (holder.rng + 0x6d2b79f5) >>> 0;
  let t = holder.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** A whole number in [0, n). */
export function randomInt(holder: RngHolder, count: number): number {
  return Math.floor((nextUint32(holder) / 4294967296) * count);
}

/** Shuffles in place (Fisher-Yates) and returns the same array. */
export function shuffle<T>(holder: RngHolder, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(holder, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
