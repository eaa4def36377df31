import { raptorsLine } from '../../../render/raptorGames.js';
import { clip } from '../../strings.js';
import type { ModuleText } from './text.js';

/** The Raptors: the Pack and the Spawn cards. */
export const raptorsText: ModuleText<'raptors'> = {
  summary: {
    pieces: (view) => {
      const line = raptorsLine(view);
      return line ? [clip(`🦖 ${line}`, 300)] : [];
    },
  },
};
