import { ButtonStyle, ComponentType } from 'discord.js';
import type { GameRow } from '../../db/schema.js';
import { encodeCustomId } from '../customId.js';
import { TEXT } from '../strings.js';
import type { Row } from './components.js';

/** The lobby message of a vote game: who has joined, a Join button and the host's Start. */
export function lobbyPost(row: Pick<GameRow, 'id' | 'hostId' | 'pace' | 'voteWindowSec' | 'lobby' | 'status'>, team: readonly string[]): { content: string; components: Row[] } {
  if (row.status !== 'active') return { content: TEXT.lobbyEnded, components: [] };
  if (!row.lobby) return { content: TEXT.lobbyClosed(row.hostId, team), components: [] };
  const id = (verb: 'join' | 'start') => encodeCustomId({ gameId: row.id, promptNo: 0, verb, arg: null });
  return {
    content: TEXT.lobby(row.hostId, team, row.pace, Math.round(row.voteWindowSec / 60)),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: id('join'), label: TEXT.buttonJoin, style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: id('start'), label: TEXT.buttonStart, style: ButtonStyle.Success },
        ],
      },
    ],
  };
}
