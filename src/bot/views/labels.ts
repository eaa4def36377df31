import { SHORT_LABEL_MAX, type ChoiceOption } from '../../engine/index.js';

/**
 * The longest label the bot shows on a button or a menu line: short enough to read on a phone
 * without wrapping (issue 10). The engine gives each option whose label is longer a `short`
 * wording made for a button; the full label stays the menu line's description, and the log's.
 */
export { SHORT_LABEL_MAX };

/** Choice ids of discards (Discard for Time): never in the same menu or row as plays. */
export function isDiscard(option: Pick<ChoiceOption, 'id'>): boolean {
  return option.id.startsWith('discard:');
}

/** Marks a wording cut short (the full label then stays readable as the menu line's description). */
const CUT = '…';

/**
 * `text` in at most `max` characters, cut at a word's end when it must be cut (never mid-word
 * unless a single word is too long). Only a game stored before the engine gave short wordings,
 * or a long folded option, needs it.
 */
function fitWords(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= CUT.length) return CUT.slice(0, max);
  // The first max - 1 characters, and the one after: a space there means a word ends at the cut.
  const room = text.slice(0, max - CUT.length + 1);
  const space = room.lastIndexOf(' ');
  let end = space > 0 ? space : max - CUT.length;
  while (end > 1 && ' ,;:'.includes(room.charAt(end - 1))) end--;
  return `${room.slice(0, end)}${CUT}`;
}

/**
 * The label shown for an option: the engine's `short` wording (or the bot's own for a folded
 * option), else its label; never longer than `SHORT_LABEL_MAX`.
 */
export function shortLabel(option: Pick<ChoiceOption, 'label' | 'short'>): string {
  return fitWords(option.short ?? option.label, SHORT_LABEL_MAX);
}

/** Between the parts of a folded option (folds.ts): "Play Walk → Cave". */
export const FOLD_LABEL_SEP = ' → ';

/**
 * The short wording of a folded option: its parts' own short wordings in turn ("Play Walk →
 * Cave"). When they do not fit, the last part (where it ends: the space, the target) stays
 * whole and the parts before it are cut at a word's end, the first kept longest.
 */
export function foldedShort(parts: readonly Pick<ChoiceOption, 'label' | 'short'>[]): string {
  const words = parts.map((p) => p.short ?? p.label);
  const whole = words.join(FOLD_LABEL_SEP);
  const last = words[words.length - 1] ?? '';
  if (whole.length <= SHORT_LABEL_MAX || words.length < 2) return fitWords(whole, SHORT_LABEL_MAX);
  const before = words.slice(0, -1);
  let room = SHORT_LABEL_MAX - last.length - FOLD_LABEL_SEP.length * before.length;
  // Too little room for the parts before it: the whole is cut as one wording.
  if (room < 2 * before.length) return fitWords(whole, SHORT_LABEL_MAX);
  const kept = before.map((w, i) => {
    const left = before.length - i - 1;
    const fitted = fitWords(w, room - 2 * left);
    room -= fitted.length;
    return fitted;
  });
  return [...kept, last].join(FOLD_LABEL_SEP);
}

/** Whether the shown label was cut short (so only a menu, with its description line, shows it whole). */
export function needsDescription(option: Pick<ChoiceOption, 'label' | 'short'>): boolean {
  return shortLabel(option).includes(CUT) && !option.label.includes(CUT);
}

/**
 * How a choice reads in a line of text (the vote tally, /hint): the button's words, then the
 * full label in brackets when it says more and the line has room for both within `room`.
 */
export function choiceWords(option: Pick<ChoiceOption, 'label' | 'short'>, room: number): string {
  const words = shortLabel(option);
  if (words === option.label) return words;
  const both = `${words} (${option.label})`;
  return both.length <= room ? both : words;
}
