import type { ChoiceOption } from '../../engine/index.js';
import { decodeChoiceValue } from '../customId.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import type { ChoiceRef } from './types.js';

/**
 * Finds the option a pick means. Typed text may be the autocomplete value, an option id, a
 * label or a button's words (its short wording), a 1-based number, or a unique part of a label.
 */
export function resolveChoice(options: readonly ChoiceOption[], currentPromptNo: number, ref: Exclude<ChoiceRef, { kind: 'plan' }>): ChoiceOption {
  if (ref.kind === 'index') return byIndex(options, currentPromptNo, ref.promptNo, ref.index);
  const text = ref.text.trim();
  // Junk (nothing, control characters, absurd lengths) is malformed rather than an illegal choice.
  if (text.length === 0 || text.length > 200 || hasControlChars(text)) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  if (text.startsWith('#')) {
    const v = decodeChoiceValue(text);
    if (!v) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
    return byIndex(options, currentPromptNo, v.promptNo, v.index);
  }
  const lower = text.toLowerCase();
  const exact = options.find((o) => o.id === text) ?? options.find((o) => o.label.toLowerCase() === lower);
  if (exact) return exact;
  const worded = options.filter((o) => o.short?.toLowerCase() === lower);
  if (worded.length === 1 && worded[0]) return worded[0];
  if (/^\d{1,3}$/.test(text)) {
    const o = options[Number(text) - 1];
    if (o) return o;
  }
  const partial = options.filter((o) => o.label.toLowerCase().includes(lower));
  if (partial.length === 1 && partial[0]) return partial[0];
  return refuse('ILLEGAL_CHOICE', REFUSAL_TEXT.illegalChoice(text));
}

function byIndex(options: readonly ChoiceOption[], current: number, promptNo: number, index: number): ChoiceOption {
  if (promptNo !== current) refuse('STALE', REFUSAL_TEXT.stale);
  const o = options[index];
  if (!o) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  return o;
}

function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 32) return true;
  return false;
}
