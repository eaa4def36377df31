import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { FOLD_SEP, foldedOptions } from '../../src/bot/play/folds.js';
import { deciderOf } from '../../src/bot/play/followUps.js';
import { answerOf, answerStep } from '../../src/bot/play/planAnswers.js';
import { followPlan, planAfter, PLAN_SEP, walkPlan } from '../../src/bot/play/plan.js';
import { isPlanOption, planProposals, PLANS_MAX, proposedPlans } from '../../src/bot/play/proposals.js';
import { decisionFor } from '../../src/bot/play/reads.js';
import { TEXT } from '../../src/bot/strings.js';
import { purchaseSets } from '../../src/player/index.js';

/**
 * Plans the player proposes on a vote game's turn message (issue 33): whole-phase plans for an
 * Action vote, purchase sets with every 0-Time card for a Planning vote, each a legal ballot of
 * the plan machinery (plan.ts), worded with what a step not possible does.
 */

const PAIRINGS: NewGameOptions[] = [
  { killer: 'volkar', location: 'pesadilla-verde' },
  { killer: 'berith', location: 'larmes-abbey' },
  { killer: 'zombies', location: 'pesadilla-verde' },
  { killer: 'hunter', location: 'larmes-abbey' },
  { killer: 'raptors', location: 'isla-lagarto' },
];

/** The team votes of a game played by first options for `turns` turns: Action and Planning ones. */
function plannable(options: NewGameOptions, seed: number, turns: number): GameState[] {
  let s = newGame(options, seed).state;
  const out: GameState[] = [];
  for (let n = 0; n < 300 && s.pending && !s.result && s.turn <= turns; n++) {
    if ((s.pending.kind === 'action' || s.pending.kind === 'planning') && deciderOf(s.pending) === 'vote') out.push(s);
    s = apply(s, s.pending.options[0]?.id as string).state;
  }
  return out;
}

const steps = (id: string) => id.split(PLAN_SEP);
const cost = (label: string) => Number(/\((\d+) Time\)/.exec(label)?.[1] ?? 0);

describe('plans the player proposes (proposals.ts)', () => {
  const samples = PAIRINGS.flatMap((p, k) => plannable(p, 40 + k, 2).filter((_, i) => i % 3 === 0));

  it('every proposal is a legal ballot when voted: its first step is open now, the rest read ahead as choices at their point', () => {
    let seen = 0;
    for (const s of samples) {
      const plans = planProposals(s);
      expect(plans.length).toBeLessThanOrEqual(PLANS_MAX);
      const open = new Set(foldedOptions(s).map((o) => o.id));
      for (const p of plans) {
        seen++;
        expect(isPlanOption(p)).toBe(true);
        expect(p.label.startsWith('📝 ')).toBe(true);
        const ids = steps(p.id);
        expect(open.has(ids[0] as string), `${p.id}: first step open`).toBe(true);
        const walk = walkPlan(s, ids);
        expect(walk.invalid, p.id).toBeNull();
        // Whole-phase: an Action plan ends the phase (and its buys end with "Done buying"), a Planning set ends with it.
        expect(ids.includes(s.pending?.kind === 'planning' ? 'done' : 'end'), p.id).toBe(true);
        expect(walk.complete, p.id).toBe(true);
        // Answers follow a step of the Action phase and are kinds the team votes (a move, a Close Call roll).
        ids.forEach((id, i) => {
          const a = answerOf(id);
          if (a) expect(['move', 'roll']).toContain(a.kind);
          if (a) expect(i).toBeGreaterThan(0);
        });
      }
    }
    expect(seen).toBeGreaterThan(samples.length);
  });

  it('an Action vote with cards in hand gets two or more plans, and the same state always gets the same plans (an index keeps its meaning)', () => {
    const actions = samples.filter((s) => s.pending?.kind === 'action' && s.girl.hand.length >= 3);
    expect(actions.length).toBeGreaterThan(4);
    for (const s of actions) {
      const plans = planProposals(s);
      expect(plans.length, `${s.setup.killer} turn ${s.turn}`).toBeGreaterThanOrEqual(2);
      expect(planProposals(structuredClone(s))).toEqual(plans);
      expect(proposedPlans(s)).toEqual(plans);
    }
  });

  it('a vote game offers them after its single steps; a solo game and a caller\'s follow-up never do', () => {
    const s = samples.find((x) => x.pending?.kind === 'action') as GameState;
    const vote = decisionFor(s, 'vote')?.options ?? [];
    const folded = foldedOptions(s);
    expect(vote.slice(0, folded.length)).toEqual(folded);
    expect(vote.slice(folded.length)).toEqual(planProposals(s));
    expect(decisionFor(s, 'solo')?.options.some(isPlanOption)).toBe(false);
    // The caller's follow-ups (a roll kept or paid for, a discard) and other team votes: no plan.
    let others = 0;
    let x = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 41).state;
    for (let n = 0; n < 120 && x.pending && !x.result; n++) {
      if (x.pending.kind !== 'action' && x.pending.kind !== 'planning') {
        others++;
        expect(decisionFor(x, 'vote')?.options.some(isPlanOption), x.pending.kind).toBe(false);
      }
      x = apply(x, x.pending.options[0]?.id as string).state;
    }
    expect(others).toBeGreaterThan(5);
  });

  it('a plan option says what happens when a step is not possible (the menu line under it), and reads as a table would say it', () => {
    expect(TEXT.planStops).toMatch(/not possible.*stops the plan.*votes again/);
    const s = samples.find((x) => x.pending?.kind === 'action' && planProposals(x).some((p) => p.id.includes('end|buy:'))) as GameState;
    const p = planProposals(s).find((x) => x.id.includes('end|buy:')) as { label: string };
    expect(p.label).toMatch(/^📝 .*then end the Action phase; buy /);
  });
});

describe('purchase sets: the Planning phase as one ballot, every 0-Time card folded in', () => {
  const c = content();
  const plannings = PAIRINGS.flatMap((p, k) => plannable(p, 60 + k, 4).filter((s) => s.pending?.kind === 'planning'));

  it('every set holds each 0-Time card the Tableau offers (hand limit permitting), costs no more Time than is left, and buys one after another', () => {
    let withFree = 0;
    for (const s of plannings) {
      const d = s.pending as NonNullable<GameState['pending']>;
      const freeCopies = d.options.filter((o) => o.id.startsWith('buy:') && cost(o.label) === 0).flatMap((o) => Array.from({ length: s.tableau[o.id.slice(4)] ?? 1 }, () => o.id));
      const room = 10 - s.girl.hand.length;
      for (const p of planProposals(s)) {
        const ids = steps(p.id);
        expect(ids.at(-1)).toBe('done');
        const buys = ids.slice(0, -1);
        const free = buys.filter((id) => freeCopies.includes(id));
        expect(free.length).toBe(Math.min(freeCopies.length, room - (buys.length - free.length)));
        if (freeCopies.length) withFree++;
        // Each buy is open in turn; "Done buying" too, unless the last buy filled the hand (the phase then ends by itself).
        let cur = s;
        for (const id of buys) cur = apply(cur, id).state;
        if (cur.pending?.kind === 'planning') cur = apply(cur, 'done').state;
        expect(cur.phase, 'the set ends the Planning phase').not.toBe('planning');
        const spent = buys.reduce((t, id) => t + cost(d.options.find((o) => o.id === id)?.label ?? ''), 0);
        expect(spent).toBeLessThanOrEqual(Math.max(0, s.girl.time));
      }
      expect(purchaseSets(s, d.options, { victims: true, hurt: 0, horror: 0, fight: false, wantsWeapon: false, boxWorth: {} }, 3).length).toBeLessThanOrEqual(3);
    }
    expect(withFree).toBeGreaterThan(0);
    expect(c.core.actionCards.some((a) => a.cost === 0)).toBe(true);
  });
});

describe('answer steps: a plan says beforehand where a Walk goes after its roll (planAnswers.ts)', () => {
  /** Action votes with a Walk in hand whose roll, played now, gives a move (`moves`) or none. */
  function walkAt(moves: boolean): { s: GameState; rolled: GameState } {
    for (let seed = 1; seed < 80; seed++) {
      for (const s of plannable({ killer: 'berith', location: 'larmes-abbey' }, seed, 1)) {
        if (s.pending?.kind !== 'action' || !s.pending.options.some((o) => o.id === 'play:walk') || !s.pending.options.some((o) => o.id === 'play:focus')) continue;
        let rolled = apply(s, 'play:walk').state;
        // The caller keeps the roll and pays nothing (the first option of each follow-up).
        for (let n = 0; n < 4 && rolled.pending && deciderOf(rolled.pending) === 'caller' && rolled.pending.kind !== 'choose-row'; n++) rolled = apply(rolled, rolled.pending.options[0]?.id as string).state;
        // A failed Walk's row: the caller loses Time rather than move.
        if (rolled.pending?.kind === 'choose-row') rolled = apply(rolled, rolled.pending.options.at(-1)?.id as string).state;
        const asked = rolled.pending?.kind === 'move' && deciderOf(rolled.pending) === 'vote';
        if (asked === moves && (moves || rolled.pending?.kind === 'action')) return { s, rolled };
      }
    }
    throw new Error('no such Walk in the sample games');
  }

  it('when the move opens, the plan takes it there and goes on', () => {
    const { s, rolled } = walkAt(true);
    const to = (rolled.pending?.options.find((o) => o.id.startsWith('go:'))?.id ?? '') as string;
    const ballot = ['play:walk', answerStep('move', to), 'play:focus'].join(PLAN_SEP);
    expect(walkPlan(s, steps(ballot)).invalid).toBeNull();
    const plan = planAfter(s, ballot);
    expect(plan?.steps[0]).toMatchObject({ id: to, kind: 'move', answer: true });
    const followed = followPlan({ state: rolled, events: [], irreversible: false }, plan);
    expect(followed.lines[0]).toBe(TEXT.planStep(plan?.steps[0]?.label ?? ''));
    expect(followed.out.chosen[0]?.choiceId).toBe(to);
  });

  it('when the roll gives no move, the answer is passed over and the next step plays', () => {
    const { s, rolled } = walkAt(false);
    const ballot = ['play:walk', answerStep('move', 'go:nowhere:'), 'play:focus'].join(PLAN_SEP);
    const followed = followPlan({ state: rolled, events: [], irreversible: false }, planAfter(s, ballot));
    expect(followed.out.chosen[0]?.choiceId).toBe('play:focus');
  });

  it('when the planned move is not open then, the plan stops there and the team votes the move', () => {
    const { s, rolled } = walkAt(true);
    const ballot = ['play:walk', answerStep('move', 'go:nowhere:'), 'play:focus'].join(PLAN_SEP);
    const followed = followPlan({ state: rolled, events: [], irreversible: false }, planAfter(s, ballot));
    expect(followed.plan).toBeNull();
    expect(followed.lines).toEqual([TEXT.planStopped('Move to nowhere')]);
    expect(followed.out.state).toBe(rolled);
    expect(deciderOf(rolled.pending as NonNullable<GameState['pending']>)).toBe('vote');
  });

  it('an answer never leads a ballot, nor follows the end of the phase', () => {
    const { s } = walkAt(true);
    expect(walkPlan(s, [answerStep('move', 'go:x:'), 'end']).invalid).toBe(answerStep('move', 'go:x:'));
    expect(walkPlan(s, ['end', answerStep('move', 'go:x:')]).invalid).toBe(answerStep('move', 'go:x:'));
    expect(FOLD_SEP).not.toBe('?');
  });
});
