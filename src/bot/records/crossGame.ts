import type { Content } from '../../content/load.js';
import type { FinishedGameRow } from '../../db/schema.js';

/**
 * Achievements over a holder's (or a player's) games, not one game's events. The printed lists
 * have per-Killer ones of this kind ("win against the Zombies at five different Locations");
 * these are ours (`reconstructed`), the same idea taken across Killers, over the installed
 * content (never a list of packs written here), and one per printed list for completing it.
 * No list is made up for a box whose printed list we do not have: a Killer without an
 * achievements page gets no "whole list" one.
 */
export interface CrossGameAchievement {
  id: string;
  name: string;
  text: string;
  provenance: 'reconstructed';
  source: string;
  /** How far the games go toward it: earned when `have` reaches `need`. */
  progress(rows: readonly FinishedGameRow[]): { have: number; need: number };
}

const won = (rows: readonly FinishedGameRow[]) => rows.filter((r) => r.result === 'won');
const distinct = (values: readonly string[]) => new Set(values).size;
const installed = (have: Iterable<string>, packs: Readonly<Record<string, unknown>>) => [...new Set(have)].filter((id) => id in packs).length;

/** Locations to win at, across Killers (as the printed per-Killer ones count five). */
const ROAD_TRIP_LOCATIONS = 5;

export function crossGameAchievements(content: Pick<Content, 'killers' | 'locations' | 'achievements'>): CrossGameAchievement[] {
  const killers = Object.keys(content.killers).length;
  const locations = Object.keys(content.locations).length;
  const lists = Object.entries(content.achievements).map(([killer, page]): CrossGameAchievement => {
    const name = content.killers[killer]?.name ?? killer;
    const ids = page.map((a) => a.id);
    return {
      id: `complete-${killer}`,
      name: `${name}: the Whole List`,
      text: `Earn all ${ids.length} printed achievements of ${name}.`,
      provenance: 'reconstructed',
      source: `Ours: the printed list of ${name} (assets/killers/${killer}/achievements.json) done, as achievement trackers mark a list complete.`,
      progress: (rows) => ({ have: distinct(rows.filter((r) => r.killer === killer).flatMap((r) => r.achievements.filter((a) => ids.includes(a)))), need: ids.length }),
    };
  });
  return [
    {
      id: 'road-trip',
      name: 'Road Trip',
      text: `Win at ${ROAD_TRIP_LOCATIONS} different Locations, against any Killers.`,
      provenance: 'reconstructed',
      source: 'Ours: the printed Grave Tourist and Manhunt Tour ask five Locations against one Killer; this counts them across Killers.',
      progress: (rows) => ({ have: distinct(won(rows).map((r) => r.location)), need: ROAD_TRIP_LOCATIONS }),
    },
    {
      id: 'every-killer',
      name: 'Last One Standing',
      text: 'Win against every Killer the bot has.',
      provenance: 'reconstructed',
      source: 'Ours: the cross-Killer counterpart of the printed five-Locations achievements, over the installed Killers.',
      progress: (rows) => ({ have: installed(won(rows).map((r) => r.killer), content.killers), need: killers }),
    },
    {
      id: 'every-location',
      name: 'Seen It All',
      text: 'Win at every Location the bot has.',
      provenance: 'reconstructed',
      source: 'Ours: the printed five-Locations achievements taken to every installed Location, any Killer.',
      progress: (rows) => ({ have: installed(won(rows).map((r) => r.location), content.locations), need: locations }),
    },
    {
      id: 'full-coverage',
      name: 'Full Coverage',
      text: 'Play every Killer at every Location to the end, won or lost.',
      provenance: 'reconstructed',
      source: 'Ours: the community’s Killer x Location coverage matrices, filled.',
      progress: (rows) => ({
        have: distinct(rows.filter((r) => r.result !== 'abandoned' && r.killer in content.killers && r.location in content.locations).map((r) => `${r.killer}@${r.location}`)),
        need: killers * locations,
      }),
    },
    ...lists,
  ];
}

/** The ids of the cross-game achievements the games meet. */
export function crossGameMet(rows: readonly FinishedGameRow[], content: Pick<Content, 'killers' | 'locations' | 'achievements'>): string[] {
  return crossGameAchievements(content)
    .filter((a) => {
      const p = a.progress(rows);
      return p.need > 0 && p.have >= p.need;
    })
    .map((a) => a.id);
}
