import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { finishedGames, prompts, type FinishedGameRow } from './schema.js';
import type { AchievementHolder } from './finished.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

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

function holderIs(holder: AchievementHolder): SQL | undefined {
  return holder.guildId !== null ? eq(finishedGames.guildId, holder.guildId) : and(isNull(finishedGames.guildId), eq(finishedGames.channelId, holder.channelId));
}

function inScope(scope: RecordScope): SQL | undefined {
  const played =
    scope.userId === undefined
      ? undefined
      : sql`(EXISTS (SELECT 1 FROM json_each(${finishedGames.players}) WHERE value = ${scope.userId})
          OR EXISTS (SELECT 1 FROM ${prompts}, json_each(${prompts.deciders}) WHERE ${prompts.gameId} = ${finishedGames.gameId} AND value = ${scope.userId}))`;
  return and(
    holderIs(scope.holder),
    played,
    scope.killer !== undefined ? eq(finishedGames.killer, scope.killer) : undefined,
    scope.location !== undefined ? eq(finishedGames.location, scope.location) : undefined,
  );
}

/** The finished games in scope, oldest first. */
export function finishedIn(q: Q, scope: RecordScope): FinishedGameRow[] {
  return q.select().from(finishedGames).where(inScope(scope)).orderBy(asc(finishedGames.finishedAt), asc(finishedGames.id)).all();
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
export function decisionCounts(q: Q, scope: RecordScope): DecisionCount[] {
  const rows = q
    .select({
      userId: sql<string>`d.value`,
      decisions: sql<number>`count(*)`,
      games: sql<number>`count(DISTINCT ${prompts.gameId})`,
    })
    .from(prompts)
    .innerJoin(finishedGames, eq(finishedGames.gameId, prompts.gameId))
    .innerJoin(sql`json_each(${prompts.deciders}) AS d`, sql`1`)
    .where(and(eq(prompts.status, 'closed'), inScope({ ...scope, userId: undefined }), scope.userId !== undefined ? sql`d.value = ${scope.userId}` : undefined))
    .groupBy(sql`d.value`)
    .orderBy(sql`count(*) DESC`, sql`d.value`)
    .all();
  return rows.map((r) => ({ userId: r.userId, decisions: Number(r.decisions), games: Number(r.games) }));
}

/** The Killer x Location pairings the holder has won at least once, as "killer@location". */
export function pairingsWon(q: Q, holder: AchievementHolder): Set<string> {
  const rows = q
    .selectDistinct({ killer: finishedGames.killer, location: finishedGames.location })
    .from(finishedGames)
    .where(and(holderIs(holder), eq(finishedGames.result, 'won')))
    .all();
  return new Set(rows.map((r) => `${r.killer}@${r.location}`));
}
