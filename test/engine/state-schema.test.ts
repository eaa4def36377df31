import { describe, expect, it } from 'vitest';
import { parseState, RulesError } from '../../src/engine/index.js';
import { aggressivePolicy, playToEnd } from '../../src/cli/policy.js';
import { startGame } from '../helpers/scenario.js';

describe('stored game states', () => {
  it('accept every state of whole games of every pairing, unchanged', () => {
    for (const [killer, location] of [['volkar', 'pesadilla-verde'], ['berith', 'larmes-abbey'], ['volkar', 'larmes-abbey'], ['berith', 'pesadilla-verde']] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const r = playToEnd({ killer, location }, seed, aggressivePolicy(seed));
        expect(r.error).toBeUndefined();
        const json = JSON.parse(JSON.stringify(r.state));
        expect(parseState(json)).toEqual(r.state);
      }
    }
  });

  it('refuse another schema version, a damaged field, and a game with nothing to decide', () => {
    const { state } = startGame(1);
    const copy = () => JSON.parse(JSON.stringify(state));
    const versioned = copy();
    versioned.schemaVersion = 99;
    expect(() => parseState(versioned)).toThrowError(/another version of the rules/);
    const damaged = copy();
    damaged.girl.horror = 12;
    expect(() => parseState(damaged)).toThrowError(/field "girl.horror"/);
    const extra = copy();
    extra.girl.secretNote = 'x';
    expect(() => parseState(extra)).toThrow(RulesError);
    const stuck = copy();
    stuck.pending = null;
    expect(() => parseState(stuck)).toThrowError(/must have a decision open/);
    expect(() => parseState('not a game')).toThrow(RulesError);
  });

  it("load options with their button wording or without it (games stored before issue 33), and refuse a damaged one", () => {
    const { state } = startGame(1);
    expect(state.pending?.options.some((o) => o.short !== undefined)).toBe(true);
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const older = JSON.parse(JSON.stringify(state));
    for (const o of older.pending.options) delete o.short;
    expect(parseState(older).pending?.options.every((o) => o.short === undefined)).toBe(true);
    expect(parseState(JSON.parse(JSON.stringify(older)))).toEqual(older);
    const damaged = JSON.parse(JSON.stringify(state));
    damaged.pending.options[0].short = 40;
    expect(() => parseState(damaged)).toThrow(RulesError);
  });
});
