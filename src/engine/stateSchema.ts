import { z } from 'zod';
import { coreStateSchema, SCHEMA_VERSION, type GameState } from './state.js';
import { RulesError } from './errors.js';
import { allModules } from './modules/registry.js';
import './register.js';

/**
 * Stored games are checked field by field before the engine touches them, never trusted: the
 * core schema plus every module's own slice. States of earlier schema versions are upgraded
 * first, so a game stored by an older bot goes on.
 */
let cached: z.ZodType | null = null;

function gameStateSchema(): z.ZodType {
  if (cached) return cached;
  const slices: Record<string, z.ZodType> = {};
  for (const m of allModules()) for (const slice of [m.state ?? []].flat()) slices[slice.key] = slice.schema.optional();
  cached = coreStateSchema
    .extend(slices)
    .strict()
    .refine((s) => s.result !== null || s.pending !== null, { message: 'a game that is not over must have a decision open' });
  return cached;
}

type Json = Record<string, unknown>;

/**
 * Version 1 held one Killer in `killer` (space, health, Final Health token beside the board's
 * Bloodlust, Finale and Dark Power). Version 2 keeps the board there and moves the figure into
 * `units` as the unit 'killer'; the attacker of a pending attack was always that Killer.
 */
function upgradeFrom1(v1: Json): Json {
  const { space, startSpace, health, maxHealth, final, ...board } = (v1.killer ?? {}) as Json;
  const incoming = v1.incoming as Json | null | undefined;
  return {
    ...v1,
    schemaVersion: 2,
    killer: board,
    units: [{ id: 'killer', type: (v1.setup as Json | undefined)?.killer, role: 'killer', space, startSpace, health, maxHealth, final }],
    nextUnitId: 1,
    incoming: incoming ? { ...incoming, by: 'killer' } : (incoming ?? null),
  };
}

const UPGRADES: Record<number, (s: Json) => Json> = { 1: upgradeFrom1 };

/** Brings a stored state of any earlier schema version up to the current one (unchecked). */
function upgradeState(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  let s = value as Json;
  const from = s.schemaVersion;
  if (typeof from !== 'number' || from > SCHEMA_VERSION || (from !== SCHEMA_VERSION && !UPGRADES[from])) {
    throw new RulesError('ERR_BAD_STATE', `This game was saved by another version of the rules (schema ${String(from)}, expected ${SCHEMA_VERSION} or older).`);
  }
  for (let v = from; v < SCHEMA_VERSION; v++) s = (UPGRADES[v] as (x: Json) => Json)(s);
  return s;
}

/** Checks an untrusted value (a stored or uploaded game), upgrading older versions, and returns it as a GameState. */
export function parseState(value: unknown): GameState {
  const parsed = gameStateSchema().safeParse(upgradeState(value));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RulesError('ERR_BAD_STATE', `The saved game is damaged: field "${issue?.path.map(String).join('.') ?? ''}": ${issue?.message ?? 'invalid'}.`);
  }
  return parsed.data as GameState;
}
