import { eq } from 'drizzle-orm';
import { finishedGames, type FinishedGameRow } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

export function recordFinished(q: Q, values: typeof finishedGames.$inferInsert): void {
  q.insert(finishedGames).values(values).onConflictDoNothing().run();
}

export function getFinished(q: Q, gameId: number): FinishedGameRow | undefined {
  return q.select().from(finishedGames).where(eq(finishedGames.gameId, gameId)).get();
}
