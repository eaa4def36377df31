import { parseState, SCHEMA_VERSION, type GameState } from '../engine/index.js';
import { content } from '../content/load.js';

/** A stored game that cannot be loaded: corrupt JSON, another schema version, missing packs. */
export class StoredStateError extends Error {
  override name = 'StoredStateError';
}

export function encodeState(state: GameState): string {
  return JSON.stringify(state);
}

/**
 * Parses a stored state and checks it before the engine sees it. A state from an earlier engine
 * schema is upgraded by the engine (parseState reads the version inside the JSON, which undo
 * snapshots carry too); one from a newer engine is refused.
 */
export function decodeState(json: string, schemaVersion: number): GameState {
  if (schemaVersion > SCHEMA_VERSION) {
    throw new StoredStateError(`stored with engine schema ${schemaVersion}, this bot runs schema ${SCHEMA_VERSION}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new StoredStateError('state is not valid JSON');
  }
  let state: GameState;
  try {
    state = parseState(raw);
  } catch (err) {
    throw new StoredStateError((err as Error).message);
  }
  const c = content();
  const { killer, location, girl } = state.setup;
  if (!c.killers[killer] || !c.locations[location] || !c.girls[girl]) {
    throw new StoredStateError(`state names packs that are not installed (${killer}, ${location}, ${girl})`);
  }
  return state;
}
