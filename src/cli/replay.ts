import { readFileSync } from 'node:fs';
import { apply, newGame, SCHEMA_VERSION, type GameEvent, type GameState } from '../engine/index.js';
import { gameExportSchema, type GameExport } from '../db/gameExport.js';

/** One step of a replayed game: the choice as the table read it and what followed. */
export interface ReplayStep {
  turn: number;
  label: string;
  events: GameEvent[];
}

/** A file that cannot be replayed, with the reason a person can act on. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

/** Reads and checks an export file (`/log export`). */
export function readExport(path: string): GameExport {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ReplayError(`${path} is not a JSON file: ${(err as Error).message}`);
  }
  const parsed = gameExportSchema.safeParse(raw);
  if (!parsed.success) throw new ReplayError(`${path} is not a Final Girl game export: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`);
  return parsed.data;
}

/**
 * Replays an export step by step from its setup, seed and choices. Only a game that is over
 * carries them; a newer engine's file is refused (its choices may not exist here).
 */
export function* replaySteps(file: GameExport): Generator<ReplayStep, GameState> {
  if (file.schemaVersion > SCHEMA_VERSION) throw new ReplayError(`the file was written by engine schema ${file.schemaVersion}; this one runs ${SCHEMA_VERSION}`);
  if (!file.over || file.seed === undefined) throw new ReplayError('the game was not over when it was exported, so the file holds its public log only (no seed, no choices)');
  if (!file.choices) throw new ReplayError('the game was stored before the bot kept its choices, so it cannot be replayed');
  const start = newGame(file.setup, file.seed);
  yield { turn: start.state.turn, label: 'Setup', events: start.events };
  let state = start.state;
  for (const id of file.choices) {
    const label = state.pending?.options.find((o) => o.id === id)?.label ?? id;
    const out = apply(state, id);
    yield { turn: state.turn, label, events: out.events };
    state = out.state;
  }
  return state;
}

/** Whether the replay ended as the file says the game did. */
export function sameEnd(file: GameExport, state: GameState): boolean {
  return state.result === file.result && state.endReason === file.endReason && state.turn === file.turn;
}
