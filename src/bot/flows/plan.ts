import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { PlanId } from '../customId.js';
import { planDraft } from '../play/planBallot.js';
import { refuse } from '../refusal.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { REFUSAL_TEXT } from '../strings.js';
import { planBuilderView } from '../views/planBuilder.js';
import type { Actor } from './actor.js';
import { pickFlow } from './pick.js';

/**
 * The plan builder: "Plan several" on a turn message opens it (only the voter sees it); each
 * step picked redraws it with the plan so far; "Vote this plan" casts it as the voter's ballot.
 */
export async function planFlow(bot: BotServices, reply: Responder, who: Actor, id: PlanId, interaction: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
  const read = async (draft: readonly number[]) => planBuilderView(await planDraft(bot.play, { ...who, gameId: id.gameId, promptNo: id.promptNo, draft }));
  switch (id.verb) {
    case 'plan':
      await reply.send({ ...await read([]), ephemeral: true });
      return;
    case 'plan-add': {
      const raw = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
      if (raw === undefined || !/^\d{1,2}$/.test(raw)) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
      await reply.update(await read([...id.draft, Number(raw)]));
      return;
    }
    case 'plan-back':
      await reply.update(await read(id.draft.slice(0, -1)));
      return;
    case 'plan-vote':
      return pickFlow(bot, reply, who, id.gameId, { kind: 'plan', promptNo: id.promptNo, indexes: id.draft }, true);
  }
}
