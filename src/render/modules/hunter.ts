import type { ModuleViews } from '../../engine/index.js';
import { hunterLines, partLegendEntry, partPieces } from '../hunter.js';
import type { PanelRow } from '../shapes.js';
import type { RenderPresenter } from './presenter.js';

/**
 * The Hunter: the face-down Cybernetic Parts on the board, the stack on the Finale card as the
 * Killer panel's row once no Killer board is left, and its facts in words (the Ally card too).
 */
export const hunterPresenter: RenderPresenter<ModuleViews['hunter']> = {
  parts: (_view, hv) => {
    // One pip per Cybernetic Part left on the Finale card, then the Countdown tokens under them.
    const parts: PanelRow = {
      label: 'Parts',
      pips: { n: hv.parts, filled: hv.parts },
      text: hv.parts + hv.countdown === 0 ? 'all gone' : `+ ${hv.countdown} Countdown${hv.partDamage ? ` · ${hv.partDamage} dmg` : ''}`,
    };
    return {
      pieces: () => partPieces(hv),
      killer: { rows: () => ({ sheet: [parts], turn: [parts] }) },
      legend: { counters: () => [partLegendEntry] },
      alt: { beside: () => hunterLines(hv).map((l) => `${l.replace(/ · /g, ', ')}.`) },
      footer: { edge: (full) => hunterLines(hv, full).map((text) => ({ text })) },
    };
  },
};
