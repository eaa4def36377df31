import { describe, expect, it } from 'vitest';
import { apply, choices, hiddenFacts, newGame, publicView } from '../../src/engine/index.js';
import { randomInt } from '../../src/engine/rng.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy } from '../../src/cli/policy.js';

/**
 * A soak of the Raptors at every Location with both their Final Girls: random and fighting play,
 * each game bounded in decisions, must end in a win or a loss with no error; no view or public
 * event shows a hidden fact, and the Spawn deck's order never reaches the public view.
 */
const c = content();

function soak(location: string, girl: string, seed: number, fighter: boolean) {
  let out = newGame({ killer: 'raptors', location, girl }, seed);
  // A third of the games start with the T-Rex one advance from breaking out, so its rules are soaked too.
  if (out.state.islaLagarto && seed % 3 === 0) out.state.islaLagarto.tRex = (c.islaLagarto?.tRex.track ?? 1) - 1;
  const rng = { rng: seed ^ 0x5eed };
  const fight = aggressivePolicy(seed);
  let spawned = 0;
  let joined = 0;
  let tRex = false;
  for (let i = 0; i < 3000 && !out.state.result; i++) {
    const options = choices(out.state);
    const id = fighter ? fight(out.state) : (options[randomInt(rng, options.length)] as { id: string }).id;
    const next = apply(out.state, id);
    const view = publicView(next.state);
    expect(JSON.stringify(view.modules.raptors), `${location} seed ${seed}`).not.toContain('spawn-');
    const text = JSON.stringify(view);
    for (const fact of hiddenFacts(next.state)) {
      expect(text, `${location} seed ${seed}`).not.toContain(fact);
      for (const e of next.events) if (e.visibility === 'public') expect(e.text, `${location} seed ${seed}`).not.toContain(fact);
    }
    spawned = next.state.raptors?.spawned ?? spawned;
    joined += next.events.filter((e) => /joins the Pack/.test(e.text)).length;
    tRex ||= next.state.units.some((u) => u.type === 't-rex');
    out = next;
  }
  return { result: out.state.result, spawned, joined, tRex };
}

describe('soak: the Raptors at every Location', () => {
  let spawned = 0;
  let joined = 0;
  let islaTRex = 0;
  for (const location of Object.keys(c.locations)) {
    for (const girl of ['christina', 'maud']) {
      it(`${location}, ${girl}: 8 random and 8 fighting games end in a win or a loss with no error or leak`, () => {
        for (let seed = 1; seed <= 8; seed++) {
          for (const fighter of [false, true]) {
            const r = soak(location, girl, seed * 7919, fighter);
            expect(r.result, `${location} ${girl} seed ${seed * 7919}${fighter ? ' (fighting)' : ''}`).not.toBeNull();
            spawned += r.spawned;
            joined += r.joined;
            if (r.tRex && location === 'isla-lagarto') islaTRex++;
          }
        }
      });
    }
  }
  it('the soak reaches the Raptors\' own rules: Raptors spawn and join the Pack', () => {
    expect(spawned).toBeGreaterThan(0);
    expect(joined).toBeGreaterThan(0);
  });
  it('Isla Lagarto is among the Locations, and there the T-Rex gets loose among the Raptors', () => {
    expect(Object.keys(c.locations)).toContain('isla-lagarto');
    expect(islaTRex).toBeGreaterThan(0);
  });
});
