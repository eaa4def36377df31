import { PermissionFlagsBits, type BaseInteraction } from 'discord.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';

/** Who did something, and where. */
export interface Actor {
  channelId: string;
  guildId: string | null;
  userId: string;
  /** Has Manage Channel in this channel. */
  canManage: boolean;
}

/** Games live in server channels; anything else is refused. */
export function actorOf(index: BaseInteraction): Actor {
  if (!index.guildId || !index.channelId) refuse('NOT_IN_GUILD', REFUSAL_TEXT.notInGuild);
  return {
    channelId: index.channelId,
    guildId: index.guildId,
    userId: index.user.id,
    canManage: index.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false,
  };
}
