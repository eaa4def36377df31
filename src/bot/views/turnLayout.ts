import { ComponentType, MessageFlags, type APIComponentInContainer, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { TurnLayout } from '../../db/schema.js';
import { clip, CONTENT_MAX, TEXT } from '../strings.js';
import type { Row } from './components.js';
import { headText, questionText, type TurnParts } from './turnParts.js';

/** The file name of a turn message's picture: the gallery refers to it, also in edits that keep it. */
export const PICTURE_FILE = 'board.png';

/** How a turn message looks: its layout and the alt text of its picture (null: it has none). */
export interface TurnLook {
  layout: TurnLayout;
  picture: string | null;
}

/** The parts of a message body a turn message sets (a post or an edit). */
export type TurnMessage = Pick<RESTPostAPIChannelMessageJSONBody, 'content' | 'components' | 'flags'>;

/**
 * A turn message's text and buttons in its layout. 'v2' (components v2) is one container: what
 * happened and the board summary, the picture, then the question with its live lines and the
 * buttons, so on a phone the question and its buttons sit together under the picture. An edit
 * that uploads no new picture keeps the message's own (Discord keeps the attachments an edit does
 * not list) and names it again in the gallery. 'legacy' is the content-and-rows message of turn
 * messages posted before the v2 layout, which keep it (a v2 edit cannot clear their content).
 * Both are for turn messages an older bot stored with a plain-text body; new ones are built
 * from their parts (`partsMessage`).
 */
export function turnMessage(text: string, rows: readonly Row[], look: TurnLook): TurnMessage {
  if (look.layout === 'legacy') return { content: text, components: [...rows] };
  const { head, question } = splitAtQuestion(text);
  const inside: APIComponentInContainer[] = [];
  if (head) inside.push({ type: ComponentType.TextDisplay, content: head });
  if (look.picture !== null) inside.push(gallery(look.picture));
  if (question) inside.push({ type: ComponentType.TextDisplay, content: question });
  inside.push(...rows);
  return { flags: MessageFlags.IsComponentsV2, components: [{ type: ComponentType.Container, components: inside }] };
}

/** The text before the question and from the question on, of a plain-text body an older bot stored. */
function splitAtQuestion(text: string): { head: string; question: string } {
  const lines = text.split('\n');
  const at = lines.findLastIndex((l) => l.startsWith(TEXT.decideHeading));
  if (at < 0) return { head: text, question: '' };
  return { head: lines.slice(0, at).join('\n').trim(), question: lines.slice(at).join('\n') };
}

/** Discord's limit on all the text of a components-v2 message. */
const V2_TEXT_MAX = 4000;
/** Room kept for the question and live lines; the text above the picture gets the rest. */
const QUESTION_ROOM = 1400;

/**
 * A turn message from its parts (layout 'parts'): the account and summary, the picture, then the
 * question with its live lines and the buttons, in one container, so on a phone the question
 * and its buttons sit together under the picture.
 */
export function partsMessage(parts: TurnParts, live: readonly string[], rows: readonly Row[], picture: string | null): TurnMessage {
  const question = clip(questionText(parts, live), QUESTION_ROOM);
  const head = clip(headText(parts), V2_TEXT_MAX - question.length);
  const inside: APIComponentInContainer[] = [];
  if (head) inside.push({ type: ComponentType.TextDisplay, content: head });
  if (picture !== null) inside.push(gallery(picture));
  inside.push({ type: ComponentType.TextDisplay, content: question });
  inside.push(...rows);
  return { flags: MessageFlags.IsComponentsV2, components: [{ type: ComponentType.Container, components: inside }] };
}

/**
 * A game turn's message once the turn is over: its chronicle alone, without picture or buttons,
 * so the channel reads as one short entry per game turn. `layout` is the message's own (a
 * legacy message cannot become a components-v2 one).
 */
export function chronicleMessage(text: string, layout: TurnLayout): TurnMessage & { attachments: [] } {
  const content = clip(text, CONTENT_MAX);
  if (layout === 'legacy') return { content, components: [], attachments: [] };
  return { flags: MessageFlags.IsComponentsV2, components: [{ type: ComponentType.Container, components: [{ type: ComponentType.TextDisplay, content }] }], attachments: [] };
}

function gallery(picture: string): APIComponentInContainer {
  return { type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${PICTURE_FILE}` }, ...(picture ? { description: picture } : {}) }] };
}
