import { SUMMARY, TEXT } from '../../strings.js';
import type { ModuleText, SecretText } from './text.js';

/** Berith: the Divine Blessings sheet (which spaces are filled, never a token's face, but to her players). */
export const berithText: ModuleText<'berith'> = {
  summary: {
    sheets: (_view, b) => [SUMMARY.blessings(b.side, b.sheet.filter((s) => s.filled).length, b.sheet.length)],
  },
  setupNotes: (setup) => [TEXT.noteBlessings(setup.blessingsSide, setup.strictSecrets)],
};

export const berithSecretText: SecretText<'berith'> = (secret) =>
  typeof secret.blessings === 'string' ? [SUMMARY.blessingsHidden] : secret.blessings.map((b) => SUMMARY.blessingFace(b.space, b.health));
