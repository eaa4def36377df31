import { TEXT } from '../strings.js';
import { shortLabel } from '../views/labels.js';
import { answerOf, joinAnswers } from './planAnswers.js';
import type { PlanWalk } from './plan.js';

/** "Buy Sprint (2 Time)" → name and cost. */
function bought(label: string): { name: string; cost: number } {
  const m = /^Buy (.+?) \((\d+) Time\)$/.exec(label);
  return m ? { name: m[1] as string, cost: Number(m[2]) } : { name: label.replace(/^Buy /, ''), cost: -1 };
}

/** "Focus + Walk ×2 (0 Time), Sprint (2 Time)": the 0-Time cards together, the others each with its cost. */
function cardsWording(labels: readonly string[]): string {
  const cards = labels.map(bought);
  const count = (list: readonly string[]) => [...new Set(list)].map((n) => (list.filter((x) => x === n).length > 1 ? `${n} ×${list.filter((x) => x === n).length}` : n));
  const free = count(cards.filter((c) => c.cost === 0).map((c) => c.name));
  const paid = cards.filter((c) => c.cost !== 0).map((c) => (c.cost > 0 ? `${c.name} (${c.cost} Time)` : c.name));
  return [...(free.length ? [`${free.join(' + ')} (0 Time)`] : []), ...paid].join(', ');
}

/**
 * A plan read as one line, the way a table would say it: "Play Walk → Lower River, Play Focus,
 * then end the Action phase; buy Focus + Walk (0 Time), Sprint (2 Time)", or for the Planning
 * phase alone "Buy Focus + Walk (0 Time), Sprint (2 Time), then done". `walk` is the plan read
 * ahead (plan.ts `walkPlan`): each step's label and the decision it answers.
 */
export function planWording(steps: readonly string[], walk: Pick<PlanWalk, 'labels' | 'shorts' | 'at'>): string {
  const plays: string[] = [];
  const playLabels: string[] = [];
  const buys: string[] = [];
  let ended = false;
  let buying = false;
  steps.forEach((step, i) => {
    const kind = walk.at[i]?.kind;
    const label = walk.labels[i] ?? step;
    if (kind === 'planning') {
      buying = true;
      if (step !== 'done') buys.push(label);
    } else if (kind === 'action' && step === 'end') ended = true;
    else if (kind === 'action' || answerOf(step)) {
      // Each step as the turn message's buttons word it (short), so a plan fits a menu line.
      plays.push(step);
      playLabels.push(shortLabel({ label, short: walk.shorts[i] ?? label }));
    }
  });
  if (!plays.length && !ended) return TEXT.planBuysDone(cardsWording(buys) || TEXT.planBuyNothing);
  const action = plays.length ? [...joinAnswers(plays, playLabels), ...(ended ? [TEXT.planEnds] : [])].join(', ') : TEXT.planEndNow;
  if (!ended) return action;
  if (!buying) return `${action} ${TEXT.planBuysAfter}`;
  return `${action}; ${buys.length ? TEXT.planBuy(cardsWording(buys)) : TEXT.planBuyNothing}`;
}
