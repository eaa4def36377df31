import type { Content } from '../content/load.js';
import type { ChoiceOption, DecisionKind, GameState, Task } from './state.js';
import { RulesError } from './errors.js';

/** Something that happened. `secret` events reach only the Final Girl's players (ephemeral). */
export interface GameEvent {
  seq: number;
  turn: number;
  visibility: 'public' | 'secret';
  kind: string;
  text: string;
}

/** The working context of one `apply`: a private copy of the state plus what it produced. */
export interface Run {
  state: GameState;
  content: Content;
  events: GameEvent[];
}

export type TaskHandler = (run: Run, task: Task) => void;

const handlers = new Map<string, TaskHandler>();

/** Registers the handler for a task kind; modules register theirs as `module.kind`. */
export function defineTask(kind: string, handler: TaskHandler): void {
  if (handlers.has(kind)) throw new Error(`task "${kind}" defined twice`);
  handlers.set(kind, handler);
}

export function say(run: Run, text: string, kind = 'info', visibility: 'public' | 'secret' = 'public'): void {
  run.state.eventSeq += 1;
  run.events.push({ seq: run.state.eventSeq, turn: run.state.turn, visibility, kind, text });
}

/** Schedules tasks so that the first one given runs first. */
export function schedule(run: Run, ...tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) run.state.agenda.push(tasks[i] as Task);
}

/**
 * Stops the engine at a decision. The asking task goes back on the agenda and is run again
 * with `answer` set to the chosen option's id.
 */
export function ask(run: Run, task: Task, kind: DecisionKind, prompt: string, options: ChoiceOption[], more: { followUp?: boolean; paysFailure?: boolean } = {}): void {
  if (options.length === 0) throw new Error(`decision "${kind}" has no options`);
  delete task.answer;
  run.state.agenda.push(task);
  run.state.decisionSeq += 1;
  run.state.pending = { seq: run.state.decisionSeq, kind, prompt, options, ...(more.followUp ? { followUp: true as const } : {}), ...(more.paysFailure ? { paysFailure: true as const } : {}) };
}

/** Takes the answer off a resumed task (undefined on its first run). */
export function takeAnswer(task: Task): string | undefined {
  const a = task.answer;
  delete task.answer;
  return a;
}

/** Ends the game now: nothing left on the agenda runs. */
export function endGame(run: Run, result: 'won' | 'lost', reason: string): void {
  if (run.state.result) return;
  run.state.result = result;
  run.state.endReason = reason;
  run.state.phase = 'over';
  run.state.agenda = [];
  run.state.pending = null;
  say(run, result === 'won' ? `You win! ${reason}` : `You lose. ${reason}`, 'game-over');
}

const MAX_TASKS_PER_APPLY = 200_000;

/** Runs tasks until a decision is pending or the game is over. */
export function advance(run: Run): void {
  let guard = 0;
  while (!run.state.pending && !run.state.result && run.state.agenda.length > 0) {
    const task = run.state.agenda.pop() as Task;
    const handler = handlers.get(task.t);
    if (!handler) throw new RulesError('ERR_BAD_STATE', `The game refers to an unknown rule step "${task.t}".`);
    handler(run, task);
    if (++guard > MAX_TASKS_PER_APPLY) throw new Error('engine did not reach a decision (loop?)');
  }
  if (!run.state.pending && !run.state.result) throw new Error('engine ran out of work without a decision');
}
