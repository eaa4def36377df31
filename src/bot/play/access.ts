import { AsyncLocalStorage } from 'node:async_hooks';
import { findActiveGame, finishInteraction, getGame, loadGame, transact, VersionConflictError, StoredStateError, type Db, type LoadedGame, type Tx } from '../../db/index.js';
import { Refusal, refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';

/** Loads a stored game, turning an unreadable one into a refusal (the row is left as it is). */
export function load(row: LoadedGame['row']): LoadedGame {
  try {
    return loadGame(row);
  } catch (err) {
    if (err instanceof StoredStateError) throw new Refusal('UNREADABLE_GAME', REFUSAL_TEXT.unreadableGame);
    throw err;
  }
}

/** The running game of a channel. */
export async function activeGameIn(tx: Db | Tx, channelId: string): Promise<LoadedGame> {
  const row = await findActiveGame(tx, channelId);
  if (!row) refuse('NO_GAME', REFUSAL_TEXT.noGame);
  return load(row);
}

/** The game a button names, checked against the channel it was clicked in. */
export async function gameOfComponent(tx: Db | Tx, gameId: number, channelId: string): Promise<LoadedGame> {
  const row = await getGame(tx, gameId);
  if (!row) refuse('GAME_ENDED', REFUSAL_TEXT.gameEnded);
  if (row.channelId !== channelId) refuse('WRONG_CHANNEL', REFUSAL_TEXT.wrongChannel);
  if (row.status !== 'active') refuse('GAME_ENDED', REFUSAL_TEXT.gameEnded);
  return load(row);
}

/** The game a command means (the channel's running one) or a button names (`gameId`, checked against the channel). */
export async function gameFor(tx: Db | Tx, channelId: string, gameId: number | null): Promise<LoadedGame> {
  return gameId === null ? await activeGameIn(tx, channelId) : await gameOfComponent(tx, gameId, channelId);
}

export function requireHost(game: LoadedGame, userId: string): void {
  if (game.row.hostId !== userId) refuse('NOT_HOST', REFUSAL_TEXT.notHost(game.row.hostId));
}

/** Acknowledged game work being done: its interaction, and whether a committed transaction has marked it finished. */
export interface InteractionWork {
  readonly id: string;
  finished: boolean;
}

const interactionWork = new AsyncLocalStorage<InteractionWork>();

/**
 * Runs `work`, game work acknowledged before it was done, so that its first committed transaction
 * also marks interaction `id` finished: a host that dies right after that commit leaves nothing
 * for its restart to do again (a `/choose` done twice would pick at the next decision too).
 */
export function doingInteraction<T>(job: InteractionWork, work: () => Promise<T>): Promise<T> {
  return interactionWork.run(job, work);
}

/**
 * One transaction; retried when another writer (a second process on the same database) changed
 * the game in between, which the version check detects.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, tries = 3): Promise<T> {
  const interaction = interactionWork.getStore();
  const work =
    interaction === undefined
      ? fn
      : async (tx: Tx) => {
          const out = await fn(tx);
          await finishInteraction(tx, interaction.id, Date.now());
          return out;
        };
  for (let attempt = 1; ; attempt++) {
    try {
      const out = await transact(db, work);
      if (interaction) interaction.finished = true;
      return out;
    } catch (err) {
      if (!(err instanceof VersionConflictError)) throw err;
      if (attempt >= tries) refuse('BUSY', REFUSAL_TEXT.busy);
    }
  }
}
