import type { Content } from '../content/load.js';
import type { GameState } from '../engine/index.js';

/**
 * How a game stands, read only from what the table sees (health, Victims, Bloodlust, turn),
 * never a face-down token: the evaluation of a cut-off imagined game and the reason's figures.
 */
export interface Standing {
  girlHealth: number;
  girlMax: number;
  /** The Final Girl's Final Health token still there (a last point beyond her markers). */
  girlFinal: boolean;
  killerHealth: number;
  killerMax: number;
  killerFinal: boolean;
  saved: number;
  dead: number;
  bloodlust: number;
  bloodlustTop: number;
  horror: number;
  turn: number;
  finale: boolean;
}

export function standing(s: GameState, c: Content): Standing {
  const killer = s.units.find((u) => u.role === 'killer');
  const pack = c.killers[s.setup.killer];
  return {
    girlHealth: s.girl.health,
    girlMax: s.girl.maxHealth,
    girlFinal: s.girl.final !== null,
    killerHealth: killer?.health ?? 0,
    killerMax: killer?.maxHealth ?? Math.max(1, killer?.health ?? 1),
    killerFinal: killer?.final !== null && killer?.final !== undefined,
    saved: s.girl.saved,
    dead: s.deadVictims,
    bloodlust: s.killer.bloodlust,
    bloodlustTop: Math.max(1, (pack?.bloodlust.length ?? 1) - 1),
    horror: s.girl.horror,
    turn: s.turn,
    finale: s.killer.finaleRevealed,
  };
}

/**
 * A win chance for a game not yet over (for a sampled world: with strict secrets the blessings
 * it reads are redrawn ones): 1 won, 0 lost, otherwise a guess from the standing —
 * the Killer's lost health counts most, then her own health, Victims saved, and how far
 * Bloodlust has climbed. Always strictly between 0 and 1 for an open game.
 */
export function evaluate(s: GameState, c: Content): number {
  if (s.result === 'won') return 1;
  if (s.result === 'lost') return 0;
  const st = standing(s, c);
  const killerLeft = (st.killerHealth + (st.killerFinal ? 1 : 0)) / (st.killerMax + 1);
  // Against Berith, damage wins only with a blessing that shows health on the sheet.
  const damageCounts = s.berith ? 0.35 + 0.65 * blessingChance(s) : 1;
  const girlLeft = (st.girlHealth + (st.girlFinal ? 0.7 : 0)) / (st.girlMax + 0.7);
  const x =
    -1.6 +
    3.2 * damageCounts * (1 - killerLeft) +
    1.8 * girlLeft +
    0.22 * Math.min(st.saved, 6) -
    0.06 * st.dead -
    0.9 * (st.bloodlust / st.bloodlustTop) -
    0.12 * Math.max(0, st.horror - 3);
  return 1 / (1 + Math.exp(-x));
}

/** The chance that some Divine Blessing on Berith's sheet shows health (6 of the 9 black tokens are blank). */
function blessingChance(s: GameState): number {
  const sheet = s.berith?.sheet ?? [];
  if (sheet.length === 0) return 0;
  if (!s.setup.strictSecrets) return sheet.some((v) => v > 0) ? 1 : 0;
  return 1 - Math.pow(6 / 9, sheet.length);
}
