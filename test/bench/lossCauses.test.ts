import { describe, expect, it } from 'vitest';
import { breakdown, lossCause } from './lossCauses.js';
import type { BalanceGame } from '../../src/player/balanceGame.js';

const game = (result: BalanceGame['result'], cause: string, turns: number, location = 'larmes-abbey'): BalanceGame => ({
  killer: 'zombies', location, girl: 'patsy', seed: 1, result, turns, bloodlustTopTurn: null, finaleTurn: null, finale: null,
  saved: 0, killed: 0, decisions: 0, cause, ms: 0,
});

describe('the loss breakdown of a balance run', () => {
  it('sorts each loss by the words the balance game recorded', () => {
    expect(lossCause(game('lost', 'The Final Girl has been killed. (last blow: The Killer Action, after the Finale)', 12))).toBe('killed after the Finale');
    expect(lossCause(game('lost', 'The Final Girl has been killed. (before the Finale)', 5))).toBe('killed before the Finale');
    expect(lossCause(game('lost', '3 Hordes are in play and a fourth would form at Well. (before the Finale)', 6))).toBe('fourth Horde');
    expect(lossCause(game('lost', 'All 14 Malice tokens are on the board and another is needed. (after the Finale)', 9))).toBe('Malice');
    expect(lossCause(game(null, 'turn limit (60 turns)', 61))).toBe('turn limit');
    expect(lossCause({ ...game(null, 'unfinished', 3), error: 'boom' })).toBe('other');
  });

  it('puts the turns of wins and of each cause beside each other, per Location', () => {
    const rows = breakdown([
      game('won', 'You win', 30), game('won', 'You win', 21), game('lost', 'turn limit (60 turns)', 61),
      game('lost', 'The Final Girl has been killed. (after the Finale)', 14, 'pesadilla-verde'),
    ]);
    expect(rows.map((r) => [r.location, r.games, r.won, r.lost['turn limit'], r.lost['killed after the Finale']])).toEqual([
      ['larmes-abbey', 3, [30, 21], [61], []],
      ['pesadilla-verde', 1, [], [], [14]],
    ]);
  });
});
