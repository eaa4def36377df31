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
function decisionOf(state: GameState): PublicDecision | null {
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
export async function snapshotOf(db: Db | Tx, row: GameRow, decision: PublicDecision | null): Promise<Snapshot> {
  return {
    row,
    team: await listPlayers(db, row.id),
    prompt: await getPrompt(db, row.id, row.promptNo),
    ballots: await listVotes(db, row.id, row.promptNo),
    decision,
  };
}

/** The channel's game (for /status), or the one a button names: its public view and live state. */
export async function statusOf(deps: PlayDeps, channelId: string, gameId: number | null = null): Promise<{ view: PublicView; snap: Snapshot }> {
  const g = await gameFor(deps.db, channelId, gameId);
  const view = { ...publicView(g.state), decision: decisionFor(g.state, g.row.mode) };
  return { view, snap: await snapshotOf(deps.db, g.row, view.decision) };
}

/** A game by id whatever its status (for posting after the fact). */
export async function gameById(deps: PlayDeps, gameId: number): Promise<LoadedGame | undefined> {
  const row = await getGame(deps.db, gameId);
  return row ? load(row) : undefined;
}

/** What the Final Girl knows beyond the public view, for joined players only. */
export async function secretKnowledge(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): Promise<SecretView['secrets']> {
  const g = await gameFor(deps.db, input.channelId, input.gameId);
  if (!await isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  return secretView(g.state).secrets;
}

/** The game whose open decision a team player asks a hint for (refused for others, in a lobby, or with nothing open). */
export async function hintTarget(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): Promise<LoadedGame> {
  const g = await gameFor(deps.db, input.channelId, input.gameId);
  if (g.row.lobby) refuse('NOT_STARTED', REFUSAL_TEXT.notStarted(g.row.hostId));
  if (!await isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  if (!g.state.pending) refuse('GAME_ENDED', REFUSAL_TEXT.gameEnded);
  return g;
}

/** The recent public log of the channel's running game, or of its last one once it is over. */
export async function logOf(deps: PlayDeps, channelId: string, count: number): Promise<EventRow[]> {
  const row = await findActiveGame(deps.db, channelId) ?? await latestGame(deps.db, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return await recentPublicEvents(deps.db, row.id, count);
}

/** Every public event of the game's last game turn and of this one so far (the full account behind a turn message). */
export async function turnAccountOf(deps: PlayDeps, channelId: string, gameId: number | null): Promise<EventRow[]> {
  const g = await gameFor(deps.db, channelId, gameId);
  return await publicEventsOfTurns(deps.db, g.row.id, g.state.turn - 1, g.state.turn);
}

/** The channel's running game, or its last one, as an export file (src/db/gameExport.ts says what a running game leaves out). */
export async function exportOf(deps: PlayDeps, channelId: string): Promise<GameExport> {
  const row = await findActiveGame(deps.db, channelId) ?? await latestGame(deps.db, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return await exportGame(deps.db, row.id);
}

/** The options open now, for autocomplete; empty when there is no readable game. */
export async function openChoices(deps: PlayDeps, channelId: string): Promise<{ promptNo: number; options: readonly ChoiceOption[] }> {
  const row = await findActiveGame(deps.db, channelId);
  // A game in its lobby has no decision open yet.
  if (!row || row.lobby) return { promptNo: 0, options: [] };
  try {
    return { promptNo: row.promptNo, options: decisionFor(load(row).state, row.mode)?.options ?? [] };
  } catch {
    return { promptNo: 0, options: [] };
  }
}
