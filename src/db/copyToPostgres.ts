import { asc, getTableColumns, getTableName, gt, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as pgSchema from './pgSchema.js';
import * as schema from './schema.js';
import type { PgStore, SqliteStore } from './store.js';

/** One table of the schema on both sides, by its SQL name. */
export interface TablePair {
  name: string;
  lite: SQLiteTable;
  post: PgTable;
}

/** The copy was refused or did not add up; nothing was written. `message` is one line. */
export class CopyError extends Error {
  override name = 'CopyError';
}

/** How many rows a table holds on each side after the copy. */
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/**
 * Every table of schema.ts with its twin in pgSchema.ts, each after the tables its foreign keys
 * point at (a module's exports come in name order, not the order the file declares them). Read
 * from the schema modules, so a table added there is copied without a word here.
 */
export function tablePairs(): TablePair[] {
  const post = new Map<string, PgTable>();
  for (const t of Object.values(pgSchema) as unknown[]) if (is(t, PgTable)) post.set(getTableName(t), t);
  const lite = new Map<string, SQLiteTable>();
  for (const t of Object.values(schema) as unknown[]) if (is(t, SQLiteTable)) lite.set(getTableName(t), t);
  const out: TablePair[] = [];
  const placing = new Set<string>();
  const place = (name: string, table: SQLiteTable): void => {
    if (out.some((p) => p.name === name)) return;
    if (placing.has(name)) throw new CopyError(`the tables' foreign keys go round in a circle through ${name}`);
    placing.add(name);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = getTableName(fk.reference().foreignTable);
      const parentTable = lite.get(parent);
      if (parent !== name && parentTable) place(parent, parentTable);
    }
    const twin = post.get(name);
    if (!twin) throw new CopyError(`the table ${name} has no Postgres twin in pgSchema.ts`);
    out.push({ name, lite: table, post: twin });
  };
  for (const [name, table] of [...lite].sort(([a], [b]) => a.localeCompare(b))) place(name, table);
  return out;
}

type PgTx = Parameters<Parameters<PgStore['d']['transaction']>[0]>[0];

/** Rows a statement carries: a game row is a whole engine state, so a few hundred at a time. */
const BATCH = 200;

async function countsOf(source: SqliteStore, target: PgTx, pairs: readonly TablePair[]): Promise<TableCount[]> {
  const out: TableCount[] = [];
  for (const p of pairs) {
    const lite = source.$client.prepare(`SELECT count(*) AS n FROM "${p.name}"`).get() as { n: number };
    const rows = await target.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${p.post}`);
    out.push({ table: p.name, source: lite.n, target: Number(rows.rows[0]?.n ?? 0) });
  }
  return out;
}

/**
 * Copies one table in SQLite's row order (rowid: the order the rows were written, which is the
 * team's joining order for players, whose Postgres rowid is given anew in that order). Drizzle
 * reads each value as the SQLite column declares it (flags as booleans, JSON parsed) and writes
 * it as the Postgres one does (boolean, jsonb, bigint), so the values convert on the way.
 */
async function copyTable(source: SqliteStore, tx: PgTx, p: TablePair): Promise<void> {
  const columns = getTableColumns(p.lite);
  const rowid = sql<number>`rowid`;
  let after = 0;
  for (;;) {
    const page = source.d
      .select({ row: columns, rowid })
      .from(p.lite)
      .where(gt(rowid, after))
      .orderBy(asc(rowid))
      .limit(BATCH)
      .all();
    if (page.length === 0) return;
    await tx.insert(p.post).values(page.map((r) => r.row));
    after = page[page.length - 1]?.rowid ?? after;
  }
}

/** Every serial and identity column of the table past its highest copied value, so a new row gets a fresh id. */
async function advanceSequences(tx: PgTx, p: TablePair): Promise<void> {
  for (const column of Object.values(getTableColumns(p.post))) {
    const seq = await tx.execute<{ seq: string | null }>(sql`SELECT pg_get_serial_sequence(${p.name}, ${column.name}) AS seq`);
    const name = seq.rows[0]?.seq;
    if (!name) continue;
    await tx.execute(sql`SELECT setval(${name}, coalesce(max(${sql.identifier(column.name)}), 1), max(${sql.identifier(column.name)}) IS NOT NULL) FROM ${p.post}`);
  }
}

/**
 * Copies every row of every table from the SQLite store to the Postgres one, ids kept, in one
 * Postgres transaction: the target must be empty (every table), and the counts must agree
 * table by table before it commits, else a CopyError and nothing is written. The SQLite side is
 * read in one read transaction, so a bot still writing it cannot tear the copy.
 */
export async function copyToPostgres(source: SqliteStore, target: PgStore): Promise<TableCount[]> {
  const pairs = tablePairs();
  const lite = source.$client;
  lite.exec('BEGIN');
  try {
    return await target.d.transaction(async (tx) => {
      // Another copy (or a bot) starting on the same target waits here until this one is done.
      for (const p of pairs) await tx.execute(sql`LOCK TABLE ${p.post} IN EXCLUSIVE MODE`);
      const before = await countsOf(source, tx, pairs);
      const full = before.filter((c) => c.target > 0);
      if (full.length) {
        throw new CopyError(`the target database is not empty (${full.map((c) => `${c.table}: ${c.target}`).join(', ')}); copy into a new, empty database`);
      }
      for (const p of pairs) await copyTable(source, tx, p);
      for (const p of pairs) await advanceSequences(tx, p);
      const after = await countsOf(source, tx, pairs);
      const wrong = after.filter((c) => c.source !== c.target);
      if (wrong.length) {
        throw new CopyError(`the counts differ after the copy (${wrong.map((c) => `${c.table}: ${c.source} in SQLite, ${c.target} in Postgres`).join('; ')}); nothing was written`);
      }
      return after;
    });
  } finally {
    if (lite.inTransaction) lite.exec('COMMIT');
  }
}
