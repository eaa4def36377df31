import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { suggest } from '../../src/player/index.js';
import { reasonLine, type OptionStats } from '../../src/player/reason.js';

function withOptions(seed: number): GameState {
  let s = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, seed).state;
  const policy = aggressivePolicy(seed);
  while (!s.result && (s.pending?.options.length ?? 0) < 3) s = apply(s, policy(s)).state;
  return s;
}

describe('suggest', () => {
  it('ranks every open option once, with a chance and a short plain reason', () => {
    const s = withOptions(4);
    const out = suggest(s, { budget: 'tiny', seed: 1 });
    const ids = (s.pending?.options ?? []).map((o) => o.id);
    expect(out.ranked.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const r of out.ranked) {
      expect(r.winChance).toBeGreaterThanOrEqual(0);
      expect(r.winChance).toBeLessThanOrEqual(1);
      expect(r.reason.length).toBeGreaterThan(5);
      expect(r.reason).not.toContain('\n');
      expect(r.reason.length).toBeLessThan(140);
    }
    expect(out.rollouts).toBeGreaterThan(0);
    expect(out.rollouts).toBeLessThanOrEqual(16 + ids.length);
  });

  it('costs nothing for a decision with one option', () => {
    const s = withOptions(4);
    const one = { ...s, pending: s.pending ? { ...s.pending, options: s.pending.options.slice(0, 1) } : null };
    const out = suggest(one, { budget: 'hint', seed: 1 });
    expect(out.rollouts).toBe(0);
    expect(out.ranked).toHaveLength(1);
  });

  it('stops when its time is up, after one imagined game for every option, and still ranks them all', () => {
    const s = withOptions(4);
    const ids = (s.pending?.options ?? []).map((o) => o.id);
    let asked = 0;
    const out = suggest(s, { budget: 'hint', seed: 1, timeUp: () => ++asked > 2 });
    // Worlds 0, 1 and 2 were played (the clock is asked before worlds 1, 2 and 3), each by every option.
    expect(out.rollouts).toBe(3 * ids.length);
    expect(out.ranked.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(out.ranked.every((r) => r.rollouts === 3)).toBe(true);
    // With time to spare it spends the whole budget, as without a clock.
    const free = suggest(s, { budget: 'tiny', seed: 1, timeUp: () => false });
    expect(free).toEqual(suggest(s, { budget: 'tiny', seed: 1 }));
  });

  it('gives the same advice for the same seed and budget', () => {
    const s = withOptions(6);
    expect(suggest(s, { budget: 'tiny', seed: 3 })).toEqual(suggest(s, { budget: 'tiny', seed: 3 }));
  });
});

describe('reasonLine', () => {
  const stats = (o: Partial<OptionStats>): OptionStats => ({ n: 20, value: 0.5, saved: 0, killed: 0, damageDealt: 0, healthLost: 0, died: 0, ...o });
  it('names the enemy she faces, with the right possessive', () => {
    const dealer = stats({ damageDealt: 2, healthLost: 0 });
    const others = [stats({ healthLost: 1.5 })];
    expect(reasonLine(dealer, others, 'this turn', 'the Zombies')).toBe("deals the Zombies 2 damage and keeps you out of the Zombies' reach (0 Health lost against 1.5)");
    expect(reasonLine(dealer, others, 'this turn', 'Berith')).toBe("deals Berith 2 damage and keeps you out of Berith's reach (0 Health lost against 1.5)");
    expect(reasonLine(stats({ killed: 0 }), [stats({ killed: 1 })], 'this turn')).toBe('leaves the Killer 1 fewer Victims to kill');
  });
});
