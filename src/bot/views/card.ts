import type { CardEntry } from '../../content/cards.js';
import { describeSteps } from '../../engine/index.js';
import { CARD_TEXT, CONTENT_MAX, clip } from '../strings.js';

/** The longest `source` line shown (the pack's full note can run to a paragraph). */
const SOURCE_MAX = 400;

/** One card's answer to /card: name and kind, its text as the bot plays it, copies, where it is (when a game is running), where its text comes from. */
export function cardMessage(card: CardEntry, where: readonly string[] | null, gameRunning: boolean): string {
  const a = card.action;
  const lines = [
    CARD_TEXT.title(card.name, card.kind, card.pack, card.detail),
    ...(a ? [CARD_TEXT.actionHead(a.cost, a.kind, a.roll, a.requires)] : []),
    card.text,
    ...(a ? [...a.rows].sort((x, y) => y.min - x.min).map((r) => CARD_TEXT.row(r.min, describeSteps(r.steps), a.roll)) : []),
    ...(card.copies !== undefined ? [CARD_TEXT.copies(card.copies, card.kind)] : []),
    ...(where ? [CARD_TEXT.where(where)] : gameRunning ? [CARD_TEXT.notInGame] : []),
    CARD_TEXT.provenance(card.provenance, clip(card.source, SOURCE_MAX)),
  ];
  return clip(lines.join('\n'), CONTENT_MAX);
}

/** Several cards of one name, one answer after the other; null when they do not fit one message. */
export function cardsMessage(answers: readonly string[]): string | null {
  const text = answers.join('\n\n');
  return text.length <= CONTENT_MAX ? text : null;
}
