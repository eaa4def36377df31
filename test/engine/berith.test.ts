import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { hiddenFacts, publicView, secretView } from '../../src/engine/index.js';
import { choose, paused, runTasks, setVictims, startGame, texts, stepsOf as stepsIn } from '../helpers/scenario.js';
import { save } from '../helpers/scenario.js';
import type { Step } from '../../src/content/steps.js';
import { killerOf } from '../helpers/scenario.js';

const stepsOf = (steps: Step[], source = 'Test') => stepsIn(steps, source, 'action');
const bless = stepsOf([{ do: 'module', name: 'berith.bless' }]);

function berithGame(seed: number, options: Record<string, unknown> = {}): GameState {
  const { state } = startGame(seed, { killer: 'berith', location: 'larmes-abbey', girl: 'rita', ...options });
  return state;
}

/** The Killer on her last marker with a blank Final Health token, in her space, for a finishing blow. */
function finishingBlow(s: GameState): void {
  killerOf(s).space = s.girl.space;
  killerOf(s).health = 0;
  killerOf(s).final = { colour: 'black', value: 0, revealed: false };
  setVictims(s, {});
}

describe('Berith possessing Ursula', () => {
  it('places blessings face down on the topmost empty space until the sheet is full (seed: Divine Blessings)', () => {
    const s = berithGame(1);
    expect(s.finalTokenPool).toHaveLength(7);
    s.finalTokenPool = [0, 1, 0, 2, 0, 0, 3];
    s.girl.health = 1; // room for the Heavenly slots' healing
    let sc = runTasks(s, Array.from({ length: 8 }, () => bless));
    expect(paused(sc)).toBe(true);
    expect(sc.state.berith?.sheet).toEqual([3, 0, 0, 2, 0, 1, 0]);
    expect(sc.state.finalTokenPool).toEqual([]);
    expect(texts(sc, 'public')).toContain('The Divine Blessings sheet is full.');
    const view = publicView(sc.state).modules.berith as { sheet: { filled: boolean }[] };
    expect(view.sheet.every((slot) => slot.filled)).toBe(true);
    // Each space resolved its own effect: the first Heavenly space heals 1.
    expect(texts(sc).some((t) => t.startsWith('A Divine Blessing is placed face down on space 1'))).toBe(true);
    sc = runTasks(sc.state, [bless]);
    expect(sc.state.berith?.sheet).toHaveLength(7);
  });

  it('a blessing needs a black token: an empty supply places nothing', () => {
    const s = berithGame(2);
    s.finalTokenPool = [];
    const sc = runTasks(s, [bless]);
    expect(sc.state.berith?.sheet).toEqual([]);
    expect(texts(sc)).toContain('No black Final Health token is left for a blessing.');
  });

  it('keeps token faces out of the public view and events; joined players learn them as secrets', () => {
    const s = berithGame(3);
    s.finalTokenPool = [2];
    const sc = runTasks(s, [bless]);
    expect(texts(sc, 'secret')).toEqual(['Blessing 1 shows 2 health.']);
    expect(JSON.stringify([texts(sc, 'public'), publicView(sc.state)])).not.toMatch(/shows 2|"health":2/);
    expect(secretView(sc.state).secrets).toEqual({ berith: { blessings: [{ space: 1, health: 2 }] } });
  });

  it('each blessing\'s face is a hidden fact, worded as the secret event words it (strict games too)', () => {
    const s = berithGame(3);
    s.finalTokenPool = [0, 2];
    const sc = runTasks(s, [bless, bless]);
    expect(texts(sc, 'secret')).toEqual(['Blessing 1 shows 2 health.', 'Blessing 2 shows a blank token.']);
    expect(hiddenFacts(sc.state)).toEqual(texts(sc, 'secret'));
    const strict = berithGame(4, { strictSecrets: true });
    strict.finalTokenPool = [0, 2];
    const st = runTasks(strict, [bless, bless]);
    expect(texts(st, 'secret')).toEqual([]);
    expect(hiddenFacts(st.state)).toEqual(['Blessing 1 shows 2 health.', 'Blessing 2 shows a blank token.']);
  });

  it('strict secrets: nobody learns a blessing before the final reveal', () => {
    const s = berithGame(4, { strictSecrets: true });
    s.finalTokenPool = [2];
    const sc = runTasks(s, [bless]);
    expect(texts(sc, 'secret')).toEqual([]);
    expect(JSON.stringify(secretView(sc.state).secrets)).not.toContain('"health"');
  });

  it('killing Ursula with a blessing that shows health is a win (seed: Winning the Game)', () => {
    const s = berithGame(5);
    s.berith = { sheet: [0, 2, 0] };
    finishingBlow(s);
    s.girl.hand = ['weak-attack'];
    s.girl.horror = 1;
    s.riggedDice = [6, 6, 6, 6];
    const won = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }]);
    expect(won.state.result).toBe('won');
    expect(texts(won)).toContain("Berith leaves Ursula's body. The Divine Blessings are revealed: blank, 2 health, blank.");
  });

  it('killing Ursula with only blank blessings, or none, is a loss (seed: Winning the Game)', () => {
    for (const sheet of [[0, 0, 0], []]) {
      const s = berithGame(6);
      s.berith = { sheet };
      finishingBlow(s);
      s.girl.hand = ['weak-attack'];
      s.girl.horror = 1;
      s.riggedDice = [6, 6, 6, 6];
      const out = runTasks(s, [{ t: 'playCard', card: 'weak-attack', stage: 'start' }]);
      expect(out.state.result).toBe('lost');
    }
  });

  it('Expel Demon is only playable in Ursula\'s space (seed: Card Notes)', () => {
    const s = berithGame(7);
    s.girl.hand = ['expel-demon'];
    killerOf(s).space = 'crypt';
    s.girl.space = 'orchard';
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    expect(sc.state.pending?.options.map((o) => o.id)).not.toContain('play:expel-demon');
    s.girl.space = 'crypt';
    s.finalTokenPool = [1];
    s.riggedDice = [6, 1, 1];
    sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = choose(sc, 'play:expel-demon');
    // One success: a blessing, and the Horror rises.
    expect(sc.state.berith?.sheet).toEqual([1]);
  });

  it('Rejecting God: each blessing costs 2 Time (reading of the illegible icons)', () => {
    const s = berithGame(8);
    s.killer.darkPower = 'rejecting-god';
    s.killer.darkPowerRevealed = true;
    s.girl.time = 5;
    s.finalTokenPool = [0];
    const sc = runTasks(s, [bless]);
    // The first Heavenly space gives no Time, so only the 2 Time of Rejecting God are lost.
    expect(sc.state.girl.time).toBe(3);
  });

  it('Legions of Hell: each Victim killed raises the Horror (reading)', () => {
    const horrorAfterKills = (legions: boolean) => {
      const s = berithGame(9);
      s.killer.finale = legions ? 'legions-of-hell' : 'it-wants-you';
      s.killer.finaleRevealed = true;
      setVictims(s, { crypt: 2 });
      s.girl.horror = 1;
      return runTasks(s, [stepsOf([{ do: 'killVictims', n: 'all', at: { space: 'crypt' } }])]).state.girl.horror;
    };
    expect(horrorAfterKills(true) - horrorAfterKills(false)).toBe(2);
  });

  it('Satanic Influence: in Upkeep, 1 Health per normal Victim in her space (reading)', () => {
    const s = berithGame(10);
    s.killer.darkPower = 'satanic-influence';
    s.killer.darkPowerRevealed = true;
    setVictims(s, { [s.girl.space]: 2 });
    s.girl.health = 5;
    const sc = runTasks(s, [{ t: 'upkeepEffects' }]);
    expect(sc.state.girl.health).toBe(3);
  });
});

describe('Rita and Lindi save rewards', () => {
  it('Rita rolls: 1-2 nothing, 3-4 the covered reward once, 5-6 twice (seed text)', () => {
    for (const [face, times] of [[2, 0], [4, 1], [6, 2]] as const) {
      const s = berithGame(11);
      s.girl.space = 'gatehouse';
      setVictims(s, { gatehouse: 1 });
      s.phase = 'action';
      s.riggedDice = [face];
      let sc = runTasks(s, [{ t: 'actionPhase' }]);
      sc = save(sc, 'normal');
      // Rita's first space is "move 1": a move decision per reward.
      const moves = sc.events.filter((e) => e.text.startsWith('You roll')).length;
      expect(moves).toBe(1);
      let asked = 0;
      while (sc.state.pending?.kind === 'move') {
        asked++;
        sc = choose(sc, 'stop');
      }
      expect(asked).toBe(times);
      expect(sc.state.girl.savedSlots).toBe(1);
    }
  });

  it('Rita: "Roll a die and then place the saved Victim to get the reward based on your result" (she sees the die first)', () => {
    for (const [face, times, told] of [[1, 0, 'no save reward'], [4, 1, 'the reward you cover once'], [5, 2, 'the reward you cover twice']] as const) {
      const s = berithGame(13);
      s.girl.space = 'gatehouse';
      setVictims(s, { gatehouse: 1 });
      s.phase = 'action';
      s.girl.time = 2;
      s.riggedDice = [face];
      let sc = runTasks(s, [{ t: 'actionPhase' }]);
      sc = choose(sc, 'save:normal');
      // The die is rolled before the space is asked, and the prompt tells the result.
      expect(sc.state.pending?.kind).toBe('save-space');
      expect(sc.state.pending?.prompt).toBe(`You rolled ${face}: ${told}. Which "Victim saved" space does the Victim take?`);
      expect(texts(sc).filter((t) => t.startsWith('You roll'))).toHaveLength(1);
      // Space 2 is "+1 Time": covered once or twice, or not at all, by the roll already made.
      sc = choose(sc, 'slot:1');
      expect(texts(sc).filter((t) => t.startsWith('You roll'))).toHaveLength(1);
      expect(sc.state.girl.filledSlots).toEqual([1]);
      expect(sc.state.girl.time).toBe(2 + times);
    }
  });

  it('Lindi picks from group A, or A and B on a 5-6, and flips after 6 saved (seed text)', () => {
    const s = berithGame(12, { girl: 'lindi' });
    s.girl.space = 'gatehouse';
    s.phase = 'action';
    setVictims(s, { gatehouse: 6 });
    s.riggedDice = [5, 3, 1, 1, 1, 1];
    let sc = runTasks(s, [{ t: 'actionPhase' }]);
    sc = save(sc, 'normal');
    expect(sc.state.pending?.kind).toBe('save-reward');
    expect(sc.state.pending?.prompt).toContain('group A');
    sc = choose(sc, 'reward:1');
    expect(sc.state.pending?.prompt).toContain('group B');
    sc = choose(sc, 'reward:0');
    sc = save(sc, 'normal');
    expect(sc.state.pending?.prompt).toContain('group A');
    sc = choose(sc, 'reward:1');
    for (let i = 0; i < 4; i++) sc = save(sc, 'normal');
    expect(sc.state.girl.ultimateUnlocked).toBe(true);
    expect(texts(sc).some((t) => t.includes("Lindi's card flips"))).toBe(true);
  });
});
