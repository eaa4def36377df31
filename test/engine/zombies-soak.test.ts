import { describe, expect, it } from 'vitest';
import { apply, choices, hiddenFacts, newGame, publicView } from '../../src/engine/index.js';
import { randomInt } from '../../src/engine/rng.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy } from '../../src/cli/policy.js';

/**
 * A soak of the Zombies at every Location: random and fighting play, each game bounded in
 * decisions, must end in a win or a loss with no error, and no public view or event may show a
 * hidden fact (face-down Vehicle tokens, deck orders) at any step.
 */
const c = content();

function soak(location: string, seed: number, fighter: boolean): { result: string | null; wins: boolean } {
  let out = newGame({ killer: 'zombies', location, girl: seed % 3 ? 'patsy' : 'dakota' }, seed);
  const rng = { rng: seed ^ 0x5eed };
  const fight = aggressivePolicy(seed);
  for (let i = 0; i < 3000 && !out.state.result; i++) {
    const options = choices(out.state);
    const id = fighter ? fight(out.state) : (options[randomInt(rng, options.length)] as { id: string }).id;
    const next = apply(out.state, id);
    const facts = hiddenFacts(next.state);
    if (facts.length) {
      const view = JSON.stringify(publicView(next.state));
      for (const fact of facts) {
        expect(view, `${location} seed ${seed}`).not.toContain(fact);
        for (const e of next.events) if (e.visibility === 'public') expect(e.text, `${location} seed ${seed}`).not.toContain(fact);
      }
    }
    out = next;
  }
  return { result: out.state.result, wins: out.state.result === 'won' };
}

describe('soak: the Zombies at every Location', () => {
  for (const location of Object.keys(c.locations)) {
    it(`${location}: 60 random and 60 fighting games end in a win or a loss with no error or leak`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        for (const fighter of [false, true]) {
          const { result } = soak(location, seed * 7919, fighter);
          expect(result, `${location} seed ${seed * 7919}${fighter ? ' (fighting)' : ''}`).not.toBeNull();
        }
      }
    });
  }
});
