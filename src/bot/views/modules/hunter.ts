import { hunterLines } from '../../../render/hunter.js';
import { clip } from '../../strings.js';
import type { ModuleText } from './text.js';

/** The Hunter: its parts, Countdown and Ally card, one line each. */
export const hunterText: ModuleText<'hunter'> = {
  summary: {
    pieces: (_view, h) => hunterLines(h).map((l) => clip(`🤖 ${l}`, 300)),
  },
};
