import { describe, expect, it } from 'vitest';
import { apply, MODULES, newGame, publicView, secretView, type GameState, type ModuleId } from '../../src/engine/index.js';
import { describeState } from '../../src/cli/describe.js';
import { terminalSecrets } from '../../src/cli/modules/index.js';
import { randomPolicy } from '../../src/cli/policy.js';

/** A line only each module's part of the terminal summary writes (tsc asks for one per module of the list). */
const OWN_LINE: { [K in ModuleId]: RegExp } = {
  volkar: /^Volk'ar path \(\d+ cards?\):/m,
  pesadillaVerde: /Huey at |Upgrades: /,
  berith: /^Divine Blessings \((Heavenly|Hellish) side\): \d+\/7 placed, face down · black Final Health tokens left \d+/m,
  larmesAbbey: /^Malice \d+\/14: .+ · Donkey at \S/m,
  zombies: /^The Zombies?.*Hordes?|^Vehicle: /m,
  hunter: /^Hunter: Finale card: /m,
  raptors: /^Raptors: Pack of \d+ Raptors/m,
  islaLagarto: /^Isla Lagarto: .*T-Rex/m,
};

const KILLERS = Object.values(MODULES).filter((m) => m.box === 'killer').map((m) => m.id);
const LOCATIONS = Object.values(MODULES).filter((m) => m.box === 'location').map((m) => m.id);
const keyOf = (id: string) => (Object.keys(MODULES) as ModuleId[]).find((k) => MODULES[k].id === id);

/** A seeded game a few decisions in. */
function played(killer: string, location: string, steps: number): GameState {
  let state = newGame({ killer, location }, 4).state;
  const policy = randomPolicy(4);
  for (let i = 0; i < steps && !state.result; i++) state = apply(state, policy(state)).state;
  return state;
}

describe('the terminal summary (npm run play) covers every module in play', () => {
  it.each(KILLERS.flatMap((killer) => LOCATIONS.map((location) => ({ killer, location }))))('$killer at $location: each module\'s own line, and nothing of a module not in play', ({ killer, location }) => {
    const text = describeState(publicView(played(killer, location, 8)));
    for (const id of [killer, location]) {
      const key = keyOf(id);
      if (key) expect(text, `${id}'s line`).toMatch(OWN_LINE[key]);
    }
    for (const key of Object.keys(OWN_LINE) as ModuleId[]) {
      if ([killer, location].includes(MODULES[key].id) || key === 'zombies' || key === 'pesadillaVerde') continue;
      expect(text, `no ${key} line`).not.toMatch(OWN_LINE[key]);
    }
  });

  it('tells the Final Girl\'s player what Track showed and, unless the game is strict, the blessings\' faces', () => {
    const berith: GameState = { ...played('berith', 'pesadilla-verde', 0), berith: { sheet: [0, 2] } };
    expect(terminalSecrets(secretView(berith).secrets)).toEqual(['Divine Blessing 1 shows a blank token', 'Divine Blessing 2 shows 2 health']);
    const strict: GameState = { ...berith, setup: { ...berith.setup, strictSecrets: true } };
    expect(terminalSecrets(secretView(strict).secrets)).toEqual([]);
    const volkar = played('volkar', 'pesadilla-verde', 0);
    expect(terminalSecrets(secretView({ ...volkar, volkar: volkar.volkar && { ...volkar.volkar, tracked: [0] } }).secrets)).toEqual([expect.stringMatching(/^Path card 1 is: \S/)]);
  });
});
