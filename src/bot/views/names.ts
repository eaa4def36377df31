import { content } from '../../content/load.js';

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
