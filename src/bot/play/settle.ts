import { achievementsMet, RulesError, type GameState } from '../../engine/index.js';
import {
  appendEvents,
  appendNote,
  closePrompt,
  insertPrompt,
  lastEventId,
  listPlayers,
  locationsWonAgainst,
  pushBarrier,
  pushUndoable,
  recordChoices,
  recordEarned,
  recordFinished,
  finishedIn,
  saveGameState,
  type LoadedGame,
  type Tx,
} from '../../db/index.js';
import { fromRulesError } from '../refusal.js';
import { content } from '../../content/load.js';
import { crossGameMet } from '../records/crossGame.js';
import type { GameRow } from '../../db/schema.js';
import { applyFolded } from './folds.js';
import { isCallerDecision } from './followUps.js';
import { ballotLabel, followPlan, planAfter, readPlan, stepsOf, storePlan } from './plan.js';
import type { Report } from './types.js';

/**
 * Opens the bot prompt for the state's pending decision. In a vote game a follow-up
 * (followUps.ts) is the caller's: no vote window, the caller's pick applies at once.
 */
export async function openPrompt(tx: Tx, row: Pick<GameRow, 'id' | 'channelId' | 'mode' | 'voteWindowSec'>, promptNo: number, state: GameState, now: number): Promise<void> {
  if (!state.pending) throw new Error('openPrompt needs a pending decision');
  const byCaller = isCallerDecision(row.mode, state.pending);
  await insertPrompt(tx, {
    gameId: row.id,
    promptNo,
    decisionSeq: state.pending.seq,
    channelId: row.channelId,
    status: 'open',
    openedAt: now,
    deadlineAt: row.mode === 'vote' && !byCaller ? now + row.voteWindowSec * 1000 : null,
    byCaller,
    lastPingAt: now,
  });
}

/**
 * Records the end of a game (by the rules or abandoned), with the achievements it met. The
 * printed achievements are one player's; here the "player" of a game is its Discord server
 * (a DM channel outside any server is its own): a game night's team changes from week to
 * week and plays in the server's name, and a server is what an admin or a regular looks at.
 * So "win at five different Locations" counts the server's earlier wins, this one included.
 */
export async function recordEnd(tx: Tx, row: GameRow, state: GameState, result: 'won' | 'lost' | 'abandoned', reason: string | null, now: number): Promise<void> {
  const earlier = { locationsWon: await locationsWonAgainst(tx, { guildId: row.guildId, channelId: row.channelId }, state.setup.killer) };
  await recordFinished(tx, {
    gameId: row.id,
    channelId: row.channelId,
    guildId: row.guildId,
    result,
    reason,
    killer: state.setup.killer,
    location: state.setup.location,
    girl: state.setup.girl,
    mode: row.mode,
    turns: state.turn,
    saved: state.girl.saved,
    killed: state.deadVictims,
    players: await listPlayers(tx, row.id),
    achievements: achievementsMet(state, earlier),
    finishedAt: now,
  });
  // The holder's cross-game achievements this game completed (kept once, announced by its recap).
  const holder = { guildId: row.guildId, channelId: row.channelId };
  await recordEarned(tx, holder, crossGameMet(await finishedIn(tx, { holder }), content()), row.id, now);
}

/**
 * Applies the chosen option to the game's current prompt, inside the caller's transaction:
 * engine step, versioned save, events, undo history, prompt bookkeeping, end-of-game record.
 * `headline` leads the public message; `note` is what the log keeps of the decision (who
 * chose, the vote result and any tie-break, not the per-choice tally); `deciders` who made it
 * or voted on it (per-player records).
 */
export async function settle(tx: Tx, game: LoadedGame, choiceId: string, headline: string[], now: number, note: string | null = null, deciders: readonly string[] = []): Promise<Report> {
  const label = ballotLabel(game.state, choiceId);
  let out;
  let plan;
  let followed: string[] = [];
  try {
    // A plan's first step applies now; the rest waits for the later decisions of its phase.
    const step = followPlan(applyFolded(game.state, stepsOf(choiceId)[0] ?? choiceId), planAfter(game.state, choiceId) ?? readPlan(game.row.plan));
    out = step.out;
    plan = step.plan;
    followed = step.lines;
    headline = [...headline, ...step.lines];
  } catch (err) {
    if (err instanceof RulesError) throw fromRulesError(err);
    throw err;
  }
  const over = out.state.result !== null;
  const nextPrompt = game.row.promptNo + 1;
  await saveGameState(tx, game.row.id, game.row.version, out.state, now, { ...(over ? { status: 'over' } : { promptNo: nextPrompt }), plan: storePlan(over ? null : plan) });
  const before = await lastEventId(tx, game.row.id);
  if (note) await appendNote(tx, game.row.id, game.state.turn, 'decision', note, now);
  for (const line of followed) await appendNote(tx, game.row.id, game.state.turn, 'decision', line, now);
  await appendEvents(tx, game.row.id, out.events, now);
  if (out.irreversible) await pushBarrier(tx, game.row.id, label, before, now);
  else await pushUndoable(tx, game.row.id, game.state, label, before, now);
  await recordChoices(tx, game.row.id, out.chosen);
  await closePrompt(tx, game.row.id, game.row.promptNo, 'closed', now, choiceId, deciders);
  if (over) await recordEnd(tx, game.row, out.state, out.state.result ?? 'lost', out.state.endReason, now);
  else await openPrompt(tx, game.row, nextPrompt, out.state, now);
  return {
    gameId: game.row.id,
    channelId: game.row.channelId,
    headline,
    events: out.events,
    settled: { promptNo: game.row.promptNo, how: 'closed', label },
    ...(over ? {} : { opened: nextPrompt }),
    finished: over,
  };
}
