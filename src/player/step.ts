import type { Content } from '../content/load.js';
import { type GameState, advance, type Run } from '../engine/index.js';

/**
 * `apply` without its copy and checks, for imagined games only: the state (a sampled world the
 * player owns) is changed in place and the events thrown away. Choices come from `choices`.
 */
export function stepInPlace(state: GameState, choiceId: string, content: Content): void {
  const task = state.agenda[state.agenda.length - 1];
  if (!task || !state.pending) throw new Error('no decision is open');
  state.pending = null;
  task.answer = choiceId;
  const run: Run = { state, content: content, events: [] };
  advance(run);
}
