/**
 * Cybernetic Parts (seed 002): the Mark V is destroyed part by part, 2 damage a part, damage adding
 * up over one phase only; each destroyed part lands face down by a die roll and the panic numbers
 * of the Mark V's space (a face with no arrow: in its space). She picks parts up for 1 Time each
 * in their space during the Action phase, face down into her backpack.
 */
import type { ChoiceOption, GameState, Unit } from '../../state.js';
import { say, type Run } from '../../run.js';
import { rollDie } from '../../dice.js';
import { board, boardOfState } from '../../actors/victims.js';
import { changeTime } from '../../actors/girl.js';
import { item } from '../../cards.js';
import type { Content } from '../../../content/load.js';
import { hunter, learn, markVPower, phaseKey } from './models.js';
import { defeat } from './shutdown.js';
import type { Part } from './state.js';
import { fitShort, option } from '../../options.js';

/** Damage that destroys one Cybernetic Part (seed 002). */
export const DAMAGE_PER_PART = 2;

/** How a face-down part's value would read once flipped: the hidden fact, and the words of the flip. */
export const partFace = (part: Part): string => `Cybernetic Part token ${part.id} shows ${part.value}`;

/**
 * Of an attack card's damage, the weapon bonus (yellow) that Reinforced Endoskeleton lets through:
 * a bonus rides on the card's first damage only, so a later icon carries none.
 */
function yellowPart(run: Run, n: number, why: string): number {
  const atk = run.state.attack;
  if (why === 'Retaliate') return 0;
  if (why !== 'your attack' || !atk) return n;
  if (atk.dealt !== n) return 0;
  const bonus = atk.weapons.reduce((sum, w) => sum + (item(run, w).weapon?.bonus ?? 0), 0);
  return Math.min(n, bonus);
}

/** Damage to the active Mark V: it never loses Health markers; damage becomes destroyed parts. */
export function damageMarkV(run: Run, unit: Unit, count: number, why: string): void {
  const st = hunter(run);
  let left = count;
  if (markVPower(run.state, 'reinforced-endoskeleton')) {
    const through = yellowPart(run, left, why);
    if (through < left) say(run, `Reinforced Endoskeleton: the Mark V ignores ${left - through} damage.`, 'killer-health');
    left = through;
  }
  const key = phaseKey(run.state);
  if (left > 0 && markVPower(run.state, 'titanium-laced-bio-tissue') && st.tissueKey !== key) {
    st.tissueKey = key;
    left -= 1;
    say(run, 'Titanium-Laced Bio Tissue soaks the first damage of this phase.', 'killer-health');
  }
  if (left <= 0) return;
  if (st.phaseKey !== key) {
    st.phaseKey = key;
    st.phaseDamage = 0;
  }
  st.phaseDamage += left;
  say(run, `The Mark V takes ${left} damage (${why}); ${st.phaseDamage} this phase.`, 'killer-health');
  learn(run);
  while (st.phaseDamage >= DAMAGE_PER_PART && st.stack.length > 0 && unit.role === 'killer') {
    st.phaseDamage -= DAMAGE_PER_PART;
    destroyPart(run, unit);
  }
}

function destroyPart(run: Run, v: Unit): void {
  const st = hunter(run);
  const part = st.stack.shift() as Part;
  const b = board(run);
  const from = v.space as string;
  const face = rollDie(run);
  const arrow = b.panicTarget(from, face);
  const to = arrow && b.canStep(from, arrow) ? arrow : from;
  st.dropped.push({ ...part, space: to });
  v.health = st.stack.length;
  if (st.partsTurn !== run.state.turn) {
    st.partsTurn = run.state.turn;
    st.partsThisTurn = 0;
  }
  st.partsThisTurn += 1;
  st.mostPartsInATurn = Math.max(st.mostPartsInATurn, st.partsThisTurn);
  say(run, `A Cybernetic Part is destroyed (rolled ${face}): its token lands face down at ${b.label(to)}. ${st.stack.length} left on the Mark V.`, 'killer-health');
  if (st.stack.length === 0) defeat(run, v);
}

export function pickupOption(run: Run): ChoiceOption[] {
  const st = hunter(run);
  const n = st.dropped.filter((p) => p.space === run.state.girl.space).length;
  if (n === 0 || run.state.girl.time < 1) return [];
  const cost = `(1 Time${n > 1 ? `, ${n} here` : ''})`;
  return [option('part:pick', `Pick up a Cybernetic Part ${cost}`, 'Cybernetic Parts', fitShort(`Pick up a Cybernetic Part ${cost}`, `Pick up a Part ${cost}`))];
}

export function pickUp(run: Run): void {
  const st = hunter(run);
  const i = st.dropped.findIndex((p) => p.space === run.state.girl.space);
  if (i < 0) return;
  const [{ space: _space, ...part }] = st.dropped.splice(i, 1) as [Part & { space: string }];
  st.backpack.push(part);
  changeTime(run, -1);
  say(run, `You pick up a Cybernetic Part and put it in your backpack, face down (${st.backpack.length} carried).`, 'item');
}

/** The parts on the board, by space, as the table sees them (face down: how many, never what). */
export function droppedView(state: GameState, content: Content): { space: string; spaceLabel: string; count: number }[] {
  const st = state.hunter;
  if (!st) return [];
  const b = boardOfState(state, content);
  const spaces = [...new Set(st.dropped.map((p) => p.space))].sort();
  return spaces.map((space) => ({ space, spaceLabel: b.label(space), count: st.dropped.filter((p) => p.space === space).length }));
}

/** Every face-down part's value, as it would be told once flipped: none may show before. */
export function partHiddenFacts(state: GameState): string[] {
  const st = state.hunter;
  if (!st) return [];
  return [...st.stack, ...st.dropped, ...st.backpack].map(partFace);
}
