import { appendNote, closePrompt, updateGameRow } from '../../db/index.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT, TEXT } from '../strings.js';
import { activeGameIn, gameOfComponent, inTransaction } from './access.js';
import { recordEnd } from './settle.js';
import type { PlayDeps, Report } from './types.js';

export interface EndInput {
  channelId: string;
  userId: string;
  /** The member has Manage Channel here. */
  canManage: boolean;
}

function checkMayEnd(hostId: string, input: EndInput): void {
  if (hostId !== input.userId && !input.canManage) refuse('NOT_HOST', REFUSAL_TEXT.notHostOrManager(hostId));
}

/** Checks /endgame is allowed and names the game the confirmation buttons will end. */
export async function askToEnd(deps: PlayDeps, input: EndInput): Promise<{ gameId: number }> {
  const g = await activeGameIn(deps.db, input.channelId);
  checkMayEnd(g.row.hostId, input);
  return { gameId: g.row.id };
}

/** The confirmation was clicked: the game stops and the channel is free again. */
export async function endGame(deps: PlayDeps, input: EndInput & { gameId: number }): Promise<Report> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await gameOfComponent(tx, input.gameId, input.channelId);
    checkMayEnd(g.row.hostId, input);
    await updateGameRow(tx, g.row.id, g.row.version, { status: 'ended' }, now);
    await closePrompt(tx, g.row.id, g.row.promptNo, 'cancelled', now);
    await recordEnd(tx, g.row, g.state, 'abandoned', null, now);
    const line = TEXT.endedBy(input.userId);
    await appendNote(tx, g.row.id, g.state.turn, 'ended', line, now);
    return {
      gameId: g.row.id,
      channelId: g.row.channelId,
      headline: [line],
      events: [],
      settled: { promptNo: g.row.promptNo, how: 'ended', label: null },
      finished: true,
    };
  });
}
