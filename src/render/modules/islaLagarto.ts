import type { ModuleViews } from '../../engine/index.js';
import { fencesOn, fenceText, lavaText, tRexLabel, tRexText, tRexTrack } from '../raptorGames.js';
import type { RenderPresenter } from './presenter.js';

/**
 * Isla Lagarto: its fence lines on the board (powered or not), the fences, the T-Rex card (its
 * boxes after it while caged) and the Lava in words; on the turn picture only the powered fences
 * and the T-Rex card (the Lava is hatched on the board).
 */
export const islaLagartoPresenter: RenderPresenter<ModuleViews['islaLagarto']> = {
  parts: (view, iv) => {
    const boxes = tRexTrack(iv);
    const track = boxes ? { track: boxes } : {};
    const island = view.setup.location;
    return {
      fences: () => iv.fences.lines.map((l) => ({ ...l, powered: iv.fences.powered.includes(l.section) })),
      alt: { board: () => [`${[fenceText(iv), tRexText(iv), lavaText(iv)].join('. ')}.`] },
      footer: {
        edge: (full) => (full ? [{ text: `${island}: ${[fenceText(iv), lavaText(iv), tRexLabel(iv, true)].join(' · ')}`, ...track }] : []),
        turnLine: () => ({ label: island, parts: [fencesOn(iv), tRexLabel(iv, false)], ...track }),
      },
    };
  },
};
