import type { Content } from '../content/load.js';
import { type GameState, advance, type Run } from '../engine/index.js';

/**
 * `apply` without its copy and checks, for imagined games only: the state (a sampled world the
 * player owns) is changed in place and the events thrown away. Choices come from `choices`.
 */
export function stepInPlace(s: GameState, choiceId: string, c: Content): void {
  const task = s.agenda[s.agenda.length - 1];
  if (!task || !s.pending) throw new Error('no decision is open');
  s.pending = null;
  task.answer = choiceId;
  const run: Run = { state: s, content: c, events: [] };
  advance(run);
}
