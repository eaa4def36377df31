import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import * as pgs from './pgSchema.js';
import { finishedGames, prompts, type FinishedGameRow } from './schema.js';
import type { AchievementHolder } from './finished.js';
import type { Db, Tx } from './store.js';

type Q = Db | Tx;
type Dialect = Q['dialect'];

/**
 * Which finished games a record reads: the holder's (a server, or a DM channel outside any),
 * optionally one player's and one Killer's or Location's. A player's games are those whose team
 * they were on when it ended, and those where they made or voted on a decision (a player who
 * left mid-game still played it).
 */
export interface RecordScope {
  holder: AchievementHolder;
  userId?: string;
  killer?: string;
  location?: string;
}

function tablesOf(dialect: Dialect) {
  return dialect === 'sqlite' ? { f: finishedGames, p: prompts } : { f: pgs.finishedGames, p: pgs.prompts };
}

function holderIs(dialect: Dialect, holder: AchievementHolder): SQL | undefined {
  const { f } = tablesOf(dialect);
  return holder.guildId !== null ? eq(f.guildId, holder.guildId) : and(isNull(f.guildId), eq(f.channelId, holder.channelId));
}

/** "Is `userId` in this JSON list of user ids", in each dialect's words. */
function listHas(dialect: Dialect, list: SQL, userId: string): SQL {
  return dialect === 'sqlite'
    ? sql`EXISTS (SELECT 1 FROM json_each(${list}) WHERE value = ${userId})`
    : sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${list}) AS v(value) WHERE v.value = ${userId})`;
}

function inScope(dialect: Dialect, scope: RecordScope): SQL | undefined {
  const { f } = tablesOf(dialect);
  const played =
    scope.userId === undefined
      ? undefined
      : dialect === 'sqlite'
        ? sql`(${listHas(dialect, sql`${f.players}`, scope.userId)}
          OR EXISTS (SELECT 1 FROM ${prompts}, json_each(${prompts.deciders}) WHERE ${prompts.gameId} = ${finishedGames.gameId} AND value = ${scope.userId}))`
        : sql`(${listHas(dialect, sql`${f.players}`, scope.userId)}
          OR EXISTS (SELECT 1 FROM ${pgs.prompts}, jsonb_array_elements_text(${pgs.prompts.deciders}) AS v(value) WHERE ${pgs.prompts.gameId} = ${pgs.finishedGames.gameId} AND v.value = ${scope.userId}))`;
  return and(
    holderIs(dialect, scope.holder),
    played,
    scope.killer !== undefined ? eq(f.killer, scope.killer) : undefined,
    scope.location !== undefined ? eq(f.location, scope.location) : undefined,
  );
}

/** The finished games in scope, oldest first. */
export async function finishedIn(db: Q, scope: RecordScope): Promise<FinishedGameRow[]> {
  if (db.dialect === 'sqlite') return db.d.select().from(finishedGames).where(inScope('sqlite', scope)).orderBy(asc(finishedGames.finishedAt), asc(finishedGames.id)).all();
  const f = pgs.finishedGames;
  return db.d.select().from(f).where(inScope('pg', scope)).orderBy(asc(f.finishedAt), asc(f.id));
}

/** One player's share of the decisions: how many they made or voted on, over how many games. */
export interface DecisionCount {
  userId: string;
  decisions: number;
  games: number;
}

/**
 * Who decided what in the games in scope, most decisions first: each closed prompt counts once
 * for each player who made it (solo, the caller) or voted on it. Prompts closed before the bot
 * kept its deciders count for no one.
 */
export async function decisionCounts(db: Q, scope: RecordScope): Promise<DecisionCount[]> {
  const whose = inScope(db.dialect, { ...scope, userId: undefined });
  const rows =
    db.dialect === 'sqlite'
      ? db.d
          .select({
            userId: sql<string>`d.value`,
            decisions: sql<number>`count(*)`,
            games: sql<number>`count(DISTINCT ${prompts.gameId})`,
          })
          .from(prompts)
          .innerJoin(finishedGames, eq(finishedGames.gameId, prompts.gameId))
          .innerJoin(sql`json_each(${prompts.deciders}) AS d`, sql`1`)
          .where(and(eq(prompts.status, 'closed'), whose, scope.userId !== undefined ? sql`d.value = ${scope.userId}` : undefined))
          .groupBy(sql`d.value`)
          .orderBy(sql`count(*) DESC`, sql`d.value`)
          .all()
      : await db.d
          .select({
            userId: sql<string>`d.value`,
            decisions: sql<number>`count(*)`,
            games: sql<number>`count(DISTINCT ${pgs.prompts.gameId})`,
          })
          .from(pgs.prompts)
          .innerJoin(pgs.finishedGames, eq(pgs.finishedGames.gameId, pgs.prompts.gameId))
          .innerJoin(sql`jsonb_array_elements_text(${pgs.prompts.deciders}) AS d(value)`, sql`true`)
          .where(and(eq(pgs.prompts.status, 'closed'), whose, scope.userId !== undefined ? sql`d.value = ${scope.userId}` : undefined))
          .groupBy(sql`d.value`)
          .orderBy(sql`count(*) DESC`, sql`d.value COLLATE "C"`);
  return rows.map((r) => ({ userId: r.userId, decisions: Number(r.decisions), games: Number(r.games) }));
}

/** The Killer x Location pairings the holder has won at least once, as "killer@location". */
export async function pairingsWon(db: Q, holder: AchievementHolder): Promise<Set<string>> {
  const rows =
    db.dialect === 'sqlite'
      ? db.d
          .selectDistinct({ killer: finishedGames.killer, location: finishedGames.location })
          .from(finishedGames)
          .where(and(holderIs('sqlite', holder), eq(finishedGames.result, 'won')))
          .all()
      : await db.d
          .selectDistinct({ killer: pgs.finishedGames.killer, location: pgs.finishedGames.location })
          .from(pgs.finishedGames)
          .where(and(holderIs('pg', holder), eq(pgs.finishedGames.result, 'won')));
  return new Set(rows.map((r) => `${r.killer}@${r.location}`));
}
