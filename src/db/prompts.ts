import { and, eq } from 'drizzle-orm';
import { games, prompts, type PromptRow, type PromptStatus } from './schema.js';
import type { Db, Tx } from './openDb.js';

type Q = Db | Tx;

export function getPrompt(q: Q, gameId: number, promptNo: number): PromptRow | undefined {
  return q.select().from(prompts).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).get();
}

export function insertPrompt(q: Q, values: typeof prompts.$inferInsert): PromptRow {
  return q.insert(prompts).values(values).returning().get();
}

export function closePrompt(q: Q, gameId: number, promptNo: number, status: Exclude<PromptStatus, 'open'>, now: number, decidedChoice: string | null = null): void {
  q.update(prompts)
    .set({ status, closedAt: now, decidedChoice })
    .where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo), eq(prompts.status, 'open')))
    .run();
}

export function updatePrompt(q: Q, gameId: number, promptNo: number, patch: Partial<Pick<PromptRow, 'messageId' | 'body' | 'deadlineAt' | 'overdue' | 'lastPingAt'>>): void {
  q.update(prompts).set(patch).where(and(eq(prompts.gameId, gameId), eq(prompts.promptNo, promptNo))).run();
}

/** Every open prompt of an active game (what a restart resumes). */
export function openPrompts(q: Q): PromptRow[] {
  return q
    .select({ p: prompts })
    .from(prompts)
    .innerJoin(games, and(eq(games.id, prompts.gameId), eq(games.promptNo, prompts.promptNo)))
    .where(and(eq(prompts.status, 'open'), eq(games.status, 'active')))
    .all()
    .map((r) => r.p);
}
