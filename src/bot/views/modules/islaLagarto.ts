import { islaLagartoLine } from '../../../render/raptorGames.js';
import { clip } from '../../strings.js';
import type { ModuleText } from './text.js';

/** Isla Lagarto: the fences, the T-Rex and the Lava. */
export const islaLagartoText: ModuleText<'islaLagarto'> = {
  summary: {
    pieces: (view) => {
      const line = islaLagartoLine(view);
      return line ? [clip(`⚡ ${line}`, 300)] : [];
    },
  },
};
