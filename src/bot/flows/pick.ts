import { isPlayer } from '../../db/index.js';
import { pick, type PickResult } from '../play/choose.js';
import type { ChoiceRef, Report } from '../play/types.js';
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
  const res: PickResult = await pick(bot.play, { channelId: who.channelId, userId: who.userId, gameId, ref });
  // A plan is voted from its builder, an ephemeral message: the answer replaces the builder.
  const answer = (content: string) => (ref.kind === 'plan' ? reply.update({ content }) : reply.send({ content, ephemeral: true }));
  if (res.kind === 'voted') {
    await answer(TEXT.voteRecorded(res.label, res.changed));
    await bot.scheduler.poke(res.gameId);
    await bot.publisher.refresh(res.gameId, res.promptNo, res.decision);
    return;
  }
  const secrets = await secretFollowUp(bot, res.report, who.userId);
  if (res.byVote !== 'no') await answer(TEXT.voteRecordedAndClosed(res.label, res.byVote));
  else if (quiet && !secrets) await reply.deferUpdate();
  else await reply.send({ content: TEXT.chosen(res.label), ephemeral: true });
  if (secrets) await reply.send({ content: secrets, ephemeral: true });
  await bot.scheduler.poke(res.report.gameId);
  await bot.publisher.publish(res.report, who.userId);
}

/**
 * The follow-up telling the player whose interaction applied a step what its secret events
 * showed (a Track reveal, a Divine Blessing's face), or null: no secret, or the player is not
 * on the team (spectators never learn secrets). Always sent ephemerally.
 */
export async function secretFollowUp(bot: BotServices, report: Report, userId: string): Promise<string | null> {
  const lines = secretEventLines(report.events);
  if (lines.length === 0 || !await isPlayer(bot.play.db, report.gameId, userId)) return null;
  return TEXT.secretFollowUp(lines);
}
