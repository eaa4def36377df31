import { describe, expect, it } from 'vitest';
import { apply, choices, hiddenFacts, newGame, publicView, secretView } from '../../src/engine/index.js';
import { randomInt } from '../../src/engine/rng.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy } from '../../src/cli/policy.js';

/**
 * A soak of the Hunter at every Location: random and fighting play, each game bounded in
 * decisions, must end in a win or a loss with no error, and no view or public event may show a
 * face-down Cybernetic Part's value (nobody knows it before it is flipped, not even her).
 */
const c = content();

function soak(location: string, seed: number, fighter: boolean): { result: string | null; shutDown: boolean; markX: boolean } {
  let out = newGame({ killer: 'hunter', location, girl: fighter || seed % 2 === 0 ? 'tali' : 'kat' }, seed);
  const rng = { rng: seed ^ 0x5eed };
  const fight = aggressivePolicy(seed);
  let shutDown = false;
  let markX = false;
  for (let i = 0; i < 3000 && !out.state.result; i++) {
    const options = choices(out.state);
    const id = fighter ? fight(out.state) : (options[randomInt(rng, options.length)] as { id: string }).id;
    const next = apply(out.state, id);
    const facts = hiddenFacts(next.state);
    const hunterView = JSON.stringify(publicView(next.state).modules.hunter);
    expect(hunterView, `${location} seed ${seed}`).not.toMatch(/"value"/);
    expect(JSON.stringify(secretView(next.state).secrets), `${location} seed ${seed}`).not.toMatch(/"value"/);
    const view = JSON.stringify(publicView(next.state));
    for (const fact of facts) {
      expect(view, `${location} seed ${seed}`).not.toContain(fact);
      for (const e of next.events) expect(e.text, `${location} seed ${seed}`).not.toContain(fact);
    }
    shutDown ||= next.state.units.some((u) => u.type === 'mark-v' && u.role !== 'killer');
    markX ||= next.state.units.some((u) => u.type === 'mark-x');
    out = next;
  }
  return { result: out.state.result, shutDown, markX };
}

describe('soak: the Hunter at every Location', () => {
  let shutDowns = 0;
  let markXs = 0;
  for (const location of Object.keys(c.locations)) {
    it(`${location}: 40 random and 40 fighting games end in a win or a loss with no error or leak`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        for (const fighter of [false, true]) {
          const r = soak(location, seed * 7919, fighter);
          expect(r.result, `${location} seed ${seed * 7919}${fighter ? ' (fighting)' : ''}`).not.toBeNull();
          if (r.shutDown) shutDowns++;
          if (r.markX) markXs++;
        }
      }
    });
  }
  it('the soak reaches the Hunter\'s own rules: a Mark V shut down, a Mark X on the board', () => {
    expect(shutDowns).toBeGreaterThan(0);
    expect(markXs).toBeGreaterThan(0);
  });
});
