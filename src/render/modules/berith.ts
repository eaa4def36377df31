import type { ModuleViews } from '../../engine/index.js';
import { drawBlessings } from '../blessings.js';
import type { RenderPresenter } from './presenter.js';

/** Berith: the Divine Blessings sheet (which spaces hold a face-down token, never a face), the sheet's section. */
export const berithPresenter: RenderPresenter<ModuleViews['berith']> = {
  parts: (_view, b) => ({
    alt: {
      sheets: () => {
        const placed = b.sheet.filter((s) => s.filled).length;
        return [`Divine Blessings (${b.side === 'heavenly' ? 'Heavenly' : 'Hellish'}): ${placed}/${b.sheet.length} placed face down, black tokens left ${b.blackTokensLeft}.`];
      },
    },
    section: { name: 'blessings', draw: (p, box) => drawBlessings(p, b, box) },
  }),
};
