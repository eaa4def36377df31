import type { Content } from '../../content/load.js';
import type { GameState } from '../../engine/index.js';
import { randomInt, type Draw } from '../draw.js';

/**
 * The Zombies' hidden part: which face-down Vehicle token shows the vehicle. Known: how many
 * tokens lie where and the blanks already turned over; the vehicle is dealt again among the
 * face-down ones (from their count alone, so the real face does not matter).
 */
export function resampleZombieVehicles(s: GameState, _c: Content, d: Draw): void {
  const st = s.zombieVehicles;
  if (!st || st.space !== null) return;
  const hidden = st.tokens.filter((t) => !t.faceUp);
  if (!hidden.some((t) => t.vehicle)) return;
  const pick = randomInt(d, hidden.length);
  hidden.forEach((t, i) => {
    t.vehicle = i === pick;
  });
}
