import { describe, expect, it } from 'vitest';
import { choose, chooseLabelled, paused, runTasks, setVictims, startGame, texts } from '../helpers/scenario.js';
import { publicView } from '../../src/engine/index.js';
import { killerOf } from '../helpers/scenario.js';

/** The three worked examples of The Green Terror rulebook, step by step, on our board. */
describe('Green Terror worked examples', () => {
  it("Liz's Path resolves (seed: Example: Liz's Path Resolves)", () => {
    const sc0 = startGame(3);
    const s = sc0.state;
    s.phase = 'killer';
    // Her Path: four cards, the first two face down; the Origin marker sits on trail D.
    s.volkar = {
      ...s.volkar!,
      concealed: true,
      originSpace: 'trail-d',
      originIndex: 0,
      path: [
        { id: 'mv-search-3', faceUp: false },
        { id: 'mv-search-2', faceUp: false },
        { id: 'mv-face-6', faceUp: true },
        { id: 'mv-named-1', faceUp: true },
      ],
      tracked: [],
      attack: null,
      resolveAfterCard: false,
    };
    killerOf(s).space = null;
    s.killer.darkPowerRevealed = false;
    // A lone Victim at the Rebel Camp, one on trail C (left of D), Liz at the Ancient Ruins.
    setVictims(s, { 'rebel-camp': 1, 'trail-c': 1 });
    s.girl.space = 'ancient-ruins';
    s.girl.hand = ['walk', 'focus'];
    const healthBefore = s.girl.health;

    // She draws Out of the Shadows, which carries the Reveal icon.
    s.terrorDeck = ['out-of-the-shadows', ...s.terrorDeck.filter((id) => id !== 'out-of-the-shadows')];
    const out = runTasks(s, [{ t: 'drawTerror' }]);
    expect(paused(out)).toBe(true);
    const log = texts(out);

    // 1. The meeple goes to the Origin space; the Origin markers leave the board.
    expect(log).toContain("Reveal: the Volk'ar's Path resolves from space D.");
    // Card 1: Rebel Camp and Ancient Ruins are both 2 away; reverse alphabetical picks the Rebel Camp.
    const iCard1 = log.findIndex((t) => t.startsWith('Path card 1:'));
    const iCard2 = log.findIndex((t) => t.startsWith('Path card 2:'));
    const iCard3 = log.findIndex((t) => t.startsWith('Path card 3:'));
    const iCard4 = log.findIndex((t) => t.startsWith('Path card 4:'));
    expect(log.slice(iCard1, iCard2)).toContain("The Volk'ar moves to Rebel Camp.");
    expect(log.slice(iCard1, iCard2).some((t) => t.includes('Rebel Camp is killed'))).toBe(true);
    // Card 2: the Rebel Camp does not count; 2 spaces towards the Ancient Ruins ends where she started.
    expect(log.slice(iCard2, iCard3)).toContain("The Volk'ar moves to space D.");
    expect(log.slice(iCard2, iCard3).some((t) => t.includes('killed'))).toBe(false);
    // Card 3: the panic arrow for a 6 leads left, to trail C; no Killer Action line, the Victim lives.
    expect(log.slice(iCard3, iCard4)).toContain("The Volk'ar moves to space C.");
    expect(out.state.victims.filter((v) => v.space === 'trail-c')).toHaveLength(1);
    // Card 4: Central River and Ancient Ruins tie for closest Named space; alphabetical picks the ruins, where Liz is.
    expect(log.slice(iCard4)).toContain("The Volk'ar moves to Ancient Ruins.");
    expect(killerOf(out.state).space).toBe('ancient-ruins');
    const attack = publicView(out.state).killer.attackValue as number;
    expect(out.state.girl.health).toBe(Math.max(0, healthBefore - attack));
    // Finally the cards are discarded and she is Visible.
    expect(out.state.volkar?.path).toEqual([]);
    expect(out.state.volkar?.discard).toEqual(expect.arrayContaining(['mv-search-3', 'mv-search-2', 'mv-face-6', 'mv-named-1']));
    expect(out.state.volkar?.concealed).toBe(false);
    expect(out.state.deadVictims).toBe(s.deadVictims + 1);
  });

  it('Maggie attacks a guess (seed: Example: Maggie Attacks a Guess)', () => {
    const { state: s } = startGame(5);
    s.phase = 'action';
    s.volkar = { ...s.volkar!, concealed: true, originSpace: 'trail-a', originIndex: 0, path: [{ id: 'mv-exit-2', faceUp: false }], tracked: [], attack: null, resolveAfterCard: false };
    killerOf(s).space = null;
    s.killer.darkPowerRevealed = false;
    setVictims(s, {});
    // Her card is the wiki's only Exit card with a +1 Horror Ambush Penalty (2 spaces; she stops on reaching the Exit).
    // Maggie stands in the Clearing, one space from the Supply Depot, holding an M16 and a Furious Strike.
    s.girl.space = 'clearing';
    s.girl.hand = ['furious-strike'];
    s.girl.items = [{ id: 'm16', inHands: true, uses: 3 }];
    s.girl.horror = 2; // two dice
    s.riggedDice = [5, 6];
    const horror = s.girl.horror;
    const killerHealth = killerOf(s).health;

    let sc = runTasks(s, [{ t: 'playCard', card: 'furious-strike', stage: 'start' }]);
    // She aims at the Supply Depot: the Attack token goes there.
    expect(sc.state.pending?.kind).toBe('attack-target');
    sc = chooseLabelled(sc, 'a guess at Supply Depot with M16');
    expect(paused(sc)).toBe(true);
    const log = texts(sc);
    // 5 and 6: Furious Strike does 2, the M16 adds 2: 4 damage on the Attack Resolution card.
    expect(log).toContain('The Attack token goes on Supply Depot with 4 damage on the Attack Resolution card.');
    // The lone Movement card sends her to the closest exit: one space south, to the Cave.
    expect(log).toContain("The Volk'ar moves to Cave.");
    expect(killerOf(sc.state).space).toBe('cave');
    // Wrong space: no damage, and the Ambush Penalty (+1 Horror) hits Maggie.
    expect(killerOf(sc.state).health).toBe(killerHealth);
    expect(log.some((t) => t.includes('not where you aimed'))).toBe(true);
    // Furious Strike lowered Horror by 1, the ambush raised it by 1.
    expect(sc.state.girl.horror).toBe(horror);
    expect(sc.state.tokens.some((t) => t.kind === 'attack')).toBe(false);
    expect(sc.state.girl.items[0]?.uses).toBe(2);
  });

  it('Mike orders his Soldiers (seed: Pesadilla Verde, Ordering Soldiers example)', () => {
    const { state: s } = startGame(7);
    s.phase = 'action';
    // The Killer is Visible in the Upper River; three Soldiers wait one space away, in the Cave.
    s.volkar = { ...s.volkar!, concealed: false, originSpace: null, path: [], tracked: [], attack: null, resolveAfterCard: false };
    killerOf(s).space = 'upper-river';
    setVictims(s, { cave: 3 });
    s.girl.space = 'rebel-camp';
    const pv = s.pesadillaVerde!;
    // One Attack action was used last turn; the second Move is still Locked; Damage is Unlocked.
    pv.upgrades['attack-2'] = true;
    pv.upgrades.damage = true;
    pv.cubes = { 'attack-1': 1 };
    s.riggedDice = [3, 5, 6];
    const health = killerOf(s).health;

    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    const orders = sc.state.pending?.options.filter((o) => o.group === 'Order Soldiers').map((o) => o.id) ?? [];
    // Attack Range is Locked: they cannot shoot into the Upper River from the Cave.
    expect(orders).toContain('order:move-1:cave');
    expect(orders.some((id) => id.startsWith('order:attack'))).toBe(false);
    sc = choose(sc, 'order:move-1:cave');
    sc = chooseLabelled(sc, 'Upper River');
    expect(sc.state.victims.filter((v) => v.space === 'upper-river')).toHaveLength(3);
    sc = choose(sc, 'order:attack-2:upper-river:upper-river');
    // Three Soldiers with Damage Unlocked: 3 / 2 rounded up = 2 damage.
    expect(killerOf(sc.state).health).toBe(health - 2);
    // Friendly Fire is Locked: three dice, 3, 5 and 6; nobody is shot.
    expect(texts(sc)).toContain('Friendly Fire: you roll 3, 5, 6: nobody is hit.');
    expect(sc.state.victims).toHaveLength(3);
    expect(sc.state.pesadillaVerde?.cubes).toEqual({ 'attack-1': 1, 'move-1': 0, 'attack-2': 0 });
  });
});

