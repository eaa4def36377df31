import { is, Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from '../../src/db/pgSchema.js';
import * as sqliteSchema from '../../src/db/schema.js';

/** What both dialects must agree on: a column's JS kind stands for its type (integer/bigint, text/jsonb...). */
interface Shape {
  columns: string[];
  primaryKey: string[];
  unique: string[];
  indexes: string[];
  foreignKeys: string[];
}

const pgDialect = new PgDialect();
const sqliteDialect = new SQLiteSyncDialect();

function whereText(where: SQL | undefined, dialect: PgDialect | SQLiteSyncDialect): string {
  return where ? dialect.sqlToQuery(where).sql : '';
}

/** SQLite's implicit rowid, which the Postgres players table makes explicit (the team's joining order). */
const IMPLICIT = new Set(['players.rowid']);

function sqliteShapes(): Map<string, Shape> {
  const out = new Map<string, Shape>();
  for (const t of Object.values(sqliteSchema)) {
    if (!is(t, SQLiteTable)) continue;
    const c = sqliteConfig(t);
    out.set(c.name, {
      columns: c.columns.map((col) => `${col.name}:${col.dataType}:${col.notNull ? 'not null' : 'null'}:${col.hasDefault ? 'default' : ''}`).sort(),
      primaryKey: [...c.columns.filter((col) => col.primary).map((col) => col.name), ...c.primaryKeys.flatMap((pk) => pk.columns.map((col) => col.name))],
      unique: c.columns.filter((col) => col.isUnique).map((col) => col.name).sort(),
      indexes: c.indexes.map((i) => `${i.config.name}(${i.config.columns.map((col) => ('name' in col ? col.name : '?')).join(',')})${i.config.unique ? ' unique' : ''} ${whereText(i.config.where, sqliteDialect)}`).sort(),
      foreignKeys: c.foreignKeys.map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((col) => col.name).join(',')}->${sqliteConfig(r.foreignTable).name}(${r.foreignColumns.map((col) => col.name).join(',')}) ${fk.onDelete ?? ''}`;
      }).sort(),
    });
  }
  return out;
}

function pgShapes(): Map<string, Shape> {
  const out = new Map<string, Shape>();
  for (const t of Object.values(pgSchema)) {
    if (!is(t, PgTable)) continue;
    const c = pgConfig(t);
    const cols = c.columns.filter((col) => !IMPLICIT.has(`${c.name}.${col.name}`));
    out.set(c.name, {
      columns: cols.map((col) => `${col.name}:${col.dataType}:${col.notNull ? 'not null' : 'null'}:${col.hasDefault ? 'default' : ''}`).sort(),
      primaryKey: [...cols.filter((col) => col.primary).map((col) => col.name), ...c.primaryKeys.flatMap((pk) => pk.columns.map((col) => col.name))],
      unique: cols.filter((col) => col.isUnique).map((col) => col.name).sort(),
      indexes: c.indexes.map((i) => `${i.config.name}(${i.config.columns.map((col) => ('name' in col ? col.name : '?')).join(',')})${i.config.unique ? ' unique' : ''} ${whereText(i.config.where, pgDialect)}`).sort(),
      foreignKeys: c.foreignKeys.map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((col) => col.name).join(',')}->${pgConfig(r.foreignTable).name}(${r.foreignColumns.map((col) => col.name).join(',')}) ${fk.onDelete ?? ''}`;
      }).sort(),
    });
  }
  return out;
}

describe('the SQLite and Postgres schemas', () => {
  it('declare the same tables, columns, keys, indexes and foreign keys', () => {
    const lite = sqliteShapes();
    const post = pgShapes();
    expect([...post.keys()].sort()).toEqual([...lite.keys()].sort());
    expect(lite.size).toBeGreaterThanOrEqual(10);
    for (const [name, shape] of lite) expect({ name, ...post.get(name) }).toEqual({ name, ...shape });
  });

  it('would notice a drift: a column only one side has', () => {
    const lite = sqliteShapes().get('games');
    const post = pgShapes().get('games');
    expect(post).toEqual(lite);
    expect({ ...post, columns: post?.columns.slice(1) }).not.toEqual(lite);
    expect(is(pgSchema.games, Table)).toBe(true);
  });
});
