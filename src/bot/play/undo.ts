import {
  appendNote,
  closePrompt,
  decodeState,
  deleteEventsAfter,
  dropChoicesFrom,
  dropHistoryRow,
  saveGameState,
  StoredStateError,
  topOfHistory,
} from '../../db/index.js';
import { SCHEMA_VERSION } from '../../engine/index.js';
import { Refusal, refuse } from '../refusal.js';
import { REFUSAL_TEXT, TEXT } from '../strings.js';
import { activeGameIn, inTransaction, requireHost } from './access.js';
import { openPrompt } from './settle.js';
import type { PlayDeps, Report } from './types.js';

/**
 * Host only: takes back the last decision if the step it started rolled no die, shuffled
 * nothing and revealed nothing (the engine's `irreversible` flag); repeatable down such a chain.
 */
export async function undo(deps: PlayDeps, input: { channelId: string; userId: string }): Promise<Report & { label: string }> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await activeGameIn(tx, input.channelId);
    requireHost(g, input.userId);
    const top = await topOfHistory(tx, g.row.id);
    if (top.kind === 'empty') refuse('NOTHING_TO_UNDO', REFUSAL_TEXT.nothingToUndo);
    if (top.kind === 'barrier') refuse('CANNOT_UNDO', REFUSAL_TEXT.cannotUndo(top.label));
    let state;
    try {
      state = decodeState(top.state, SCHEMA_VERSION);
    } catch (err) {
      if (err instanceof StoredStateError) throw new Refusal('UNREADABLE_GAME', REFUSAL_TEXT.unreadableGame);
      throw err;
    }
    await deleteEventsAfter(tx, g.row.id, top.lastEventId);
    if (state.pending) await dropChoicesFrom(tx, g.row.id, state.pending.seq);
    await dropHistoryRow(tx, top.id);
    await closePrompt(tx, g.row.id, g.row.promptNo, 'cancelled', now);
    const next = g.row.promptNo + 1;
    // A plan the team voted belongs to the line of play undone: it ends here.
    await saveGameState(tx, g.row.id, g.row.version, state, now, { promptNo: next, plan: null });
    const line = TEXT.undone(input.userId, top.label);
    await appendNote(tx, g.row.id, state.turn, 'undo', line, now);
    await openPrompt(tx, g.row, next, state, now);
    return {
      gameId: g.row.id,
      channelId: g.row.channelId,
      headline: [line],
      events: [],
      settled: { promptNo: g.row.promptNo, how: 'undo', label: null },
      opened: next,
      finished: false,
      label: top.label,
    };
  });
}
