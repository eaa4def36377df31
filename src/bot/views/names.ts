import { content } from '../../content/load.js';
import { crossGameAchievements } from '../records/crossGame.js';

/** Killer, Location and Final Girl ids as stored. */
export interface SetupIds {
  killer: string;
  location: string;
  girl: string;
}

/** The players' names of a setup's packs (an id whose pack is gone stays as it is). */
export function setupNames(ids: SetupIds): SetupIds {
  const c = content();
  return {
    killer: c.killers[ids.killer]?.name ?? ids.killer,
    location: c.locations[ids.location]?.name ?? ids.location,
    girl: c.girls[ids.girl]?.name ?? ids.girl,
  };
}

/** An achievement a finished game met, as the recap tells it. */
export interface AchievementName {
  name: string;
  text: string;
}

/**
 * The recap's names: the setup's, those of the achievements the game met, then those of the
 * cross-game achievements it earned the holder (`earned`; an id no longer known is left out).
 */
export function recapNames(finished: SetupIds & { achievements: readonly string[] }, earned: readonly string[] = []): SetupIds & { achievements: AchievementName[] } {
  const page = content().achievements[finished.killer] ?? [];
  const achievements = finished.achievements.flatMap((id) => page.filter((a) => a.id === id).map((a) => ({ name: a.name, text: a.text })));
  const cross = crossGameAchievements(content());
  const more = earned.flatMap((id) => cross.filter((a) => a.id === id).map((a) => ({ name: a.name, text: a.text })));
  return { ...setupNames(finished), achievements: [...achievements, ...more] };
}
