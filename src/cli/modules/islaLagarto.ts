import { islaLagartoLine } from '../../render/raptorGames.js';
import type { ModuleTerminalText } from './text.js';

/** Isla Lagarto: the fences, the T-Rex card, the Lava. */
export const islaLagartoTerminal: ModuleTerminalText<'islaLagarto'> = {
  lines: (view) => {
    const line = islaLagartoLine(view);
    return line ? [`Isla Lagarto: ${line}`] : [];
  },
};
