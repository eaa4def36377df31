import { existsSync, statSync } from 'node:fs';
import { z } from 'zod';
import { parseOptions } from './args.js';
import { EnvFileError, loadEnvFile, postgresUrl } from '../config.js';
import { copyToPostgres, CopyError, type TableCount } from '../db/copyToPostgres.js';
import { DatabaseOpenError, openDb } from '../db/openDb.js';
import { openPg, shownUrl } from '../db/openPg.js';

const USAGE = 'usage: npm run db:copy -- --from data/final-girl.db [--to postgres://user:password@host:5432/finalgirl] (--to defaults to DATABASE_URL)';

const shape = {
  from: z.string({ error: (iss) => (iss.input === undefined ? '--from is required (the SQLite file to copy)' : '--from needs a file name') }).min(1),
  to: z.string({ error: '--to needs a postgres:// URL' }).optional(),
};

/** A refusal the person running the copy can act on: printed as one line, exit code 1. */
class Refused extends Error {}

function table(counts: readonly TableCount[]): string {
  const width = Math.max(5, ...counts.map((c) => c.table.length));
  const num = (n: number | string) => String(n).padStart(10);
  const lines = [`${'table'.padEnd(width)}${num('SQLite')}${num('Postgres')}`];
  for (const c of counts) lines.push(`${c.table.padEnd(width)}${num(c.source)}${num(c.target)}`);
  return lines.join('\n');
}

/** The target URL: --to, else DATABASE_URL (from the environment or .env, as the bot reads it). */
function targetUrl(to: string | undefined): string {
  try {
    loadEnvFile(process.env);
  } catch (err) {
    if (err instanceof EnvFileError) throw new Refused(err.message);
    throw err;
  }
  const raw = to ?? (process.env.DATABASE_URL?.trim() || undefined);
  if (raw === undefined) throw new Refused('no target: give --to postgres://… or set DATABASE_URL');
  const parsed = postgresUrl.safeParse(raw);
  if (!parsed.success) throw new Refused(`${to === undefined ? 'DATABASE_URL' : '--to'} must be a postgres:// URL`);
  return parsed.data;
}

/**
 * Copies the bot's SQLite file into an empty Postgres database (issue 37), then prints the rows
 * of each table on both sides. The source is opened as the bot opens it (an older schema is
 * migrated, a newer one refused); the target is migrated, must be empty, and gets everything or
 * nothing.
 */
async function main(argv: readonly string[]): Promise<string> {
  if (argv.includes('--help') || argv.includes('-h')) return USAGE;
  const parsed = parseOptions(shape, argv);
  if (!parsed.ok) throw new Refused(`${parsed.message} (${USAGE})`);
  const { from } = parsed.value;
  const to = targetUrl(parsed.value.to);
  // Before anything is opened: an open would create a missing file.
  if (!existsSync(from)) throw new Refused(`${from}: no such file (the SQLite database to copy)`);
  if (!statSync(from).isFile()) throw new Refused(`${from}: not a file (the SQLite database to copy)`);
  // The file first: a newer one is refused before the server is touched.
  const source = openDb(from);
  try {
    const target = await openPg(to, { poolSize: 2 });
    try {
      const counts = await copyToPostgres(source.db, target.db);
      const rows = counts.reduce((n, c) => n + c.target, 0);
      return `Copied ${from} to ${shownUrl(to)}: ${rows} rows in ${counts.length} tables, ids kept.\n${table(counts)}`;
    } finally {
      await target.close();
    }
  } finally {
    source.close();
  }
}

/** One line, never the password (a server's message may quote the URL it was given). */
function oneLine(err: unknown, argv: readonly string[]): string {
  const known = err instanceof Refused || err instanceof CopyError || err instanceof DatabaseOpenError;
  // Drizzle wraps a failed statement ("Failed query: …" and all its parameters): the cause is the server's.
  let inner = err;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  let line = inner instanceof Error ? (inner.message.split('\n')[0] ?? '') : String(inner);
  if (!known) line = `the copy failed, nothing was written: ${line}`;
  for (const arg of [...argv, process.env.DATABASE_URL ?? '']) {
    try {
      const password = new URL(arg.replace(/^--to=/, '')).password;
      if (password) line = line.split(password).join('***').split(decodeURIComponent(password)).join('***');
    } catch {
      /* not a URL: nothing of it to hide */
    }
  }
  return `error: ${line}`;
}

const argv = process.argv.slice(2);
main(argv).then(
  (out) => {
    console.log(out);
  },
  (err: unknown) => {
    console.error(oneLine(err, argv));
    process.exitCode = 1;
  },
);
