import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { suggest } from '../../src/player/index.js';

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

  it('gives the same advice for the same seed and budget', () => {
    const s = withOptions(6);
    expect(suggest(s, { budget: 'tiny', seed: 3 })).toEqual(suggest(s, { budget: 'tiny', seed: 3 }));
  });
});
