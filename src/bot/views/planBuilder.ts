import { ButtonStyle, ComponentType, type APIButtonComponent, type APISelectMenuOption } from 'discord.js';
import { encodePlanId, PLAN_STEPS_MAX } from '../customId.js';
import type { PlanDraft } from '../play/planBallot.js';
import { clip, TEXT } from '../strings.js';
import { LIMITS, packMenus, type Row } from './components.js';
import { shortLabel } from './labels.js';

/**
 * The plan builder, an ephemeral message: the plan so far, menus with the choices for its next
 * step (none once the plan ends the phase), and the buttons to vote it or take a step back.
 */
export function planBuilderView(decision: PlanDraft): { content: string; components: Row[] } {
  const id = (verb: 'plan-add' | 'plan-back' | 'plan-vote', draft: readonly number[], menu = 0) => encodePlanId({ gameId: decision.gameId, promptNo: decision.promptNo, verb, draft }, menu);
  const rows: Row[] = [];
  const next = decision.walk.complete || decision.draft.length >= PLAN_STEPS_MAX ? [] : decision.walk.next;
  const menus = packMenus(next).slice(0, LIMITS.rows - 1);
  menus.forEach((indexes, page) => {
    const options: APISelectMenuOption[] = indexes.map((i) => {
      const o = next[i] as (typeof next)[number];
      const label = shortLabel(o);
      return { label, value: String(i), ...(label !== o.label ? { description: clip(o.label, LIMITS.label) } : {}) };
    });
    rows.push({
      type: ComponentType.ActionRow,
      components: [{ type: ComponentType.StringSelect, custom_id: id('plan-add', decision.draft, page), placeholder: TEXT.planNext, min_values: 1, max_values: 1, options }],
    });
  });
  const buttons: APIButtonComponent[] = [
    { type: ComponentType.Button, custom_id: id('plan-vote', decision.draft), label: TEXT.buttonPlanVote(decision.draft.length), style: ButtonStyle.Success, disabled: decision.draft.length === 0 },
  ];
  if (decision.draft.length) buttons.push({ type: ComponentType.Button, custom_id: id('plan-back', decision.draft), label: TEXT.buttonPlanBack, style: ButtonStyle.Secondary });
  rows.push({ type: ComponentType.ActionRow, components: buttons });
  return { content: TEXT.planBuilder(decision.walk.labels, decision.walk.complete), components: rows };
}
