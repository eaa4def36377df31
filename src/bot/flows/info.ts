import { AttachmentBuilder } from 'discord.js';
import { HintBusy, HintPending, HintUnavailable } from '../hints.js';
import { decisionFor, exportOf, hintTarget, logOf, secretKnowledge, statusOf, turnAccountOf } from '../play/reads.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { TEXT } from '../strings.js';
import { hintMessage } from '../views/hint.js';
import { accountPages, logMessage, secretsMessage } from '../views/messages.js';
import { liveLines } from '../views/turn.js';
import { partsText, turnParts } from '../views/turnParts.js';
import type { Actor } from './actor.js';

/** /status and the Status button: board image plus the phone-sized summary. */
export async function statusFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null, isPublic: boolean): Promise<void> {
  const { view, snap } = await statusOf(bot.play, who.channelId, gameId);
  // Drawing may take a moment: acknowledge first.
  await reply.defer(!isPublic);
  const image = await bot.images.render(view);
  const text = partsText(turnParts(view, '', 0, [], []), liveLines(snap));
  const files = image ? [new AttachmentBuilder(image.png, { name: 'board.png', ...(image.alt ? { description: image.alt } : {}) })] : [];
  await reply.send({ content: text, ephemeral: !isPublic, files });
}

/** The 📜 button: the whole step-by-step account of the last game turn and this one, privately (a turn message tells only its headlines). */
export async function accountFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null): Promise<void> {
  for (const page of accountPages(await turnAccountOf(bot.play, who.channelId, gameId))) await reply.send({ content: page, ephemeral: true });
}

/** /secrets and the Secrets button: team players only, always ephemeral. */
export async function secretsFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null): Promise<void> {
  const secrets = await secretKnowledge(bot.play, { channelId: who.channelId, userId: who.userId, gameId });
  await reply.send({ content: secretsMessage(secrets), ephemeral: true });
}

export async function logFlow(bot: BotServices, reply: Responder, who: Actor, count: number): Promise<void> {
  await reply.send({ content: logMessage(await logOf(bot.play, who.channelId, count)), ephemeral: true });
}

/** /log export: the game as a small JSON file, privately (what it holds: src/db/gameExport.ts). */
export async function exportFlow(bot: BotServices, reply: Responder, who: Actor): Promise<void> {
  const file = await exportOf(bot.play, who.channelId);
  const name = `final-girl-${file.setup.killer}-${file.setup.location}-turn-${file.turn}.json`;
  const attachment = new AttachmentBuilder(Buffer.from(JSON.stringify(file)), { name });
  await reply.send({ content: file.over ? TEXT.exportOver : TEXT.exportRunning, ephemeral: true, files: [attachment] });
}

export async function helpFlow(reply: Responder): Promise<void> {
  await reply.send({ content: TEXT.help, ephemeral: true });
}

/** /hint and the Hint button: team players only, always ephemeral; worked out off the main thread, one at a time per person, "busy" when the queue is too deep. */
export async function hintFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null): Promise<void> {
  const g = await hintTarget(bot.play, { channelId: who.channelId, userId: who.userId, gameId });
  // Thinking takes a moment: acknowledge first.
  await reply.defer(true);
  let text: string;
  try {
    text = hintMessage(await bot.hints.ask(g.row.id, g.state, who.userId), decisionFor(g.state, g.row.mode)?.options ?? []);
  } catch (err) {
    // Too many hints ahead, or this person's last one not answered yet: said at once, privately.
    if (err instanceof HintBusy) text = TEXT.hintBusy;
    else if (err instanceof HintPending) text = TEXT.hintPending;
    else if (err instanceof HintUnavailable) text = TEXT.hintUnavailable;
    else throw err;
  }
  await reply.send({ content: text, ephemeral: true });
}
