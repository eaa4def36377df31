import { secretView, type ChoiceOption } from '../../engine/index.js';
import { findActiveGame, latestGame, getGame, getPrompt, isPlayer, listPlayers, listVotes, recentPublicEvents, type LoadedGame } from '../../db/index.js';
import type { EventRow, PromptRow, VoteRow } from '../../db/schema.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import { activeGameIn, gameOfComponent, load } from './access.js';
import type { PlayDeps } from './types.js';

/** Everything a turn message or /status shows about the open decision. */
export interface Snapshot {
  game: LoadedGame;
  team: string[];
  prompt: PromptRow | undefined;
  ballots: VoteRow[];
}

export function snapshotOf(deps: PlayDeps, game: LoadedGame): Snapshot {
  const db = deps.db;
  return {
    game,
    team: listPlayers(db, game.row.id),
    prompt: getPrompt(db, game.row.id, game.row.promptNo),
    ballots: listVotes(db, game.row.id, game.row.promptNo),
  };
}

/** The channel's game (for /status), or the one a button names. */
export function statusOf(deps: PlayDeps, channelId: string, gameId: number | null = null): Snapshot {
  const g = gameId === null ? activeGameIn(deps.db, channelId) : gameOfComponent(deps.db, gameId, channelId);
  return snapshotOf(deps, g);
}

/** A game by id whatever its status (for posting after the fact). */
export function gameById(deps: PlayDeps, gameId: number): LoadedGame | undefined {
  const row = getGame(deps.db, gameId);
  return row ? load(row) : undefined;
}

/** Secret knowledge, for joined players only. */
export function secretsFor(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number | null }): Record<string, unknown> {
  const g = input.gameId === null ? activeGameIn(deps.db, input.channelId) : gameOfComponent(deps.db, input.gameId, input.channelId);
  if (!isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  return secretView(g.state).secrets;
}

/** The recent public log of the channel's running game, or of its last one once it is over. */
export function logOf(deps: PlayDeps, channelId: string, count: number): EventRow[] {
  const row = findActiveGame(deps.db, channelId) ?? latestGame(deps.db, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return recentPublicEvents(deps.db, row.id, count);
}

/** The options open now, for autocomplete; empty when there is no readable game. */
export function openChoices(deps: PlayDeps, channelId: string): { promptNo: number; options: ChoiceOption[] } {
  const row = findActiveGame(deps.db, channelId);
  if (!row) return { promptNo: 0, options: [] };
  try {
    const g = load(row);
    return { promptNo: row.promptNo, options: g.state.pending?.options ?? [] };
  } catch {
    return { promptNo: 0, options: [] };
  }
}
