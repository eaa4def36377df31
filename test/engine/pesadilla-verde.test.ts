import { describe, expect, it } from 'vitest';
import { apply, RulesError, type GameState } from '../../src/engine/index.js';
import type { Step } from '../../src/content/steps.js';
import { choose, paused, quietTable, runTasks, setVictims, startGame, stepsOf, texts, visible, type Scenario } from '../helpers/scenario.js';
import { save } from '../helpers/scenario.js';
import { killerOf } from '../helpers/scenario.js';


/** A quiet table at Pesadilla Verde: as quietTable, Upgrades as at the start, Alois's second save space next. */
function table(): GameState {
  const s = quietTable(2);
  s.pesadillaVerde = {
    upgrades: {
      'move-1': true, 'move-2': false, 'attack-1': true, 'attack-2': false,
      'saving-soldiers': false, 'friendly-fire': false, 'attack-range': false, damage: false,
    },
    cubes: {},
    hueyRemoved: false,
  };
  s.girl.savedSlots = 1; // Alois's first space is filled: the next free one heals 1 (no change at full Health)
  s.girl.filledSlots = [0];
  return s;
}

const optionIds = (sc: Scenario) => sc.state.pending?.options.map((o) => o.id) ?? [];
const orders = (sc: Scenario) => optionIds(sc).filter((id) => id.startsWith('order:'));
const at = (s: GameState, space: string) => s.victims.filter((v) => v.space === space);

describe('Pesadilla Verde', () => {
  // ---------------------------------------------------------------- The River
  it('from the Waterfall a single move reaches any River space downriver', () => {
    // seed: The River — downriver, any River space for a movement of 1
    const s = table();
    s.girl.space = 'waterfall';
    let sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['go:upper-river:', 'go:central-river:', 'go:lower-river:', 'go:trail-a:']));
    sc = choose(sc, 'go:lower-river:');
    expect(sc.state.girl.space).toBe('lower-river');
    expect(paused(sc)).toBe(true); // the one space of movement is spent
  });

  it('entering the River from its bank is an ordinary move of one space', () => {
    // seed: The River — only moving downriver (following the arrows) chains
    const s = table();
    s.girl.space = 'cave';
    const sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc)).toContain('go:upper-river:');
    expect(optionIds(sc).some((id) => id.startsWith('go:central-river:') || id.startsWith('go:lower-river:'))).toBe(false);
  });

  it('a River run passes through the spaces between: Piranhas on the Central River bite', () => {
    // seed: The River — passing through all spaces in between and resolving their effects
    const s = table();
    s.girl.space = 'waterfall';
    s.tokens.push({ kind: 'piranhas', space: 'central-river' });
    setVictims(s, { waterfall: 1 });
    let sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    sc = choose(sc, 'go:lower-river:normal');
    expect(sc.state.girl.space).toBe('lower-river');
    expect(sc.state.girl.health).toBe(4);
    // the Soldier who followed her through the Central River is eaten too
    expect(sc.state.victims).toEqual([]);
    expect(sc.state.deadVictims).toBe(1);
  });

  it('no move upriver: the option is not offered and applying it is refused, the state unchanged', () => {
    // seed: The River — no one can move upriver against the arrows
    const s = table();
    s.girl.space = 'central-river';
    const sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc)).not.toContain('go:upper-river:');
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['go:lower-river:', 'go:trail-c:']));
    const before = structuredClone(sc.state);
    let err: unknown;
    try {
      apply(sc.state, 'go:upper-river:');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe('ERR_ILLEGAL_CHOICE');
    expect(sc.state).toEqual(before);
  });

  it('Enemies move only to the adjacent River space', () => {
    // seed: The River — Enemies can only move downriver to an adjacent River space
    const s = table();
    visible(s, 'waterfall');
    s.girl.space = 'lower-river';
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, spaces: 1, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('upper-river');
  });

  it('Enemies do not move upriver either', () => {
    // seed: The River — no one (Enemies included) moves upriver
    const s = table();
    visible(s, 'central-river');
    s.girl.space = 'upper-river';
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, spaces: 1, attack: 0 }])]);
    // the only way round is over land: she leaves the River by the bank
    expect(killerOf(sc.state).space).toBe('trail-c');
  });

  // ---------------------------------------------------------------- The Huey
  it('the Clearing is an exit while the Huey is there, and several Victims may be saved', () => {
    // seed: The Huey — the Huey's space is an exit; save any number there
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'clearing';
    s.girl.hand = ['walk'];
    setVictims(s, { clearing: 2 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).toContain('save:normal');
    sc = save(sc, 'normal');
    expect(optionIds(sc)).toContain('save:normal');
    sc = save(sc, 'normal');
    expect(sc.state.girl.saved).toBe(2);
    expect(sc.state.victims).toEqual([]);
    expect(sc.state.tokens.some((t) => t.kind === 'huey')).toBe(true);
  });

  it('the Huey leaves once she moves away after saving; then the Clearing is no exit', () => {
    // seed: The Huey — then remove the Huey token; the Clearing is not an exit
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'clearing';
    s.girl.hand = ['walk'];
    setVictims(s, { clearing: 2 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = save(sc, 'normal');
    sc = choose(sc, 'end');
    sc = runTasks(sc.state, [{ t: 'girlMove', left: 1 }]);
    sc = choose(sc, 'go:cave:');
    expect(sc.state.tokens.some((t) => t.kind === 'huey')).toBe(false);
    expect(sc.state.pesadillaVerde?.hueyRemoved).toBe(true);
    expect(texts(sc)).toContain('The Huey lifts off and leaves: the Clearing is no longer an exit.');
    // back in the Clearing with the last Soldier: no saving any more
    sc.state.girl.space = 'clearing';
    sc = runTasks(sc.state, [{ t: 'actionPhase' }]);
    expect(optionIds(sc).some((id) => id.startsWith('save:'))).toBe(false);
  });

  it('the Huey stays if nobody was saved there', () => {
    // seed: The Huey — it leaves after you save Victims with it
    const s = table();
    s.girl.space = 'clearing';
    const sc = choose(runTasks(s, [{ t: 'girlMove', left: 1 }]), 'go:cave:');
    expect(sc.state.tokens.some((t) => t.kind === 'huey' && t.space === 'clearing')).toBe(true);
  });

  it('after a save at the Huey, the Upkeep takes it away even if she stayed', () => {
    // seed: The Huey — having saved there, the Huey token is removed
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'clearing';
    setVictims(s, { clearing: 1 });
    let sc = save(runTasks(s, [{ t: 'actionPhase' }]), 'normal');
    expect(sc.state.tokens.some((t) => t.kind === 'huey')).toBe(true);
    sc = runTasks(sc.state, [{ t: 'upkeepEffects' }]);
    expect(sc.state.tokens.some((t) => t.kind === 'huey')).toBe(false);
    expect(sc.state.pesadillaVerde?.hueyRemoved).toBe(true);
  });

  it('returnHuey brings the Huey back and the Clearing is an exit again', () => {
    // seed: The Huey — unless a game effect returns the Huey token to the board
    const s = table();
    s.tokens = [];
    s.pesadillaVerde!.hueyRemoved = true;
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'clearing';
    setVictims(s, { clearing: 1 });
    let sc = runTasks(s, [stepsOf([{ do: 'module', name: 'pesadillaVerde.returnHuey' }])]);
    expect(sc.state.tokens).toEqual([{ kind: 'huey', space: 'clearing' }]);
    expect(sc.state.pesadillaVerde?.hueyRemoved).toBe(false);
    sc = runTasks(sc.state, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).toContain('save:normal');
  });

  // ---------------------------------------------------------------- Soldiers
  it('saving a Soldier costs 2 Time while Saving Soldiers is Locked', () => {
    // seed: Saving Soldiers — at the start of the game it costs 2 Time to save a Soldier
    const s = table();
    s.girl.space = 'cave';
    s.girl.time = 5;
    setVictims(s, { cave: 1 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(sc.state.pending?.options.find((o) => o.id === 'save:normal')?.label).toContain('-2 Time');
    sc = save(sc, 'normal');
    expect(sc.state.girl.time).toBe(3);
    expect(sc.state.girl.saved).toBe(1);
  });

  it('with less than 2 Time a Soldier cannot be saved while Saving Soldiers is Locked', () => {
    // seed: Saving Soldiers — the 2 Time must be paid
    const s = table();
    s.girl.space = 'cave';
    s.girl.time = 1;
    setVictims(s, { cave: 1 });
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(optionIds(sc)).not.toContain('save:normal');
  });

  it('once Saving Soldiers is Unlocked, saving costs no Time', () => {
    // seed: Saving Soldiers — if Unlocked, you can save Soldiers for no time loss
    const s = table();
    s.pesadillaVerde!.upgrades['saving-soldiers'] = true;
    s.girl.space = 'cave';
    s.girl.time = 0;
    setVictims(s, { cave: 1 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(sc.state.pending?.options.find((o) => o.id === 'save:normal')?.label).not.toContain('Time');
    sc = save(sc, 'normal');
    expect(sc.state.girl.time).toBe(0);
    expect(sc.state.girl.saved).toBe(1);
  });

  it("Soldiers follow the Final Girl into the Killer's space", () => {
    // seed: The Soldiers — Soldiers WILL follow you into the Killer's space
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'cave';
    setVictims(s, { cave: 2 });
    let sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc)).toContain('go:clearing:normal+normal');
    sc = choose(sc, 'go:clearing:normal+normal');
    expect(at(sc.state, 'clearing')).toHaveLength(2);
  });

  it('Friendly Fire kills one Soldier for each 1-2 rolled', () => {
    // seed: Friendly Fire — a die per Soldier in the attack; on 1-2 kill one of them
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { clearing: 3 });
    s.riggedDice = [1, 2, 5];
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toContain('order:attack-1:clearing:clearing');
    sc = choose(sc, 'order:attack-1:clearing:clearing');
    expect(killerOf(sc.state).health).toBe(9); // 3 Soldiers, rounded down: 1
    expect(at(sc.state, 'clearing')).toHaveLength(1);
    expect(sc.state.deadVictims).toBe(2);
    expect(sc.state.killer.bloodlust).toBe(2);
  });

  it('with Friendly Fire Unlocked no die is rolled and nobody is shot', () => {
    // seed: Friendly Fire — if Unlocked, there will no longer be any friendly fire
    const s = table();
    s.pesadillaVerde!.upgrades['friendly-fire'] = true;
    visible(s, 'clearing');
    setVictims(s, { clearing: 3 });
    s.riggedDice = [1, 1, 1];
    const sc = choose(runTasks(s, [{ t: 'actionPhase' }]), 'order:attack-1:clearing:clearing');
    expect(at(sc.state, 'clearing')).toHaveLength(3);
    expect(sc.state.riggedDice).toEqual([1, 1, 1]);
  });

  it.each([
    [1, false, 0],
    [1, true, 1],
    [3, false, 1],
    [3, true, 2],
  ])('%i Soldier(s) with Damage Unlocked=%s deal %i damage', (n, damage, dealt) => {
    // seed: Damage — Soldiers / 2 rounded down; Unlocked: rounded up
    const s = table();
    s.pesadillaVerde!.upgrades['friendly-fire'] = true;
    s.pesadillaVerde!.upgrades.damage = damage;
    visible(s, 'clearing');
    setVictims(s, { clearing: n });
    const sc = choose(runTasks(s, [{ t: 'actionPhase' }]), 'order:attack-1:clearing:clearing');
    expect(killerOf(sc.state).health).toBe(10 - dealt);
  });

  it('Attack Range Unlocked lets Soldiers attack an adjacent space', () => {
    // seed: Attack Range — Locked: current space only; Unlocked: current or adjacent
    const s = table();
    visible(s, 'clearing');
    s.pesadillaVerde!.upgrades['friendly-fire'] = true;
    setVictims(s, { cave: 2 });
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toEqual(['order:move-1:cave']);
    s.pesadillaVerde!.upgrades['attack-range'] = true;
    sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toContain('order:attack-1:cave:clearing');
    sc = choose(sc, 'order:attack-1:cave:clearing');
    expect(killerOf(sc.state).health).toBe(9);
  });

  it('Attack Range reaches an upriver space too: it is still adjacent', () => {
    // seed: The River — the space upriver is still considered adjacent
    const s = table();
    visible(s, 'upper-river');
    s.pesadillaVerde!.upgrades['attack-range'] = true;
    setVictims(s, { 'central-river': 2 });
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toContain('order:attack-1:central-river:upper-river');
  });

  it('an Action cube blocks its Upgrade this turn and next; it is free again two Upkeeps later', () => {
    // seed: Ordering Soldiers — cubes move right each Upkeep and free the Action when they leave
    const s = table();
    visible(s, 'clearing');
    s.pesadillaVerde!.upgrades['friendly-fire'] = true;
    setVictims(s, { clearing: 2 });
    let sc = choose(runTasks(s, [{ t: 'actionPhase' }]), 'order:attack-1:clearing:clearing');
    expect(sc.state.pesadillaVerde?.cubes).toEqual({ 'attack-1': 0 });
    expect(orders(sc).some((id) => id.startsWith('order:attack-1'))).toBe(false);
    sc = runTasks(sc.state, [{ t: 'upkeepEffects' }]);
    expect(sc.state.pesadillaVerde?.cubes).toEqual({ 'attack-1': 1 });
    sc = runTasks(sc.state, [{ t: 'actionPhase' }]);
    expect(orders(sc).some((id) => id.startsWith('order:attack-1'))).toBe(false);
    sc = runTasks(sc.state, [{ t: 'upkeepEffects' }]);
    expect(sc.state.pesadillaVerde?.cubes).toEqual({});
    sc = runTasks(sc.state, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toContain('order:attack-1:clearing:clearing');
  });

  it('with the 4 Action cubes all out, no Soldier can be ordered', () => {
    // seed: Components — 4 Action cubes
    const s = table();
    visible(s, 'clearing');
    const pv = s.pesadillaVerde!;
    for (const id of ['move-1', 'move-2', 'attack-1', 'attack-2']) pv.upgrades[id] = true;
    setVictims(s, { clearing: 2 });
    pv.cubes = { 'move-1': 0, 'move-2': 1, 'attack-1': 0 };
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toEqual(['order:attack-2:clearing:clearing']);
    pv.cubes['attack-2'] = 1;
    sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toEqual([]);
  });

  it('ordered Soldiers move together, River runs included', () => {
    // seed: The River — river movement also applies to Soldiers
    const s = table();
    setVictims(s, { waterfall: 2, 'trail-a': 1 });
    let sc = choose(runTasks(s, [{ t: 'actionPhase' }]), 'order:move-1:waterfall');
    expect(sc.state.pending?.kind).toBe('soldiers-move');
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['to:lower-river', 'to:trail-a']));
    sc = choose(sc, 'to:lower-river');
    expect(at(sc.state, 'lower-river')).toHaveLength(2);
    expect(at(sc.state, 'trail-a')).toHaveLength(1);
  });

  // ---------------------------------------------------------------- Train
  it('Train with 2+ successes Unlocks an Upgrade of your choice', () => {
    // seed: Card Notes, Train — green row: Unlock an Upgrade
    const s = table();
    s.girl.hand = ['train'];
    s.riggedDice = [5, 6];
    let sc = runTasks(s, [{ t: 'playCard', card: 'train', stage: 'start' }]);
    expect(sc.state.pending?.kind).toBe('unlock');
    expect(optionIds(sc).sort()).toEqual(['upgrade:attack-2', 'upgrade:attack-range', 'upgrade:damage', 'upgrade:friendly-fire', 'upgrade:move-2', 'upgrade:saving-soldiers']);
    sc = choose(sc, 'upgrade:damage');
    expect(sc.state.pesadillaVerde?.upgrades.damage).toBe(true);
    expect(sc.state.girl.time).toBe(6);
  });

  it('Train with 1 success Unlocks for 3 Time', () => {
    // seed: Card Notes, Train — blue row: Unlock an Upgrade with a cost of 3
    const s = table();
    s.girl.hand = ['train'];
    s.riggedDice = [5, 1];
    let sc = runTasks(s, [{ t: 'playCard', card: 'train', stage: 'start' }]);
    expect(sc.state.pending?.kind).toBe('unlock');
    expect(sc.state.girl.time).toBe(3);
    sc = choose(sc, 'upgrade:saving-soldiers');
    expect(sc.state.pesadillaVerde?.upgrades['saving-soldiers']).toBe(true);
  });

  it('Train failing may Lock an Upgrade', () => {
    // seed: Card Notes, Train — red row: Lock an Upgrade OR ...
    const s = table();
    s.girl.hand = ['train'];
    s.riggedDice = [1, 2];
    let sc = runTasks(s, [{ t: 'playCard', card: 'train', stage: 'start' }]);
    expect(sc.state.pending?.kind).toBe('choose-row');
    sc = choose(sc, 'opt:0');
    expect(sc.state.pending?.kind).toBe('lock');
    expect(optionIds(sc).sort()).toEqual(['upgrade:attack-1', 'upgrade:move-1']);
    sc = choose(sc, 'upgrade:attack-1');
    expect(sc.state.pesadillaVerde?.upgrades['attack-1']).toBe(false);
  });

  // ---------------------------------------------------------------- Special Victims
  it.each(['archeologist', 'rebel-leader'])('the %s is not a Soldier: cannot be ordered', (kind) => {
    // seed: Ordering Soldiers — the Archeologist and the Rebel Leader are NOT Soldiers
    const s = table();
    visible(s, 'clearing');
    setVictims(s, { clearing: 1 }, kind);
    const sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(orders(sc)).toEqual([]);
  });

  it('special Victims are not counted in the Soldiers\' damage', () => {
    // seed: Ordering Soldiers / Damage — only Soldiers count
    const s = table();
    visible(s, 'clearing');
    s.pesadillaVerde!.upgrades.damage = true;
    s.pesadillaVerde!.upgrades['friendly-fire'] = true;
    setVictims(s, { clearing: 2 });
    s.victims.push({ id: 10, space: 'clearing', kind: 'archeologist' }, { id: 11, space: 'clearing', kind: 'rebel-leader' });
    const sc = choose(runTasks(s, [{ t: 'actionPhase' }]), 'order:attack-1:clearing:clearing');
    expect(killerOf(sc.state).health).toBe(9); // 2 Soldiers rounded up: 1 (4 would be 2)
    expect(at(sc.state, 'clearing')).toHaveLength(4);
  });

  it('special Victims do not follow into the Killer\'s space', () => {
    // seed: The Soldiers — only Soldiers follow you into the Killer's space
    const s = table();
    visible(s, 'clearing');
    s.girl.space = 'cave';
    setVictims(s, { cave: 1 }, 'rebel-leader');
    const sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(optionIds(sc).filter((id) => id.startsWith('go:clearing:'))).toEqual(['go:clearing:']);
  });

  it.each([
    ['the-archeologist', 'archeologist', 'ancient-ruins', 'The archeologist appears at Ancient Ruins.'],
    ['the-rebel-leader', 'rebel-leader', 'rebel-camp', 'The rebel leader appears at Rebel Camp.'],
  ])('the %s Event places the special Victim, not a meeple from the pool, and names it as players know it', (event, kind, space, said) => {
    // seed: Pesadilla Verde special Victims (their spaces are reconstructed); the log never shows the kind id
    const s = table();
    s.eventDeck = [event];
    const pool = s.victimPool;
    const sc = runTasks(s, [{ t: 'drawEvent' }]);
    expect(sc.state.victims.map((v) => [v.kind, v.space])).toEqual([[kind, space]]);
    expect(sc.state.victimPool).toBe(pool);
    expect(texts(sc)).toContain(said);
  });

  it('saving the Archeologist costs no Time and gives the top Item of a deck', () => {
    // seed: Saving Soldiers applies to Soldiers only; the Archeologist's reward (reconstructed)
    const s = table();
    s.girl.space = 'cave';
    s.girl.time = 0;
    setVictims(s, { cave: 1 }, 'archeologist');
    s.itemDecks['ancient-ruins'] = [{ id: 'machete', faceUp: true }, { id: 'canteen', faceUp: false }];
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(sc.state.pending?.options.find((o) => o.id === 'save:archeologist')?.label).not.toContain('Time');
    sc = save(sc, 'archeologist');
    expect(sc.state.pending?.kind).toBe('archeologist');
    sc = choose(sc, 'deck:ancient-ruins');
    expect(sc.state.pending?.kind).toBe('place-item'); // core §5.3: hands or backpack
    sc = choose(sc, 'place:hands');
    expect(sc.state.girl.time).toBe(0);
    expect(sc.state.girl.saved).toBe(1);
    expect(sc.state.girl.items).toEqual([{ id: 'machete', inHands: true }]);
    expect(sc.state.itemDecks['ancient-ruins']).toEqual([{ id: 'canteen', faceUp: false }]);
  });

  it('saving the Rebel Leader costs no Time and Unlocks an Upgrade', () => {
    // seed: Saving Soldiers applies to Soldiers only; the Rebel Leader's reward (reconstructed)
    const s = table();
    s.girl.space = 'cave';
    s.girl.time = 0;
    setVictims(s, { cave: 1 }, 'rebel-leader');
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = save(sc, 'rebel-leader');
    expect(sc.state.pending?.kind).toBe('unlock');
    sc = choose(sc, 'upgrade:attack-range');
    expect(sc.state.pesadillaVerde?.upgrades['attack-range']).toBe(true);
    expect(sc.state.girl.time).toBe(0);
    expect(sc.state.victims).toEqual([]);
  });

  // ---------------------------------------------------------------- Events and Terror
  it.each([
    [1, 'lower-river'],
    [2, 'lower-river'],
    [3, 'central-river'],
    [4, 'central-river'],
    [5, 'upper-river'],
    [6, 'upper-river'],
  ])('Piranhas! rolling %i goes on the %s', (face, space) => {
    // seed: Card Notes, Piranhas! — 1-2 Lower, 3-4 Central, 5-6 Upper River
    const s = table();
    s.riggedDice = [face];
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'pesadillaVerde.piranhas' }])]);
    expect(sc.state.tokens.filter((t) => t.kind === 'piranhas')).toEqual([{ kind: 'piranhas', space }]);
  });

  it('Piranhas!: everyone in the space loses 1', () => {
    // seed: Card Notes, Piranhas! — everyone in the space loses 1 Health
    const s = table();
    visible(s, 'central-river');
    s.girl.space = 'central-river';
    setVictims(s, { 'central-river': 2, 'lower-river': 1 });
    s.riggedDice = [4];
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'pesadillaVerde.piranhas' }])]);
    expect(sc.state.girl.health).toBe(4);
    expect(killerOf(sc.state).health).toBe(9);
    expect(at(sc.state, 'central-river')).toHaveLength(0);
    expect(at(sc.state, 'lower-river')).toHaveLength(1);
  });

  it('Piranhas!: whoever enters the space later loses 1', () => {
    // seed: Card Notes, Piranhas! — whenever anyone enters that space, they lose 1
    const s = table();
    s.tokens.push({ kind: 'piranhas', space: 'upper-river' });
    visible(s, 'waterfall');
    s.girl.space = 'upper-river';
    s.girl.hand = [];
    const sc = runTasks(s, [stepsOf([{ do: 'killerAction', target: 'girl', move: 0, spaces: 1, attack: 0 }])]);
    expect(killerOf(sc.state).space).toBe('upper-river');
    expect(killerOf(sc.state).health).toBe(9);
  });

  it('Cursed Sacrifice: Victims step toward the Cursed Temple and those there die', () => {
    // seed: Card Notes, Cursed Sacrifice
    const s = table();
    setVictims(s, { clearing: 1, 'supply-depot': 1, 'trail-e': 1 });
    s.terrorDeck = ['cursed-sacrifice'];
    const sc = runTasks(s, [{ t: 'drawTerror' }]);
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['clearing', 'trail-g']);
    expect(sc.state.deadVictims).toBe(1);
  });

  it('Cursed Sacrifice: if nobody reached the Temple, the 2 closest Victims die', () => {
    // seed: Card Notes, Cursed Sacrifice — if no Victims died, kill the 2 closest
    const s = table();
    setVictims(s, { 'supply-depot': 1, 'trail-e': 1, 'rebel-camp': 1 });
    s.terrorDeck = ['cursed-sacrifice'];
    const sc = runTasks(s, [{ t: 'drawTerror' }]);
    // after the step: Clearing (1 away), space G (1 away), space E (2 away)
    expect(sc.state.victims.map((v) => v.space)).toEqual(['trail-e']);
    expect(sc.state.deadVictims).toBe(2);
    expect(sc.state.killer.bloodlust).toBe(2);
  });

  it('Cursed Sacrifice with no Victims is discarded and the next Terror card drawn', () => {
    // seed: Card Notes, Cursed Sacrifice — if there are no Victims, discard and draw the next
    const s = table();
    s.terrorDeck = ['cursed-sacrifice', 'jungle-heat'];
    const sc = runTasks(s, [{ t: 'drawTerror' }]);
    expect(sc.state.terrorDiscard.slice(-2)).toEqual(['cursed-sacrifice', 'jungle-heat']);
    expect(sc.state.girl.time).toBe(5);
  });
});

describe('Pesadilla Verde: review cases', () => {
  it('Friendly Fire is rolled after the attack, the Volk\'ar\'s Path included (Mike\'s example order)', () => {
    const s = quietTable(31);
    s.volkar = { ...s.volkar!, concealed: true, originSpace: 'trail-d', originIndex: 0, path: [{ id: 'mv-face-6', faceUp: false }], tracked: [], attack: null, resolveAfterCard: false };
    killerOf(s).space = null;
    setVictims(s, { 'trail-c': 2 });
    s.riggedDice = [1, 1];
    const health = killerOf(s).health;
    const sc = runTasks(s, [{ t: 'pesadillaVerde.soldiersAttack', space: 'trail-c', target: 'trail-c' }]);
    const log = texts(sc);
    expect(log.findIndex((t) => t.startsWith('Path card 1'))).toBeLessThan(log.findIndex((t) => t.startsWith('Friendly Fire')));
    expect(killerOf(sc.state).space).toBe('trail-c');
    expect(killerOf(sc.state).health).toBe(health - 1);
  });

  it('Victims who cannot enter the Killer\'s space do not follow through it on a River run (core §5.1)', () => {
    const s = table();
    visible(s, 'upper-river');
    s.girl.space = 'waterfall';
    s.victims = [{ id: 1, space: 'waterfall', kind: 'archeologist' }, { id: 2, space: 'waterfall', kind: 'normal' }];
    const sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    const ids = optionIds(sc);
    expect(ids).toContain('go:central-river:normal');
    expect(ids).not.toContain('go:central-river:archeologist');
    expect(ids).not.toContain('go:upper-river:archeologist');
  });
});

describe('Cursed Sacrifice ties', () => {
  it('a Victim with two equally short ways to the Cursed Temple is an ambiguity (players decide)', () => {
    const s = table();
    s.setup.ambiguity = 'players-decide';
    setVictims(s, { 'trail-f': 1, 'rebel-camp': 1 });
    let sc = runTasks(s, [stepsOf([{ do: 'module', name: 'pesadillaVerde.cursedSacrifice' }])]);
    expect(sc.state.pending?.kind).toBe('ambiguity');
    expect(optionIds(sc)).toEqual(['to:rebel-camp', 'to:trail-d']);
    sc = choose(sc, 'to:trail-d');
    // Nobody reached the Temple: the 2 closest die, here both Victims.
    expect(sc.state.victims).toEqual([]);
    expect(texts(sc).filter((t) => t.includes('(Cursed Sacrifice)'))).toHaveLength(2);
  });

  it('more equally close Victims than 2: which die is an ambiguity; Infinite Evil takes a special Victim first', () => {
    const s = table();
    s.victims = [
      { id: 1, space: 'clearing', kind: 'normal' },
      { id: 2, space: 'trail-g', kind: 'archeologist' },
      { id: 3, space: 'trail-g', kind: 'normal' },
    ];
    s.nextVictimId = 4;
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'pesadillaVerde.cursedSacrifice' }])]);
    // Clearing and trail G both step onto the Temple: all three die there.
    expect(sc.state.victims).toEqual([]);
    const t = table();
    t.victims = [
      { id: 1, space: 'supply-depot', kind: 'normal' },
      { id: 2, space: 'trail-e', kind: 'archeologist' },
      { id: 3, space: 'trail-e', kind: 'normal' },
    ];
    t.nextVictimId = 4;
    const tc = runTasks(t, [stepsOf([{ do: 'module', name: 'pesadillaVerde.cursedSacrifice' }])]);
    // Supply Depot -> Clearing (1 from the Temple); trail E -> trail G (1 from the Temple): three tie, two die.
    expect(tc.state.victims).toHaveLength(1);
    expect(tc.state.victims.some((v) => v.kind === 'archeologist')).toBe(false);
  });
});
