import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import { concealed, killerOf, runTasks, setVictims, startGame, stepsOf as stepsIn, texts, visible } from '../helpers/scenario.js';

/**
 * The effects the Final Girl Wiki's readings need (Carchofo/final-girl-stats wiki_cache.json):
 * "discard the next Terror card" at the top of Bloodlust, a Killer that recovers Health, a Killer
 * Action with no movement, and Movement cards that do not move, attack twice, break ties by the
 * lowest panic number or cost a random Action card.
 */
const stepsOf = (steps: Step[], source = 'Test') => stepsIn(steps, source, 'terror');
const berithAt = (seed: number) => startGame(seed, { killer: 'berith', location: 'larmes-abbey', girl: 'rita' }).state;

describe('Berith as the wiki reads her', () => {
  it('starts with 7 Health and the Horror at 3', () => {
    const s = berithAt(1);
    expect(killerOf(s).health).toBe(7);
    expect(killerOf(s).maxHealth).toBe(7);
  });

  it('at the top of Bloodlust a Victim\'s death discards the next Terror card unresolved, and nothing more', () => {
    const s = berithAt(2);
    s.killer.bloodlust = content().killers.berith!.bloodlust.length - 1;
    s.terrorDeck = ['death-knell', 'stigmata', 'lost-pilgrims'];
    const space = killerOf(s).space as string;
    setVictims(s, { [space]: 1 });
    const health = s.girl.health;
    const sc = runTasks(s, [stepsOf([{ do: 'killVictims', n: 1, at: 'killer' }])]);
    expect(sc.state.terrorDeck).toEqual(['stigmata', 'lost-pilgrims']);
    expect(sc.state.terrorDiscard.at(-1)).toBe('death-knell');
    expect(sc.state.killer.bloodlust).toBe(s.killer.bloodlust);
    expect(sc.state.girl.health).toBe(health);
    expect(texts(sc).some((t) => t.includes('the next Terror card is discarded unresolved (2 left in the deck)'))).toBe(true);
  });

  it('discards nothing once the Finale is revealed or the deck is empty', () => {
    const s = berithAt(3);
    s.terrorDeck = [];
    let sc = runTasks(s, [stepsOf([{ do: 'discardTerror' }])]);
    expect(texts(sc).some((t) => t.includes('the Terror deck is empty, so no Terror card is discarded'))).toBe(true);
    const t = berithAt(3);
    t.killer.finaleRevealed = true;
    const before = [...t.terrorDeck];
    sc = runTasks(t, [stepsOf([{ do: 'discardTerror' }])]);
    expect(sc.state.terrorDeck).toEqual(before);
  });

  it('before the Finale she targets and attacks once without moving: a Final Girl next to her is safe', () => {
    const s = berithAt(4);
    const pack = content().killers.berith!;
    const space = killerOf(s).space as string;
    setVictims(s, {});
    s.girl.space = content().locations['larmes-abbey']!.board.edges.find((e) => e.a === space)?.b
      ?? (content().locations['larmes-abbey']!.board.edges.find((e) => e.b === space)?.a as string);
    const health = s.girl.health;
    let sc = runTasks(s, [stepsIn(pack.finaleBack.action, 'The Killer Action', 'finale')]);
    expect(killerOf(sc.state).space).toBe(space);
    expect(sc.state.girl.health).toBe(health);
    // In her own space she does attack: Attack 1 on the bottom row.
    const t = berithAt(4);
    setVictims(t, {});
    t.girl.space = killerOf(t).space as string;
    sc = runTasks(t, [stepsIn(pack.finaleBack.action, 'The Killer Action', 'finale')]);
    expect(killerOf(sc.state).space).toBe(space);
    expect(sc.state.girl.health).toBe(health - 1);
  });

  it('the +1 Health and +2 Health rows heal her, never above 7', () => {
    const s = berithAt(5);
    s.killer.bloodlust = 3; // the next row (the 5th) reads +1 Health
    killerOf(s).health = 4;
    let sc = runTasks(s, [stepsOf([{ do: 'bloodlust', n: 1 }])]);
    expect(killerOf(sc.state).health).toBe(5);
    const t = berithAt(5);
    t.killer.bloodlust = 5; // the next row (the 7th) reads +2 Health
    killerOf(t).health = 6;
    sc = runTasks(t, [stepsOf([{ do: 'bloodlust', n: 1 }])]);
    expect(killerOf(sc.state).health).toBe(7);
  });
});

describe('The Volk\'ar as the wiki reads her', () => {
  it('at the top of Bloodlust she recovers 1 Health, then the next Terror card is discarded', () => {
    const { state: s } = startGame(6);
    s.killer.bloodlust = 10;
    killerOf(s).health = 8;
    const deck = [...s.terrorDeck];
    const sc = runTasks(s, [stepsOf([{ do: 'bloodlust', n: 1 }])]);
    expect(killerOf(sc.state).health).toBe(9);
    expect(sc.state.terrorDeck).toEqual(deck.slice(1));
  });

  it('"Do not move. The Volk\'ar recovers 1 Health.": she stays at the Origin space and heals', () => {
    const { state: s } = startGame(7);
    concealed(s, 'trail-d', ['mv-stay-heal-horror']);
    killerOf(s).health = 6;
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    expect(killerOf(sc.state).space).toBe('trail-d');
    expect(killerOf(sc.state).health).toBe(7);
    expect(texts(sc)).toContain('The Volk\'ar does not move.');
  });

  it('"Attack x2": the card\'s Killer Action line attacks twice in her final space', () => {
    const { state: s } = startGame(8);
    concealed(s, 'trail-a', ['mv-exit-2']);
    setVictims(s, { cave: 2 });
    s.girl.space = 'supply-depot';
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    expect(killerOf(sc.state).space).toBe('cave');
    expect(sc.state.victims.filter((v) => v.space === 'cave')).toHaveLength(0);
  });

  it('ties between Exits: "lowest panic number" and "highest panic number" take different ways', () => {
    const game = () => startGame(9, { killer: 'volkar', location: 'larmes-abbey', girl: 'alois' }).state;
    // South Path is 1 space from the Orchard (its panic 4) and from the Gatehouse (its panic 6).
    const low = game();
    concealed(low, 'south-path', ['mv-exit-1']);
    setVictims(low, {});
    low.girl.space = 'nave';
    expect(killerOf(runTasks(low, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]).state).space).toBe('orchard');
    const high = game();
    concealed(high, 'south-path', ['mv-exit-2']);
    setVictims(high, {});
    high.girl.space = 'nave';
    expect(killerOf(runTasks(high, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]).state).space).toBe('gatehouse');
  });

  it('"Discard a random Action card": one card of the hand, at random; none held, nothing', () => {
    const { state: s } = startGame(10);
    s.girl.hand = ['walk', 'focus', 'sprint'];
    const discard = s.discard.length;
    let sc = runTasks(s, [stepsOf([{ do: 'discardRandomAction' }], 'Ambush Penalty')]);
    expect(sc.state.girl.hand).toHaveLength(2);
    expect(sc.state.discard).toHaveLength(discard + 1);
    expect(['walk', 'focus', 'sprint']).toContain(sc.state.discard.at(-1));
    const t = startGame(10).state;
    t.girl.hand = [];
    sc = runTasks(t, [stepsOf([{ do: 'discardRandomAction' }], 'Ambush Penalty')]);
    expect(texts(sc)).toContain('Ambush Penalty: you hold no Action card to discard.');
  });

  it('Track\'s red row raises the Horror by 1 and hides another Movement card face down', () => {
    const { state: s } = startGame(11);
    visible(s, 'cave');
    const horror = s.girl.horror;
    const red = content().killers.volkar!.actionCards.find((a) => a.id === 'track')!.rows.find((r) => r.min === 0)!;
    const sc = runTasks(s, [stepsIn(red.steps, 'Track', 'action')]);
    expect(sc.state.girl.horror).toBe(horror + 1);
    expect(sc.state.volkar?.concealed).toBe(true);
    expect(sc.state.volkar?.path.at(-1)?.faceUp).toBe(false);
  });

  it('a stored game holding a Movement card id of the deck before the wiki\'s goes on with its new card', () => {
    const { state: s } = startGame(12);
    concealed(s, 'trail-d', ['mv-girl-1']); // now mv-face-3-attack: on a 3, trail D goes to trail F
    setVictims(s, {});
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    expect(killerOf(sc.state).space).toBe('trail-f');
  });
});
