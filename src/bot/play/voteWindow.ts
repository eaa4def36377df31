import { getGame, getPrompt } from '../../db/index.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import { gameFor, inTransaction, load, requireHost } from './access.js';
import { closeVoteIn, markOverdue } from './closeVote.js';
import { requireStarted } from './lobby.js';
import { callerOf } from './followUps.js';
import { decisionFor, type PublicDecision } from './reads.js';
import type { PlayDeps, Report } from './types.js';

/** The host closes the open vote now (button or /closevote). */
export async function forceClose(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null; promptNo: number | null }): Promise<Report> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await gameFor(tx, input.channelId, input.gameId);
    requireHost(g, input.userId);
    if (g.row.mode !== 'vote') refuse('SOLO_NO_VOTE', REFUSAL_TEXT.soloHasNoVote);
    requireStarted(g);
    if (input.promptNo !== null && input.promptNo !== g.row.promptNo) refuse('STALE', REFUSAL_TEXT.stale);
    if ((await getPrompt(tx, g.row.id, g.row.promptNo))?.byCaller) refuse('CALLER_DECIDES', REFUSAL_TEXT.callerHasNoVote(callerOf(g.row)));
    const report = await closeVoteIn(tx, g, 'forced', now);
    if (!report) refuse('NO_VOTES', REFUSAL_TEXT.noVotesYet);
    return report;
  });
}

export type DeadlineOutcome =
  | { kind: 'closed'; report: Report }
  | { kind: 'overdue'; gameId: number; promptNo: number; channelId: string; decision: PublicDecision | null }
  | { kind: 'nothing' };

/**
 * A vote window's time ran out (also called at start-up for windows that ran out while the
 * bot was down). Idempotent: a prompt already settled or not yet due is left alone.
 */
export async function deadlineReached(deps: PlayDeps, gameId: number, promptNo: number): Promise<DeadlineOutcome> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const row = await getGame(tx, gameId);
    if (!row || row.status !== 'active' || row.promptNo !== promptNo || row.mode !== 'vote') return { kind: 'nothing' };
    const prompt = await getPrompt(tx, gameId, promptNo);
    if (!prompt || prompt.status !== 'open' || prompt.deadlineAt === null || prompt.deadlineAt > now) return { kind: 'nothing' };
    const g = load(row);
    const report = await closeVoteIn(tx, g, 'deadline', now);
    if (report) return { kind: 'closed', report };
    if (!(await markOverdue(tx, g, prompt.deadlineAt))) return { kind: 'nothing' };
    return { kind: 'overdue', gameId, promptNo, channelId: row.channelId, decision: decisionFor(g.state, g.row.mode) };
  });
}
