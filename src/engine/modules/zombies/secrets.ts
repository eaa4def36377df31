import type { HiddenPart } from '../../secrets/part.js';
import { randomInt } from '../../rng.js';
import { vehicleHiddenFacts } from './vehicles.js';

/** Every key of the Zombies' slice is open (achievement counters of what everybody saw). */
export const ZOMBIES_OPEN = ['hordesFormed', 'formedTurn', 'formedThisTurn', 'mostFormedInATurn', 'killsTurn', 'killsThisTurn', 'mostKillsInATurn', 'peaks', 'biggestHordeKilled'] as const;

/** The Vehicle tokens' places and the turned-over blanks are open; which face-down one is the vehicle is not. */
export const VEHICLES_OPEN = ['tokens', 'space', 'landings'] as const;

export const ZOMBIES_HIDDEN: readonly HiddenPart[] = [
  {
    what: 'which face-down Vehicle token shows the vehicle',
    fields: ['zombieVehicles.tokens'],
    facts: vehicleHiddenFacts,
    // Dealt again among the face-down tokens from their count alone, so the real face does not matter.
    redraw(s, _c, d) {
      const st = s.zombieVehicles;
      if (!st || st.space !== null) return;
      const hidden = st.tokens.filter((t) => !t.faceUp);
      if (!hidden.some((t) => t.vehicle)) return;
      const pick = randomInt(d, hidden.length);
      hidden.forEach((t, i) => {
        t.vehicle = i === pick;
      });
    },
    twin(s) {
      const hidden = s.zombieVehicles?.tokens.filter((t) => !t.faceUp) ?? [];
      const a = hidden.find((t) => t.vehicle);
      const b = hidden.find((t) => !t.vehicle && t.space !== a?.space) ?? hidden.find((t) => !t.vehicle);
      if (!a || !b) return false;
      [a.vehicle, b.vehicle] = [false, true];
      return true;
    },
  },
];
