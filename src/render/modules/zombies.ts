import type { ModuleViews } from '../../engine/index.js';
import { vehicleLegendEntries, vehiclePieces, vehicleText } from '../vehicles.js';
import { HORDE_MARK, hordeTally, hordeTallyText, missingZombieEntries, zombiesOnBoard } from '../zombies.js';
import type { PanelRow } from '../shapes.js';
import type { RenderPresenter } from './presenter.js';

/**
 * The Zombies: no Killer board, so the Killer panel shows the Hordes against their tokens and the
 * Zombies on the board; the legend names both from the first turn; the Vehicles, where the
 * Location has them, on the board and in words.
 */
export const zombiesPresenter: RenderPresenter<ModuleViews['zombies']> = {
  parts: (view, zv) => {
    const tally = hordeTally(view, zv);
    // One pip per Horde token, filled while its Horde is on the board: a Horde past them loses.
    const hordes: PanelRow = {
      label: 'Hordes',
      pips: { n: tally.tokens, filled: tally.inPlay },
      text: `${tally.inPlay}/${tally.tokens}${tally.formed > tally.inPlay ? ` · ${tally.formed} formed` : ''}`,
    };
    const zombies: PanelRow = { label: 'Zombies', text: `${zombiesOnBoard(view)} on the board` };
    const vehicles = zv.vehicles;
    return {
      pieces: () => (vehicles ? vehiclePieces(vehicles) : []),
      killer: {
        mark: HORDE_MARK,
        tally: () => hordeTallyText(tally),
        rows: () => ({ sheet: [hordes, zombies], turn: [hordes] }),
      },
      legend: {
        units: (shown) => missingZombieEntries(shown),
        counters: () => (vehicles ? vehicleLegendEntries(vehicles) : []),
      },
      alt: { marks: () => (vehicles ? [`${vehicleText(view, vehicles)}.`] : []) },
    };
  },
};
