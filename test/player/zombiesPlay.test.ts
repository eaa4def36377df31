import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { newGame, type ChoiceOption, type GameState } from '../../src/engine/index.js';
import { boardOfState } from '../../src/engine/actors/victims.js';
import { evaluate } from '../../src/player/measure.js';
import { hordeDanger, zombiesQuarry, zombiesTargetScore } from '../../src/player/zombiesPlay.js';
import { knowledgeInPlay } from '../../src/player/modules/index.js';
import { zombiesKnowledge } from '../../src/player/modules/zombies.js';

const c = content();
type Unit = GameState['units'][number];

/** A Zombies game with nobody on the board but her, and the spaces 1, 2 and 3 steps from her. */
function empty(): { s: GameState; near: string; mid: string; far: string } {
  const s = structuredClone(newGame({ killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy' }, 5, c).state);
  s.units = [];
  s.victims = [];
  const apart = boardOfState(s, c).spacesApart(s.girl.space);
  const at = (d: number) => [...apart.entries()].filter(([, n]) => n === d).map(([sp]) => sp).sort()[0] as string;
  return { s, near: at(1), mid: at(2), far: at(3) };
}

let next = 100;
function put(s: GameState, type: 'zombie' | 'horde', space: string, health = 1): Unit {
  const u: Unit = { id: `${type}-${next++}`, type, role: type === 'horde' ? 'killer' : 'minion', space, startSpace: space, health, maxHealth: type === 'horde' ? null : 1, final: null };
  s.units.push(u);
  return u;
}

function victimAt(s: GameState, space: string): void {
  const one = newGame({ killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy' }, 5, c).state.victims[0];
  if (!one) throw new Error('no Victim to copy');
  s.victims.push({ ...one, space });
}

const option = (id: string): ChoiceOption => ({ id, label: id, group: 'Attack' });

describe('the playout against the Zombies', () => {
  it('is used only in a Zombies game', () => {
    expect(knowledgeInPlay(empty().s)).toContain(zombiesKnowledge);
    expect(knowledgeInPlay(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 5, c).state)).not.toContain(zombiesKnowledge);
  });

  it('hunts the Zombies about to bite or to gather before a closer lone one, and a Horde only when no Zombie is left', () => {
    const { s, near, mid, far } = empty();
    const b = boardOfState(s, c);
    put(s, 'zombie', near);
    put(s, 'zombie', mid);
    put(s, 'zombie', mid);
    victimAt(s, mid);
    put(s, 'horde', s.girl.space, 4);
    expect(zombiesQuarry(s, b)).toBe(mid);
    s.units = s.units.filter((u) => u.type === 'horde');
    expect(zombiesQuarry(s, b)).toBe(s.girl.space);
    put(s, 'horde', far, 3);
    // Of the Hordes, a far weaker one counts for more than the nearest (2 Health a space).
    expect(zombiesQuarry(s, b)).toBe(s.girl.space);
    (s.units[0] as Unit).health = 12;
    expect(zombiesQuarry(s, b)).toBe(far);
    s.units = [];
    expect(zombiesQuarry(s, b)).toBeNull();
  });

  it("strikes a space's Zombies before a Horde, and the weakest Horde first", () => {
    const { s, near } = empty();
    const big = put(s, 'horde', s.girl.space, 9);
    const small = put(s, 'horde', s.girl.space, 3);
    put(s, 'zombie', near);
    const zombies = zombiesTargetScore(s, option(`atk:minions:${near}:`), 0);
    expect(zombies).toBeGreaterThan(zombiesTargetScore(s, option(`atk:${small.id}:`), 0));
    expect(zombiesTargetScore(s, option(`atk:${small.id}:`), 0)).toBeGreaterThan(zombiesTargetScore(s, option(`atk:${big.id}:`), 0));
    // A weapon's damage counts among like targets.
    expect(zombiesTargetScore(s, option(`atk:${big.id}:machete`), 2)).toBeGreaterThan(zombiesTargetScore(s, option(`atk:${big.id}:`), 0));
  });

  it("counts the Hordes whose Bloodlust row's boots reach a space, each with the row's Attack", () => {
    const { s, near, far } = empty();
    const b = boardOfState(s, c);
    put(s, 'horde', near, 5);
    s.killer.bloodlust = 0;
    const row0 = c.killers.zombies?.bloodlust[0];
    expect(hordeDanger(s, b, c, s.girl.space)).toBe(row0?.attack);
    expect(hordeDanger(s, b, c, far)).toBe(0);
    put(s, 'horde', s.girl.space, 3);
    expect(hordeDanger(s, b, c, s.girl.space)).toBe(2 * (row0?.attack ?? 0));
  });
});

describe('the evaluation of a Zombies game', () => {
  it('reads every Zombie, every Horde and a Victim about to be bitten as worse, a saved Victim as better', () => {
    const { s, near, mid } = empty();
    put(s, 'zombie', near);
    victimAt(s, mid);
    const base = evaluate(s, c);
    const more = structuredClone(s);
    put(more, 'zombie', mid);
    expect(evaluate(more, c)).toBeLessThan(base);
    const horde = structuredClone(s);
    put(horde, 'horde', mid, 3);
    expect(evaluate(horde, c)).toBeLessThan(base);
    const saved = structuredClone(s);
    saved.girl.saved += 1;
    expect(evaluate(saved, c)).toBeGreaterThan(base);
  });
});
