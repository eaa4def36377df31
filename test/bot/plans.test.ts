import { describe, expect, it } from 'vitest';
import { apply, foresee, hiddenFacts, newGame, publicView, type GameState } from '../../src/engine/index.js';
import { applyFolded, FOLD_SEP, foldedOptions, foreseeFolded } from '../../src/bot/play/folds.js';
import { deciderOf, foldsIntoVote } from '../../src/bot/play/followUps.js';
import { draftSteps, followPlan, planAfter, PLAN_SEP, walkPlan } from '../../src/bot/play/plan.js';

/** States of a game played by first options (Volk'ar at Pesadilla Verde unless told), bounded. */
function states(seed: number, turns: number, options: Parameters<typeof newGame>[0] = { killer: 'volkar', location: 'pesadilla-verde' }): GameState[] {
  let out = newGame(options, seed);
  const seen: GameState[] = [];
  for (let n = 0; n < 400 && out.state.pending && out.state.turn <= turns; n++) {
    seen.push(out.state);
    out = apply(out.state, out.state.pending.options[0]?.id as string);
  }
  return seen;
}

const firstWith = (list: readonly GameState[], pred: (s: GameState) => boolean): GameState => {
  const s = list.find(pred);
  if (!s) throw new Error('no such state in the sample game');
  return s;
};

describe('foresee: looking ahead only where a player could', () => {
  const game = states(7, 4);

  it('a roll, a draw or a reveal cannot be foreseen; a plain buy can, and gives what apply gives', () => {
    let unforeseen = 0;
    let foreseen = 0;
    for (const s of game) {
      for (const o of s.pending?.options ?? []) {
        const out = apply(s, o.id);
        const ahead = foresee(s, o.id);
        if (out.irreversible || out.events.some((e) => e.visibility === 'secret')) {
          expect(ahead, `${o.id} at turn ${s.turn}`).toBeNull();
          unforeseen++;
        } else if (ahead) {
          expect(ahead.state).toEqual(out.state);
          foreseen++;
        }
      }
    }
    expect(unforeseen).toBeGreaterThan(10);
    expect(foreseen).toBeGreaterThan(10);
  });

  it('a step that changes what is hidden is not foreseen (Berith: the hidden facts must stay the same)', () => {
    for (const s of states(3, 3, { killer: 'berith', location: 'larmes-abbey' })) {
      for (const o of s.pending?.options ?? []) {
        const ahead = foresee(s, o.id);
        if (ahead) expect(hiddenFacts(ahead.state)).toEqual(hiddenFacts(s));
      }
    }
  });
});

describe('folded options (folds.ts)', () => {
  const game = states(7, 4);

  it('an order "→ Lower River": a voted follow-up (where the Soldiers go) joins the option it comes from, and applies as the parts in turn', () => {
    // An order to move asks where the Soldiers go, with nothing hidden between: one vote.
    const s = firstWith(game, (x) => x.pending?.kind === 'action' && foldedOptions(x).some((o) => o.id.startsWith('order:move') && o.id.includes(FOLD_SEP)));
    const order = (s.pending?.options.find((o) => o.id.startsWith('order:move'))?.id ?? '') + FOLD_SEP;
    const folds = foldedOptions(s).filter((o) => o.id.startsWith(order));
    expect(folds.length).toBeGreaterThan(1);
    expect(folds.every((f) => apply(s, f.id.split(FOLD_SEP)[0] as string).state.pending?.kind === 'soldiers-move')).toBe(true);
    expect(foldedOptions(s).some((o) => o.id === order.slice(0, -1)), 'the unfolded option is replaced').toBe(false);
    for (const f of folds) {
      const parts = f.id.split(FOLD_SEP);
      expect(f.label.split(' → ')).toHaveLength(parts.length);
      let stepwise = s;
      for (const p of parts) stepwise = apply(stepwise, p).state;
      expect(applyFolded(s, f.id).state).toEqual(stepwise);
    }
  });

  it("a Walk's failure row is the caller's: how the failed card is paid, never folded, never voted (issue 33)", () => {
    // Seed 7's first turn rolls a Walk with no success; its row asks "Move 1, lose 1 Health, -2 Time" or "-2 Time".
    let failed = 0;
    for (const seed of [7, 8, 9, 10]) {
      for (const x of states(seed, 4)) {
        const d = x.pending;
        if (d?.kind !== 'choose-row' || !d.prompt.startsWith('Walk:')) continue;
        failed++;
        expect(d.paysFailure).toBe(true);
        expect(deciderOf(d)).toBe('caller');
        expect(foldedOptions(x)).toEqual(d.options);
      }
    }
    expect(failed).toBeGreaterThan(0);
  });

  it('every folded option leads only through steps that can be foreseen, into decisions the team votes', () => {
    let folded = 0;
    for (const s of [...game, ...states(5, 3, { killer: 'berith', location: 'larmes-abbey' })]) {
      for (const f of foldedOptions(s)) {
        const parts = f.id.split(FOLD_SEP);
        if (parts.length === 1) continue;
        folded++;
        let cur = s;
        for (const p of parts.slice(0, -1)) {
          const out = foresee(cur, p);
          expect(out, `${f.id}: ${p}`).not.toBeNull();
          cur = (out as NonNullable<typeof out>).state;
          expect(foldsIntoVote(cur.pending as NonNullable<GameState['pending']>)).toBe(true);
        }
        // The folded label shows nothing the public view does not (no hidden fact in it).
        for (const fact of hiddenFacts(s)) expect(f.label).not.toContain(fact);
      }
    }
    expect(folded).toBeGreaterThan(20);
  });

  it('a caller follow-up is never folded, and a decision the caller makes shows the engine options as they are', () => {
    for (const s of game) {
      const d = s.pending as NonNullable<GameState['pending']>;
      if (deciderOf(d) === 'caller') expect(foldedOptions(s)).toEqual(d.options);
      for (const f of foldedOptions(s)) {
        const parts = f.id.split(FOLD_SEP);
        let cur = s;
        for (const p of parts.slice(0, -1)) {
          cur = apply(cur, p).state;
          expect(deciderOf(cur.pending as NonNullable<GameState['pending']>)).toBe('vote');
        }
      }
    }
  });
});

describe('plans (plan.ts)', () => {
  const game = states(7, 4);
  const planning = firstWith(game, (s) => s.pending?.kind === 'planning' && s.girl.time >= 3);

  it('the builder reads Planning buys ahead exactly: each step offers only what the Time left can buy', () => {
    const first = walkPlan(planning, []);
    expect(first.next.map((o) => o.id)).toEqual(foldedOptions(planning).map((o) => o.id));
    const buy = first.next.find((o) => o.id.startsWith('buy:') && /\((\d+) Time\)/.exec(o.label)?.[1] !== '0');
    if (!buy) throw new Error('no paid buy');
    const after = walkPlan(planning, [buy.id]);
    const expected = apply(planning, buy.id).state;
    expect(after.next.map((o) => o.id)).toEqual(foldedOptions(expected).map((o) => o.id));
    const done = walkPlan(planning, [buy.id, 'done']);
    expect(done.complete).toBe(true);
    expect(done.next).toEqual([]);
  });

  it('a voted plan plays its steps one after another, as if each had been voted', () => {
    const draft = draftSteps(planning, [0, 0]);
    if (!draft) throw new Error('no draft');
    const id = draft.ids.join(PLAN_SEP);
    const plan = planAfter(planning, id);
    expect(plan?.steps.map((s) => s.id)).toEqual(draft.ids.slice(1));
    const followed = followPlan(applyFolded(planning, draft.ids[0] as string), plan);
    let stepwise = planning;
    for (const step of draft.ids) stepwise = apply(stepwise, step).state;
    expect(followed.out.state).toEqual(stepwise);
    expect(followed.plan).toBeNull();
    expect(followed.lines).toHaveLength(1);
  });

  it('a step no longer possible when its turn comes ends the plan, and says so; the team then votes', () => {
    const first = foldedOptions(planning)[0]?.id as string;
    const out = applyFolded(planning, first);
    const stale = { turn: planning.turn, phase: planning.phase, kind: 'planning', steps: [{ id: 'buy:no-such-card', label: 'Buy Nothing' }] };
    const followed = followPlan(out, stale);
    expect(followed.plan).toBeNull();
    expect(followed.out.state).toEqual(out.state);
    expect(followed.lines.join('\n')).toContain('Buy Nothing');
  });

  it('a plan waits through decisions of another kind and ends with its phase', () => {
    const action = firstWith(game, (s) => s.pending?.kind === 'action' && foldedOptions(s).some((o) => o.id === 'play:focus'));
    const out = apply(action, 'play:focus');
    const plan = { turn: action.turn, phase: action.phase, kind: 'action', steps: [{ id: 'end', label: 'End the Action phase' }] };
    if (out.state.pending?.kind !== 'action') {
      const waited = followPlan(out, plan);
      expect(waited.plan).toEqual(plan);
      expect(waited.out.state).toEqual(out.state);
    }
    const nextTurn = firstWith(game, (s) => s.turn === action.turn + 1 && s.pending?.kind === 'action');
    expect(followPlan({ state: nextTurn, events: [], irreversible: false }, plan).plan).toBeNull();
  });

  it('a plan ballot that names a choice not offered is refused (null draft), and so is a pick past a finished plan', () => {
    expect(draftSteps(planning, [999])).toBeNull();
    const done = walkPlan(planning, []).next.findIndex((o) => o.id === 'done');
    expect(draftSteps(planning, [done, 0])).toBeNull();
    expect(publicView(planning).decision?.kind).toBe('planning');
  });

  it('the builder past an unforeseeable step offers the choices from before it, less the cards already planned', () => {
    const action = firstWith(game, (s) => s.pending?.kind === 'action' && s.girl.hand.filter((c) => c === 'focus').length === 2 && !foreseeFolded(s, 'play:focus'));
    const before = foldedOptions(action).map((o) => o.id);
    const isFocus = (id: string) => /^(play|discard):focus\b/.test(id);
    // Two Focus in hand: after one is planned the other can be, played or discarded.
    expect(walkPlan(action, ['play:focus']).next.map((o) => o.id)).toEqual(before);
    // Both planned: no Focus is left to plan; every other choice still is.
    const two = walkPlan(action, ['play:focus', 'discard:focus']);
    expect(two.next.map((o) => o.id)).toEqual(before.filter((id) => !isFocus(id)));
    // Anything but a card is planned once.
    const other = two.next.find((o) => !isFocus(o.id) && !o.id.startsWith('play:') && !o.id.startsWith('discard:') && o.id !== 'end');
    if (other) expect(walkPlan(action, ['play:focus', 'discard:focus', other.id]).next.map((o) => o.id)).not.toContain(other.id);
  });

  describe('a plan for the whole turn: the Action phase, its end, then the Planning buys', () => {
    const action = firstWith(game, (s) => s.pending?.kind === 'action' && !!foreseeFolded(s, 'end'));
    const atPlanning = (foreseeFolded(action, 'end') as NonNullable<ReturnType<typeof foreseeFolded>>).state;
    const buy = foldedOptions(atPlanning).find((o) => o.id.startsWith('buy:'))?.id as string;

    it('after the step that ends the Action phase, the builder offers the Planning choices, and the plan ends with "Done buying"', () => {
      const walk = walkPlan(action, ['end']);
      expect(walk.complete).toBe(false);
      expect(walk.next.map((o) => o.id)).toEqual(foldedOptions(atPlanning).map((o) => o.id));
      const whole = walkPlan(action, ['end', buy, 'done']);
      expect(whole.complete).toBe(true);
      expect(whole.at.map((a) => a.phase)).toEqual(['action', 'planning', 'planning']);
    });

    it('the voted plan plays the end and the buys as if each had been voted', () => {
      const id = ['end', buy, 'done'].join(PLAN_SEP);
      const plan = planAfter(action, id);
      expect(plan?.steps.map((st) => [st.id, st.phase, st.kind])).toEqual([
        [buy, 'planning', 'planning'],
        ['done', 'planning', 'planning'],
      ]);
      const followed = followPlan(applyFolded(action, 'end'), plan);
      let stepwise = action;
      for (const step of ['end', buy, 'done']) stepwise = apply(stepwise, step).state;
      expect(followed.out.state).toEqual(stepwise);
      expect(followed.plan).toBeNull();
    });

    it('past a step that cannot be foreseen, the Planning choices are the ones ending the phase there would open', () => {
      const rolled = firstWith(game, (s) => s.pending?.kind === 'action' && !!foreseeFolded(s, 'end') && foldedOptions(s).some((o) => o.id.startsWith('play:') && !foreseeFolded(s, o.id)));
      const card = foldedOptions(rolled).find((o) => o.id.startsWith('play:') && !foreseeFolded(rolled, o.id))?.id as string;
      const opened = (foreseeFolded(rolled, 'end') as NonNullable<ReturnType<typeof foreseeFolded>>).state;
      expect(walkPlan(rolled, [card, 'end']).next.map((o) => o.id)).toEqual(foldedOptions(opened).map((o) => o.id));
    });

    it('when the Action phase ended by itself, the planned end is passed over and the buys go on', () => {
      const plan = { turn: action.turn, phase: 'action', kind: 'action', steps: [{ id: 'end', label: 'End the Action phase' }, { id: buy, label: 'Buy', phase: 'planning', kind: 'planning' }] };
      const followed = followPlan({ state: atPlanning, events: [], irreversible: false }, plan);
      expect(followed.out.state).toEqual(apply(atPlanning, buy).state);
      expect(followed.plan).toBeNull();
    });

    it('a planned Action step the game passed by ends the plan and says so, before any buy', () => {
      const plan = { turn: action.turn, phase: 'action', kind: 'action', steps: [{ id: 'play:focus', label: 'Play Focus' }, { id: 'end', label: 'End' }, { id: buy, label: 'Buy', phase: 'planning', kind: 'planning' }] };
      const followed = followPlan({ state: atPlanning, events: [], irreversible: false }, plan);
      expect(followed.out.state).toEqual(atPlanning);
      expect(followed.plan).toBeNull();
      expect(followed.lines.join('\n')).toContain('Play Focus');
    });
  });
});
