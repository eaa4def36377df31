import { describe, expect, it } from 'vitest';
import { apply, choices, hiddenFacts, newGame, publicView } from '../../src/engine/index.js';
import { randomInt } from '../../src/engine/rng.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy } from '../../src/cli/policy.js';

/**
 * A soak of every Killer at Isla Lagarto: random and fighting play, each game bounded in
 * decisions, must end in a win or a loss with no error and no hidden fact in a public view or
 * event. Across the soak the Location's own rules must come up: a fence switched by the die,
 * the T-Rex loose on the board, the Volcano erupted.
 */
const c = content();
const GAMES = 12;

interface Seen { result: string | null; fenceSwitched: boolean; tRex: boolean; lava: boolean; raptors: boolean }

function soak(killer: string, seed: number, fighter: boolean): Seen {
  let out = newGame({ killer, location: 'isla-lagarto', girl: seed % 2 ? 'kat' : 'tali' }, seed);
  // A third of the games start with the T-Rex one advance from breaking out, so its rules are soaked too.
  if (out.state.islaLagarto && seed % 3 === 0) out.state.islaLagarto.tRex = (c.islaLagarto?.tRex.track ?? 1) - 1;
  const rng = { rng: seed ^ 0x5eed };
  const fight = aggressivePolicy(seed);
  const start = JSON.stringify(out.state.islaLagarto?.powered);
  const seen: Seen = { result: null, fenceSwitched: false, tRex: false, lava: false, raptors: false };
  for (let i = 0; i < 3000 && !out.state.result; i++) {
    const options = choices(out.state);
    const id = fighter ? fight(out.state) : (options[randomInt(rng, options.length)] as { id: string }).id;
    const next = apply(out.state, id);
    const facts = hiddenFacts(next.state);
    if (facts.length) {
      const view = JSON.stringify(publicView(next.state));
      for (const fact of facts) {
        expect(view, `${killer} seed ${seed}`).not.toContain(fact);
        for (const e of next.events) if (e.visibility === 'public') expect(e.text, `${killer} seed ${seed}`).not.toContain(fact);
      }
    }
    const st = next.state.islaLagarto;
    seen.fenceSwitched ||= JSON.stringify(st?.powered) !== start;
    seen.tRex ||= next.state.units.some((u) => u.type === 't-rex');
    seen.lava ||= (st?.lava.length ?? 0) > 0;
    seen.raptors ||= next.state.units.some((u) => u.type === 'raptor');
    out = next;
  }
  seen.result = out.state.result;
  return seen;
}

describe('soak: every Killer at Isla Lagarto', () => {
  const totals = { fenceSwitched: 0, tRex: 0, lava: 0, raptors: 0 };
  for (const killer of Object.keys(c.killers)) {
    it(`${killer}: ${GAMES} random and ${GAMES} fighting games end in a win or a loss with no error or leak`, () => {
      for (let seed = 1; seed <= GAMES; seed++) {
        for (const fighter of [false, true]) {
          const r = soak(killer, seed * 7919, fighter);
          expect(r.result, `${killer} seed ${seed * 7919}${fighter ? ' (fighting)' : ''}`).not.toBeNull();
          for (const k of ['fenceSwitched', 'tRex', 'lava', 'raptors'] as const) if (r[k]) totals[k]++;
        }
      }
    });
  }
  it('the soak reaches the Location\'s rules: a fence switched, the T-Rex loose, lava on the board', () => {
    expect(totals.fenceSwitched).toBeGreaterThan(0);
    expect(totals.tRex).toBeGreaterThan(0);
    expect(totals.lava).toBeGreaterThan(0);
  });
  it('the Raptors are among the Killers, and their Raptors spawn on the island', () => {
    expect(Object.keys(c.killers)).toContain('raptors');
    expect(totals.raptors).toBeGreaterThan(0);
  });
});
