import { hordeTally, hordeTallyText } from '../../render/zombies.js';
import { vehicleText } from '../../render/vehicles.js';
import type { ModuleTerminalText } from './text.js';

/** The Zombies: the Hordes on the Killer line, the Location's Vehicle. */
export const zombiesTerminal: ModuleTerminalText<'zombies'> = {
  killerTally: (view, z) => [hordeTallyText(hordeTally(view, z))],
  lines: (view, z) => (z.vehicles ? [`Vehicle: ${vehicleText(view, z.vehicles)}`] : []),
};
