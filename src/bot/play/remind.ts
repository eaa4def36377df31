import { claimPrompt, getGame, getPrompt, listPlayers, listVotes, promptClocks } from '../../db/index.js';
import type { PromptRow } from '../../db/schema.js';
import { waitingOn } from '../views/turn.js';
import { inTransaction } from './access.js';
import type { PlayDeps } from './types.js';

/** When an open prompt next needs attention: its vote deadline, its next reminder. */
export interface DueTimes {
  gameId: number;
  promptNo: number;
  deadlineAt: number | null;
  reminderAt: number | null;
}

/**
 * When the next reminder is due: the reminder interval after the latest activity (the last
 * ping, else the opening, or a later vote); null when reminders are off.
 */
function reminderDueAt(reminderSec: number, prompt: Pick<PromptRow, 'lastPingAt' | 'openedAt'>, lastCastAt: number | null): number | null {
  if (reminderSec <= 0) return null;
  return Math.max(prompt.lastPingAt ?? prompt.openedAt, lastCastAt ?? -Infinity) + reminderSec * 1000;
}

/** Due times of every open prompt of this process's shard, or of one game's (one query either way). */
export async function dueTimes(deps: PlayDeps, gameId?: number): Promise<DueTimes[]> {
  return (await promptClocks(deps.db, gameId, deps.shard)).map((p) => ({
    gameId: p.gameId,
    promptNo: p.promptNo,
    deadlineAt: p.mode === 'vote' ? p.deadlineAt : null,
    // Nobody is reminded of a turn message that is not posted yet.
    reminderAt: p.messageId === null ? null : reminderDueAt(p.reminderSec, p, p.lastCastAt),
  }));
}

/**
 * Claims a due reminder: returns who to remind and records the ping time, or null when it is
 * not due, another process claimed it first (the ping time it read has moved on), or nobody is
 * awaited (then the clock restarts, so it is not checked in a loop). The ping is recorded before
 * it is sent: a process that dies in between loses that one reminder, and none goes out twice.
 */
export async function claimReminder(deps: PlayDeps, gameId: number, promptNo: number): Promise<{ ids: string[]; channelId: string; guildId: string | null; messageId: string | null; deadlineAt: number | null } | null> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const row = await getGame(tx, gameId);
    if (!row || row.status !== 'active' || row.promptNo !== promptNo) return null;
    const prompt = await getPrompt(tx, gameId, promptNo);
    if (!prompt || prompt.status !== 'open') return null;
    const ballots = await listVotes(tx, gameId, promptNo);
    const due = reminderDueAt(row.reminderSec, prompt, ballots.length ? Math.max(...ballots.map((b) => b.castAt)) : null);
    if (due === null || due > now) return null;
    if (!(await claimPrompt(tx, gameId, promptNo, 'lastPingAt', prompt.lastPingAt, { lastPingAt: now }))) return null;
    const ids = waitingOn({ row, team: await listPlayers(tx, gameId), ballots, prompt });
    if (ids.length === 0) return null;
    return { ids, channelId: row.channelId, guildId: row.guildId, messageId: prompt.messageId, deadlineAt: row.mode === 'vote' ? prompt.deadlineAt : null };
  });
}
