import type { Content } from '../content/load.js';
import { type ChoiceOption, type GameState, type Unit, type Board, gameActionCards, readChoice, DAMAGE_PER_PART, hunterAlly, markV, markVPower, phaseKey } from '../engine/index.js';

/**
 * How a careful person plays against the Hunter (seed 002), for the playout: everything here
 * reads only the table (where parts lie, how many she carries, the Mark V's damage this phase,
 * the Ally card's cubes), never a face-down part's value. The player's table (modules/hunter.ts)
 * asks it only in a Hunter game, so the other Killers' games are played exactly as before.
 */

/** The Mark V is still the Active Killer, fought part by part. */
export function markVActive(state: GameState): boolean {
  const v = markV(state);
  return v?.role === 'killer' && v.space !== null;
}

/** Damage already dealt to the Mark V in this phase: it counts towards the next part only until the phase ends. */
function damageThisPhase(s: GameState): number {
  const st = s.hunter;
  return st && st.phaseKey === phaseKey(s) ? st.phaseDamage : 0;
}

/** The most damage an Action card's own icons can deal (its best row). */
function cardDamage(c: Content, s: GameState, card: string): number {
  const found = gameActionCards(c, s.setup).find((x) => x.id === card);
  const hits = JSON.stringify(found?.rows ?? []).match(/"do":"damage","n":(\d+)/g) ?? [];
  return Math.max(0, ...hits.map((h) => Number(/(\d+)$/.exec(h)?.[1] ?? 0)));
}

/**
 * Whether a blow at the Mark V can take a part this phase: damage under 2 is lost at the phase's
 * end and only feeds its Bloodlust, so a Weak Attack alone is a wasted risk. Reinforced
 * Endoskeleton lets only weapon bonuses through.
 */
export function blowTakesAPart(content: Content, state: GameState, card: string, weaponBonus: number): boolean {
  if (!markVActive(state)) return true;
  const endoskeleton = state.killer.darkPowerRevealed && state.killer.darkPower === 'reinforced-endoskeleton' && state.hunter?.allyPower === null;
  const dealt = (endoskeleton ? 0 : cardDamage(content, state, card)) + weaponBonus;
  return dealt + damageThisPhase(state) >= DAMAGE_PER_PART;
}

/**
 * The Ally's free Actions first (they cost no Time): fire at the Hunter when it is in reach,
 * otherwise walk to her, where its Reaction shields her and it can take a blow for her.
 */
export function allyActionPick(state: GameState, board: Board, open: readonly ChoiceOption[]): string | null {
  const strike = open.find((o) => o.id.startsWith('ally:strike:'));
  if (strike) return strike.id;
  const a = hunterAlly(state);
  if (!a?.space || a.space === state.girl.space) return null;
  const apart = board.spacesApart(state.girl.space);
  const now = apart.get(a.space) ?? 99;
  let bestId: string | null = null;
  let bestD = now;
  for (const o of open) {
    const to = readChoice(o.id, 'allyMove');
    if (to === undefined) continue;
    const d = apart.get(to) ?? 99;
    if (d < bestD) [bestId, bestD] = [o.id, d];
  }
  return bestId;
}

/**
 * Time spent on parts: a repair whenever she can (the first makes the Ally, later ones are its
 * Health), a pick-up when a Time is left over for moving or nobody is waiting to be led out.
 */
export function partsPick(state: GameState, open: readonly ChoiceOption[]): string | null {
  if (open.some((o) => o.id === 'part:repair')) return 'part:repair';
  if (open.some((o) => o.id === 'part:pick') && (state.girl.time >= 2 || state.victims.length === 0)) return 'part:pick';
  return null;
}

/**
 * Where she has errands of her own: parts lying face down, and the shut-down (or hurt) Mark V
 * while she carries parts to repair it with.
 */
export function errandSpaces(state: GameState): string[] {
  const st = state.hunter;
  if (!st) return [];
  const out = st.dropped.map((p) => p.space);
  const v = markV(state);
  if (st.backpack.length > 0 && v?.space && (v.role === 'inert' || v.role === 'ally')) out.push(v.space);
  return [...new Set(out)].sort();
}

/** Who takes an attack in a shared space: the Ally while it survives the blow, or when she would not. */
export function takeAttackPick(state: GameState, open: readonly ChoiceOption[]): string | null {
  // The question comes before the attack is under way: its prompt names the damage.
  const n = state.incoming?.damage ?? Number(/for (\d+) damage/.exec(state.pending?.prompt ?? '')?.[1] ?? 2);
  const a = hunterAlly(state);
  const allyTake = a ? open.find((o) => o.id === `take:${a.id}`) : undefined;
  const herTake = open.find((o) => o.id === 'take:girl');
  if (!allyTake) return herTake?.id ?? null;
  if (!herTake || (a as Unit).health > n || state.girl.health <= n) return allyTake.id;
  return herTake.id;
}

/** The Ally's Reaction costs no card and its cube comes back: it goes first. */
export const allyReaction = (open: readonly ChoiceOption[]): string | null => open.find((o) => o.id.startsWith('ally:react:'))?.id ?? null;

/**
 * How far the Hunter comes for her in the next Killer Action (it always targets her): its boots
 * times its Movement Value, from the Bloodlust row and the movement powers on the table.
 */
export function hunterReach(state: GameState, content: Content): number {
  const pack = content.killers[state.setup.killer];
  if (!pack) return 1;
  const row = pack.bloodlust[Math.min(state.killer.bloodlust, pack.bloodlust.length - 1)];
  const finale = state.killer.finaleRevealed ? pack.finales.find((f) => f.id === state.killer.finale) : undefined;
  const action = (finale?.action ?? pack.finaleBack.action).find((a) => a.do === 'killerAction') as { move?: number } | undefined;
  const agility = markVActive(state) && markVPower(state, 'cybernetic-agility') ? 1 : 0;
  const ai = state.hunter?.minorPowers.includes('advanced-ai') ? 1 : 0;
  return (action?.move ?? 1) * ((row?.move ?? 1) + agility + ai);
}
