import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The error the database itself raised. Drizzle wraps a failed Postgres query in an error whose
 * message is the query text (and its parameters on the next line), which says nothing of the
 * cause; SQLite's errors arrive unwrapped.
 */
export function storageCause(err: unknown): unknown {
  return err instanceof DrizzleQueryError && err.cause instanceof Error ? err.cause : err;
}
