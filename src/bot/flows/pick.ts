import { isPlayer } from '../../db/index.js';
import { pick, type PickResult } from '../play/choose.js';
import type { ChoiceRef } from '../play/types.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { TEXT } from '../strings.js';
import { secretEventLines } from '../views/messages.js';
import type { Actor } from './actor.js';

/**
 * A pick from /choose, a button or a menu: one transaction, then a quick answer, then the
 * channel posts. Secret events go only to the picker, ephemerally, if they are on the team.
 */
export async function pickFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null, ref: ChoiceRef, quiet: boolean): Promise<void> {
  const res: PickResult = pick(bot.play, { channelId: who.channelId, userId: who.userId, gameId, ref });
  if (res.kind === 'voted') {
    await reply.send({ content: TEXT.voteRecorded(res.label, res.changed), ephemeral: true });
    bot.scheduler.poke();
    await bot.publisher.refresh(res.gameId, res.promptNo);
    return;
  }
  const secrets = secretEventLines(res.report.events);
  const mayKnow = secrets.length > 0 && isPlayer(bot.play.db, res.report.gameId, who.userId);
  if (res.byVote !== 'no') await reply.send({ content: TEXT.voteRecordedAndClosed(res.label, res.byVote), ephemeral: true });
  else if (quiet && !mayKnow) await reply.deferUpdate();
  else await reply.send({ content: TEXT.chosen(res.label), ephemeral: true });
  if (mayKnow) await reply.send({ content: TEXT.secretFollowUp(secrets), ephemeral: true });
  bot.scheduler.poke();
  await bot.publisher.publish(res.report);
}
