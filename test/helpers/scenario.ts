import { apply, choices, newGame, type GameEvent, type GameState } from '../../src/engine/index.js';
import { advance, ask, defineTask, schedule, type Run } from '../../src/engine/run.js';
import type { DecisionKind, StepContext, Task } from '../../src/engine/state.js';
import { killerUnit } from '../../src/engine/actors/units.js';
import type { Step } from '../../src/content/steps.js';
import { content } from '../../src/content/load.js';

/** The Core Box Killer's figure (the unit 'killer'): scenario tests read and set its space, health and token. */
export { killerUnit as killerOf };

declare module '../../src/engine/task.js' {
  interface TaskPayloads {
    'test.pause': Record<never, never>;
  }
}

/** A test-only task: stops the engine with a single "continue" decision so a scenario can look (a kind the bot never sees). */
defineTask('test.pause', (run, task) => {
  if (task.answer === undefined) ask(run, task, 'test-pause' as DecisionKind, 'Scenario paused.', [{ id: 'continue', label: 'Continue', group: 'Test' }]);
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
  const run: Run = { state: structuredClone(state), content: content(), events: [] };
  run.state.pending = null;
  run.state.agenda = [{ t: 'test.pause' }];
  schedule(run, ...tasks);
  advance(run);
  return { state: run.state, events: run.events };
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

/** A task running `steps` in a frame of its own. */
export function stepsOf(steps: Step[], source = 'Test', from: StepContext['from'] = 'event'): Task {
  return { t: 'steps', steps, i: 0, ctx: { source, frame: 999, from } };
}

/**
 * A quiet Volk'ar at Pesadilla Verde table: turn 1, Action phase, no Victims or Events, the Huey
 * in the Clearing, Alois at the Rebel Camp with 5 Health, Horror 2 (2 dice), Time 6, an empty
 * hand, and a Killer with 10 Health, both Final Health tokens blank.
 */
export function quietTable(seed = 1): GameState {
  const s = startGame(seed).state;
  s.turn = 1;
  s.phase = 'action';
  setVictims(s, {});
  s.tokens = [{ kind: 'huey', space: 'clearing' }];
  s.activeEvents = [];
  s.riggedDice = [];
  s.killedThisTurn = 0;
  s.deadVictims = 0;
  s.discard = [];
  Object.assign(s.girl, {
    space: 'rebel-camp',
    health: 5,
    maxHealth: 5,
    final: { colour: 'black', value: 0, revealed: false },
    horror: 2,
    time: 6,
    hand: [],
    items: [],
    saved: 0,
    savedSlots: 0,
    filledSlots: [],
    ultimateUnlocked: false,
    bonusDice: 0,
    improvise: 'none',
    skipNextActionPhase: false,
    actionPhaseEnding: false,
  });
  Object.assign(killerUnit(s), { health: 10, maxHealth: 10, final: { colour: 'black', value: 0, revealed: false } });
  Object.assign(s.killer, {
    bloodlust: 0,
    finaleRevealed: false,
    darkPowerRevealed: false,
  });
  return s;
}

/** The Volk'ar made Visible at `space`, her Path empty (she has no Movement Value: Killer Actions use `spaces`). */
export function visible(s: GameState, space: string): void {
  s.volkar = { ...s.volkar!, concealed: false, originSpace: null, originIndex: 0, path: [], tracked: [], attack: null, resolveAfterCard: false };
  killerUnit(s).space = space;
  s.killer.darkPowerRevealed = false;
}

/** A Concealed Volk'ar with her Origin at `origin` and the given Path (face down unless listed face up). */
export function concealed(s: GameState, origin: string, path: string[], faceUp: string[] = []): void {
  const deck = s.volkar!.deck.filter((id) => !path.includes(id));
  s.volkar = { concealed: true, originSpace: origin, originIndex: 0, path: path.map((id) => ({ id, faceUp: faceUp.includes(id) })), deck, discard: [], tracked: [], attack: null, resolveAfterCard: false };
  killerUnit(s).space = null;
  s.killer.darkPowerRevealed = false;
}

/**
 * Saves a Victim of `kind` and, when the Final Girl's card asks which "Victim saved" space it
 * takes, puts it on `slot` (default: the lowest free space offered).
 */
export function save(sc: Scenario, kind: string, slot?: number): Scenario {
  let next = choose(sc, `save:${kind}`);
  if (next.state.pending?.kind === 'save-space') {
    const offered = next.state.pending.options.map((o) => o.id);
    next = choose(next, slot === undefined ? (offered[0] as string) : `slot:${slot}`);
  }
  return next;
}
