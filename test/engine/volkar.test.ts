import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { publicView, secretView } from '../../src/engine/index.js';
import { choose, chooseLabelled, concealed, paused, runTasks, setVictims, startGame, stepsOf as stepsIn, texts, visible } from '../helpers/scenario.js';
import type { Step } from '../../src/content/steps.js';
import { killerOf } from '../helpers/scenario.js';

const stepsOf = (steps: Step[], source = 'Test') => stepsIn(steps, source, 'terror');

describe("The Volk'ar", () => {
  it('starts Concealed: meeple off the board, Origin at the start space, one face-down card (seed: Special Setup)', () => {
    const { state } = startGame(11);
    expect(killerOf(state).space).toBeNull();
    expect(state.volkar?.originSpace).toBe(killerOf(state).startSpace);
    expect(state.volkar?.path).toHaveLength(1);
    expect(state.volkar?.path[0]?.faceUp).toBe(false);
    expect(state.volkar?.deck).toHaveLength(21);
    expect(publicView(state).modules.volkar).toMatchObject({ concealed: true, originSpace: killerOf(state).startSpace });
  });

  it('eye draws face up; crossed-eye draws face down and conceals a Visible Volk\'ar at her space (seed: Building the Path)', () => {
    const { state: s } = startGame(12);
    visible(s, 'cave');
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.eye' }, { do: 'module', name: 'volkar.hide' }])]);
    const v = out.state.volkar!;
    expect(v.path.map((p) => p.faceUp)).toEqual([true, false]);
    expect(v.concealed).toBe(true);
    expect(v.originSpace).toBe('cave');
    expect(v.originIndex).toBe(1);
    expect(killerOf(out.state).space).toBeNull();
  });

  it('a Killer Action line while Concealed is a crossed-eye icon (seed: When Concealed)', () => {
    const { state: s } = startGame(13);
    concealed(s, 'trail-d', ['mv-face-6']);
    const out = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'either', move: 0, spaces: 3, attack: 1 }])]);
    expect(out.state.volkar?.path).toHaveLength(2);
    expect(out.state.volkar?.path[1]?.faceUp).toBe(false);
    expect(killerOf(out.state).space).toBeNull();
  });

  it('a 6th card waits for the end of the card, and more than 6 cards all resolve (seed: Resolving the Path)', () => {
    const { state: s } = startGame(14);
    concealed(s, 'trail-d', ['mv-face-6']);
    // Pad the Path to five cards with whatever is on top of the deck.
    while (s.volkar!.path.length < 5) s.volkar!.path.push({ id: s.volkar!.deck.shift() as string, faceUp: false });
    s.terrorDeck = ['thermal-scan']; // two eye icons: the 6th and a 7th card
    const out = runTasks(s, [{ t: 'drawTerror' }, { t: 'afterCard' }]);
    const log = texts(out);
    const sixth = log.findIndex((t) => t.includes('Her Path has 6 cards'));
    const seventh = log.findIndex((t) => t.includes('(card 7)'));
    const resolves = log.findIndex((t) => t.startsWith('Six cards in her Path'));
    expect(sixth).toBeGreaterThan(-1);
    expect(seventh).toBeGreaterThan(sixth);
    expect(resolves).toBeGreaterThan(seventh);
    expect(log.filter((t) => /^Path card \d+:/.test(t))).toHaveLength(7);
    expect(out.state.volkar?.path).toEqual([]);
  });

  it('an empty Movement deck is refilled from the discard pile, unseen (seed: Building the Path)', () => {
    const { state: s } = startGame(15);
    concealed(s, 'trail-d', ['mv-face-6']);
    s.volkar!.discard = s.volkar!.deck;
    s.volkar!.deck = [];
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.hide' }])]);
    expect(texts(out)).toContain('The Movement deck is empty: its discard pile is shuffled into a new deck.');
    expect(out.state.volkar?.path).toHaveLength(2);
    const inDiscard = s.volkar!.discard.length;
    expect(out.state.volkar?.deck).toHaveLength(inDiscard - 1);
    expect(out.state.volkar?.discard).toEqual([]);
    expect(publicView(out.state).modules.volkar).toMatchObject({ movementDeck: inDiscard - 1, movementDiscard: 0 });
  });

  it('Track uncovers chosen cards to the Final Girl only (seed: Tracking the Volk\'ar)', () => {
    const { state: s } = startGame(16);
    concealed(s, 'trail-d', ['mv-exit-1', 'mv-named-1', 'mv-face-6']);
    s.girl.hand = ['track'];
    s.girl.horror = 1;
    s.riggedDice = [5, 6, 1];
    let sc = runTasks(s, [{ t: 'playCard', card: 'track', stage: 'start' }]);
    // Two successes: the blue row, reveal 2 cards that are not the Origin card.
    expect(sc.state.pending?.kind).toBe('track');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['path:1', 'path:2']);
    sc = choose(sc, 'path:2');
    expect(paused(sc)).toBe(true);
    const secret = texts(sc, 'secret');
    expect(secret.some((t) => t.includes('Path card 2 is: Move 1 space towards the closest Named space'))).toBe(true);
    expect(secret.some((t) => t.includes('Path card 3 is: Move 1 space on a 6'))).toBe(true);
    const pub = JSON.stringify([texts(sc, 'public'), publicView(sc.state)]);
    expect(pub).not.toContain('closest Named space');
    expect(pub).not.toContain('on a 6');
    expect(JSON.stringify(secretView(sc.state).secrets)).toContain('closest Named space');
    expect(sc.state.volkar?.path.every((p) => !p.faceUp)).toBe(true);
  });

  it('Track with three successes may uncover the Origin card instead', () => {
    const { state: s } = startGame(17);
    concealed(s, 'trail-d', ['mv-exit-1', 'mv-named-1']);
    s.girl.hand = ['track'];
    s.girl.horror = 0;
    s.riggedDice = [5, 6, 6];
    let sc = runTasks(s, [{ t: 'playCard', card: 'track', stage: 'start' }]);
    expect(sc.state.pending?.kind).toBe('choose-row');
    sc = chooseLabelled(sc, 'Origin');
    expect(texts(sc, 'secret').some((t) => t.startsWith('Path card 1 is: Move 1 space towards the closest Exit'))).toBe(true);
  });

  it('an attack on a guess that does no damage leaves her Concealed and her Path unresolved (seed: Attacking When Concealed)', () => {
    const { state: s } = startGame(18);
    concealed(s, 'trail-a', ['mv-exit-1']);
    s.girl.space = 'cave';
    s.girl.hand = ['weak-attack'];
    s.girl.horror = 2;
    s.riggedDice = [1, 2];
    // Bare-handed, the only space in range is her own: no target decision is needed.
    const sc = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }]);
    expect(paused(sc)).toBe(true);
    expect(texts(sc)).toContain('Attack a guess at Cave.');
    expect(texts(sc)).toContain('The attack on a guess does no damage: she stays Concealed and her Path does not resolve.');
    expect(sc.state.volkar?.concealed).toBe(true);
    expect(sc.state.volkar?.path).toHaveLength(1);
  });

  it('a hit on the right space damages her (seed: Attacking When Concealed)', () => {
    const { state: s } = startGame(19);
    concealed(s, 'trail-a', ['mv-exit-1']);
    s.girl.space = 'cave';
    s.girl.hand = ['weak-attack'];
    s.girl.horror = 2;
    s.riggedDice = [5, 6];
    const health = killerOf(s).health;
    const sc = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }]);
    // The Origin card sends her one space to the closest exit: the Cave, where Weak Attack aimed.
    expect(killerOf(sc.state).space).toBe('cave');
    expect(killerOf(sc.state).health).toBe(health - 1);
    expect(texts(sc).some((t) => t.includes('the attack hits'))).toBe(true);
  });

  it('no Victim panics while she is Concealed (seed: When Concealed)', () => {
    const { state: s } = startGame(20);
    concealed(s, 'cave', ['mv-exit-1']);
    setVictims(s, { cave: 3 });
    s.killedThisTurn = 1;
    const out = runTasks(s, [{ t: 'panicPhase' }]);
    expect(texts(out)).toContain('Panic phase: Soldiers do not panic while the Killer is hidden.');
    expect(out.state.victims.every((v) => v.space === 'cave')).toBe(true);
  });

  it('places relative to the Killer use the Origin space while she is Concealed (seed: When Concealed)', () => {
    const { state: s } = startGame(21);
    concealed(s, 'trail-g', ['mv-exit-1']);
    setVictims(s, {});
    const out = runTasks(s, [stepsOf([{ do: 'placeVictims', n: 2, at: 'killer' }])]);
    expect(out.state.victims.map((v) => v.space)).toEqual(['trail-g', 'trail-g']);
  });

  it('Psy Ops: discard and draw the next Terror card while Visible, else discard Track cards (seed: Card Notes)', () => {
    const { state: s } = startGame(22);
    visible(s, 'cave');
    s.terrorDeck = ['psy-ops', 'jungle-heat'];
    s.girl.hand = ['track', 'walk'];
    const shown = runTasks(s, [{ t: 'drawTerror' }]);
    expect(texts(shown).some((t) => t.startsWith('Terror card: Jungle Heat'))).toBe(true);
    expect(shown.state.girl.hand).toContain('track');
    const { state: s2 } = startGame(22);
    concealed(s2, 'cave', ['mv-exit-1']);
    s2.terrorDeck = ['psy-ops', 'jungle-heat'];
    s2.girl.hand = ['track', 'walk', 'track'];
    const hidden = runTasks(s2, [{ t: 'drawTerror' }]);
    expect(hidden.state.girl.hand).toEqual(['walk']);
    expect(hidden.state.terrorDeck).toEqual(['jungle-heat']);
  });

  it('Blades in the Dark kills a Victim in each adjacent space after her Path (seed: Card Notes)', () => {
    const { state: s } = startGame(23);
    concealed(s, 'trail-a', ['mv-exit-1']);
    s.killer.darkPower = 'blades-in-the-dark';
    s.killer.darkPowerRevealed = true;
    setVictims(s, { 'upper-river': 2, clearing: 1, 'rebel-camp': 1 });
    s.girl.space = 'rebel-camp';
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    expect(killerOf(out.state).space).toBe('cave');
    // The Cave touches the Upper River and the Clearing: one dies in each; the Rebel Camp is far.
    expect(out.state.victims.map((v) => v.space).sort()).toEqual(['rebel-camp', 'upper-river']);
  });

  it('Merciless Ambush resolves every card\'s Ambush Penalty (seed: Card Notes)', () => {
    const { state: s } = startGame(24);
    concealed(s, 'trail-a', ['mv-exit-1', 'mv-named-1']);
    s.killer.darkPower = 'merciless-ambush';
    s.killer.darkPowerRevealed = true;
    s.girl.space = 'rebel-camp';
    s.girl.horror = 3;
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    // mv-exit-1 and mv-named-1 each carry "+1 Horror".
    expect(out.state.girl.horror).toBe(5);
  });

  it('her attack and yours in the same space are simultaneous: both dying is a win (seed: Attacking, Note)', () => {
    const { state: s } = startGame(25);
    // Her only card, mv-named-1, takes her from trail C to the Ancient Ruins, where she attacks.
    concealed(s, 'trail-c', ['mv-named-1']);
    s.girl.space = 'ancient-ruins';
    setVictims(s, {});
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 0, revealed: false };
    killerOf(s).health = 1;
    killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    s.girl.hand = ['critical-strike'];
    s.girl.horror = 2;
    s.riggedDice = [6, 6, 6];
    let sc = runTasks(s, [{ t: 'playCard', card: 'critical-strike', stage: 'start' }]);
    if (sc.state.pending?.kind === 'attack-target') sc = choose(sc, 'atk:guess:ancient-ruins:');
    expect(sc.state.result).toBe('won');
  });
});

describe("The Volk'ar: simultaneous attacks (seed: Attacking, Note)", () => {
  it('"there was a Killer Attack line on the final Movement card": a line that kills a Victim in your space instead of you is not simultaneous', () => {
    const { state: s } = startGame(25);
    // Mid-resolution: card 1 already took Alois's last Health; card 2 (on a 4, and the Ancient
    // Ruins print no 4) keeps her at the Ancient Ruins, where the guess is, and its attack kills the Victim there.
    visible(s, 'ancient-ruins');
    s.volkar!.path = [{ id: 'mv-face-3-attack', faceUp: true }, { id: 'mv-face-4-attack', faceUp: false }];
    s.volkar!.attack = { space: 'ancient-ruins', damage: 3 };
    s.girl.space = 'ancient-ruins';
    setVictims(s, { 'ancient-ruins': 1 });
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 0, revealed: false };
    killerOf(s).health = 1;
    killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    s.deferReveals = true;
    s.deferredReveals = ['girl'];
    const out = runTasks(s, [{ t: 'volkar.pathCard', index: 1 }, { t: 'volkar.pathDone' }]);
    expect(out.state.victims).toHaveLength(0);
    expect(texts(out)).toContain('She ends at Ancient Ruins, where you aimed: the attack hits!');
    expect(out.state.result).toBe('lost');
  });

  it('"considered to have happened simultaneously": her final card\'s second attack (Thermal Sight) takes your last Health after killing a Victim: both die, a win', () => {
    const { state: s } = startGame(25);
    concealed(s, 'trail-c', ['mv-named-1']);
    s.killer.darkPower = 'thermal-sight';
    s.killer.darkPowerRevealed = true;
    s.girl.space = 'ancient-ruins';
    setVictims(s, { 'ancient-ruins': 1 });
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 0, revealed: false };
    killerOf(s).health = 1;
    killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    s.girl.hand = ['critical-strike'];
    s.girl.horror = 2;
    s.riggedDice = [6, 6, 6];
    let sc = runTasks(s, [{ t: 'playCard', card: 'critical-strike', stage: 'start' }]);
    if (sc.state.pending?.kind === 'attack-target') sc = choose(sc, 'atk:guess:ancient-ruins:');
    expect(sc.state.victims).toHaveLength(0);
    expect(sc.state.result).toBe('won');
  });
});

describe("The Volk'ar: cards before the Origin card", () => {
  it('are discarded unresolved when her Path resolves (reading: resolution starts with the Origin card)', () => {
    const { state: s } = startGame(26);
    s.volkar = { ...s.volkar!, concealed: false, originSpace: null, originIndex: 0, path: [], tracked: [], attack: null, resolveAfterCard: false };
    killerOf(s).space = 'trail-d';
    s.killer.darkPowerRevealed = false;
    s.volkar.deck = ['mv-face-6', 'mv-exit-1', ...s.volkar.deck.filter((id) => id !== 'mv-face-6' && id !== 'mv-exit-1')];
    // Eye while Visible (mv-face-6 face up), then crossed-eye: she conceals at trail D with mv-exit-1 as Origin.
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.eye' }, { do: 'module', name: 'volkar.hide' }, { do: 'module', name: 'volkar.reveal' }])]);
    const log = texts(out);
    expect(log.filter((t) => /^Path card \d+:/.test(t))).toEqual([expect.stringContaining('Path card 2: Move 1 space towards the closest Exit')]);
    expect(out.state.volkar?.discard).toEqual(expect.arrayContaining(['mv-face-6', 'mv-exit-1']));
  });
});

describe("The Volk'ar: placing the Killer", () => {
  it('is ignored while she is Concealed, and works while she is Visible (seed: When Concealed)', () => {
    const { state: s } = startGame(27);
    concealed(s, 'trail-d', ['mv-face-6']);
    let out = runTasks(s, [stepsOf([{ do: 'placeKiller', at: { space: 'cave' } }])]);
    expect(killerOf(out.state).space).toBeNull();
    expect(texts(out).some((t) => t.includes('placing the Killer is ignored'))).toBe(true);
    visible(s, 'trail-d');
    out = runTasks(s, [stepsOf([{ do: 'placeKiller', at: { space: 'cave' } }])]);
    expect(killerOf(out.state).space).toBe('cave');
  });
});

describe("The Volk'ar: review cases", () => {
  it('a 6th card drawn by the Finale reveal resolves right after it (seed: Resolving the Path)', () => {
    const { state: s } = startGame(28);
    concealed(s, 'trail-d', ['mv-face-6']);
    while (s.volkar!.path.length < 5) s.volkar!.path.push({ id: s.volkar!.deck.shift() as string, faceUp: false });
    s.terrorDeck = [];
    s.killer.finale = 'guerilla-warfare'; // its reveal draws a face-down card
    s.killer.darkPower = 'predators-patience';
    const out = runTasks(s, [{ t: 'upkeepPhase' }]);
    expect(texts(out).some((t) => t.startsWith('Six cards in her Path'))).toBe(true);
    expect(out.state.volkar?.path).toEqual([]);
  });

  it('her earlier card taking your last Health counts before a hit on a guess (seed: Attacking, Note)', () => {
    const { state: s } = startGame(29);
    // Card 1 (on a 3, and trail C prints no 3) keeps her at trail C and attacks Alois there; card 2
    // runs 3 spaces to the River Mouth, the closest Exit, where the guess is.
    concealed(s, 'trail-c', ['mv-face-3-attack', 'mv-exit-3']);
    setVictims(s, {});
    s.girl.space = 'trail-c';
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 0, revealed: false };
    s.girl.hand = [];
    killerOf(s).health = 1;
    killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    s.volkar!.attack = { space: 'river-mouth', damage: 3 };
    const out = runTasks(s, [stepsOf([{ do: 'module', name: 'volkar.reveal' }])]);
    expect(killerOf(out.state).space).toBe('river-mouth');
    expect(out.state.result).toBe('lost');
  });

  it('a guess that did damage still resolves when the same card brings a comeback', () => {
    const { state: s } = startGame(30);
    concealed(s, 'trail-a', ['mv-exit-1']);
    setVictims(s, {});
    s.girl.space = 'cave';
    s.girl.hand = ['weak-attack'];
    s.girl.horror = 2;
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    s.riggedDice = [5, 1, 1]; // one success: 1 damage, then lose 1 Health
    const health = killerOf(s).health;
    const out = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }, { t: 'phase', phase: 'planning' }]);
    expect(out.state.girl.final?.colour).toBe('white');
    expect(killerOf(out.state).space).toBe('cave');
    expect(killerOf(out.state).health).toBe(health - 1);
  });
});
