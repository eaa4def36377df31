import { publicView, secretView, type ChoiceOption, type GameState, type PublicView, type SecretView } from '../../engine/index.js';
import { findActiveGame, latestGame, getGame, getPrompt, isPlayer, listPlayers, listVotes, publicEventsOfTurns, recentPublicEvents, type Db, type LoadedGame, type Tx } from '../../db/index.js';
import { exportGame, type GameExport } from '../../db/gameExport.js';
import type { EventRow, GameMode, GameRow, PromptRow, VoteRow } from '../../db/schema.js';
import { foldedOptions } from './folds.js';
import { proposedPlans } from './proposals.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import { gameFor, load } from './access.js';
import type { PlayDeps } from './types.js';

/** The open decision as the channel may see it (from the public view, never from the raw state). */
export type PublicDecision = NonNullable<PublicView['decision']>;

/** The public decision of a state, or null when none is open. */
export function decisionOf(state: GameState): PublicDecision | null {
  return publicView(state).decision;
}

/**
 * The decision as a game of `mode` shows and takes it: in a vote game, with voted follow-ups
 * folded into the options they follow (folds.ts), then the whole-phase plans the player proposes
 * (proposals.ts). The plans come last, so an option's index means the same with or without them.
 */
export function decisionFor(state: GameState, mode: GameMode): PublicDecision | null {
  const d = decisionOf(state);
  return d && mode === 'vote' ? { ...d, options: [...foldedOptions(state), ...proposedPlans(state)] } : d;
}

/** Everything a turn message or /status shows about the open decision. */
export interface Snapshot {
  row: GameRow;
  team: string[];
  prompt: PromptRow | undefined;
  ballots: VoteRow[];
  /** The open decision's public view (labels for the tally); null when none is open. */
  decision: PublicDecision | null;
}

/** Team, prompt and ballots of the game's current prompt (no state is parsed). */
export function snapshotOf(q: Db | Tx, row: GameRow, decision: PublicDecision | null): Snapshot {
  return {
    row,
    team: listPlayers(q, row.id),
    prompt: getPrompt(q, row.id, row.promptNo),
    ballots: listVotes(q, row.id, row.promptNo),
    decision,
  };
}

/** The channel's game (for /status), or the one a button names: its public view and live state. */
export function statusOf(deps: PlayDeps, channelId: string, gameId: number | null = null): { view: PublicView; snap: Snapshot } {
  const g = gameFor(deps.db, channelId, gameId);
  const view = { ...publicView(g.state), decision: decisionFor(g.state, g.row.mode) };
  return { view, snap: snapshotOf(deps.db, g.row, view.decision) };
}

/** A game by id whatever its status (for posting after the fact). */
export function gameById(deps: PlayDeps, gameId: number): LoadedGame | undefined {
  const row = getGame(deps.db, gameId);
  return row ? load(row) : undefined;
}

/** What the Final Girl knows beyond the public view, for joined players only. */
export function secretKnowledge(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): SecretView['secrets'] {
  const g = gameFor(deps.db, input.channelId, input.gameId);
  if (!isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  return secretView(g.state).secrets;
}

/** The game whose open decision a team player asks a hint for (refused for others, in a lobby, or with nothing open). */
export function hintTarget(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): LoadedGame {
  const g = gameFor(deps.db, input.channelId, input.gameId);
  if (g.row.lobby) refuse('NOT_STARTED', REFUSAL_TEXT.notStarted(g.row.hostId));
  if (!isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  if (!g.state.pending) refuse('GAME_ENDED', REFUSAL_TEXT.gameEnded);
  return g;
}

/** The recent public log of the channel's running game, or of its last one once it is over. */
export function logOf(deps: PlayDeps, channelId: string, count: number): EventRow[] {
  const row = findActiveGame(deps.db, channelId) ?? latestGame(deps.db, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return recentPublicEvents(deps.db, row.id, count);
}

/** Every public event of the game's last game turn and of this one so far (the full account behind a turn message). */
export function turnAccountOf(deps: PlayDeps, channelId: string, gameId: number | null): EventRow[] {
  const g = gameFor(deps.db, channelId, gameId);
  return publicEventsOfTurns(deps.db, g.row.id, g.state.turn - 1, g.state.turn);
}

/** The channel's running game, or its last one, as an export file (src/db/gameExport.ts says what a running game leaves out). */
export function exportOf(deps: PlayDeps, channelId: string): GameExport {
  const row = findActiveGame(deps.db, channelId) ?? latestGame(deps.db, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return exportGame(deps.db, row.id);
}

/** The options open now, for autocomplete; empty when there is no readable game. */
export function openChoices(deps: PlayDeps, channelId: string): { promptNo: number; options: readonly ChoiceOption[] } {
  const row = findActiveGame(deps.db, channelId);
  // A game in its lobby has no decision open yet.
  if (!row || row.lobby) return { promptNo: 0, options: [] };
  try {
    return { promptNo: row.promptNo, options: decisionFor(load(row).state, row.mode)?.options ?? [] };
  } catch {
    return { promptNo: 0, options: [] };
  }
}
