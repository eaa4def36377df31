import type { ChoiceOption } from './state.js';

/**
 * The longest wording a button shows: short enough to read on a phone without wrapping (issue
 * 10). An option whose label is longer carries a `short` wording of at most this many characters.
 */
export const SHORT_LABEL_MAX = 40;

/**
 * The first of `wordings` that fits SHORT_LABEL_MAX, else the last one (the labels test plays
 * every pairing and finds any that is still too long). Callers list the fuller wordings first.
 */
export function fitShort(...wordings: readonly string[]): string {
  return wordings.find((w) => w.length <= SHORT_LABEL_MAX) ?? wordings[wordings.length - 1] ?? '';
}

/**
 * A choice option: `label` the full sentence (menu description, tally, log), `short` its button
 * wording, left out when it is the label itself.
 */
export function option(id: string, label: string, group: string, short?: string): ChoiceOption {
  return short === undefined || short === label ? { id, label, group } : { id, label, short, group };
}

/** The label of `o` when it fits a button, else its short wording fitted from `wordings` (`fitShort`). */
export function withShort(choice: ChoiceOption, ...wordings: readonly string[]): ChoiceOption {
  return option(choice.id, choice.label, choice.group, fitShort(choice.label, ...wordings));
}
