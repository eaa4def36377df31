import { getPrompt, isPlayer, listPlayers, listVotes, upsertVote, type LoadedGame } from '../../db/index.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT, TEXT } from '../strings.js';
import { everyoneVoted } from '../votes.js';
import { gameFor, inTransaction } from './access.js';
import { closeVoteIn } from './closeVote.js';
import { requireStarted } from './lobby.js';
import { callerOf } from './followUps.js';
import { decisionFor, type PublicDecision } from './reads.js';
import { planBallot } from './planBallot.js';
import { isPlanOption } from './proposals.js';
import { resolveChoice } from './resolveChoice.js';
import { settle } from './settle.js';
import type { ChoiceRef, PlayDeps, Report } from './types.js';

export type PickResult =
  | { kind: 'applied'; report: Report; label: string; byVote: 'no' | 'last-vote' | 'after-deadline' }
  | { kind: 'voted'; gameId: number; promptNo: number; label: string; changed: boolean; decision: PublicDecision | null };

export interface PickInput {
  channelId: string;
  userId: string;
  /** Set for buttons and menus: the game the component names. */
  gameId: number | null;
  ref: ChoiceRef;
}

function checkSoloActor(g: LoadedGame, userId: string, joined: boolean): void {
  if (g.row.soloActor === 'host' && userId !== g.row.hostId) refuse('NOT_YOUR_TURN', REFUSAL_TEXT.notYourTurnHost(g.row.hostId));
  if (g.row.soloActor === 'joined' && !joined) refuse('NOT_YOUR_TURN', REFUSAL_TEXT.notYourTurnJoined);
}

/**
 * A pick from a button, a menu or /choose. Solo: applied at once. Vote: recorded (or changed);
 * the window closes when the whole team has voted, or at once if its time already ran out. A
 * vote game's follow-up (the prompt is `byCaller`) is the caller's: applied at once, like a solo
 * pick, and refused to anyone else.
 */
export async function pick(deps: PlayDeps, input: PickInput): Promise<PickResult> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await gameFor(tx, input.channelId, input.gameId);
    requireStarted(g);
    const option: { id: string; label: string; plan?: boolean } = input.ref.kind === 'plan' ? planBallot(g, input.ref) : resolveChoice(decisionFor(g.state, g.row.mode)?.options ?? [], g.row.promptNo, input.ref);
    const joined = await isPlayer(tx, g.row.id, input.userId);
    if (g.row.mode === 'solo') {
      checkSoloActor(g, input.userId, joined);
      const line = TEXT.soloChoice(input.userId, option.label);
      const report = await settle(tx, g, option.id, [line], now, line, [input.userId]);
      return { kind: 'applied', report, label: option.label, byVote: 'no' };
    }
    const prompt = await getPrompt(tx, g.row.id, g.row.promptNo);
    if (prompt?.byCaller && prompt.status === 'open') {
      const caller = callerOf(g.row);
      if (input.userId !== caller) refuse('NOT_CALLER', REFUSAL_TEXT.notCaller(caller));
      const line = TEXT.callerChoice(input.userId, option.label);
      const report = await settle(tx, g, option.id, [line], now, line, [input.userId]);
      return { kind: 'applied', report, label: option.label, byVote: 'no' };
    }
    if (!joined) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
    if (!prompt || prompt.status !== 'open') refuse('STALE', REFUSAL_TEXT.stale);
    const previous = (await listVotes(tx, g.row.id, g.row.promptNo)).find((v) => v.userId === input.userId);
    // A plan's ballot keeps its wording: the tally reads it even once the options are gone.
    const plan = option.plan === true || isPlanOption(option);
    await upsertVote(tx, { gameId: g.row.id, promptNo: g.row.promptNo, userId: input.userId, choiceId: option.id, label: plan ? option.label : null, castAt: now });
    const ballots = await listVotes(tx, g.row.id, g.row.promptNo);
    const all = everyoneVoted(ballots, await listPlayers(tx, g.row.id));
    if (all || prompt.overdue) {
      const report = await closeVoteIn(tx, g, all ? 'all' : 'deadline', now);
      if (report) return { kind: 'applied', report, label: option.label, byVote: all ? 'last-vote' : 'after-deadline' };
    }
    return { kind: 'voted', gameId: g.row.id, promptNo: g.row.promptNo, label: option.label, changed: previous !== undefined, decision: decisionFor(g.state, g.row.mode) };
  });
}
