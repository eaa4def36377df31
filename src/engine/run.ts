import type { Content } from '../content/load.js';
import type { ChoiceOption, DecisionKind, GameState } from './state.js';
import { RulesError } from './errors.js';
import { firstHandled } from './modules/combine.js';
import { readChoice } from './choiceId.js';

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

/**
 * Each task kind's payload, declared once next to its handler by declaration merging:
 * `declare module '../run.js' { interface TaskPayloads { 'raptors.spawn': { source: string } } }`.
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

type TaskHandler = (run: Run, task: Task) => void;

const handlers = new Map<string, TaskHandler>();

/** Registers the handler for a task kind; modules register theirs as `module.kind`. */
export function defineTask<K extends TaskKind>(kind: K, handler: (run: Run, task: TaskOf<K>) => void): void {
  if (handlers.has(kind)) throw new Error(`task "${kind}" defined twice`);
  // The agenda runs a task by the handler registered under its `t`, so it is of this kind.
  handlers.set(kind, handler as TaskHandler);
}

export function say(run: Run, text: string, kind = 'info', visibility: 'public' | 'secret' = 'public'): void {
  run.state.eventSeq += 1;
  run.events.push({ seq: run.state.eventSeq, turn: run.state.turn, visibility, kind, text });
}

/** Schedules tasks so that the first one given runs first. */
export function schedule(run: Run, ...tasks: Task[]): void {
  run.state.agenda.push(...tasks.toReversed());
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

/**
 * The current phase ends at once (a Final Health comeback): drop everything up to the next phase
 * or turn. A task marked `outlivesPhaseEnd` (a cost already incurred, like the Cursed face; the
 * end of the Killer phase) is kept, marked `phaseEnded`, and runs first: its handler settles
 * whether it still applies.
 */
export function endPhaseNow(run: Run): void {
  const a = run.state.agenda;
  const kept: Task[] = [];
  for (let task = a.at(-1); task && task.t !== 'phase' && task.t !== 'turn'; task = a.at(-1)) {
    a.pop();
    if (task.outlivesPhaseEnd) kept.push({ ...task, outlivesPhaseEnd: false, phaseEnded: true });
  }
  a.push(...kept.toReversed());
  const attack = run.state.attack;
  run.state.attack = null;
  run.state.incoming = null;
  // Damage already dealt to a guessed space is on the Attack Resolution card: it still resolves.
  if (attack && readChoice(attack.target, 'guess') !== undefined && attack.dealt > 0) {
    firstHandled(run.state, 'resolveAttack', run, attack.target, attack.dealt);
  }
}

const MAX_TASKS_PER_APPLY = 200_000;

/** Runs tasks until a decision is pending or the game is over. */
export function advance(run: Run): void {
  let guard = 0;
  while (!run.state.pending && !run.state.result) {
    const task = run.state.agenda.pop();
    if (!task) break;
    const handler = handlers.get(task.t);
    if (!handler) throw new RulesError('ERR_BAD_STATE', `The game refers to an unknown rule step "${task.t}".`);
    handler(run, task);
    if (++guard > MAX_TASKS_PER_APPLY) throw new Error('engine did not reach a decision (loop?)');
  }
  if (!run.state.pending && !run.state.result) throw new Error('engine ran out of work without a decision');
}
