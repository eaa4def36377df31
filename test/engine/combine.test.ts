import { describe, expect, it } from 'vitest';
import { allRun, allRunAny, chained, concatOf, firstDefined, firstHandled, maxOf, sumOf } from '../../src/engine/modules/combine.js';
import { registerModule } from '../../src/engine/modules/registry.js';
import type { Run } from '../../src/engine/run.js';
import type { GameState, Unit } from '../../src/engine/state.js';

// Two modules in play, the Killer's and the Location's; each records which of its hooks were asked.
const asked: string[] = [];
registerModule({
  id: 'combine-killer',
  afterCard: () => void asked.push('killer afterCard'),
  resolveAttack: (_run, target) => (asked.push('killer resolveAttack'), target === 'killer-owns'),
  beforeKillerPhase: () => (asked.push('killer beforeKillerPhase'), true),
  onMoveWindow: (_run, answer) => (asked.push('killer onMoveWindow'), answer === 'killer' ? { stop: true } : undefined),
  moveBonus: () => 1,
  attackReach: () => -2,
  targetSpaces: () => ['A', 'B'],
  absorbDamage: (_run, _unit, n) => (asked.push(`killer absorbs from ${n}`), n - 2),
});
registerModule({
  id: 'combine-location',
  afterCard: () => void asked.push('location afterCard'),
  resolveAttack: () => (asked.push('location resolveAttack'), true),
  beforeKillerPhase: () => (asked.push('location beforeKillerPhase'), false),
  onMoveWindow: () => (asked.push('location onMoveWindow'), { stop: false }),
  moveBonus: () => 2,
  targetSpaces: () => ['C'],
  absorbDamage: (_run, _unit, n) => (asked.push(`location absorbs from ${n}`), n - 1),
});

const state = { setup: { killer: 'combine-killer', location: 'combine-location' } } as GameState;
const run = { state } as Run;
const unit = { id: 'u' } as Unit;

function record(fn: () => unknown): { result: unknown; asked: string[] } {
  asked.length = 0;
  const result = fn();
  return { result, asked: [...asked] };
}

describe('combining the answers of the modules in play, Killer first', () => {
  it('all run: every module, Killer first', () => {
    expect(record(() => allRun(state, 'afterCard', run)).asked).toEqual(['killer afterCard', 'location afterCard']);
  });

  it('first handled wins: the Location is not asked once the Killer handled it', () => {
    expect(record(() => firstHandled(state, 'resolveAttack', run, 'killer-owns', 1))).toEqual({ result: true, asked: ['killer resolveAttack'] });
    expect(record(() => firstHandled(state, 'resolveAttack', run, 'other', 1))).toEqual({ result: true, asked: ['killer resolveAttack', 'location resolveAttack'] });
  });

  it('all run, any: the Location still runs after the Killer said true', () => {
    expect(record(() => allRunAny(state, 'beforeKillerPhase', run))).toEqual({ result: true, asked: ['killer beforeKillerPhase', 'location beforeKillerPhase'] });
  });

  it('first defined: the first answer that is not undefined', () => {
    expect(record(() => firstDefined(state, 'onMoveWindow', run, 'killer', unit))).toEqual({ result: { stop: true }, asked: ['killer onMoveWindow'] });
    expect(record(() => firstDefined(state, 'onMoveWindow', run, 'other', unit))).toEqual({ result: { stop: false }, asked: ['killer onMoveWindow', 'location onMoveWindow'] });
  });

  it('sum, max (never below 0) and concat', () => {
    expect(sumOf(state, 'moveBonus', run, unit)).toBe(3);
    expect(maxOf(state, 'attackReach', run, unit)).toBe(0);
    expect(concatOf(state, 'targetSpaces', state, 'girl')).toEqual(['A', 'B', 'C']);
  });

  it('chain: each module takes from what the one before left, and none once nothing is left', () => {
    const absorb = (n: number) => chained(state, 'absorbDamage', n, (value) => [run, unit, value, 'test'], (value) => value > 0);
    expect(record(() => absorb(5))).toEqual({ result: 2, asked: ['killer absorbs from 5', 'location absorbs from 3'] });
    expect(record(() => absorb(2))).toEqual({ result: 0, asked: ['killer absorbs from 2'] });
  });
});
