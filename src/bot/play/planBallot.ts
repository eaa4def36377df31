import { isPlayer, type LoadedGame } from '../../db/index.js';
import { PLAN_STEPS_MAX } from '../customId.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import { gameFor } from './access.js';
import { canPlan, draftSteps, PLAN_SEP, type PlanWalk } from './plan.js';
import type { ChoiceRef, PlayDeps } from './types.js';

/** A plan a voter built, as the ballot it casts: its steps' ids and how it reads. */
export interface PlanChoice {
  id: string;
  label: string;
  /** Set when the ballot is a plan of more than one step. */
  plan: boolean;
}

/** Checks a plan pick against the open decision (a vote game whose decision the team may plan). */
export function planBallot(game: LoadedGame, ref: Extract<ChoiceRef, { kind: 'plan' }>): PlanChoice {
  if (ref.promptNo !== game.row.promptNo) refuse('STALE', REFUSAL_TEXT.stale);
  if (game.row.mode !== 'vote' || !canPlan(game.state) || ref.indexes.length === 0) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  const draft = draftSteps(game.state, ref.indexes);
  if (!draft) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  return { id: draft.ids.join(PLAN_SEP), label: draft.label, plan: draft.ids.length > 1 };
}

/** What the plan builder shows a voter: the plan so far and the choices for its next step. */
export interface PlanDraft {
  gameId: number;
  promptNo: number;
  draft: readonly number[];
  walk: PlanWalk;
}

/** Reads a voter's draft plan against the open decision (refused when stale, not a team member's, or not a plan). */
export async function planDraft(deps: PlayDeps, input: { channelId: string; userId: string; gameId: number; promptNo: number; draft: readonly number[] }): Promise<PlanDraft> {
  const g = await gameFor(deps.db, input.channelId, input.gameId);
  if (g.row.promptNo !== input.promptNo || g.row.status !== 'active') refuse('STALE', REFUSAL_TEXT.stale);
  if (!await isPlayer(deps.db, g.row.id, input.userId)) refuse('NOT_JOINED', REFUSAL_TEXT.notJoined);
  if (g.row.mode !== 'vote' || !canPlan(g.state) || input.draft.length > PLAN_STEPS_MAX) refuse('MALFORMED', REFUSAL_TEXT.malformedChoice);
  const steps = draftSteps(g.state, input.draft);
  if (!steps) refuse('STALE', REFUSAL_TEXT.stale);
  return { gameId: g.row.id, promptNo: g.row.promptNo, draft: input.draft, walk: steps.walk };
}
