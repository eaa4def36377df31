import { spaceName, type ModuleTerminalText } from './text.js';

/** L'Armes Abbey: the Malice tokens (out of the box's 14) and the Donkey. */
export const larmesAbbeyTerminal: ModuleTerminalText<'larmesAbbey'> = {
  lines: (view, a) => [
    `Malice ${a.malice.length}/${a.malice.length + a.maliceLeft}: ${a.malice.length ? a.malice.map((sp) => spaceName(view, sp)).join(', ') : 'none'} · Donkey at ${spaceName(view, a.donkey)}`,
  ],
};
