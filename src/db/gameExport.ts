import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { hiddenFacts, replay, SCHEMA_VERSION, gameSetupSchema } from '../engine/index.js';
import { GAME_MODES, VISIBILITIES } from './schema.js';
import { allEvents, publicEvents } from './events.js';
import { choicesOf } from './choices.js';
import { getGame, loadGame } from './games.js';
import { decodeState, encodeState } from './stateCodec.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;

/**
 * A game as a file (`/log export`, `npm run play -- --replay`). While the game runs it holds
 * only what the channel saw: the setup and the public events. The seed and the choices are
 * left out then, because with them anyone could replay the game and read every deck and die
 * before the rules show them. Once the game is over (by the rules or /endgame) it holds the
 * seed, the engine choices and every event, secret ones included: enough to replay it.
 */
export const gameExportSchema = z
  .object({
    format: z.literal('final-girl-game'),
    formatVersion: z.literal(1),
    /** The engine's schema version of the bot that wrote the file. */
    schemaVersion: z.number().int().min(1),
    setup: gameSetupSchema,
    mode: z.enum(GAME_MODES),
    over: z.boolean(),
    result: z.enum(['won', 'lost']).nullable(),
    endReason: z.string().nullable(),
    turn: z.number().int().min(0),
    /** Only once the game is over. */
    seed: z.number().int().optional(),
    /** Only once the game is over, and only when they replay to the stored game (games stored before choices were kept have none). */
    choices: z.array(z.string().min(1)).optional(),
    events: z.array(z.object({ turn: z.number().int(), visibility: z.enum(VISIBILITIES), kind: z.string(), text: z.string() }).strict()),
  })
  .strict();
export type GameExport = z.infer<typeof gameExportSchema>;

/** The export of stored game `gameId` (see gameExportSchema for what a running game leaves out). */
export async function exportGame(db: Q, gameId: number): Promise<GameExport> {
  const row = await getGame(db, gameId);
  if (!row) throw new Error(`no game ${gameId}`);
  const { state } = loadGame(row);
  const over = row.status !== 'active';
  const base = {
    format: 'final-girl-game' as const,
    formatVersion: 1 as const,
    schemaVersion: SCHEMA_VERSION,
    setup: state.setup,
    mode: row.mode,
    over,
    result: state.result,
    endReason: state.endReason,
    turn: state.turn,
  };
  const events = (over ? await allEvents(db, gameId) : await publicEvents(db, gameId)).map((e) => ({ turn: e.turn, visibility: e.visibility, kind: e.kind, text: e.text }));
  if (!over) return guarded({ ...base, events }, hiddenFacts(state));
  const seed = Number(row.seed);
  const list = await choicesOf(db, gameId);
  return { ...base, seed, ...(replaysTo(state, seed, list) ? { choices: list } : {}), events };
}

/** A running game's export, refused whole if any hidden fact the modules declare shows in it (a leak is a bug, never a file). */
function guarded(file: GameExport, facts: readonly string[]): GameExport {
  const text = JSON.stringify(file);
  if (facts.some((f) => text.includes(f))) throw new Error('the export of a running game would show a hidden fact: refused');
  return file;
}

/** Whether the setup, seed and choices give the stored state again (older games kept no choices). */
function replaysTo(state: ReturnType<typeof loadGame>['state'], seed: number, list: readonly string[]): boolean {
  try {
    // Compared as stored (through the state check, which may order keys its own way).
    return isDeepStrictEqual(decodeState(encodeState(replay(state.setup, seed, list).state), SCHEMA_VERSION), state);
  } catch {
    return false;
  }
}
