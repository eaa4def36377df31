import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { newGame, publicView } from '../../src/engine/index.js';
import { choose, paused, runTasks, setVictims, startGame, texts, stepsOf as stepsIn } from '../helpers/scenario.js';
import type { Step } from '../../src/content/steps.js';
import { killerOf } from '../helpers/scenario.js';
import { content } from '../../src/content/load.js';
import { locationPack } from '../../src/engine/cards.js';
import { board } from '../../src/engine/actors/victims.js';
import { LUST_DAMAGE } from '../../src/engine/modules/larmesAbbey/index.js';

const stepsOf = (steps: Step[], source = 'Test') => stepsIn(steps, source, 'action');
const malice = stepsOf([{ do: 'module', name: 'larmesAbbey.malice' }]);

function abbeyGame(seed: number, killer = 'berith'): GameState {
  const { state } = startGame(seed, { killer, location: 'larmes-abbey', girl: 'rita' });
  return state;
}

describe("L'Armes Abbey", () => {
  it('setup puts 4 Malice tokens: the Killer\'s space and 3 adjacent (seed: Special Setup)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const out = newGame({ killer: 'berith', location: 'larmes-abbey' }, seed);
      const st = out.state.larmesAbbey!;
      if (out.state.pending?.kind === 'malice-setup') continue; // the fallback, tested below
      expect(st.malice).toContain(killerOf(out.state).startSpace);
      expect(st.malice.length).toBeGreaterThanOrEqual(4);
      expect(st.donkey).toBe('cloister');
    }
  });

  it('with only 2 adjacent spaces, the 4th token goes to the next closest space of your choice (seed)', () => {
    const s = abbeyGame(2);
    killerOf(s).startSpace = 'bell-tower'; // neighbours: cemetery, nave
    s.larmesAbbey = { malice: [], placedThisTurn: 0, donkey: 'cloister', donkeyRiddenTurn: 0 };
    let sc = runTasks(s, [{ t: 'larmesAbbey.setupMalice' }]);
    expect(sc.state.pending?.kind).toBe('malice-setup');
    // Two away from the Bell Tower: the Chapel, the Kitchen and the North Walk.
    expect(sc.state.pending?.options.map((o) => o.id).sort()).toEqual(['space:chapel', 'space:kitchen', 'space:north-walk']);
    sc = choose(sc, 'space:kitchen');
    expect(paused(sc)).toBe(true);
    expect(sc.state.larmesAbbey?.malice.sort()).toEqual(['bell-tower', 'cemetery', 'kitchen', 'nave']);
  });

  it('Malice goes to the Killer\'s space, or the closest space without a token (seed: Malice)', () => {
    const s = abbeyGame(3);
    killerOf(s).space = 'crypt';
    s.larmesAbbey!.malice = [];
    let sc = runTasks(s, [malice]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['crypt']);
    // Crypt taken: its neighbours, the Chapel and the Scriptorium, tie; Infinite Evil picks the one next to her.
    sc.state.girl.space = 'cloister';
    sc = runTasks(sc.state, [malice]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['crypt', 'scriptorium']);
    expect(texts(sc).some((t) => t.includes('Rule of Infinite Evil'))).toBe(true);
  });

  it('you lose when all 14 Malice tokens are out and a 15th is needed (seed)', () => {
    const s = abbeyGame(4);
    killerOf(s).space = 'crypt';
    const spaces = s.larmesAbbey ? Object.keys(Object.fromEntries(publicView(s).board.spaces.map((sp) => [sp.id, 1]))) : [];
    s.larmesAbbey!.malice = spaces.slice(0, 13);
    let sc = runTasks(s, [malice]);
    expect(sc.state.larmesAbbey?.malice).toHaveLength(14);
    expect(sc.state.result).toBeNull();
    sc = runTasks(sc.state, [malice]);
    expect(sc.state.result).toBe('lost');
    expect(sc.state.endReason).toContain('14 Malice');
  });

  it('with no Killer on the board, a Concealed Volk\'ar\'s Origin counts as her space', () => {
    const s = abbeyGame(5, 'volkar');
    s.larmesAbbey!.malice = [];
    s.volkar!.originSpace = 'well';
    const sc = runTasks(s, [malice]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['well']);
  });

  it('Blessed and Cursed dice replace a normal die; equal icons cancel (seed: Blessed and Cursed Dice)', () => {
    const roll = (blessed: number, cursed: number, maliceHere: boolean) => {
      const s = abbeyGame(6);
      s.larmesAbbey!.malice = maliceHere ? [s.girl.space] : [];
      s.girl.diceIcons = { blessed, cursed };
      s.girl.hand = ['focus'];
      s.girl.horror = 2;
      s.riggedDice = [6, 6];
      const sc = runTasks(s, [{ t: 'playCard', card: 'focus', stage: 'start' }]);
      return sc.state.lastRoll?.map((d) => d.kind ?? 'normal');
    };
    expect(roll(1, 0, false)).toEqual(['blessed', 'normal']);
    expect(roll(0, 1, false)).toEqual(['cursed', 'normal']);
    expect(roll(1, 1, false)).toEqual(['normal', 'normal']);
    // Malice in her space is a Cursed icon too: one Blessed icon cancels it.
    expect(roll(0, 0, true)).toEqual(['cursed', 'normal']);
    expect(roll(1, 0, true)).toEqual(['normal', 'normal']);
    expect(roll(2, 0, true)).toEqual(['blessed', 'normal']);
  });

  it('a Cursed face in the final result costs Health; Improvise counts the Cursed 5 (seed)', () => {
    const s = abbeyGame(7);
    s.girl.diceIcons = { blessed: 0, cursed: 1 };
    s.girl.hand = ['focus'];
    s.girl.horror = 2;
    s.girl.health = 4;
    s.riggedDice = [1, 6];
    let sc = runTasks(s, [{ t: 'playCard', card: 'focus', stage: 'start' }]);
    expect(sc.state.girl.health).toBe(3);
    expect(texts(sc).some((t) => t.includes('the Cursed die'))).toBe(true);
    // The Cursed die's 5 is no success, unless Improvise applies.
    const t = abbeyGame(8);
    t.girl.diceIcons = { blessed: 0, cursed: 1 };
    t.girl.hand = ['focus'];
    t.girl.horror = 2;
    t.riggedDice = [5, 1];
    sc = runTasks(t, [{ t: 'playCard', card: 'focus', stage: 'start' }]);
    expect(texts(sc)).toContain('Focus: 0 successes.');
    t.girl.improvise = 'phase';
    t.riggedDice = [5, 1];
    sc = runTasks(t, [{ t: 'playCard', card: 'focus', stage: 'start' }]);
    expect(texts(sc)).toContain('Focus: 1 success.');
  });

  it('the Blessed die\'s 6 counts as two successes (reconstructed faces)', () => {
    const s = abbeyGame(9);
    s.girl.diceIcons = { blessed: 1, cursed: 0 };
    s.girl.hand = ['focus'];
    s.girl.horror = 7; // the red space: one die, the Blessed one
    s.riggedDice = [6];
    const sc = runTasks(s, [{ t: 'playCard', card: 'focus', stage: 'start' }]);
    expect(texts(sc)).toContain('Focus: 2 successes.');
  });

  describe('Benediction rows (seed: Card Notes)', () => {
    const bless = (successes: number[], malice: string[], girl = 'cloister') => {
      const s = abbeyGame(10);
      s.girl.space = girl; // Cloister neighbours: north-walk, refectory, scriptorium, well
      s.larmesAbbey!.malice = malice;
      s.girl.hand = ['benediction'];
      s.girl.horror = 0;
      s.riggedDice = successes;
      killerOf(s).space = 'crypt';
      return runTasks(s, [{ t: 'playCard', card: 'benediction', stage: 'start' }]);
    };
    it('3 successes: your space and every adjacent space', () => {
      const sc = bless([6, 6, 6], ['cloister', 'well', 'refectory', 'crypt']);
      expect(sc.state.larmesAbbey?.malice).toEqual(['crypt']);
    });
    it('2 successes: your space and one adjacent space of your choice', () => {
      let sc = bless([6, 6, 1], ['cloister', 'well', 'refectory', 'crypt']);
      expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:refectory', 'space:well']);
      sc = choose(sc, 'space:well');
      expect(sc.state.larmesAbbey?.malice).toEqual(['refectory', 'crypt']);
    });
    it('1 success: your space or one adjacent space', () => {
      let sc = bless([6, 1, 1], ['cloister', 'well', 'crypt']);
      expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:cloister', 'space:well']);
      sc = choose(sc, 'space:cloister');
      expect(sc.state.larmesAbbey?.malice).toEqual(['well', 'crypt']);
    });
    it('failure: a Malice token is placed (reading of the 4th row)', () => {
      const sc = bless([1, 1, 1], ['cloister']);
      expect(sc.state.larmesAbbey?.malice).toEqual(['cloister', 'crypt']);
    });
  });

  it('Lust kills the closest Victim on Malice, attacks her on Malice, and kills a Victim in her space (seed text)', () => {
    const s = abbeyGame(11);
    s.girl.space = 'cloister';
    s.larmesAbbey!.malice = ['cloister', 'well', 'crypt'];
    setVictims(s, { well: 1, crypt: 1, cloister: 1 });
    s.girl.hand = [];
    s.girl.health = 5;
    killerOf(s).space = 'bell-tower';
    const sc = runTasks(s, [stepsOf([{ do: 'module', name: 'larmesAbbey.lust' }])]);
    // The Victim in her own space is the closest on Malice and dies; then no Victim is left in her space.
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['crypt', 'well']);
    expect(sc.state.girl.health).toBe(5 - LUST_DAMAGE);
  });

  it('Black Mass adds a Malice token in Upkeep when none was added this turn (reading)', () => {
    const s = abbeyGame(12);
    const blackMass = 'black-mass';
    s.activeEvents = [blackMass];
    killerOf(s).space = 'crypt';
    s.larmesAbbey!.malice = [];
    s.larmesAbbey!.placedThisTurn = 0;
    let sc = runTasks(s, [{ t: 'upkeepEffects' }]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['crypt']);
    sc.state.larmesAbbey!.placedThisTurn = 1;
    sc = runTasks(sc.state, [{ t: 'upkeepEffects' }]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['crypt']);
  });

  it('the Donkey carries her up to 2 spaces for 1 Time, once per turn (reconstructed rule)', () => {
    const s = abbeyGame(13);
    s.girl.space = 'cloister';
    s.girl.time = 3;
    s.turn = 2;
    setVictims(s, {});
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = choose(sc, 'larmes:ride');
    sc = choose(sc, 'go:well:');
    sc = choose(sc, 'go:gatehouse:');
    expect(sc.state.girl.space).toBe('gatehouse');
    expect(sc.state.larmesAbbey?.donkey).toBe('gatehouse');
    expect(sc.state.girl.time).toBe(2);
    expect(sc.state.pending?.options.map((o) => o.id)).not.toContain('larmes:ride');
  });
});

describe("L'Armes Abbey items", () => {
  it('the Rosary costs 2 Time to ignore an attack, and is not offered without the Time (seed text; reading)', () => {
    const s = abbeyGame(14);
    s.phase = 'killer';
    killerOf(s).space = s.girl.space;
    setVictims(s, {});
    s.girl.items = [{ id: 'rosary', inHands: true }];
    s.girl.hand = [];
    s.girl.time = 3;
    s.girl.health = 5;
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test' }]);
    expect(sc.state.pending?.options.map((o) => o.label)).toContain('Use Rosary (-2 Time)');
    sc = choose(sc, 'item:rosary');
    expect(sc.state.girl.time).toBe(1);
    expect(sc.state.girl.health).toBe(5);
    s.girl.time = 1;
    sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test' }]);
    expect(paused(sc)).toBe(true);
    expect(sc.state.girl.health).toBe(2);
  });

  it('Rosary: "Spend 2 … during the Killer phase to ignore a …": not offered against an attack in another phase', () => {
    const offered = (phase: GameState['phase']) => {
      const s = abbeyGame(14);
      s.phase = phase;
      killerOf(s).space = s.girl.space;
      setVictims(s, {});
      s.girl.items = [{ id: 'rosary', inHands: true }];
      s.girl.hand = [];
      s.girl.time = 3;
      s.girl.health = 5;
      const sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test' }]);
      return { options: sc.state.pending?.options.map((o) => o.id) ?? [], health: sc.state.girl.health };
    };
    expect(offered('killer').options).toContain('item:rosary');
    for (const phase of ['action', 'upkeep'] as const) {
      // With nothing else to defend with, the attack simply lands.
      expect(offered(phase)).toEqual({ options: ['continue'], health: 2 });
    }
    expect(locationPack({ state: abbeyGame(14), content: content(), events: [] }).items.find((i) => i.id === 'rosary')?.use?.phase).toBe('killer');
  });
});

describe("L'Armes Abbey setup Malice with more than 3 neighbours", () => {
  // The Cloister's neighbours: North Walk, Refectory, Scriptorium, Well (no printed Setup card starts
  // the Killer on a space with more than 3: every printed start space has 2 or 3 neighbours).
  const table = (ambiguity: 'infinite-evil' | 'players-decide') => {
    const s = abbeyGame(18);
    s.setup.ambiguity = ambiguity;
    killerOf(s).startSpace = 'cloister';
    s.girl.space = 'gatehouse'; // next to the Well; two from the Refectory (and the Cloister)
    s.larmesAbbey = { malice: [], placedThisTurn: 0, donkey: 'cloister', donkeyRiddenTurn: 0 };
    return s;
  };

  it('printed Setup cards: every Killer start space has at most 3 neighbours', () => {
    const run = { state: abbeyGame(18), content: content(), events: [] };
    for (const card of locationPack(run).setups) expect(board(run).adjacent(card.killer).length, card.name).toBeLessThanOrEqual(3);
  });

  it('"a Malice token in the Killer\'s starting space and in 3 adjacent spaces": which 3 of 4 is, under Infinite Evil, the ones closest to her (logged)', () => {
    const sc = runTasks(table('infinite-evil'), [{ t: 'larmesAbbey.setupMalice' }]);
    expect(paused(sc)).toBe(true);
    // Well (1 away), Refectory (2), then North Walk and Scriptorium tie at 3: A-Z, North Walk.
    expect(sc.state.larmesAbbey?.malice).toEqual(['cloister', 'well', 'refectory', 'north-walk']);
    const lines = texts(sc).filter((t) => t.includes('Rule of Infinite Evil'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('which 3 get Malice is open');
  });

  it('"… and in 3 adjacent spaces": with players deciding, each of the 3 tokens is a decision', () => {
    let sc = runTasks(table('players-decide'), [{ t: 'larmesAbbey.setupMalice' }]);
    expect(sc.state.pending?.kind).toBe('ambiguity');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:north-walk', 'space:refectory', 'space:scriptorium', 'space:well']);
    sc = choose(sc, 'space:scriptorium');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:north-walk', 'space:refectory', 'space:well']);
    sc = choose(sc, 'space:north-walk');
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:refectory', 'space:well']);
    sc = choose(sc, 'space:refectory');
    expect(paused(sc)).toBe(true);
    expect(sc.state.larmesAbbey?.malice).toEqual(['cloister', 'scriptorium', 'north-walk', 'refectory']);
    expect(texts(sc).some((t) => t.includes('Rule of Infinite Evil'))).toBe(false);
  });
});

describe("L'Armes Abbey timings", () => {
  it('the Cursed face costs Health after the card\'s row: her damage lands first, so both dying is a win (core §9.1)', () => {
    const s = abbeyGame(15);
    killerOf(s).space = s.girl.space;
    setVictims(s, {});
    s.larmesAbbey!.malice = [];
    s.girl.diceIcons = { blessed: 0, cursed: 1 };
    s.girl.hand = ['weak-attack'];
    s.girl.horror = 1;
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 0, revealed: false };
    killerOf(s).health = 0;
    killerOf(s).final = { colour: 'black', value: 0, revealed: false };
    s.berith = { sheet: [2] };
    s.riggedDice = [1, 6, 6, 1, 1];
    const sc = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }]);
    expect(sc.state.result).toBe('won');
  });

  it('a comeback from the Cursed face comes after the card resolved, then the phase ends', () => {
    const s = abbeyGame(16);
    setVictims(s, {});
    s.larmesAbbey!.malice = [];
    s.girl.diceIcons = { blessed: 0, cursed: 1 };
    s.girl.hand = ['focus'];
    s.girl.horror = 2;
    s.girl.time = 3;
    s.girl.health = 0;
    s.girl.final = { colour: 'black', value: 2, revealed: false };
    s.riggedDice = [1, 6, 6]; // 2 dice + 1 for her last Health; the first is the Cursed die
    const sc = runTasks(s, [{ t: 'playCard', card: 'focus', stage: 'start' }, { t: 'actionPhase' }, { t: 'phase', phase: 'planning' }]);
    const log = texts(sc);
    const row = log.indexOf('Focus: 2 successes.');
    expect(row).toBeGreaterThan(-1);
    expect(row).toBeLessThan(log.findIndex((t) => t.startsWith('Your Final Health token shows 2')));
    expect(sc.state.girl.health).toBe(2);
    expect(sc.state.girl.final?.colour).toBe('white');
    // Focus's row resolved (-1 Horror, +2 Time); the rest of the Action phase was dropped.
    expect(sc.state.girl.horror).toBe(1);
    expect(sc.state.girl.time).toBe(5);
    expect(sc.state.phase).toBe('planning');
  });

  describe('"If your final Horror Roll result has a [Cursed] icon, you lose [Health]" on the roll that brings Ursula back', () => {
    // Ursula on her last Health with a Final Health token showing 2; Weak Attack's 2 successes deal
    // her 1 damage, she comes back and the Action phase ends with the Cursed face still unpaid.
    const table = (ambiguity: 'infinite-evil' | 'players-decide') => {
      const s = abbeyGame(19);
      s.setup.ambiguity = ambiguity;
      s.phase = 'action';
      killerOf(s).space = s.girl.space;
      setVictims(s, {});
      s.larmesAbbey!.malice = [];
      s.girl.diceIcons = { blessed: 0, cursed: 1 };
      s.girl.hand = ['weak-attack'];
      s.girl.horror = 1;
      s.girl.health = 4;
      killerOf(s).health = 0;
      killerOf(s).final = { colour: 'black', value: 2, revealed: false };
      s.riggedDice = [1, 6, 6, 6, 6]; // the first die is the Cursed one: its 1 is the Cursed face
      return runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }, { t: 'actionPhase' }, { t: 'phase', phase: 'planning' }]);
    };

    it('Rule of Infinite Evil: it is still paid after the comeback, and the log says why', () => {
      const sc = table('infinite-evil');
      const log = texts(sc);
      const comeback = log.findIndex((t) => t.startsWith("The Killer's Final Health token shows 2"));
      const ruling = log.findIndex((t) => t.includes('ended the phase before the Cursed face was paid') && t.includes('Rule of Infinite Evil: Pay it'));
      const paid = log.indexOf('You lose 1 Health (the Cursed die); 3 left.');
      expect(comeback).toBeGreaterThan(-1);
      expect(ruling).toBeGreaterThan(comeback);
      expect(paid).toBeGreaterThan(ruling);
      expect(killerOf(sc.state).health).toBe(2);
      expect(sc.state.girl.health).toBe(3);
      expect(sc.state.phase).toBe('planning');
    });

    it('players decide: "pay it" or "the phase ended: skip it"', () => {
      const asked = table('players-decide');
      expect(asked.state.pending?.kind).toBe('ambiguity');
      expect(asked.state.pending?.options.map((o) => o.label)).toEqual(['Pay it: lose 1 Health for the Cursed face', 'The phase ended: skip it']);
      expect(killerOf(asked.state).health).toBe(2);
      const paid = choose(asked, 'cursed:pay');
      expect(paid.state.girl.health).toBe(3);
      expect(paid.state.phase).toBe('planning');
      const skipped = choose(asked, 'cursed:skip');
      expect(skipped.state.girl.health).toBe(4);
      expect(texts(skipped)).toContain('The phase ended with the comeback: the Cursed face costs nothing.');
      expect(skipped.state.phase).toBe('planning');
    });
  });

  it('Malice placed before turn 1 does not count for Black Mass', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const out = newGame({ killer: 'berith', location: 'larmes-abbey' }, seed);
      expect(out.state.larmesAbbey?.placedThisTurn, `seed ${seed}`).toBe(0);
    }
  });

  it('Lust: equally close Victims on Malice are an ambiguity', () => {
    const s = abbeyGame(17, 'berith');
    s.setup.ambiguity = 'players-decide';
    s.girl.space = 'cloister';
    s.larmesAbbey!.malice = ['well', 'refectory'];
    setVictims(s, { well: 1, refectory: 1 });
    let sc = runTasks(s, [stepsOf([{ do: 'module', name: 'larmesAbbey.lust' }])]);
    expect(sc.state.pending?.kind).toBe('ambiguity');
    sc = choose(sc, 'space:refectory');
    expect(sc.state.victims.map((v) => v.space)).toEqual(['well']);
  });
});
