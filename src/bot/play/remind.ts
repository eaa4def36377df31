import { getGame, getPrompt, listPlayers, listVotes, openPrompts, updatePrompt } from '../../db/index.js';
import { waitingOn } from '../views/turn.js';
import { inTransaction, load } from './access.js';
import type { PlayDeps } from './types.js';

/** When an open prompt next needs attention: its vote deadline, its next reminder. */
export interface DueTimes {
  gameId: number;
  promptNo: number;
  deadlineAt: number | null;
  reminderAt: number | null;
}

/** Due times of every open prompt (read at start-up and after every change). */
export function dueTimes(deps: PlayDeps): DueTimes[] {
  const out: DueTimes[] = [];
  for (const p of openPrompts(deps.db)) {
    const row = getGame(deps.db, p.gameId);
    if (!row) continue;
    const ballots = listVotes(deps.db, p.gameId, p.promptNo);
    let reminderAt: number | null = null;
    if (row.reminderSec > 0 && p.messageId !== null) {
      const lastActivity = Math.max(p.lastPingAt ?? p.openedAt, ...ballots.map((b) => b.castAt));
      reminderAt = lastActivity + row.reminderSec * 1000;
    }
    out.push({ gameId: p.gameId, promptNo: p.promptNo, deadlineAt: row.mode === 'vote' ? p.deadlineAt : null, reminderAt });
  }
  return out;
}

/**
 * Claims a due reminder: returns who to remind and records the ping time, or null when it is
 * not due or nobody is awaited (then the clock restarts, so it is not checked in a loop).
 */
export function claimReminder(deps: PlayDeps, gameId: number, promptNo: number): { ids: string[]; channelId: string; guildId: string | null; messageId: string | null; deadlineAt: number | null } | null {
  const now = deps.now();
  return inTransaction(deps.db, (tx) => {
    const row = getGame(tx, gameId);
    if (!row || row.status !== 'active' || row.promptNo !== promptNo || row.reminderSec <= 0) return null;
    const prompt = getPrompt(tx, gameId, promptNo);
    if (!prompt || prompt.status !== 'open') return null;
    const ballots = listVotes(tx, gameId, promptNo);
    const lastActivity = Math.max(prompt.lastPingAt ?? prompt.openedAt, ...ballots.map((b) => b.castAt));
    if (lastActivity + row.reminderSec * 1000 > now) return null;
    updatePrompt(tx, gameId, promptNo, { lastPingAt: now });
    const ids = waitingOn({ game: load(row), team: listPlayers(tx, gameId), prompt, ballots });
    if (ids.length === 0) return null;
    return { ids, channelId: row.channelId, guildId: row.guildId, messageId: prompt.messageId, deadlineAt: row.mode === 'vote' ? prompt.deadlineAt : null };
  });
}
