import type { ModuleViews } from '../../engine/index.js';
import { looseRaptors, packOf, packSize, raptorsText } from '../raptorGames.js';
import type { RenderPresenter } from './presenter.js';

/**
 * The Raptors: the Pack's size, the loose Raptors and the Spawn cards in words; on the turn
 * picture only the Pack's size and the loose Raptors' count (the Spawn deck is the sheet's).
 */
export const raptorsPresenter: RenderPresenter<ModuleViews['raptors']> = {
  parts: (view, rv) => ({
    alt: { board: () => [`${raptorsText(view, rv).replace(/ · /g, '. ')}.`] },
    footer: {
      edge: (full) => (full ? [{ text: `Raptors: ${raptorsText(view, rv)}` }] : []),
      turnLine: () => {
        const pack = packOf(view);
        return { label: 'Raptors', parts: [pack ? `Pack of ${packSize(pack)}` : 'Pack gone', `${looseRaptors(view)} loose`] };
      },
    },
  }),
};
