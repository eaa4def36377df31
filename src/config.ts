import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as util from 'node:util';
import { z } from 'zod';

/** The default database sits in the project's data/ folder, wherever the bot is started from. */
const DEFAULT_DATABASE = fileURLToPath(new URL('../data/final-girl.db', import.meta.url));

const snowflake = z.string().regex(/^\d{5,25}$/, 'must be a Discord id (digits only)');
/** Unset and empty variables both count as missing. */
const emptyAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `SHARDS`: how many shards the bot runs (a whole number from 1), or `auto` for the count Discord
 * recommends (GET /gateway/bot). 1, the default, is one process serving every guild; more start
 * discord.js's ShardingManager, one process a shard (src/shards/manager.ts).
 */
const shardCount = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.union([z.literal('auto'), z.string().regex(/^[1-9]\d{0,5}$/).transform(Number)], { error: 'must be a whole number from 1, or auto' }),
);

/** A Postgres database's address (DATABASE_URL, and `npm run db:copy -- --to`). */
export const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });

/**
 * `SHARD_LIST`: the shards this host runs, of `SHARD_COUNT` across every host: ids and ranges
 * from 0, `0,2` or `0-3` or `0-1,4` (spaces ignored). Each id once; five digits at most, so a
 * mistyped range stays a short list.
 */
const shardList = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z
    .string()
    .regex(/^\d{1,5}(-\d{1,5})?(,\d{1,5}(-\d{1,5})?)*$/, 'must be shard ids and ranges from 0, such as 0,2 or 0-3')
    .transform((text, ctx) => {
      const ids: number[] = [];
      for (const part of text.split(',')) {
        const [from, to = from] = part.split('-').map(Number) as [number, number?];
        if (to < from) ctx.addIssue({ code: 'custom', message: `has the range ${part}, which runs backwards` });
        for (let id = from; id <= to; id++) ids.push(id);
      }
      const seen = new Set<number>();
      const twice = ids.find((id) => seen.size === seen.add(id).size);
      if (twice !== undefined) ctx.addIssue({ code: 'custom', message: `names shard ${twice} twice` });
      return ids;
    }),
);

const configSchema = z.object({
  DISCORD_TOKEN: z.preprocess(emptyAsMissing, z.string({ error: 'is not set' })),
  DISCORD_APPLICATION_ID: z.preprocess(emptyAsMissing, z.string({ error: 'is not set' }).pipe(snowflake)),
  DISCORD_GUILD_ID: z.preprocess(emptyAsMissing, snowflake.optional()),
  DATABASE_PATH: z.preprocess(emptyAsMissing, z.string().default(DEFAULT_DATABASE)),
  /** Set: the bot runs on this Postgres database (shared by several hosts) instead of the SQLite file. */
  DATABASE_URL: z.preprocess(emptyAsMissing, postgresUrl.optional()),
  DISCORD_API_URL: z.preprocess(emptyAsMissing, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SHARDS: z.preprocess(emptyAsMissing, shardCount.default(1)),
  SHARD_LIST: z.preprocess(emptyAsMissing, shardList.optional()),
  /** The shards across every host (with SHARD_LIST): the same number on each host. */
  SHARD_COUNT: z.preprocess(emptyAsMissing, z.string().trim().regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1').transform(Number).optional()),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the environment; the error is one readable line naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): { ok: true; config: Config } | { ok: false; error: string } {
  const parsed = configSchema.safeParse(env);
  const problems = parsed.success ? hostProblems(parsed.data, emptyAsMissing(env.SHARDS) !== undefined) : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  if (parsed.success && problems.length === 0) return { ok: true, config: parsed.data };
  return { ok: false, error: `Configuration error: ${problems.join('; ')}. See README, “Running the Discord bot”.` };
}

/**
 * What is wrong with running some of the shards here and the rest on other hosts (SHARD_LIST and
 * SHARD_COUNT): they come together, with ids below the count, on a shared Postgres database.
 */
function hostProblems(config: Config, shardsSet: boolean): string[] {
  const { SHARD_LIST: list, SHARD_COUNT: count } = config;
  if (list === undefined && count === undefined) return [];
  if (list === undefined) return ['SHARD_COUNT is set without SHARD_LIST (the shards this host runs); on one host, set SHARDS instead'];
  const problems: string[] = [];
  if (count === undefined) problems.push('SHARD_LIST is set without SHARD_COUNT (how many shards all the hosts run together)');
  else {
    const outside = list.filter((id) => id >= count);
    const more = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
    if (outside.length) problems.push(`SHARD_LIST names shard ${outside[0]}${more}, not below SHARD_COUNT ${count} (shards are numbered from 0)`);
  }
  if (shardsSet) problems.push('SHARDS is set with SHARD_LIST: a host given SHARD_LIST runs those shards of SHARD_COUNT, so leave SHARDS unset');
  if (config.DATABASE_URL === undefined) problems.push('SHARD_LIST needs DATABASE_URL: hosts share their games through one Postgres database, and a SQLite file (DATABASE_PATH) is on one machine\'s disk');
  return problems;
}

/** A `.env` file that is there but cannot be read. */
export class EnvFileError extends Error {
  override name = 'EnvFileError';
}

/**
 * Reads `.env` from `dir` (the working directory by default) into `env`, if the file exists,
 * with Node's own parser (the one behind `process.loadEnvFile` and `--env-file`). A variable
 * already set in `env` wins over the file, as Node's loader has it; an empty one counts as unset,
 * as in readConfig. Returns the file read, or null when there is none. Values are never printed.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, dir: string = process.cwd()): string | null {
  const file = join(dir, '.env');
  if (!existsSync(file)) return null;
  // util.parseEnv came with Node 20.12 (a named import would stop older Nodes from starting at all).
  const parseEnv = (util as { parseEnv?: (text: string) => Record<string, string> }).parseEnv;
  if (!parseEnv) throw new EnvFileError(`Configuration error: reading ${file} needs Node 20.12 or later; set the variables in the environment instead.`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new EnvFileError(`Configuration error: ${file} could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (emptyAsMissing(env[key]) === undefined) env[key] = value;
  }
  return file;
}

/** `.env` (loadEnvFile), then readConfig; prints the one line and exits (code 1) when something is wrong. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env, required: readonly (keyof Config)[] = [], dir: string = process.cwd()): Config {
  try {
    loadEnvFile(env, dir);
  } catch (err) {
    if (!(err instanceof EnvFileError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const out = readConfig(env);
  if (!out.ok) {
    console.error(out.error);
    process.exit(1);
  }
  const missing = required.filter((k) => out.config[k] === undefined);
  if (missing.length) {
    console.error(`Configuration error: ${missing.map((k) => `${k} is not set`).join('; ')}. See README, “Running the Discord bot”.`);
    process.exit(1);
  }
  return out.config;
}
