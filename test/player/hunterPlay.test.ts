import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { newGame, type ChoiceOption, type GameState } from '../../src/engine/index.js';
import { allyReaction, blowTakesAPart, hunterReach, partsPick, takeAttackPick } from '../../src/player/hunterPlay.js';
import { standing } from '../../src/player/measure.js';

const c = content();
const fresh = (): GameState => structuredClone(newGame({ killer: 'hunter', location: 'pesadilla-verde', girl: 'tali' }, 3, c).state);
const options = (...ids: string[]): ChoiceOption[] => ids.map((id) => ({ id, label: id, group: 'test' }));
const markV = (s: GameState) => s.units.find((u) => u.type === 'mark-v') as GameState['units'][number];

describe('the playout against the Hunter', () => {
  it('strikes the Mark V only with damage that takes a part this phase', () => {
    const s = fresh();
    expect(blowTakesAPart(c, s, 'weak-attack', 0)).toBe(false);
    expect(blowTakesAPart(c, s, 'weak-attack', 1)).toBe(true);
    expect(blowTakesAPart(c, s, 'furious-strike', 0)).toBe(true);
    // Damage already dealt this phase adds up; from an earlier phase it is gone.
    Object.assign(s.hunter as object, { phaseKey: `${s.turn}:${s.phase}`, phaseDamage: 1 });
    expect(blowTakesAPart(c, s, 'weak-attack', 0)).toBe(true);
    Object.assign(s.hunter as object, { phaseKey: `${s.turn - 1}:${s.phase}` });
    expect(blowTakesAPart(c, s, 'weak-attack', 0)).toBe(false);
  });

  it('counts only weapon bonuses through Reinforced Endoskeleton', () => {
    const s = fresh();
    Object.assign(s.killer, { darkPowerRevealed: true, darkPower: 'reinforced-endoskeleton' });
    expect(blowTakesAPart(c, s, 'critical-strike', 0)).toBe(false);
    expect(blowTakesAPart(c, s, 'critical-strike', 2)).toBe(true);
  });

  it('repairs whenever it can, and picks a part up only with Time to spare while Victims wait', () => {
    const s = fresh();
    expect(partsPick(s, options('part:repair', 'part:pick', 'end'))).toBe('part:repair');
    s.girl.time = 1;
    expect(s.victims.length).toBeGreaterThan(0);
    expect(partsPick(s, options('part:pick', 'end'))).toBeNull();
    s.girl.time = 2;
    expect(partsPick(s, options('part:pick', 'end'))).toBe('part:pick');
  });

  it('gives an attack to the Ally while it survives it, to her when it would not and she can', () => {
    const s = fresh();
    const v = markV(s);
    Object.assign(v, { role: 'ally', space: s.girl.space, health: 3 });
    const ask = (damage: number) => Object.assign(s, { pending: { seq: 1, kind: 'take-attack', prompt: `Hunted: the Mark X attacks for ${damage} damage. Who takes it?`, options: options('take:girl', `take:${v.id}`) } });
    ask(2);
    expect(takeAttackPick(s, s.pending?.options ?? [])).toBe(`take:${v.id}`);
    ask(3);
    expect(takeAttackPick(s, s.pending?.options ?? [])).toBe('take:girl');
    s.girl.health = 3;
    expect(takeAttackPick(s, s.pending?.options ?? [])).toBe(`take:${v.id}`);
  });

  it("uses the Ally's Reaction before anything of her own", () => {
    expect(allyReaction(options('take', 'react:guard', 'ally:react:shield'))).toBe('ally:react:shield');
    expect(allyReaction(options('take', 'react:guard'))).toBeNull();
  });

  it("knows the Hunter's reach grows with Cybernetic Agility on the active Mark V", () => {
    const s = fresh();
    const base = hunterReach(s, c);
    Object.assign(s.killer, { darkPowerRevealed: true, darkPower: 'cybernetic-agility' });
    expect(hunterReach(s, c)).toBe(base + 1);
  });

  it('judges a shut-down Mark V as a Hunter not yet beaten: the Mark X is still to come', () => {
    const s = fresh();
    const before = standing(s, c);
    Object.assign(markV(s), { role: 'inert' });
    (s.hunter as { stack: unknown[] }).stack = [];
    const after = standing(s, c);
    expect(after.killerHealth).toBe(c.killers.hunter?.health);
    expect(after.killerHealth).toBeLessThan(before.killerHealth);
    expect(after.killerFinal).toBe(true);
  });
});
