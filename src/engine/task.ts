// Not in run.ts: the game state holds the agenda, and run.ts reads the state, so the task types
// there closed an import circle.

/**
 * Each task kind's payload, declared once next to its handler by declaration merging:
 * `declare module '../task.js' { interface TaskPayloads { 'raptors.spawn': { source: string } } }`.
 * A kind with nothing to carry declares `Record<never, never>`.
 */
export interface TaskPayloads {}

export type TaskKind = keyof TaskPayloads;

/**
 * What any task may carry besides its payload: the answer it is resumed with, and the marks
 * `endPhaseNow` reads and sets.
 */
interface TaskCommon {
  answer?: string;
  outlivesPhaseEnd?: boolean;
  phaseEnded?: boolean;
}

/** A task of one kind as it sits on the agenda. */
export type TaskOf<K extends TaskKind> = { t: K } & TaskCommon & TaskPayloads[K];

/** A unit of pending engine work: the agenda is a stack of these, resumed after each decision. */
export type Task = { [K in TaskKind]: TaskOf<K> }[TaskKind];
