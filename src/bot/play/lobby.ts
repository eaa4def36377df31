import { appendNote, listPlayers, updateGameRow, type LoadedGame } from '../../db/index.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT, TEXT } from '../strings.js';
import { gameFor, inTransaction, requireHost } from './access.js';
import { openPrompt } from './settle.js';
import type { PlayDeps, Report } from './types.js';

/** Refuses anything that needs an open decision while the game waits in its lobby. */
export function requireStarted(game: LoadedGame): void {
  if (game.row.lobby) refuse('NOT_STARTED', REFUSAL_TEXT.notStarted(game.row.hostId));
}

/**
 * The host's Start: the lobby closes and the first decision opens, its vote window starting
 * now with everyone who joined on the team.
 */
export async function startFromLobby(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): Promise<{ report: Report; team: string[] }> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await gameFor(tx, input.channelId, input.gameId);
    requireHost(g, input.userId);
    if (!g.row.lobby) refuse('ALREADY_STARTED', REFUSAL_TEXT.alreadyStarted);
    await updateGameRow(tx, g.row.id, g.row.version, { lobby: false, promptNo: 1 }, now);
    await openPrompt(tx, g.row, 1, g.state, now);
    const team = await listPlayers(tx, g.row.id);
    await appendNote(tx, g.row.id, g.state.turn, 'team', TEXT.lobbyStartedNote(input.userId, team.length), now);
    return { report: { gameId: g.row.id, channelId: g.row.channelId, headline: [], events: [], opened: 1, finished: false }, team };
  });
}
