import { z } from 'zod';
import { SCHEMA_VERSION, type GameState } from '../engine/index.js';
import { content } from '../content/load.js';

/** A stored game that cannot be loaded: corrupt JSON, another schema version, missing packs. */
export class StoredStateError extends Error {
  override name = 'StoredStateError';
}

const option = z.object({ id: z.string().min(1), label: z.string(), group: z.string() });

/**
 * The parts of GameState the bot relies on, checked on every load. The engine owns the full
 * shape; this guards against a corrupt or foreign row reaching it.
 */
const storedState = z.looseObject({
  schemaVersion: z.literal(SCHEMA_VERSION),
  setup: z.looseObject({ killer: z.string(), location: z.string(), girl: z.string(), extreme: z.boolean() }),
  rng: z.number(),
  turn: z.number().int().nonnegative(),
  phase: z.string(),
  result: z.enum(['won', 'lost']).nullable(),
  decisionSeq: z.number().int().nonnegative(),
  eventSeq: z.number().int().nonnegative(),
  girl: z.looseObject({ health: z.number(), hand: z.array(z.string()) }),
  killer: z.looseObject({ health: z.number() }),
  agenda: z.array(z.looseObject({ t: z.string() })),
  pending: z.object({ seq: z.number().int(), kind: z.string(), prompt: z.string(), options: z.array(option).min(1) }).nullable(),
});

export function encodeState(state: GameState): string {
  return JSON.stringify(state);
}

/** Parses a stored state and checks it before the engine sees it. */
export function decodeState(json: string, schemaVersion: number): GameState {
  if (schemaVersion !== SCHEMA_VERSION) {
    throw new StoredStateError(`stored with engine schema ${schemaVersion}, this bot runs schema ${SCHEMA_VERSION}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new StoredStateError('state is not valid JSON');
  }
  const parsed = storedState.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoredStateError(`state field "${issue?.path.map(String).join('.') ?? ''}": ${issue?.message ?? 'invalid'}`);
  }
  const c = content();
  const { killer, location, girl } = parsed.data.setup;
  if (!c.killers[killer] || !c.locations[location] || !c.girls[girl]) {
    throw new StoredStateError(`state names packs that are not installed (${killer}, ${location}, ${girl})`);
  }
  if (parsed.data.result === null && parsed.data.pending === null) throw new StoredStateError('state has no decision and no result');
  return raw as GameState;
}
