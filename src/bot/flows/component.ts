import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { decodeCustomId, decodePlanId, type CustomIdVerb } from '../customId.js';
import { refuse } from '../refusal.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { REFUSAL_TEXT } from '../strings.js';
import { actorOf } from './actor.js';
import { closeVoteFlow, confirmEndFlow, joinFlow, startFlow } from './game.js';
import { accountFlow, hintFlow, secretsFlow, statusFlow } from './info.js';
import { pickFlow } from './pick.js';
import { planFlow } from './plan.js';
import { BUILD_VALUE } from '../views/components.js';

/** The components whose click does game work (a pick, a vote, a close, a start): deferred before it, see `Command.defersFirst`. */
export function componentDefersFirst(customId: string): boolean {
  const plan = decodePlanId(customId);
  if (plan) return plan.verb === 'plan-vote';
  const id = decodeCustomId(customId);
  return id !== null && DEFERS_FIRST.has(id.verb);
}

const DEFERS_FIRST: ReadonlySet<CustomIdVerb> = new Set(['pick', 'menu', 'close', 'start']);

/** Buttons and menus: the custom id names the game and prompt, the click is checked against both. */
export async function componentFlow(bot: BotServices, reply: Responder, interaction: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
  const who = actorOf(interaction);
  const plan = decodePlanId(interaction.customId);
  if (plan) return planFlow(bot, reply, who, plan, interaction);
  const id = decodeCustomId(interaction.customId);
  if (!id) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  switch (id.verb) {
    case 'pick':
      return pickFlow(bot, reply, who, id.gameId, { kind: 'index', promptNo: id.promptNo, index: id.arg ?? -1 }, true);
    case 'menu': {
      const raw = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
      // The plans menu's last line opens the plan builder (the Plan button's work).
      if (raw === BUILD_VALUE) return planFlow(bot, reply, who, { gameId: id.gameId, promptNo: id.promptNo, verb: 'plan', draft: [] }, interaction);
      if (raw === undefined || !/^\d{1,4}$/.test(raw)) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
      return pickFlow(bot, reply, who, id.gameId, { kind: 'index', promptNo: id.promptNo, index: Number(raw) }, true);
    }
    case 'secrets':
      return secretsFlow(bot, reply, who, id.gameId);
    case 'status':
      return statusFlow(bot, reply, who, id.gameId, false);
    case 'account':
      return accountFlow(bot, reply, who, id.gameId);
    case 'hint':
      return hintFlow(bot, reply, who, id.gameId);
    case 'close':
      return closeVoteFlow(bot, reply, who, id.gameId, id.promptNo);
    case 'join':
      return joinFlow(bot, reply, who, id.gameId);
    case 'start':
      return startFlow(bot, reply, who, id.gameId);
    case 'end-yes':
    case 'end-no':
      return confirmEndFlow(bot, reply, who, id.gameId, id.verb === 'end-yes');
  }
}
