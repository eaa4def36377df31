import { cardCatalog, cardLabel, cardsNamed, nearCardNames } from '../../content/cards.js';
import { content } from '../../content/load.js';
import { channelSetup, runningState } from '../play/cardRead.js';
import { refuse } from '../refusal.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { REFUSAL_TEXT } from '../strings.js';
import { cardMessage, cardsMessage } from '../views/card.js';
import { cardWhere } from '../views/cardWhere.js';
import type { Actor } from './actor.js';

/** Near names a refusal offers, and cards of one name it lists. */
const NEAR_SHOWN = 5;
const SAME_NAME_SHOWN = 10;

/** /card: a card's text, copies, where the table can see it in this channel's game, and where its text comes from. */
export async function cardFlow(bot: BotServices, reply: Responder, who: Actor, typed: string, isPublic: boolean): Promise<void> {
  const all = cardCatalog(content());
  const state = await runningState(bot.play, who.channelId);
  const setup = state?.setup ?? await channelSetup(bot.play, who.channelId);
  const cards = cardsNamed(all, typed, setup);
  if (!cards.length) refuse('UNKNOWN_CARD', REFUSAL_TEXT.unknownCard(typed, nearCardNames(all, typed, setup, NEAR_SHOWN)));
  const text = cardsMessage(cards.map((card) => cardMessage(card, state ? cardWhere(card, state) : null, state !== null)));
  if (text === null) refuse('UNKNOWN_CARD', REFUSAL_TEXT.manyCards(typed, cards.slice(0, SAME_NAME_SHOWN).map(cardLabel)));
  await reply.send({ content: text, ephemeral: !isPublic });
}
