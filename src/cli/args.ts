import { z } from 'zod';
import { content } from '../content/load.js';
import { AMBIGUITY_RULES } from '../engine/index.js';

/**
 * A tiny argument parser: `--name value`, `--name=value` and bare `--flag` (true). Names listed
 * in `flags` never take a value, so `--json --seed 1` reads as expected. No positional arguments.
 */
export type RawArgs = Record<string, string | true>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function tokenize(argv: readonly string[], flags: readonly string[] = []): ParseResult<RawArgs> {
  const out: RawArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (!token.startsWith('--') || token === '--') {
      return { ok: false, message: `unexpected argument "${token}" (options look like --name value)` };
    }
    const eq = token.indexOf('=');
    const name = eq >= 0 ? token.slice(2, eq) : token.slice(2);
    if (!name) return { ok: false, message: `empty option name in "${token}"` };
    if (name in out) return { ok: false, message: `--${name} is given twice` };
    if (eq >= 0) {
      out[name] = token.slice(eq + 1);
    } else if (flags.includes(name)) {
      out[name] = true;
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) out[name] = true;
      else {
        out[name] = next;
        i += 1;
      }
    }
  }
  return { ok: true, value: out };
}

/** A whole number written as text; a bare `--name` (true) is refused with a readable message. */
export function intOption(name: string, min = 0) {
  return z
    .string({ error: `--${name} needs a whole number` })
    .regex(/^-?\d+$/, { error: `--${name} needs a whole number` })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= min, { error: `--${name} must be a whole number >= ${min}` });
}

/** A `--flag`: absent = false. `--flag=true/false` is accepted too. */
export function flagOption(name: string) {
  return z
    .union([z.literal(true), z.enum(['true', 'false'])], { error: `--${name} is a flag and takes no value` })
    .optional()
    .transform((v) => v === true || v === 'true');
}

function idOption(name: string, kind: string, known: () => readonly string[]) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? `--${name} is required` : `--${name} needs a value`) })
    .refine((v) => known().includes(v), { error: (iss) => `unknown ${kind} "${String(iss.input)}" (known: ${known().join(', ')})` });
}

const killerIds = () => Object.keys(content().killers);
const locationIds = () => Object.keys(content().locations);
const girlIds = () => Object.keys(content().girls);

/** Options every command that starts games shares. */
export const gameOptionShape = {
  killer: idOption('killer', 'killer', killerIds),
  location: idOption('location', 'location', locationIds),
  girl: idOption('girl', 'Final Girl', girlIds).optional(),
  extreme: flagOption('extreme'),
  ambiguity: z
    .enum(AMBIGUITY_RULES, { error: `--ambiguity must be one of: ${AMBIGUITY_RULES.join(', ')}` })
    .optional(),
};

/** Validates raw args against an object shape; unknown options are refused by name. */
export function parseOptions<S extends z.ZodRawShape>(
  shape: S,
  argv: readonly string[],
  flags: readonly string[] = [],
): ParseResult<z.infer<z.ZodObject<S>>> {
  const raw = tokenize(argv, flags);
  if (!raw.ok) return raw;
  const unknown = Object.keys(raw.value).filter((k) => !(k in shape));
  if (unknown.length) {
    return { ok: false, message: `unknown option ${unknown.map((k) => `--${k}`).join(', ')} (known: ${Object.keys(shape).map((k) => `--${k}`).join(', ')})` };
  }
  const result = z.object(shape).safeParse(raw.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path[0];
    let message = issue?.message ?? 'invalid arguments';
    if (key !== undefined && !message.includes(`--${String(key)}`)) message = `--${String(key)}: ${message}`;
    return { ok: false, message };
  }
  return { ok: true, value: result.data };
}

/** Parses or prints `error: ...` and the usage to stderr, then exits with code 2. */
export function parseOrExit<S extends z.ZodRawShape>(
  shape: S,
  argv: readonly string[],
  usage: string,
  flags: readonly string[] = [],
): z.infer<z.ZodObject<S>> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const result = parseOptions(shape, argv, flags);
  if (!result.ok) {
    process.stderr.write(`error: ${result.message}\n${usage}\n`);
    process.exit(2);
  }
  return result.value;
}
