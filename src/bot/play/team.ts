import { addPlayer, appendNote, deleteVote, isPlayer, listPlayers, listVotes, removePlayer, updateGameRow } from '../../db/index.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT, TEXT } from '../strings.js';
import { everyoneVoted } from '../votes.js';
import { gameFor, inTransaction } from './access.js';
import { closeVoteIn } from './closeVote.js';
import { decisionFor, type PublicDecision } from './reads.js';
import type { PlayDeps, Report } from './types.js';
import type { GameMode } from '../../db/schema.js';

export interface TeamChange {
  gameId: number;
  channelId: string;
  promptNo: number;
  count: number;
  /** Leaving can complete a vote: everyone still on the team has voted. */
  report: Report | null;
  /** The decision open before the change (for redrawing its turn message). */
  decision: PublicDecision | null;
  /** The game waits in its lobby (the lobby message is redrawn, no turn message is open). */
  lobby: boolean;
  mode: GameMode;
}

/** /join, or the lobby's Join button (`gameId` set: the game the button names). */
export async function join(deps: PlayDeps, input: { channelId: string; userId: string; gameId?: number | null }): Promise<TeamChange> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await gameFor(tx, input.channelId, input.gameId ?? null);
    if (!await addPlayer(tx, g.row.id, input.userId, now)) refuse('ALREADY_JOINED', REFUSAL_TEXT.alreadyJoined);
    const count = (await listPlayers(tx, g.row.id)).length;
    await appendNote(tx, g.row.id, g.state.turn, 'team', TEXT.joined(input.userId, count), now);
    return { gameId: g.row.id, channelId: g.row.channelId, promptNo: g.row.promptNo, count, report: null, decision: decisionFor(g.state, g.row.mode), lobby: g.row.lobby, mode: g.row.mode };
  });
}

export async function leave(deps: PlayDeps, input: { channelId: string; userId: string }): Promise<TeamChange> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    let g = await gameFor(tx, input.channelId, null);
    if (!await isPlayer(tx, g.row.id, input.userId)) refuse('NOT_ON_TEAM', REFUSAL_TEXT.notOnTeam);
    if (g.row.hostId === input.userId) refuse('HOST_CANNOT_LEAVE', REFUSAL_TEXT.hostCannotLeave);
    await removePlayer(tx, g.row.id, input.userId);
    // A caller who leaves hands the follow-ups back to the host.
    if (g.row.callerId === input.userId) {
      const version = await updateGameRow(tx, g.row.id, g.row.version, { callerId: null }, now);
      g = { ...g, row: { ...g.row, callerId: null, version } };
    }
    await deleteVote(tx, g.row.id, g.row.promptNo, input.userId);
    const team = await listPlayers(tx, g.row.id);
    await appendNote(tx, g.row.id, g.state.turn, 'team', TEXT.left(input.userId, team.length), now);
    let report: Report | null = null;
    if (g.row.mode === 'vote' && !g.row.lobby) {
      const ballots = await listVotes(tx, g.row.id, g.row.promptNo);
      if (ballots.length > 0 && everyoneVoted(ballots, team)) report = await closeVoteIn(tx, g, 'left', now);
    }
    return { gameId: g.row.id, channelId: g.row.channelId, promptNo: g.row.promptNo, count: team.length, report, decision: report ? null : decisionFor(g.state, g.row.mode), lobby: g.row.lobby, mode: g.row.mode };
  });
}
