import type { ModuleViews } from '../../engine/index.js';
import { drawUpgrades } from '../upgrades.js';
import type { VictimNames } from '../shapes.js';
import type { RenderPresenter } from './presenter.js';

/** Its Victims are Soldiers: what a view made before the view carried the name calls them. */
const SOLDIERS: VictimNames = { letter: 'S', one: 'Soldier', many: 'Soldiers' };

/**
 * Pesadilla Verde: the Huey and the Piranhas on the board, the Archeologist and the Rebel Leader
 * among its Soldiers, and the Soldiers' Upgrades (the sheet's section, with their Action cubes).
 */
export const pesadillaVerdePresenter: RenderPresenter<ModuleViews['pesadillaVerde']> = {
  tokens: {
    huey: { kind: 'huey', label: 'H', word: 'Huey' },
    piranhas: { kind: 'piranhas', label: 'P!', word: 'Piranhas!' },
  },
  specialVictims: { archeologist: 'AR', 'rebel-leader': 'RL' },
  parts: (_view, pv) => ({
    victims: SOLDIERS,
    legend: {
      victims: () => [
        { kind: 'special', label: 'AR', meaning: 'Archeologist' },
        { kind: 'special', label: 'RL', meaning: 'Rebel Leader' },
        { kind: 'huey', label: 'H', meaning: 'Huey' },
        { kind: 'piranhas', label: 'P!', meaning: 'Piranhas!' },
      ],
      sheet: () => [{ kind: 'cube', label: '', meaning: 'Action cube' }],
    },
    alt: {
      cards: () => {
        const unlocked = pv.upgrades.filter((u) => u.unlocked).map((u) => u.name);
        return [`Upgrades unlocked: ${unlocked.length ? unlocked.join(', ') : 'none'}.`];
      },
    },
    section: { name: 'upgrades', draw: (p, box) => drawUpgrades(p, pv, box) },
  }),
};
