import { claimPrompt, listPlayers, listVotes, type LoadedGame, type Tx } from '../../db/index.js';
import { TALLY_LABEL_MAX, TALLY_SHOWN, TEXT } from '../strings.js';
import { choiceWords } from '../views/labels.js';
import { choiceLabels, tally, winner } from '../votes.js';
import { decisionFor } from './reads.js';
import { settle } from './settle.js';
import type { Report } from './types.js';

export type CloseReason = 'all' | 'deadline' | 'forced' | 'left';

/**
 * Closes the open vote of `g` and applies the winner. Returns null when nobody has voted (the
 * caller decides what that means: refuse a forced close, or mark a deadline overdue).
 */
export async function closeVoteIn(tx: Tx, game: LoadedGame, why: CloseReason, now: number): Promise<Report | null> {
  const ballots = await listVotes(tx, game.row.id, game.row.promptNo);
  const win = winner(ballots, game.row.hostId);
  if (!win) return null;
  const options = decisionFor(game.state, game.row.mode)?.options ?? [];
  const labelOf = choiceLabels(options, ballots);
  const team = await listPlayers(tx, game.row.id);
  const decided = [TEXT.voteClosed(labelOf(win.choiceId), why, ballots.length, Math.max(team.length, ballots.length))];
  if (win.tieBreak === 'host') decided.push(TEXT.tieBrokenByHost);
  if (win.tieBreak === 'earliest') decided.push(TEXT.tieBrokenByTime);
  // The result leads the next turn message: the leading choices by count, naming nobody (the
  // voters stood on the turn message while it was open; a name here would read as a ping), each
  // in its button's words like the open tally.
  const rows = tally(ballots);
  const wordsOf = (id: string) => {
    const o = options.find((x) => x.id === id);
    return o ? choiceWords(o, TALLY_LABEL_MAX) : labelOf(id);
  };
  const counts = rows.slice(0, TALLY_SHOWN).map((row) => TEXT.tallyCount(wordsOf(row.choiceId), row.count));
  if (rows.length > TALLY_SHOWN) counts.push(TEXT.moreTallied(rows.length - TALLY_SHOWN));
  return await settle(tx, game, win.choiceId, [...decided, ...(rows.length > 1 ? counts : [])], now, decided.join(' '), ballots.map((b) => b.userId));
}

/**
 * A deadline ran out with no votes: keep the window open, the next vote decides. False when the
 * deadline this transaction read (`seen`) is no longer the prompt's: another process handled it.
 */
export async function markOverdue(tx: Tx, game: LoadedGame, seen: number): Promise<boolean> {
  return await claimPrompt(tx, game.row.id, game.row.promptNo, 'deadlineAt', seen, { deadlineAt: null, overdue: true });
}
