import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { describeSteps } from '../../src/engine/describeSteps.js';
import { HAND_LIMIT } from '../../src/engine/actors/girl.js';
import { choose, paused, quietTable, runTasks, stepsOf, texts, type Scenario } from '../helpers/scenario.js';

const table = () => quietTable(1);
const optionIds = (sc: Scenario) => sc.state.pending?.options.map((o) => o.id) ?? [];
const label = (sc: Scenario, id: string) => sc.state.pending?.options.find((o) => o.id === id)?.label;
const heldIds = (s: GameState) => s.girl.items.filter((h) => h.inHands).map((h) => h.id).sort();
const stowedIds = (s: GameState) => s.girl.items.filter((h) => !h.inHands).map((h) => h.id).sort();

/** Alois at the Supply Depot with `items`, the deck there holding `found` on top. */
function searching(items: GameState['girl']['items'], found: string): GameState {
  const s = table();
  s.girl.space = 'supply-depot';
  s.girl.items = items;
  s.itemDecks['supply-depot'] = [{ id: found, faceUp: true }];
  return s;
}

describe('Items: hands and backpack (core §3.5, §5.3)', () => {
  it('Gaining an item: place it in hands or backpack; you may rearrange freely at that moment (core §5.3)', () => {
    const s = searching([{ id: 'machete', inHands: true }], 'pistol');
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    // A newly found hand item asks where it goes; one hand is free, so nothing is displaced.
    expect(sc.state.pending?.kind).toBe('place-item');
    expect(optionIds(sc)).toEqual(['place:hands', 'place:backpack']);
    expect(label(sc, 'place:hands')).toBe('Take Pistol in hand');
    sc = choose(sc, 'place:hands');
    expect(heldIds(sc.state)).toEqual(['machete', 'pistol']);
    expect(sc.state.girl.items.find((h) => h.id === 'pistol')?.uses).toBe(3);
    // Then she may rearrange freely: every held item can be put away, and moves repeat until done.
    expect(sc.state.pending?.kind).toBe('arrange-items');
    expect(optionIds(sc)).toEqual(['done', 'stow:machete', 'stow:pistol']);
    sc = choose(sc, 'stow:machete');
    expect(sc.state.pending?.kind).toBe('arrange-items');
    expect(optionIds(sc)).toEqual(['done', 'hold:machete', 'stow:pistol']);
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
    expect(heldIds(sc.state)).toEqual(['pistol']);
    expect(stowedIds(sc.state)).toEqual(['machete']);
  });

  it('a found hand item may go straight into the backpack, with free hands', () => {
    const s = searching([], 'machete');
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    sc = choose(sc, 'place:backpack');
    // No other hand item: no pointless rearranging question.
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.items).toEqual([{ id: 'machete', inHands: false }]);
    expect(texts(sc)).toContain('You take Machete into your backpack.');
  });

  it('an item without a hand icon needs no question (it works from the backpack)', () => {
    const s = searching([], 'canteen');
    const sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.items).toEqual([{ id: 'canteen', inHands: false }]);
  });

  it('a two-handed item displaces both held items', () => {
    const s = searching([{ id: 'machete', inHands: true }, { id: 'bowie-knife-1', inHands: true }], 'm16');
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    expect(sc.state.pending?.kind).toBe('place-item');
    expect(label(sc, 'place:hands')).toBe('Take M16 in hand (Machete and Bowie Knife to the backpack)');
    sc = choose(sc, 'place:hands');
    expect(heldIds(sc.state)).toEqual(['m16']);
    expect(stowedIds(sc.state)).toEqual(['bowie-knife-1', 'machete']);
    expect(texts(sc)).toContain('You take M16 in hand and put Machete and Bowie Knife into your backpack.');
    // The rearranging that follows offers the displaced items back.
    expect(optionIds(sc)).toEqual(['done', 'hold:machete', 'hold:bowie-knife-1', 'stow:m16']);
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
  });

  it('Upkeep step 3: rearrange items between hands and backpack, in both directions (core §3.5)', () => {
    const s = table();
    s.phase = 'upkeep';
    s.terrorDeck = ['jungle-heat'];
    s.killedThisTurn = 1;
    s.girl.items = [{ id: 'machete', inHands: true }, { id: 'm16', inHands: false, uses: 3 }, { id: 'canteen', inHands: false }];
    let sc = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(sc.state.pending?.kind).toBe('arrange-items');
    // The Canteen has no hand icon: it is never offered.
    expect(optionIds(sc)).toEqual(['done', 'hold:m16', 'stow:machete']);
    expect(label(sc, 'hold:m16')).toBe('Take M16 in hand (Machete away)');
    sc = choose(sc, 'hold:m16'); // backpack -> hands, the Machete makes room
    expect(heldIds(sc.state)).toEqual(['m16']);
    expect(optionIds(sc)).toEqual(['done', 'hold:machete', 'stow:m16']);
    sc = choose(sc, 'stow:m16'); // hands -> backpack
    expect(heldIds(sc.state)).toEqual([]);
    sc = choose(sc, 'hold:machete');
    expect(heldIds(sc.state)).toEqual(['machete']);
    expect(sc.state.killedThisTurn).toBe(1); // still in step 3: the bookkeeping waits
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
    expect(sc.state.killedThisTurn).toBe(0);
    expect(stowedIds(sc.state)).toEqual(['canteen', 'm16']);
    expect(sc.state.girl.items.find((h) => h.id === 'm16')?.uses).toBe(3);
  });

  it('putting a held item away (Upkeep, nothing in the backpack)', () => {
    const s = table();
    s.phase = 'upkeep';
    s.terrorDeck = ['jungle-heat'];
    s.girl.items = [{ id: 'pistol', inHands: true, uses: 2 }];
    let sc = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(sc.state.pending?.kind).toBe('arrange-items');
    expect(optionIds(sc)).toEqual(['done', 'stow:pistol']);
    sc = choose(sc, 'stow:pistol');
    expect(sc.state.girl.items).toEqual([{ id: 'pistol', inHands: false, uses: 2 }]);
    expect(texts(sc)).toContain('You put Pistol into your backpack.');
    sc = choose(sc, 'done');
    expect(paused(sc)).toBe(true);
  });

  it('Upkeep without any hand item asks nothing', () => {
    const s = table();
    s.phase = 'upkeep';
    s.terrorDeck = ['jungle-heat'];
    s.girl.items = [{ id: 'canteen', inHands: false }];
    const sc = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(paused(sc)).toBe(true);
  });

  it('every item label stays short (< 60 characters)', () => {
    const s = searching([{ id: 'machete', inHands: true }, { id: 'bowie-knife-1', inHands: true }, { id: 'shotgun', inHands: false }], 'sharpened-spear');
    let sc = runTasks(s, [{ t: 'search', draw: 1 }]);
    for (const o of sc.state.pending?.options ?? []) expect(o.label.length, o.label).toBeLessThan(60);
    sc = choose(sc, 'place:backpack');
    for (const o of sc.state.pending?.options ?? []) expect(o.label.length, o.label).toBeLessThan(60);
  });
});

describe('Hand limit (core §4.5, OPEN-5)', () => {
  /** A hand of `n` Action cards (a mix, so the discard is a real choice). */
  const handOf = (n: number) => ['walk', 'walk', 'focus', 'focus', 'weak-attack', 'short-rest', 'sprint', 'guard', 'search', 'distraction'].slice(0, n);

  it('Hand limit 10: an effect that gives an 11th card makes her discard down to 10, her choice (core §4.5, OPEN-5)', () => {
    const s = table();
    s.girl.hand = handOf(10);
    s.tableau['close-call'] = 2;
    let sc = runTasks(s, [stepsOf([{ do: 'takeCard', card: 'close-call' }], 'A reward')]);
    expect(sc.state.girl.hand).toHaveLength(11);
    expect(sc.state.tableau['close-call']).toBe(1);
    expect(sc.state.pending?.kind).toBe('discard');
    expect(sc.state.pending?.prompt).toContain('hand limit of 10');
    // Any card in hand may go, the new one included.
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['card:close-call', 'card:walk', 'card:distraction']));
    sc = choose(sc, 'card:walk');
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.hand).toHaveLength(HAND_LIMIT);
    expect(sc.state.girl.hand).toContain('close-call');
    expect(sc.state.girl.hand.filter((c) => c === 'walk')).toHaveLength(1);
    expect(sc.state.discard).toEqual(['walk']);
  });

  it('the discard for the hand limit happens before the rest of the effect', () => {
    const s = table();
    s.girl.hand = handOf(10);
    s.tableau['close-call'] = 1;
    let sc = runTasks(s, [stepsOf([{ do: 'takeCard', card: 'close-call' }, { do: 'time', n: 1 }])]);
    expect(sc.state.pending?.kind).toBe('discard');
    expect(sc.state.girl.time).toBe(6);
    sc = choose(sc, 'card:close-call');
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.hand).toEqual(handOf(10));
    expect(sc.state.discard).toEqual(['close-call']);
    expect(sc.state.girl.time).toBe(7);
  });

  it('a 10th card by an effect is kept: no discard', () => {
    const s = table();
    s.girl.hand = handOf(9);
    s.tableau['planning'] = 1;
    const sc = runTasks(s, [stepsOf([{ do: 'takeCard', card: 'planning' }])]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.hand).toEqual([...handOf(9), 'planning']);
    expect(sc.state.tableau['planning']).toBe(0);
    expect(texts(sc)).toContain('You take Planning from the Tableau into your hand.');
  });

  it('takeCard with an empty Tableau pile gives nothing', () => {
    const s = table();
    s.girl.hand = handOf(3);
    s.tableau['critical-strike'] = 0;
    const sc = runTasks(s, [stepsOf([{ do: 'takeCard', card: 'critical-strike' }])]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.hand).toEqual(handOf(3));
    expect(sc.state.tableau['critical-strike']).toBe(0);
    expect(texts(sc)).toContain('No Critical Strike card is left in the Tableau: you take nothing.');
  });

  it('the Planning phase buy cap uses the same limit', () => {
    const s = table();
    s.phase = 'planning';
    s.girl.hand = handOf(HAND_LIMIT);
    const sc = runTasks(s, [{ t: 'planningPhase' }]);
    expect(paused(sc)).toBe(true); // no buy offered at the limit
    expect(sc.state.girl.hand).toHaveLength(HAND_LIMIT);
  });

  it('describes the step on buttons', () => {
    expect(describeSteps([{ do: 'takeCard', card: 'close-call' }, { do: 'time', n: 1 }])).toBe('take a close call card, +1 Time');
  });
});
