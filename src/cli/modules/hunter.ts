import { hunterLines } from '../../render/hunter.js';
import type { ModuleTerminalText } from './text.js';

/** The Hunter: the stack on the Finale card, the face-down parts, Minor Dark Powers, the Ally card. */
export const hunterTerminal: ModuleTerminalText<'hunter'> = {
  lines: (_view, h) => hunterLines(h).map((l) => `Hunter: ${l}`),
};
