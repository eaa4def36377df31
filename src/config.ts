import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The default database sits in the project's data/ folder, wherever the bot is started from. */
const DEFAULT_DATABASE = fileURLToPath(new URL('../data/final-girl.db', import.meta.url));

const snowflake = z.string().regex(/^\d{5,25}$/, 'must be a Discord id (digits only)');
/** Unset and empty variables both count as missing. */
const emptyAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const configSchema = z.object({
  DISCORD_TOKEN: z.preprocess(emptyAsMissing, z.string({ error: 'is not set' })),
  DISCORD_APPLICATION_ID: z.preprocess(emptyAsMissing, z.string({ error: 'is not set' }).pipe(snowflake)),
  DISCORD_GUILD_ID: z.preprocess(emptyAsMissing, snowflake.optional()),
  DATABASE_PATH: z.preprocess(emptyAsMissing, z.string().default(DEFAULT_DATABASE)),
  DISCORD_API_URL: z.preprocess(emptyAsMissing, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the environment; the error is one readable line naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): { ok: true; config: Config } | { ok: false; error: string } {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  return { ok: false, error: `Configuration error: ${problems.join('; ')}. See README, “Running the Discord bot”.` };
}

/** Like readConfig, but prints the one line and exits (code 1) when something is wrong. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env, required: readonly (keyof Config)[] = []): Config {
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
