import { content, type Content } from '../content/load.js';
import type { Achievement } from '../content/achievements.js';
import type { GameState } from './state.js';
import { MODULES } from './modules/index.js';
import type { AchievementFacts } from './modules/manifest.js';

/** Where a Killer's facts come from: its module's manifest (`achievements`). */
function factsOf(killer: string): AchievementFacts | null {
  return Object.values(MODULES).find((m) => m.id === killer)?.achievements ?? null;
}

/** The fact names a Killer's achievements may test (content checks use it). */
export function factNames(killer: string): readonly string[] {
  return factsOf(killer)?.names ?? [];
}

/** What the games before this one count for: the player's earlier wins (see src/bot/play/settle.ts for whose). */
export interface EarlierGames {
  /** Locations of the player's earlier wins against this game's Killer. */
  locationsWon: readonly string[];
}

function meets(a: Achievement, s: GameState, facts: Readonly<Partial<Record<string, number>>>, earlier: EarlierGames): boolean {
  const won = s.result === 'won';
  const { needs } = a;
  if (needs.won && !won) return false;
  if (needs.location !== undefined && s.setup.location !== needs.location) return false;
  if (needs.extreme && !s.setup.extreme) return false;
  if (needs.fact !== undefined) {
    if (!factNames(s.setup.killer).includes(needs.fact)) throw new Error(`achievement "${a.id}": "${needs.fact}" is not a fact of ${s.setup.killer} games`);
    const value = facts[needs.fact];
    // A game without the module's record (none kept) meets no fact, not even "at most 1".
    if (value === undefined) return false;
    if (needs.atLeast !== undefined && value < needs.atLeast) return false;
    if (needs.atMost !== undefined && value > needs.atMost) return false;
  }
  if (needs.locationsWon !== undefined) {
    const places = new Set(earlier.locationsWon);
    if (won) places.add(s.setup.location);
    if (places.size < needs.locationsWon) return false;
  }
  return true;
}

/**
 * The ids of the achievements of this game's Killer that the game met, in the page's order.
 * A game ended early (`result` null) can still meet those that ask no win: what it saw happened.
 */
export function achievementsMet(state: GameState, earlier: EarlierGames, packs: Content = content()): string[] {
  const page = packs.achievements[state.setup.killer] ?? [];
  if (!page.length) return [];
  const facts = factsOf(state.setup.killer)?.of(state) ?? {};
  return page.filter((a) => meets(a, state, facts, earlier)).map((a) => a.id);
}
