import { z } from 'zod';
import type { PublicView } from '../../engine/index.js';
import { clip, CONTENT_MAX, TEXT } from '../strings.js';
import { summaryLines } from './summary.js';

/**
 * A turn message as parts: what just happened, the board summary, the question and notes under
 * it. One message holds a whole game turn: each decision of the turn edits it, with new parts
 * (publish.ts). The parts are stored as JSON in the prompt's `body` (layout 'parts'), so an edit
 * or a restart rebuilds the message from them and never searches its text; turn messages stored
 * by an older bot keep their plain-text body and layout ('legacy', 'v2').
 */
const turnPartsSchema = z
  .object({
    format: z.literal('turn-parts'),
    /** The engine's game turn the message is for: decisions of the same turn edit it. */
    turn: z.number().int().min(0),
    /** What the last step did, headlines first (story.ts); '' when nothing public happened. */
    account: z.string(),
    summary: z.array(z.string()),
    /** The question, without its heading. */
    question: z.string(),
    /** Lines under the question: choices reachable only with /choose, the plan that goes on. */
    notes: z.array(z.string()),
    /** Who was pinged for this game turn already (each player at most once a game turn). */
    pinged: z.array(z.string()),
    /** The message shows its buttons: false between the post of a new message and the edit that adds them (a restart finishes it). */
    offered: z.boolean(),
  })
  .strict();
export type TurnParts = z.infer<typeof turnPartsSchema>;

/** The longest account a turn message keeps (the summary, the question and live lines need the rest). */
export const ACCOUNT_MAX = 900;

/** The parts of the turn message for `view`'s open decision. */
export function turnParts(view: PublicView, account: string, hidden: number, extra: readonly string[], pinged: readonly string[]): TurnParts {
  return {
    format: 'turn-parts',
    turn: view.turn,
    account: clip(account, ACCOUNT_MAX),
    summary: [...summaryLines(view), ...extra],
    question: view.decision?.prompt ?? '',
    notes: hidden > 0 ? [TEXT.moreChoices(hidden)] : [],
    pinged: [...pinged],
    offered: true,
  };
}

/** The stored parts of a prompt's body, or null for a body an older bot wrote (plain text). */
export function readTurnParts(body: string | null): TurnParts | null {
  if (!body?.startsWith('{')) return null;
  try {
    const parsed = turnPartsSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The text above the picture: the account, then the summary. */
export function headText(parts: TurnParts): string {
  return [parts.account, parts.summary.join('\n')].filter((x) => x.length > 0).join('\n\n');
}

/** The text under the picture: the question, its notes, then the live lines (tally, who decides). */
export function questionText(parts: TurnParts, live: readonly string[]): string {
  const question = [`${TEXT.decideHeading} ${parts.question}`, ...parts.notes].join('\n');
  return live.length ? `${question}\n\n${live.join('\n')}` : question;
}

/** The parts as one plain message (`/status`): the question and live lines whole, the summary cut first when it must be. */
export function partsText(parts: TurnParts, live: readonly string[], max: number = CONTENT_MAX): string {
  const question = clip(questionText(parts, live), Math.floor(max / 2));
  return `${clip(headText(parts), max - question.length - 2)}\n\n${question}`;
}
