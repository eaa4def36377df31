import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import type { Step } from '../../src/content/steps.js';
import { content } from '../../src/content/load.js';
import type { Run, Task } from '../../src/engine/run.js';
import { horrorDiceCount } from '../../src/engine/phases/roll.js';
import { hurtGirl } from '../../src/engine/actors/girl.js';
import { hurtUnit } from '../../src/engine/actors/killer.js';
import { killerUnit } from '../../src/engine/actors/units.js';
import { choose, paused, quietTable, runTasks, setVictims, startGame, stepsOf, texts, visible, type Scenario } from '../helpers/scenario.js';
import { save } from '../helpers/scenario.js';
import { killerOf } from '../helpers/scenario.js';

const table = () => quietTable(1);


/** Runs engine functions directly on a copy of the state. */
function direct(s: GameState, fn: (run: Run) => void): Run {
  const run: Run = { state: structuredClone(s), content: content(), events: [] };
  fn(run);
  return run;
}

/** Dice a Horror Roll would use now. */
const diceFor = (s: GameState) => horrorDiceCount({ state: s, content: content(), events: [] });

const optionIds = (sc: Scenario) => sc.state.pending?.options.map((o) => o.id) ?? [];
const play = (card: string): Task => ({ t: 'playCard', card, stage: 'start' });

describe('Core Box rules', () => {
  // ---------------------------------------------------------------- Horror Roll
  it('rolls the dice printed at the Horror position, on both sides of the Player board', () => {
    // core §4.2: normal 3,3,2,2,2,2,2,1 and extreme 3,2,2,2,2,1,1,1 from green to red
    const s = table();
    const count = (horror: number, extreme: boolean) => {
      s.girl.horror = horror;
      s.setup.extreme = extreme;
      return diceFor(s);
    };
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((h) => count(h, false))).toEqual([3, 3, 2, 2, 2, 2, 2, 1]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((h) => count(h, true))).toEqual([3, 2, 2, 2, 2, 1, 1, 1]);
  });

  it('adds an adrenaline die when the Final Girl has only her Final Health token, and one more for the Killer', () => {
    // core §4.2: +1 die per character down to the Final Health token
    const s = table();
    s.girl.horror = 2;
    const n = () => diceFor(s);
    expect(n()).toBe(2);
    s.girl.health = 0;
    expect(n()).toBe(3);
    killerOf(s).health = 0;
    expect(n()).toBe(4);
    s.girl.health = 1; // recovered Health: her adrenaline die is lost again
    expect(n()).toBe(3);
  });

  it('bonus dice join the next Horror Roll and are used up by it', () => {
    // core §4.2: bonus dice from cards (Planning) apply to the next roll
    const s = table();
    s.girl.hand = ['focus'];
    s.girl.bonusDice = 2;
    s.riggedDice = [1, 1, 1, 1, 1, 1];
    const sc = runTasks(s, [play('focus')]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.lastRoll).toHaveLength(4);
    expect(sc.state.girl.bonusDice).toBe(0);
    expect(texts(sc)).toContain('Focus: you roll 4 dice: 1, 1, 1, 1.');
  });

  it('always rolls at least one die', () => {
    // core §4.2: always roll at least 1 die
    const s = table();
    s.girl.horror = 7;
    expect(diceFor(s)).toBe(1);
    s.girl.bonusDice = -3;
    expect(diceFor(s)).toBe(1);
  });

  // ---------------------------------------------------------------- Rows
  it.each([
    [[5, 6], 'Move up to 2 more spaces'],
    [[5, 1], 'Move up to 1 more space'],
  ])('Walk rolling %j picks the row for its successes', (dice, prompt) => {
    // core §4.1 step 5: 2+ successes = top row, exactly 1 = middle row
    const s = table();
    s.girl.hand = ['walk'];
    s.riggedDice = [...dice];
    const sc = runTasks(s, [play('walk')]);
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.prompt).toContain(prompt);
  });

  it('Walk with no success uses the failure row (an "or" the player picks)', () => {
    // core §4.1 steps 5-6: 0 successes = failure row; "or" rows are the player's pick
    const s = table();
    s.girl.hand = ['walk'];
    s.riggedDice = [1, 2];
    let sc = runTasks(s, [play('walk')]);
    expect(sc.state.pending?.kind).toBe('choose-row');
    sc = choose(sc, 'opt:1'); // -2 Time
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.time).toBe(4);
    expect(sc.state.girl.space).toBe('rebel-camp');
  });

  it('a 3 or 4 converted by discarding 2 cards counts as a success', () => {
    // core §4.3: each 3/4 may be converted by discarding two cards (to the discard pile)
    const s = table();
    s.girl.hand = ['walk', 'focus', 'short-rest'];
    s.riggedDice = [3, 1];
    let sc = runTasks(s, [play('walk')]);
    expect(sc.state.pending?.kind).toBe('roll');
    expect(optionIds(sc)).toEqual(['keep', 'convert:0']);
    sc = choose(sc, 'convert:0');
    expect(sc.state.pending?.kind).toBe('discard');
    sc = choose(sc, 'card:focus'); // the second card is the only one left
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.prompt).toContain('Move up to 1 more space');
    expect(sc.state.girl.hand).toEqual([]);
    expect(sc.state.discard).toEqual(['walk', 'focus', 'short-rest']);
    expect(sc.state.lastRoll?.[0]).toEqual({ face: 3, converted: true });
  });

  it('an unconverted partial does not count', () => {
    // core §4.2: 3/4 is only a partial success
    const s = table();
    s.girl.hand = ['walk', 'focus', 'focus'];
    s.riggedDice = [3, 4];
    let sc = runTasks(s, [play('walk')]);
    sc = choose(sc, 'keep');
    expect(sc.state.pending?.kind).toBe('choose-row');
    expect(sc.state.discard).toEqual(['walk']);
  });

  it("Improvise 'phase' makes 3s and 4s count without discarding", () => {
    // core §4.3: Improvise 2+: 3s and 4s count as successes for the rest of this Action phase
    const s = table();
    s.girl.hand = ['walk', 'focus', 'focus'];
    s.girl.improvise = 'phase';
    s.riggedDice = [3, 4];
    const sc = runTasks(s, [play('walk')]);
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.prompt).toContain('Move up to 2 more spaces');
    expect(sc.state.girl.hand).toEqual(['focus', 'focus']);
    expect(sc.state.girl.improvise).toBe('phase');
  });

  it("Improvise 'phase' stops counting once the Action phase is over", () => {
    // core §4.3: "for the rest of this Action phase"
    const s = table();
    s.girl.improvise = 'phase';
    const sc = runTasks(s, [{ t: 'phase', phase: 'panic' }]);
    expect(sc.state.girl.improvise).toBe('none');
  });

  it('Close Call re-rolls one die and goes to the discard pile', () => {
    // core §4.3: Close Call: after a Horror Roll, re-roll one die
    const s = table();
    s.girl.hand = ['walk', 'close-call'];
    s.riggedDice = [1, 2, 6];
    let sc = runTasks(s, [play('walk')]);
    expect(optionIds(sc)).toEqual(['keep', 'reroll:0', 'reroll:1', 'reroll:all']);
    sc = choose(sc, 'reroll:0');
    expect(sc.state.lastRoll?.map((d) => d.face)).toEqual([6, 2]);
    expect(sc.state.girl.hand).toEqual([]);
    expect(sc.state.discard).toEqual(['walk', 'close-call']);
    expect(sc.state.girl.time).toBe(6);
    expect(sc.state.pending?.prompt).toContain('Move up to 1 more space');
  });

  it("Close Call 'reroll:all' re-rolls every die for 2 Time", () => {
    // core §4.3: or re-roll all dice and lose 2 Time
    const s = table();
    s.girl.hand = ['walk', 'close-call'];
    s.riggedDice = [1, 2, 5, 6];
    let sc = runTasks(s, [play('walk')]);
    sc = choose(sc, 'reroll:all');
    expect(sc.state.lastRoll?.map((d) => d.face)).toEqual([5, 6]);
    expect(sc.state.girl.time).toBe(4);
    expect(sc.state.pending?.prompt).toContain('Move up to 2 more spaces');
  });

  // ---------------------------------------------------------------- Time
  it('discarding a card in the Action phase gives +1 Time', () => {
    // core §3.1 / §4.4: discard any number of Action cards for +1 Time each
    const s = table();
    s.girl.hand = ['walk', 'focus'];
    s.girl.time = 3;
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).toContain('discard:focus');
    sc = choose(sc, 'discard:focus');
    expect(sc.state.girl.time).toBe(4);
    expect(sc.state.girl.hand).toEqual(['walk']);
    expect(sc.state.discard).toEqual(['focus']);
    expect(sc.state.pending?.kind).toBe('action');
  });

  it('Time never goes above 12', () => {
    // core §1.2 / OPEN-3: the Time track stops at 12
    const s = table();
    s.girl.hand = ['walk'];
    s.girl.time = 12;
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = choose(sc, 'discard:walk');
    expect(sc.state.girl.time).toBe(12);
    s.girl.time = 10;
    expect(runTasks(s, [stepsOf([{ do: 'time', n: 5 }])]).state.girl.time).toBe(12);
  });

  it('Time below zero in the Action phase ends it once the current action has resolved', () => {
    // core §3.1 (4) / §4.4: below zero the current action finishes, then the phase ends
    const s = table();
    s.girl.hand = ['focus', 'walk'];
    s.girl.time = 0;
    s.riggedDice = [1, 1];
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = choose(sc, 'play:focus'); // failure: -2 Time
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.time).toBe(-1);
    expect(sc.state.girl.hand).toEqual(['walk']);
    expect(sc.state.girl.skipNextActionPhase).toBe(false);
    expect(texts(sc)).toContain('Time is below zero: the Action phase ends.');
  });

  it('while below zero, Time cannot be raised', () => {
    // core §3.1 (4): while below zero, Time cannot be raised back
    const s = table();
    s.girl.time = -1;
    const sc = runTasks(s, [stepsOf([{ do: 'time', n: 2 }])]);
    expect(sc.state.girl.time).toBe(-1);
  });

  it('Time below zero outside the Action phase skips the next Action phase', () => {
    // core §3.1 / §4.4: below zero outside the Action phase -> skip the entire next Action phase
    const s = table();
    s.phase = 'killer';
    s.girl.time = 0;
    s.girl.hand = ['walk'];
    let sc = runTasks(s, [stepsOf([{ do: 'time', n: -1 }])]);
    expect(sc.state.girl.skipNextActionPhase).toBe(true);
    sc = runTasks(sc.state, [{ t: 'phase', phase: 'action' }]);
    expect(paused(sc)).toBe(true); // no Action-phase decision
    expect(sc.state.girl.skipNextActionPhase).toBe(false);
    expect(texts(sc)).toContain('Time fell below zero outside the Action phase: this Action phase is skipped.');
  });

  // ---------------------------------------------------------------- Horror edges
  it('+1 Horror at the red end raises Bloodlust instead', () => {
    // core §4.2: at the top, Bloodlust +1 per step instead
    const s = table();
    s.girl.horror = 7;
    s.killer.bloodlust = 2; // the next row (the 4th) has no effect of its own
    const sc = runTasks(s, [stepsOf([{ do: 'horror', n: 1 }])]);
    expect(sc.state.girl.horror).toBe(7);
    expect(sc.state.killer.bloodlust).toBe(3);
  });

  it('-1 Horror at the green end gives +1 Time instead', () => {
    // core §4.2: at the bottom, +1 Time per step instead
    const s = table();
    s.girl.horror = 1;
    s.girl.time = 3;
    const sc = runTasks(s, [stepsOf([{ do: 'horror', n: -2 }])]);
    expect(sc.state.girl.horror).toBe(0);
    expect(sc.state.girl.time).toBe(4);
  });

  // ---------------------------------------------------------------- Planning
  it('buying pays the cost in Time and takes the card from the Tableau', () => {
    // core §3.2 (1): buy Action cards from the Tableau, paying their cost in Time
    const s = table();
    s.phase = 'planning';
    s.girl.time = 4;
    s.girl.hand = ['walk'];
    let sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(sc.state.pending?.kind).toBe('planning');
    expect(optionIds(sc)).toContain('buy:guard');
    expect(optionIds(sc)).not.toContain('buy:long-rest'); // 5 Time
    const before = sc.state.tableau.guard ?? 0;
    sc = choose(sc, 'buy:guard');
    expect(sc.state.girl.time).toBe(2);
    expect(sc.state.girl.hand).toEqual(['walk', 'guard']);
    expect(sc.state.tableau.guard).toBe(before - 1);
  });

  it('a card played this turn sits in the discard pile and cannot be bought back; it returns to the Tableau after Planning', () => {
    // core §3.2 (1) and (3)
    const s = table();
    s.phase = 'planning';
    s.girl.time = 6;
    s.tableau.retaliate = 0; // the only copy was bought earlier...
    s.discard = ['retaliate', 'walk']; // ...and played this turn
    let sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(optionIds(sc)).not.toContain('buy:retaliate');
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
    expect(sc.state.discard).toEqual([]);
    expect(sc.state.tableau.retaliate).toBe(1);
    expect(sc.state.tableau.walk).toBe((s.tableau.walk ?? 0) + 1);
  });

  it('cannot buy with 10 cards in hand', () => {
    // core §3.2 (1) / §4.5: cannot buy while holding 10 cards
    const s = table();
    s.phase = 'planning';
    s.girl.time = 6;
    s.girl.hand = Array.from({ length: 10 }, () => 'focus');
    s.tableau.walk = 1;
    const sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(paused(sc)).toBe(true); // no buying decision at all
    expect(sc.state.girl.hand).toHaveLength(10);
  });

  it('zero-cost cards in the Tableau are free, even at Time 0', () => {
    // core §3.2 (1): zero-cost cards may always be taken, even at or below zero Time
    const s = table();
    s.phase = 'planning';
    s.girl.time = 0;
    s.girl.hand = ['focus'];
    s.tableau.walk = 1;
    let sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(optionIds(sc)).toEqual(['buy:walk', 'done']);
    sc = choose(sc, 'buy:walk');
    expect(sc.state.girl.hand).toEqual(['focus', 'walk']);
    expect(sc.state.tableau.walk).toBe(0);
    // nothing else is affordable: Planning ends and Time resets
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.time).toBe(6);
  });

  it.each([
    [false, 6],
    [true, 5],
  ])('after Planning Time resets (extreme %s -> %i), leftover Time is lost', (extreme, reset) => {
    // core §3.2 (2): reset Time to 6 (Extreme: 5)
    const s = table();
    s.phase = 'planning';
    s.setup.extreme = extreme;
    s.girl.time = 9;
    s.girl.hand = Array.from({ length: 10 }, () => 'focus');
    const sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(sc.state.girl.time).toBe(reset);
  });

  // ---------------------------------------------------------------- Final Health
  it('losing the last Health marker does not reveal the token; further damage does, and a blank token is a loss', () => {
    // core §6.6: markers first, then the Final Health token is revealed; blank -> dies
    const s = table();
    s.girl.health = 2;
    let sc = runTasks(s, [stepsOf([{ do: 'loseHealth', n: 2 }])]);
    expect(sc.state.girl.health).toBe(0);
    expect(sc.state.girl.final?.revealed).toBe(false);
    expect(sc.state.result).toBeNull();
    sc = runTasks(sc.state, [stepsOf([{ do: 'loseHealth', n: 1 }])]);
    expect(sc.state.result).toBe('lost');
    expect(sc.state.phase).toBe('over');
  });

  it('a 2 on the token is a comeback with 2 Health and a white token, and the current phase ends', () => {
    // core §6.6: comeback -> white token + health, the current phase ends immediately
    const s = table();
    s.girl.health = 1;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    const horror = s.girl.horror;
    const sc = runTasks(s, [stepsOf([{ do: 'loseHealth', n: 3 }, { do: 'horror', n: 1 }]), stepsOf([{ do: 'time', n: -3 }]), { t: 'phase', phase: 'panic' }]);
    expect(sc.state.result).toBeNull();
    expect(sc.state.girl.health).toBe(2);
    expect(sc.state.girl.final).toEqual({ colour: 'white', value: 0, revealed: true });
    // The rest of the phase was dropped: neither the Horror step nor the Time step ran.
    expect(sc.state.girl.horror).toBe(horror);
    expect(sc.state.girl.time).toBe(6);
    expect(sc.state.phase).toBe('panic');
  });

  it('after a comeback the next task on the agenda is a phase boundary', () => {
    // core §6.6: play moves to the next phase
    const s = table();
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    s.agenda = [{ t: 'phase', phase: 'planning' }, { t: 'actionPhase' }, stepsOf([{ do: 'time', n: 1 }])];
    const run = direct(s, (r) => hurtGirl(r, 1, 'test'));
    expect(run.state.agenda.at(-1)).toEqual({ t: 'phase', phase: 'planning' });
  });

  // core §6.6: a comeback ends the current phase; in the Upkeep that means the next turn begins.
  it('a comeback in the Upkeep ends it and the next turn begins', () => {
    const s = table();
    s.phase = 'upkeep';
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    s.girl.hand = ['walk'];
    // the agenda as it stands during the Upkeep: its remaining work, then the next turn
    const sc = runTasks(s, [stepsOf([{ do: 'loseHealth', n: 1 }]), { t: 'endOfTurn' }, { t: 'turn' }]);
    expect(sc.state.girl.health).toBe(2);
    expect(sc.state.turn).toBe(2);
    expect(sc.state.phase).toBe('action');
    expect(sc.state.pending?.kind).toBe('action');
  });

  it('losing the white token is a loss', () => {
    // core §6.6: if the white token is later removed, the character is dead for good
    const s = table();
    s.girl.health = 1;
    s.girl.final = { colour: 'white', value: 0, revealed: true };
    const sc = runTasks(s, [stepsOf([{ do: 'loseHealth', n: 2 }])]);
    expect(sc.state.result).toBe('lost');
  });

  it("damage past the Killer's last marker reveals his token: blank is a win", () => {
    // core §6.6 / §9.1: Killer dies -> win
    const s = table();
    visible(s, 'rebel-camp');
    killerOf(s).health = 1;
    s.girl.hand = ['furious-strike'];
    s.riggedDice = [5, 6];
    const sc = runTasks(s, [play('furious-strike')]);
    expect(sc.state.result).toBe('won');
    expect(killerOf(sc.state).health).toBe(0);
  });

  it("the Killer's comeback and then the loss of his white token", () => {
    // core §6.6: same token rules for the Killer
    const s = table();
    visible(s, 'cave');
    killerOf(s).health = 1;
    killerOf(s).final = { colour: 'black', value: 3, revealed: false };
    let run = direct(s, (r) => hurtUnit(r, killerUnit(r.state), 4, 'test'));
    expect(run.state.result).toBeNull();
    expect(killerOf(run.state).health).toBe(3);
    expect(killerOf(run.state).final?.colour).toBe('white');
    run = direct(run.state, (r) => hurtUnit(r, killerUnit(r.state), 4, 'test'));
    expect(run.state.result).toBe('won');
  });

  it("both dying while the Volk'ar's reveals are deferred is a win", () => {
    // core §9.1: both at the same moment -> win (seed: reveals wait until the Path has resolved)
    const s = table();
    visible(s, 'rebel-camp');
    s.deferReveals = true;
    s.girl.health = 0;
    killerOf(s).health = 0;
    const run = direct(s, (r) => {
      hurtGirl(r, 1, 'test');
      hurtUnit(r, killerUnit(r.state), 1, 'test');
    });
    expect(run.state.result).toBeNull();
    expect(run.state.deferredReveals.sort()).toEqual(['girl', 'killer']);
    const sc = runTasks(run.state, [{ t: 'volkar.releaseReveals' }]);
    expect(sc.state.result).toBe('won');
  });

  it('an attack row lands its damage on the Killer', () => {
    // core §4.1 / §5.4: each damage icon = 1 damage to the Killer in your space
    const s = table();
    visible(s, 'rebel-camp');
    s.girl.hand = ['weak-attack'];
    s.riggedDice = [5, 1];
    const sc = runTasks(s, [play('weak-attack')]);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.girl.health).toBe(4);
    expect(sc.state.attack).toBeNull();
  });

  // core §4.1 step 6: a row's icons resolve left to right; §9.1: both dying at once is a win. Weak Attack's
  // 1-success row is "1 damage, lose 1 Health": the damage lands first.
  it('a damage icon lands before a later Lose Health icon in the same row (both die -> win)', () => {
    const s = table();
    visible(s, 'rebel-camp');
    s.girl.hand = ['weak-attack'];
    s.girl.health = 0;
    killerOf(s).health = 0;
    s.riggedDice = [5, 1, 1, 1]; // 2 dice + adrenaline for both: 1 success
    const sc = runTasks(s, [play('weak-attack')]);
    expect(sc.state.result).toBe('won');
  });

  // core §4.1, §6.6: a comeback from the Lose Health icon keeps the damage resolved before it, and ends the attack.
  it('a comeback from a Lose Health icon keeps the damage resolved before it', () => {
    const s = table();
    visible(s, 'rebel-camp');
    s.girl.hand = ['weak-attack'];
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    killerOf(s).health = 3;
    s.riggedDice = [5, 1, 1]; // 2 dice + her adrenaline: 1 success
    const sc = runTasks(s, [play('weak-attack'), { t: 'phase', phase: 'panic' }]);
    expect(sc.state.girl.health).toBe(2);
    expect(killerOf(sc.state).health).toBe(2);
    expect(sc.state.attack).toBeNull();
  });

  it('Reaction cards are not playable as Action-phase plays', () => {
    // core §4.6: Reaction cards can only be played in response to an attack
    const s = table();
    s.girl.hand = ['guard', 'walk'];
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).toContain('play:walk');
    expect(optionIds(sc)).not.toContain('play:guard');
    expect(optionIds(sc)).toContain('discard:guard');
  });

  // ---------------------------------------------------------------- Killer
  it('targets the closest Victim and stops when it reaches the target space', () => {
    // core §6.2 (2) and §6.3: closest candidate; stop as soon as the target's space is reached
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { 'supply-depot': 1, 'trail-g': 3 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'victim', move: 0, spaces: 3, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('supply-depot');
    expect(texts(sc)).toContain('Test: the Killer targets Supply Depot.');
  });

  it('a tie on distance goes to the space with the most Victims', () => {
    // core §6.2 (3)
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { cave: 1, 'cursed-temple': 2 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'victim', move: 0, spaces: 1, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('cursed-temple');
  });

  it("a Final Girl target ignores closer Victims", () => {
    // core §6.1: Final Girl silhouette -> the Final Girl
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { 'supply-depot': 2 });
    s.girl.space = 'trail-g';
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, spaces: 1, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('cursed-temple');
  });

  it('a Victim target with no Victims on the board: the Killer does not move', () => {
    // core OPEN-6: no target -> no move
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'cave';
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'victim', move: 0, spaces: 3, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('clearing');
    expect(texts(sc)).toContain('Test: the Killer has no target and stays put.');
  });

  it('a Move icon moves by the Movement Value: the Volk\'ar has none, so she does not move', () => {
    // core §6.3: each Move icon = the current Movement Value (seed: the Volk'ar has no Movement Value)
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { 'supply-depot': 1 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'victim', move: 1, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('clearing');
  });

  it('attacks hit a Victim before the Final Girl; the kill raises Bloodlust and the killed-this-turn counter', () => {
    // core §6.4 priority, §6.7: Bloodlust +1 per Victim death, §8: kills drive Panic
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'clearing';
    setVictims(s, { clearing: 1 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'either', move: 0, attack: 1 }])]);
    expect(sc.state.victims).toEqual([]);
    expect(sc.state.girl.health).toBe(5);
    expect(sc.state.killer.bloodlust).toBe(1);
    expect(sc.state.killedThisTurn).toBe(1);
    expect(sc.state.deadVictims).toBe(1);
  });

  it('a Final Girl target in the space is attacked even with Victims there', () => {
    // core §6.4: unless the Final Girl was the specific target and is in the space
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'clearing';
    setVictims(s, { clearing: 1 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, attack: 1 }])]);
    expect(sc.state.victims).toHaveLength(1);
    expect(sc.state.girl.health).toBe(4); // Attack Value 1 on the first Bloodlust row (the wiki's track)
  });

  it('reaching the Bloodlust row with the Dark Power marker reveals the Dark Power', () => {
    // core §6.7: if the row carries the Dark Power marker, reveal the Dark Power
    const s = table();
    s.killer.bloodlust = 3; // the next row (5th) carries the marker
    setVictims(s, { cave: 2 });
    let sc = runTasks(s, [stepsOf([{ do: 'killVictims', n: 1, at: { space: 'cave' } }])]);
    expect(sc.state.killer.bloodlust).toBe(4);
    expect(sc.state.killer.darkPowerRevealed).toBe(true);
    // one row lower does not
    s.killer.bloodlust = 2;
    sc = runTasks(s, [stepsOf([{ do: 'killVictims', n: 1, at: { space: 'cave' } }])]);
    expect(sc.state.killer.bloodlust).toBe(3);
    expect(sc.state.killer.darkPowerRevealed).toBe(false);
  });

  // ---------------------------------------------------------------- Ambiguity
  it("with 'players-decide' an exact tie becomes an 'ambiguity' decision", () => {
    // core §6.2 (4) / §9.3: still tied -> Game Ambiguity, the players decide
    const s = table();
    s.setup.ambiguity = 'players-decide';
    visible(s, 'clearing');
    setVictims(s, { cave: 1, 'cursed-temple': 1 });
    let sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'victim', move: 0, spaces: 1, attack: 0 }])]);
    expect(sc.state.pending?.kind).toBe('ambiguity');
    expect(optionIds(sc)).toEqual(['space:cave', 'space:cursed-temple']);
    sc = choose(sc, 'space:cursed-temple');
    expect(killerOf(sc.state).space).toBe('cursed-temple');
  });

  it("with 'infinite-evil' the engine picks the Final Girl's space over a Victim space and says so", () => {
    // core §9.3: Rule of Infinite Evil = the worst outcome for the player
    const s = table();
    s.setup.ambiguity = 'infinite-evil';
    visible(s, 'clearing');
    s.girl.space = 'cave';
    setVictims(s, { cave: 1, 'cursed-temple': 1 });
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'either', move: 0, spaces: 1, attack: 0 }])]);
    expect(paused(sc)).toBe(true);
    expect(killerOf(sc.state).space).toBe('cave');
    expect(texts(sc).some((t) => t.includes('Rule of Infinite Evil'))).toBe(true);
  });

  // ---------------------------------------------------------------- Defence
  it("a Reaction in hand turns an attack into a 'defend' decision; 'take' applies the full damage", () => {
    // core §6.5: the attack deals its damage unless reduced by Reaction cards
    const s = table();
    s.girl.hand = ['guard', 'walk'];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 2, source: 'Test' }]);
    expect(sc.state.pending?.kind).toBe('defend');
    expect(optionIds(sc)).toEqual(['take', 'react:guard']);
    sc = choose(sc, 'take');
    expect(sc.state.girl.health).toBe(3);
    expect(sc.state.girl.hand).toEqual(['guard', 'walk']);
  });

  it('without a Reaction the attack lands with no decision', () => {
    // core §6.5
    const s = table();
    s.girl.hand = ['walk'];
    const sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 2, source: 'Test' }]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.health).toBe(3);
  });

  it.each([
    [[5, 6], 3, 5], // ignore all damage
    [[5, 1], 3, 4], // reduce by 2
    [[1, 1], 3, 3], // reduce by 1
    [[1, 2], 1, 4], // reduce by 1, not below 1
  ])('Guard rolling %j against %i damage leaves %i Health', (dice, damage, health) => {
    // core §4.6 Guard: 2+ ignore all, 1 reduce by 2, 0 reduce by 1 (not below 1)
    const s = table();
    s.girl.hand = ['guard'];
    s.riggedDice = [...dice];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage, source: 'Test' }]);
    sc = choose(sc, 'react:guard');
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.health).toBe(health);
    expect(sc.state.discard).toEqual(['guard']);
  });

  it('Retaliate ignores the attack and deals damage back to the Killer', () => {
    // core §4.6 Retaliate: 2+ ignore all damage, deal 2
    const s = table();
    visible(s, 'rebel-camp');
    s.girl.hand = ['retaliate'];
    s.riggedDice = [5, 6];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test' }]);
    sc = choose(sc, 'react:retaliate');
    expect(sc.state.girl.health).toBe(5);
    expect(killerOf(sc.state).health).toBe(8);
  });

  it('Retaliate with one success reduces by 2 and deals 1', () => {
    // core §4.6 Retaliate: 1 success: reduce by 2, deal 1
    const s = table();
    visible(s, 'rebel-camp');
    s.girl.hand = ['retaliate'];
    s.riggedDice = [6, 2];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test' }]);
    sc = choose(sc, 'react:retaliate');
    expect(sc.state.girl.health).toBe(4);
    expect(killerOf(sc.state).health).toBe(9);
  });

  it('Final Health comeback: the current phase ends immediately, so a Retaliate that brings the Killer back stops the rest of the attack (core §6.6)', () => {
    // Retaliate with one success: reduce by 2, deal 1. The Killer is on his Final Health token (2).
    const s = table();
    visible(s, 'rebel-camp');
    s.phase = 'killer';
    killerOf(s).health = 0;
    killerOf(s).final = { colour: 'black', value: 2, revealed: false };
    s.girl.hand = ['retaliate'];
    s.riggedDice = [6, 2];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 4, source: 'Test' }, { t: 'killerAttack', girlTargeted: false, source: 'Second icon' }, { t: 'phase', phase: 'panic' }]);
    sc = choose(sc, 'react:retaliate');
    expect(paused(sc)).toBe(true);
    expect(killerOf(sc.state).final?.colour).toBe('white');
    expect(killerOf(sc.state).health).toBe(2);
    // 4 damage less 2 would have left 2: none of it lands, and the second attack icon is gone too.
    expect(sc.state.girl.health).toBe(5);
    expect(sc.state.phase).toBe('panic');
    expect(texts(sc).some((t) => t.includes('comeback ends the phase before the attack lands'))).toBe(true);
  });

  it('Retaliate that only hurts the Killer still lets the reduced attack land', () => {
    // Control for the reading above: without a comeback, the rest of the attack hits her.
    const s = table();
    visible(s, 'rebel-camp');
    killerOf(s).health = 3;
    s.girl.hand = ['retaliate'];
    s.riggedDice = [6, 2];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 4, source: 'Test' }]);
    sc = choose(sc, 'react:retaliate');
    expect(killerOf(sc.state).health).toBe(2);
    expect(sc.state.girl.health).toBe(3);
  });

  // ---------------------------------------------------------------- Victims following
  it('leaving a space with 3 Victims offers 0, 1 or 2 followers', () => {
    // core §5.1: up to 2 Victims may come with you
    const s = table();
    s.girl.space = 'cave';
    setVictims(s, { cave: 3 });
    let sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc).filter((id) => id.startsWith('go:clearing:'))).toEqual(['go:clearing:', 'go:clearing:normal', 'go:clearing:normal+normal']);
    sc = choose(sc, 'go:clearing:normal+normal');
    expect(sc.state.girl.space).toBe('clearing');
    expect(sc.state.victims.filter((v) => v.space === 'clearing')).toHaveLength(2);
    expect(sc.state.victims.filter((v) => v.space === 'cave')).toHaveLength(1);
  });

  it("Victims never follow into the Killer's space, but do follow out of it", () => {
    // core §5.1: never into the Killer's space; Victims already there follow you out
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'cave';
    setVictims(s, { cave: 1 }, 'archeologist');
    let sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    const ids = optionIds(sc);
    expect(ids.filter((id) => id.startsWith('go:clearing:'))).toEqual(['go:clearing:']);
    expect(ids).toContain('go:trail-a:archeologist');

    killerOf(s).space = 'cave';
    sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc)).toContain('go:clearing:archeologist');
  });

  it('saving on an exit puts the Victim on a free "Victim saved" space of your choice, gives its reward, and counts', () => {
    // core §5.2: remove the Victim, put it on a free saved space (player's choice), gain that space's reward
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true; // no Pesadilla Verde cost
    s.girl.space = 'cave';
    s.girl.hand = ['walk'];
    s.girl.savedSlots = 2;
    s.girl.filledSlots = [0, 1];
    setVictims(s, { cave: 2 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).toContain('save:normal');
    sc = choose(sc, 'save:normal');
    expect(sc.state.pending?.kind).toBe('save-space');
    expect(optionIds(sc)).toEqual(['slot:2', 'slot:3', 'slot:4']);
    sc = choose(sc, 'slot:2'); // Alois's third space: -1 Horror
    expect(sc.state.victims).toHaveLength(1);
    expect(sc.state.girl.saved).toBe(1);
    expect(sc.state.girl.savedSlots).toBe(3);
    expect(sc.state.girl.horror).toBe(1);
    expect(sc.state.girl.time).toBe(6);
  });

  it('saving off an exit is not offered', () => {
    // core §5.2: only on a green Exit space
    const s = table();
    s.girl.space = 'trail-a';
    s.girl.hand = ['walk'];
    setVictims(s, { 'trail-a': 2 });
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc).some((id) => id.startsWith('save:'))).toBe(false);
  });

  it('filling every "Victim saved" space unlocks the Ultimate; later saves give the Ultimate reward', () => {
    // core §5.2: when every saved-space is filled, the Ultimate Ability is unlocked
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'cave';
    s.girl.hand = ['walk'];
    s.girl.savedSlots = 4;
    s.girl.filledSlots = [0, 1, 2, 3];
    s.girl.time = 3;
    setVictims(s, { cave: 2 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).not.toContain('ultimate');
    sc = save(sc, 'normal');
    expect(sc.state.girl.ultimateUnlocked).toBe(true);
    expect(sc.state.girl.bonusDice).toBe(1); // the fifth space's reward
    expect(optionIds(sc)).toContain('ultimate');
    sc = save(sc, 'normal');
    expect(sc.state.girl.time).toBe(4); // Alois's after-Ultimate reward: +1 Time
    expect(sc.state.girl.saved).toBe(2);
  });

  // ---------------------------------------------------------------- Search
  it('Search drawing 1: she places the item in hands or backpack', () => {
    // core §5.3: gaining an item: place it in hands or backpack
    const s = table();
    s.girl.space = 'supply-depot';
    s.itemDecks['supply-depot'] = [{ id: 'machete', faceUp: true }, { id: 'pistol', faceUp: false }];
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    expect(sc.state.pending?.kind).toBe('place-item');
    expect(optionIds(sc)).toEqual(['place:hands', 'place:backpack']);
    sc = choose(sc, 'place:hands');
    expect(paused(sc)).toBe(true); // no other hand item: no rearranging question
    expect(sc.state.girl.items).toEqual([{ id: 'machete', inHands: true }]);
    expect(sc.state.itemDecks['supply-depot']).toEqual([{ id: 'pistol', faceUp: false }]);
  });

  it.each([
    ['top', [{ id: 'machete', faceUp: true }, { id: 'canteen', faceUp: false }]],
    // Put back face down after the Search named it: everyone knows which card lies at the bottom.
    ['bottom', [{ id: 'canteen', faceUp: false }, { id: 'machete', faceUp: false, known: true }]],
  ])('Search drawing 2 keeps one; the other goes back %s', (where, deck) => {
    // core §4.6 Search: keep 1, other back on top face up or bottom face down
    const s = table();
    s.girl.space = 'supply-depot';
    s.itemDecks['supply-depot'] = [{ id: 'machete', faceUp: true }, { id: 'pistol', faceUp: false }, { id: 'canteen', faceUp: false }];
    let sc = runTasks(s, [{ t: 'search', draw: 2 }]);
    expect(sc.state.pending?.kind).toBe('search-keep');
    expect(optionIds(sc)).toEqual(['keep:machete', 'keep:pistol']);
    sc = choose(sc, 'keep:pistol');
    expect(sc.state.pending?.kind).toBe('search-return');
    sc = choose(sc, where);
    expect(sc.state.pending?.kind).toBe('place-item');
    sc = choose(sc, 'place:hands');
    expect(sc.state.girl.items).toEqual([{ id: 'pistol', inHands: true, uses: 3 }]);
    expect(sc.state.itemDecks['supply-depot']).toEqual(deck);
  });

  it("a 2-hand item put in the backpack with full hands, then 'arrange-items' follows", () => {
    // core §5.3: two hands; backpack unlimited; you may rearrange when you gain an item
    const s = table();
    s.girl.space = 'supply-depot';
    s.girl.items = [{ id: 'machete', inHands: true }, { id: 'bowie-knife-1', inHands: true }];
    s.itemDecks['supply-depot'] = [{ id: 'm16', faceUp: true }];
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    sc = choose(sc, 'place:backpack');
    expect(sc.state.girl.items.find((h) => h.id === 'm16')?.inHands).toBe(false);
    expect(sc.state.pending?.kind).toBe('arrange-items');
    sc = choose(sc, 'hold:m16');
    expect(sc.state.girl.items.filter((h) => h.inHands).map((h) => h.id)).toEqual(['m16']);
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
  });

  // ---------------------------------------------------------------- Panic
  it("with a Victim killed this turn, Victims in the Killer's space roll and follow the panic numbers", () => {
    // core §8: a Victim panics if one was killed this turn and it is in the Killer's space
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { clearing: 2, cave: 1 });
    s.killedThisTurn = 1;
    s.riggedDice = [1, 4]; // Clearing: 1 -> Supply Depot, 4 -> no arrow (stays)
    const sc = runTasks(s, [{ t: 'panicPhase' }]);
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['cave', 'clearing', 'supply-depot']);
    expect(sc.state.riggedDice).toEqual([]);
  });

  it('without a kill this turn nobody panics', () => {
    // core §8: both conditions are needed
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { clearing: 2 });
    s.killedThisTurn = 0;
    s.riggedDice = [1, 1];
    const sc = runTasks(s, [{ t: 'panicPhase' }]);
    expect(sc.state.victims.map((v) => v.space)).toEqual(['clearing', 'clearing']);
    expect(sc.state.riggedDice).toEqual([1, 1]);
  });

  // ---------------------------------------------------------------- Upkeep and the Finale
  it('an empty Terror deck reveals the Finale (and the Dark Power) in the Upkeep', () => {
    // core §3.5 (1) / §7.3: reveal the Finale; if the Dark Power is face down, reveal it now
    const s = table();
    s.phase = 'upkeep';
    s.killer.finale = 'apex-predator';
    s.terrorDeck = [];
    s.killedThisTurn = 2;
    const sc = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.killer.finaleRevealed).toBe(true);
    expect(sc.state.killer.darkPowerRevealed).toBe(true);
    expect(sc.state.killedThisTurn).toBe(0);
  });

  it('a non-empty Terror deck keeps the Finale face down', () => {
    // core §3.5 (1)
    const s = table();
    s.phase = 'upkeep';
    s.terrorDeck = ['jungle-heat'];
    const sc = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(sc.state.killer.finaleRevealed).toBe(false);
    expect(sc.state.killer.darkPowerRevealed).toBe(false);
  });

  it('once the Finale is revealed the Killer Action comes from it and no Terror card is drawn', () => {
    // core §3.3 / §7.3: the Finale's Killer Action replaces the old one; Terror cards are no longer drawn
    const s = table();
    s.phase = 'killer';
    visible(s, 'clearing');
    s.killer.finale = 'apex-predator'; // Visible line: Final Girl target, 3 spaces, 1 attack
    s.killer.finaleRevealed = true;
    s.girl.space = 'rebel-camp'; // 4 spaces away
    setVictims(s, { 'supply-depot': 1 }); // the back's "closest Victim or FG" would go here
    s.terrorDeck = ['jungle-heat'];
    const sc = runTasks(s, [{ t: 'killerPhase' }]);
    expect(paused(sc)).toBe(true);
    expect(killerOf(sc.state).space).toBe('trail-e');
    expect(sc.state.terrorDeck).toEqual(['jungle-heat']);
    expect(sc.state.terrorDiscard).toEqual(s.terrorDiscard);
    expect(texts(sc).some((t) => t.startsWith('Terror card:'))).toBe(false);
  });

  it('before the Finale, the Killer phase resolves the back of the Finale and then draws a Terror card', () => {
    // core §3.3 (1)-(2)
    const s = table();
    s.phase = 'killer';
    visible(s, 'clearing');
    s.girl.space = 'rebel-camp';
    setVictims(s, { 'supply-depot': 1 });
    s.terrorDeck = ['jungle-heat', 'flash-flood'];
    s.terrorDiscard = [];
    const sc = runTasks(s, [{ t: 'killerPhase' }]);
    expect(sc.state.victims).toEqual([]); // the back: closest Victim or FG, 3 spaces, 1 attack
    expect(killerOf(sc.state).space).toBe('supply-depot');
    expect(sc.state.terrorDeck).toEqual(['flash-flood']);
    expect(sc.state.terrorDiscard).toEqual(['jungle-heat']);
  });
});

describe('core rules: review cases', () => {
  it('Planning\'s bonus dice do not apply to a Reaction roll and stay for the next roll (core §6.5, designer)', () => {
    const s = quietTable(32);
    s.girl.hand = ['guard'];
    s.girl.bonusDice = 3;
    s.riggedDice = [1, 1, 1, 1, 1];
    const sc = runTasks(s, [{ t: 'horrorRoll', card: 'guard', from: 'reaction' }]);
    expect(sc.state.lastRoll).toHaveLength(2);
    expect(sc.state.girl.bonusDice).toBe(3);
  });
});
