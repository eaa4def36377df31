import { apply, choices, newGame, type GameEvent, type GameState } from '../../src/engine/index.js';
import { advance, ask, defineTask, schedule, type Run } from '../../src/engine/run.js';
import type { Task } from '../../src/engine/state.js';
import { content } from '../../src/content/load.js';

/** A test-only task: stops the engine with a single "continue" decision so a scenario can look. */
defineTask('test.pause', (run, task) => {
  if (task.answer === undefined) ask(run, task, 'test-pause', 'Scenario paused.', [{ id: 'continue', label: 'Continue', group: 'Test' }]);
});

export interface Scenario {
  state: GameState;
  events: GameEvent[];
}

/** A fresh Volk'ar at Pesadilla Verde game (or another pairing), stopped at its first decision. */
export function startGame(seed = 1, options: Partial<Parameters<typeof newGame>[0]> = {}): Scenario {
  const out = newGame({ killer: 'volkar', location: 'pesadilla-verde', girl: 'alois', ...options }, seed);
  return { state: out.state, events: [...out.events] };
}

/**
 * Replaces the agenda with `tasks` followed by a pause, and runs them: a scenario sets the
 * table by hand (positions, stacked decks, rigged dice), then runs exactly the rule it tests.
 */
export function runTasks(state: GameState, tasks: Task[]): Scenario {
  const run: Run = { s: structuredClone(state), c: content(), events: [] };
  run.s.pending = null;
  run.s.agenda = [{ t: 'test.pause' }];
  schedule(run, ...tasks);
  advance(run);
  return { state: run.s, events: run.events };
}

/** Applies a choice and keeps the events. */
export function choose(sc: Scenario, id: string): Scenario {
  const out = apply(sc.state, id);
  return { state: out.state, events: [...sc.events, ...out.events] };
}

/** Applies the first option whose label contains `text`. */
export function chooseLabelled(sc: Scenario, text: string): Scenario {
  const option = choices(sc.state).find((o) => o.label.includes(text));
  if (!option) throw new Error(`no choice labelled "${text}" in: ${choices(sc.state).map((o) => o.label).join(' | ')}`);
  return choose(sc, option.id);
}

/** Whether the scenario stands at the test pause (all scheduled rules have resolved). */
export function paused(sc: Scenario): boolean {
  return sc.state.pending?.kind === 'test-pause';
}

export function texts(sc: Scenario, visibility?: 'public' | 'secret'): string[] {
  return sc.events.filter((e) => !visibility || e.visibility === visibility).map((e) => e.text);
}

/** Sets up the table: clears Victims, then places the given ones ({space: count}). */
export function setVictims(state: GameState, victims: Record<string, number>, kind = 'normal'): void {
  state.victims = [];
  let id = 1;
  for (const [space, n] of Object.entries(victims)) for (let i = 0; i < n; i++) state.victims.push({ id: id++, space, kind });
  state.nextVictimId = id;
}
