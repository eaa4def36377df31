import { ApplicationCommandOptionType, type ChatInputCommandInteraction } from 'discord.js';
import type { Command } from './command.js';
import { refuse } from './refusal.js';
import { clip, REFUSAL_TEXT } from './strings.js';

type Declared = NonNullable<Command['data']['options']>[number];
type Sent = ChatInputCommandInteraction['options']['data'][number];

const T = ApplicationCommandOptionType;

/** What an option of this type expects, in words. */
function expects(o: Declared): string {
  const d = o as { choices?: readonly { value: string | number }[]; min_value?: number; max_value?: number; max_length?: number };
  if (d.choices?.length) return `one of ${d.choices.map((c) => `\`${c.value}\``).join(', ')}`;
  const range = d.min_value !== undefined && d.max_value !== undefined ? ` from ${d.min_value} to ${d.max_value}` : '';
  switch (o.type) {
    case T.String:
      return `text${d.max_length !== undefined ? ` of at most ${d.max_length} characters` : ''}`;
    case T.Integer:
      return `a whole number${range}`;
    case T.Number:
      return `a number${range}`;
    case T.Boolean:
      return 'true or false';
    case T.User:
      return 'a member of this server';
    case T.Channel:
      return 'a channel';
    case T.Role:
      return 'a role';
    case T.Mentionable:
      return 'a member or a role';
    case T.Attachment:
      return 'a file';
    default:
      return 'a value';
  }
}

/** What arrived, in words (quoted, clipped: it is shown back to the one who typed it). */
function got(s: Sent): string {
  const v = s.value;
  if (typeof v === 'string') return `the text “${clip(v, 40)}”`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return String(v);
  return 'no value';
}

const SNOWFLAKE = /^\d{5,25}$/;

/**
 * Whether `s` has the type `o` declares (and a value of that type: a whole number for an
 * integer), within what it declares: its range, its length, one of its choices. Discord's
 * client keeps to them, so a value outside them is a hand-made payload or a stale
 * registration: refused with the option's name, never defaulted in silence.
 */
function fits(o: Declared, s: Sent): boolean {
  if (s.type !== o.type) return false;
  const v = s.value;
  const d = o as { choices?: readonly { value: string | number }[]; min_value?: number; max_value?: number; min_length?: number; max_length?: number };
  if (d.choices?.length && !d.choices.some((c) => c.value === v)) return false;
  if (typeof v === 'number' && ((d.min_value !== undefined && v < d.min_value) || (d.max_value !== undefined && v > d.max_value))) return false;
  if (typeof v === 'string' && ((d.min_length !== undefined && v.length < d.min_length) || (d.max_length !== undefined && v.length > d.max_length))) return false;
  switch (o.type) {
    case T.String:
      return typeof v === 'string';
    case T.Integer:
      return typeof v === 'number' && Number.isSafeInteger(v);
    case T.Number:
      return typeof v === 'number' && Number.isFinite(v);
    case T.Boolean:
      return typeof v === 'boolean';
    case T.User:
    case T.Channel:
    case T.Role:
    case T.Mentionable:
    case T.Attachment:
      return typeof v === 'string' && SNOWFLAKE.test(v);
    default:
      return true;
  }
}

/**
 * Checks a slash command's options against what the command declares, before its handler
 * runs: a required option that is missing, or one of the wrong type (text where a whole
 * number belongs), is a Refusal naming the option and
 * what it expects. Discord's client checks all this, so only a stale registration or a
 * hand-made payload gets here; without the check, discord.js's option getters throw and the
 * player would read the generic error. Options the command does not declare are ignored.
 */
export function checkOptions(command: Command, index: ChatInputCommandInteraction): void {
  const sent = new Map(index.options.data.map((s) => [s.name, s]));
  for (const o of command.data.options ?? []) {
    const s = sent.get(o.name);
    if (s === undefined || s.value === undefined || s.value === null) {
      if ('required' in o && o.required) refuse('BAD_OPTION', REFUSAL_TEXT.optionMissing(command.data.name, o.name, expects(o)));
      continue;
    }
    if (!fits(o, s)) refuse('BAD_OPTION', REFUSAL_TEXT.optionWrong(command.data.name, o.name, expects(o), got(s)));
  }
}
