import { spaceName, type ModuleTerminalText } from './text.js';

/** Pesadilla Verde: the Piranhas!, the Huey, the Unlocked Upgrades. */
export const pesadillaVerdeTerminal: ModuleTerminalText<'pesadillaVerde'> = {
  extras(view, pv) {
    const unlocked = pv.upgrades.filter((u) => u.unlocked).map((u) => u.name);
    return [
      ...(pv.piranhas ? [`Piranhas! at ${spaceName(view, pv.piranhas)}`] : []),
      ...(pv.huey ? [`Huey at ${spaceName(view, pv.huey)}`] : []),
      ...(unlocked.length ? [`Upgrades: ${unlocked.join(', ')}`] : []),
    ];
  },
};
