import { findActiveGame, loadGame } from '../../db/index.js';
import type { GameSetup, GameState } from '../../engine/index.js';
import { load } from './access.js';
import type { PlayDeps } from './types.js';

/** The packs of the channel's game, lobby included (for /card's suggestions); null with none, or an unreadable one. */
export async function channelSetup(deps: PlayDeps, channelId: string | null): Promise<GameSetup | null> {
  const row = channelId ? await findActiveGame(deps.db, channelId) : undefined;
  if (!row) return null;
  try {
    return loadGame(row).state.setup;
  } catch {
    return null;
  }
}

/** The channel's running game (past its lobby), or null: /card says where a card is only in one. */
export async function runningState(deps: PlayDeps, channelId: string): Promise<GameState | null> {
  const row = await findActiveGame(deps.db, channelId);
  return row && !row.lobby ? load(row).state : null;
}
