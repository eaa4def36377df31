import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A text column compared byte by byte (Postgres's "C" collation): the order SQLite sorts text in, whatever the server's locale. */
export function sqlC(column: SQLWrapper): SQL {
  return sql`${column} COLLATE "C"`;
}
