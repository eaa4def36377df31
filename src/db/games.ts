import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GameState } from '../engine/index.js';
import { SCHEMA_VERSION } from '../engine/index.js';
import type { ShardScope } from '../shards/scope.js';
import * as pgs from './pgSchema.js';
import { games, type GameRow } from './schema.js';
import { inShard } from './shardFilter.js';
import { decodeState, encodeState } from './stateCodec.js';
import type { Db, Tx } from './store.js';

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

export async function findActiveGame(db: Q, channelId: string): Promise<GameRow | undefined> {
  if (db.dialect === 'sqlite') return db.d.select().from(games).where(and(eq(games.channelId, channelId), eq(games.status, 'active'))).get();
  const [row] = await db.d.select().from(pgs.games).where(and(eq(pgs.games.channelId, channelId), eq(pgs.games.status, 'active'))).limit(1);
  return row;
}

/** The channel's most recent game, whatever its status. */
export async function latestGame(db: Q, channelId: string): Promise<GameRow | undefined> {
  if (db.dialect === 'sqlite') return db.d.select().from(games).where(eq(games.channelId, channelId)).orderBy(desc(games.id)).limit(1).get();
  const [row] = await db.d.select().from(pgs.games).where(eq(pgs.games.channelId, channelId)).orderBy(desc(pgs.games.id)).limit(1);
  return row;
}

export async function getGame(db: Q, id: number): Promise<GameRow | undefined> {
  if (db.dialect === 'sqlite') return db.d.select().from(games).where(eq(games.id, id)).get();
  const [row] = await db.d.select().from(pgs.games).where(eq(pgs.games.id, id));
  return row;
}

/** Parses the row's state (throws StoredStateError when it cannot be trusted). */
export function loadGame(row: GameRow): LoadedGame {
  return { row, state: decodeState(row.state, row.schemaVersion) };
}

export type NewGameRow = Omit<typeof games.$inferInsert, 'state' | 'schemaVersion' | 'version' | 'id'> & { state: GameState };

export async function insertGame(db: Q, values: NewGameRow): Promise<GameRow> {
  const row = { ...values, state: encodeState(values.state), schemaVersion: SCHEMA_VERSION, version: 1 };
  if (db.dialect === 'sqlite') return db.d.insert(games).values(row).returning().get();
  const [out] = await db.d.insert(pgs.games).values(row).returning();
  if (!out) throw new Error('the new game row was not returned');
  return out;
}

type StatePatch = Partial<Pick<GameRow, 'status' | 'promptNo' | 'plan'>>;
type RowPatch = Partial<Pick<GameRow, 'status' | 'promptNo' | 'voteWindowSec' | 'reminderSec' | 'pingOnDecision' | 'soloActor' | 'lobby' | 'callerId'>>;

/** Writes `set` on game `id` only if it still has `oldVersion`; the count of rows written. */
async function setIfVersion(q: Q, id: number, oldVersion: number, set: StatePatch & RowPatch & { state?: string; schemaVersion?: number; version: number; updatedAt: number }): Promise<number> {
  if (q.dialect === 'sqlite') return q.d.update(games).set(set).where(and(eq(games.id, id), eq(games.version, oldVersion))).run().changes;
  const res = await q.d.update(pgs.games).set(set).where(and(eq(pgs.games.id, id), eq(pgs.games.version, oldVersion)));
  return res.rowCount ?? 0;
}

/**
 * Writes a new state only if the row still has `oldVersion`, bumping the version. Throws
 * VersionConflictError otherwise, so the caller's transaction rolls back.
 */
export async function saveGameState(db: Q, id: number, oldVersion: number, state: GameState, now: number, patch: StatePatch = {}): Promise<number> {
  const changes = await setIfVersion(db, id, oldVersion, { ...patch, state: encodeState(state), schemaVersion: SCHEMA_VERSION, version: oldVersion + 1, updatedAt: now });
  if (changes !== 1) throw new VersionConflictError(id);
  return oldVersion + 1;
}

/** Updates bookkeeping columns that are not the state (settings, status, prompt counter), with the same version check. */
export async function updateGameRow(db: Q, id: number, oldVersion: number, patch: RowPatch, now: number): Promise<number> {
  const changes = await setIfVersion(db, id, oldVersion, { ...patch, version: oldVersion + 1, updatedAt: now });
  if (changes !== 1) throw new VersionConflictError(id);
  return oldVersion + 1;
}

/** Active games waiting in their lobby (what a restart checks for a lobby message never posted), of one shard's guilds if given. */
export async function lobbyGames(db: Q, scope?: ShardScope): Promise<GameRow[]> {
  if (db.dialect === 'sqlite') return db.d.select().from(games).where(and(eq(games.status, 'active'), eq(games.lobby, true), inShard('sqlite', scope))).all();
  return db.d.select().from(pgs.games).where(and(eq(pgs.games.status, 'active'), eq(pgs.games.lobby, true), inShard('pg', scope)));
}

/**
 * Records the lobby message of a game that has none yet. False when another post got there
 * first or the game left its lobby (the caller removes the message it just posted).
 */
export async function setLobbyMessage(db: Q, gameId: number, messageId: string): Promise<boolean> {
  if (db.dialect === 'sqlite') {
    return (
      db.d
        .update(games)
        .set({ lobbyMessageId: messageId })
        .where(and(eq(games.id, gameId), isNull(games.lobbyMessageId), eq(games.lobby, true), eq(games.status, 'active')))
        .run().changes === 1
    );
  }
  const g = pgs.games;
  const res = await db.d.update(g).set({ lobbyMessageId: messageId }).where(and(eq(g.id, gameId), isNull(g.lobbyMessageId), eq(g.lobby, true), eq(g.status, 'active')));
  return res.rowCount === 1;
}
