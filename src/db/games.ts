import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GameState } from '../engine/index.js';
import { SCHEMA_VERSION } from '../engine/index.js';
import type { ShardScope } from '../shards/scope.js';
import { games, type GameRow } from './schema.js';
import { inShard } from './shardFilter.js';
import { decodeState, encodeState } from './stateCodec.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

/** Another writer changed the game between our read and our write. */
export class VersionConflictError extends Error {
  override name = 'VersionConflictError';
  constructor(readonly gameId: number) {
    super(`game ${gameId} was changed by another writer`);
  }
}

/** A game row with its state parsed and checked. */
export interface LoadedGame {
  row: GameRow;
  state: GameState;
}

export function findActiveGame(q: Q, channelId: string): GameRow | undefined {
  return q.select().from(games).where(and(eq(games.channelId, channelId), eq(games.status, 'active'))).get();
}

/** The channel's most recent game, whatever its status. */
export function latestGame(q: Q, channelId: string): GameRow | undefined {
  return q.select().from(games).where(eq(games.channelId, channelId)).orderBy(desc(games.id)).limit(1).get();
}

export function getGame(q: Q, id: number): GameRow | undefined {
  return q.select().from(games).where(eq(games.id, id)).get();
}

/** Parses the row's state (throws StoredStateError when it cannot be trusted). */
export function loadGame(row: GameRow): LoadedGame {
  return { row, state: decodeState(row.state, row.schemaVersion) };
}

export type NewGameRow = Omit<typeof games.$inferInsert, 'state' | 'schemaVersion' | 'version' | 'id'> & { state: GameState };

export function insertGame(q: Q, values: NewGameRow): GameRow {
  return q
    .insert(games)
    .values({ ...values, state: encodeState(values.state), schemaVersion: SCHEMA_VERSION, version: 1 })
    .returning()
    .get();
}

/**
 * Writes a new state only if the row still has `oldVersion`, bumping the version. Throws
 * VersionConflictError otherwise, so the caller's transaction rolls back.
 */
export function saveGameState(
  q: Q,
  id: number,
  oldVersion: number,
  state: GameState,
  now: number,
  patch: Partial<Pick<GameRow, 'status' | 'promptNo' | 'plan'>> = {},
): number {
  const res = q
    .update(games)
    .set({ ...patch, state: encodeState(state), schemaVersion: SCHEMA_VERSION, version: oldVersion + 1, updatedAt: now })
    .where(and(eq(games.id, id), eq(games.version, oldVersion)))
    .run();
  if (res.changes !== 1) throw new VersionConflictError(id);
  return oldVersion + 1;
}

/** Updates bookkeeping columns that are not the state (settings, status, prompt counter), with the same version check. */
export function updateGameRow(
  q: Q,
  id: number,
  oldVersion: number,
  patch: Partial<Pick<GameRow, 'status' | 'promptNo' | 'voteWindowSec' | 'reminderSec' | 'pingOnDecision' | 'soloActor' | 'lobby' | 'callerId'>>,
  now: number,
): number {
  const res = q
    .update(games)
    .set({ ...patch, version: oldVersion + 1, updatedAt: now })
    .where(and(eq(games.id, id), eq(games.version, oldVersion)))
    .run();
  if (res.changes !== 1) throw new VersionConflictError(id);
  return oldVersion + 1;
}

/** Active games waiting in their lobby (what a restart checks for a lobby message never posted), of one shard's guilds if given. */
export function lobbyGames(q: Q, scope?: ShardScope): GameRow[] {
  return q.select().from(games).where(and(eq(games.status, 'active'), eq(games.lobby, true), inShard(scope))).all();
}

/**
 * Records the lobby message of a game that has none yet. False when another post got there
 * first or the game left its lobby (the caller removes the message it just posted).
 */
export function setLobbyMessage(q: Q, gameId: number, messageId: string): boolean {
  return (
    q
      .update(games)
      .set({ lobbyMessageId: messageId })
      .where(and(eq(games.id, gameId), isNull(games.lobbyMessageId), eq(games.lobby, true), eq(games.status, 'active')))
      .run().changes === 1
  );
}
