import { describe, expect, it } from 'vitest';
import { choiceId, choiceValue, readChoice } from '../../src/engine/choiceId.js';

describe('option ids built and read by prefix', () => {
  it('builds the ids stored games hold, byte for byte', () => {
    expect(choiceId('space', 'D')).toBe('space:D');
    expect(choiceId('reroll', 2)).toBe('reroll:2');
    expect(choiceId('allyStrike', 'mark-x')).toBe('ally:strike:mark-x');
    expect(choiceId('allyMove', 'bell-tower')).toBe('ally:move:bell-tower');
    expect(choiceId('space', '')).toBe('space:');
  });

  it('reads the value after its own prefix only, numbers as numbers', () => {
    expect(readChoice('space:D', 'space')).toBe('D');
    expect(readChoice('space:', 'space')).toBe('');
    expect(readChoice('opt:1', 'opt')).toBe(1);
    expect(readChoice('ally:strike:mark-x', 'allyStrike')).toBe('mark-x');
    expect(readChoice('ally:move:cave', 'allyStrike')).toBeUndefined();
    expect(readChoice('take', 'take')).toBeUndefined();
    expect(readChoice('spaces:D', 'space')).toBeUndefined();
    expect(readChoice(undefined, 'space')).toBeUndefined();
    expect(readChoice('reroll:all', 'reroll')).toBeUndefined();
  });

  it('refuses an id of another prefix where one is required', () => {
    expect(choiceValue('unit:killer', 'unit')).toBe('killer');
    expect(() => choiceValue('space:D', 'unit')).toThrow('option "space:D" is not a unit option');
  });
});
