import { publicView, type GameState } from '../../engine/index.js';
import { planAnswers } from './followUps.js';
import { TEXT } from '../strings.js';

/**
 * Answer steps of a plan: the team's pick, voted beforehand, for a decision a step of the plan
 * may open after something no one can foresee ("Play Walk", a roll, then "where to go": the
 * plan reads "Play Walk → Lower River"), or "keep the roll" where a Close Call in hand makes
 * the roll a vote. In a ballot an answer step is `<kind>?<choice id>` ("move?go:lower-river:")
 * and follows the step it answers for. Answers after one step are used in whatever order their
 * decisions open, each only if the team votes a decision of its kind before the plan's next
 * step; one not asked for (the roll gave no move) is passed over, and when the planned pick is
 * not open then, the plan ends there and the team votes, as for any step.
 */

/** Between an answer step's decision kind and its choice id. Engine choice ids never hold it. */
const ANSWER_MARK = '?';

export interface Answer {
  kind: string;
  id: string;
}

/** The answer a ballot step is, or null for an ordinary step (or a kind plans cannot answer). */
export function answerOf(step: string): Answer | null {
  const at = step.indexOf(ANSWER_MARK);
  if (at <= 0) return null;
  const kind = step.slice(0, at);
  return planAnswers(kind) ? { kind, id: step.slice(at + 1) } : null;
}

/** The ballot step that answers a decision of `kind` with `id`. */
export const answerStep = (kind: string, id: string): string => `${kind}${ANSWER_MARK}${id}`;

/**
 * How an answer reads, as the engine words the option ("Move to Lower River with 1 Victim"):
 * the space from the board the table sees, the Victims from the choice id's group of kinds.
 */
export function answerLabel(state: GameState, answer: Answer): string {
  if (answer.kind === 'roll' && answer.id === 'keep') return TEXT.answerKeep;
  const [verb, to = '', group = ''] = answer.id.split(':');
  if (verb !== 'go') return answer.id;
  const space = publicView(state).board.spaces.find((sp) => sp.id === to)?.label ?? to;
  const kinds = group ? group.split('+') : [];
  const normals = kinds.filter((k) => k === 'normal').length;
  const with_ = [normals ? `${normals} Victim${normals > 1 ? 's' : ''}` : '', ...kinds.filter((k) => k !== 'normal').map((k) => `the ${k.replace(/-/g, ' ')}`)].filter(Boolean);
  return `Move to ${space}${with_.length ? ` with ${with_.join(' and ')}` : ''}`;
}

/**
 * A step's label with the answers after it joined on ("Play Walk (keep the roll) → Lower
 * River"), for a plan read as one line: a kept roll in brackets, a move by where it goes.
 */
export function joinAnswers(steps: readonly string[], labels: readonly string[]): string[] {
  const out: string[] = [];
  steps.forEach((step, i) => {
    const label = labels[i] ?? step;
    const a = answerOf(step);
    if (!a || !out.length) return void out.push(label);
    const joined = a.kind === 'roll' ? `${out[out.length - 1]} (${label.toLowerCase()})` : `${out[out.length - 1]} → ${label.replace(/^Move to /, '')}`;
    out[out.length - 1] = joined;
  });
  return out;
}
