import { raptorsLine } from '../../render/raptorGames.js';
import type { ModuleTerminalText } from './text.js';

/** The Raptors: the Pack, the loose Raptors, the Spawn cards. */
export const raptorsTerminal: ModuleTerminalText<'raptors'> = {
  lines: (view) => {
    const line = raptorsLine(view);
    return line ? [`Raptors: ${line}`] : [];
  },
};
