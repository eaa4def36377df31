import { hordeTally, hordeTallyText } from '../../../render/zombies.js';
import { vehicleText } from '../../../render/vehicles.js';
import { clip, SUMMARY } from '../../strings.js';
import type { ModuleText } from './text.js';

/** The Zombies: the Hordes' tally on the Killer line (no Killer board), the Location's Vehicle. */
export const zombiesText: ModuleText<'zombies'> = {
  summary: {
    killerTally: (view, z) => [hordeTallyText(hordeTally(view, z))],
    sheets: (view, z) => (z.vehicles ? [clip(SUMMARY.vehicle(vehicleText(view, z.vehicles)), 300)] : []),
  },
};
