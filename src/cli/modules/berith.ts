import type { ModuleTerminalText, TerminalSecretText } from './text.js';

/** Berith: the Divine Blessings sheet (how many spaces are filled, never a face). */
export const berithTerminal: ModuleTerminalText<'berith'> = {
  lines: (_view, b) => [
    `Divine Blessings (${b.side === 'hellish' ? 'Hellish' : 'Heavenly'} side): ${b.sheet.filter((s) => s.filled).length}/${b.sheet.length} placed, face down` +
      ` · black Final Health tokens left ${b.blackTokensLeft}${b.strict ? ' · strict: hidden from everyone until the reveal' : ''}`,
  ],
};

/** The blessings' faces, when the game is not strict. */
export const berithSecretTerminal: TerminalSecretText<'berith'> = (secret) =>
  typeof secret.blessings === 'string'
    ? []
    : secret.blessings.map((b) => `Divine Blessing ${b.space} shows ${b.health > 0 ? `${b.health} health` : 'a blank token'}`);
