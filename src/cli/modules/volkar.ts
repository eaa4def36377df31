import { spaceName, type ModuleTerminalText, type TerminalSecretText } from './text.js';

/** The Volk'ar: Concealed at her Origin, her Path card by card, the Attack token. */
export const volkarTerminal: ModuleTerminalText<'volkar'> = {
  killerWhere: (view, v) => [`Concealed${v.originSpace ? ` (Origin at ${spaceName(view, v.originSpace)})` : ''}`],
  lines(view, v) {
    const path = v.path.map((p) => `  ${p.position}. ${p.faceUp ? (p.text ?? 'face up') : 'face down'}${p.origin ? ' (Origin)' : ''}`);
    return [
      `Volk'ar path (${v.path.length} card${v.path.length === 1 ? '' : 's'}):${path.length ? '' : ' empty'}`,
      ...path,
      ...(v.attackToken ? [`  Attack token at ${spaceName(view, v.attackToken.space)} (${v.attackToken.damage} damage)`] : []),
    ];
  },
};

/** The Path cards Track uncovered. */
export const volkarSecretTerminal: TerminalSecretText<'volkar'> = (secret) => secret.tracked.map((t) => `Path card ${t.position} is: ${t.text}`);
