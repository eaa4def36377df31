/**
 * Repairing the Mark V and the Mark V Ally (seed 002). Readings, tested in test/engine/hunter.test.ts:
 * - A repair flips the first part in her backpack: all are face down, so which one is no choice.
 * - The Ally's Reaction row protects whoever is attacked in the Ally's own space (her or itself).
 * - Her Reaction cards and items defend only her; an attack she gives to the Ally is the Ally's.
 * - The Ally's damage row hits a Killer in its space (range 0; 0-1 with the M134 under the card).
 * - The Ally moves like her (it may not cross what she may not); a Move row uses the quicker free row.
 * - Reinforced Endoskeleton under the Ally card: its strip prints the card's own words, "The Mark V
 *   ignores all [red icon] effects. ([yellow icon] effects still apply.)", so it takes the card's
 *   colours: red is the damage an attack itself deals, which on the Ally is an Enemy's attack, and
 *   "ignores" is the whole of it (no defence, no Bloodlust); yellow is damage that is no attack
 *   (a card that names the Ally, a hazard), which lands in full.
 */
import type { ChoiceOption, GameState, Unit } from '../../state.js';
import { say, type Run } from '../../run.js';
import { choiceId, readChoice } from '../../choiceId.js';
import { uncapitalised } from '../../wording.js';
import { changeTime } from '../../actors/girl.js';
import { hurtUnit } from '../../actors/killer.js';
import { killers, stepUnit, unitName, unitShortName } from '../../actors/units.js';
import { fitShort, option } from '../../options.js';
import { board, boardOfState } from '../../actors/victims.js';
import type { Content } from '../../../content/load.js';
import type { AllyRow, HunterSheet } from '../../../content/allyCard.js';
import { killerPack } from '../../cards.js';
import { ally, allyStrip, hunter, markV } from './models.js';
import { partFace } from './parts.js';

function sheet(c: Content): HunterSheet {
  if (!c.hunterSheet) throw new Error('assets/killers/hunter/sheet.json is missing');
  return c.hunterSheet;
}

const free = (run: Run, row: AllyRow) => hunter(run).cubes[row.id] === undefined;

export function repairOption(run: Run): ChoiceOption[] {
  const v = markV(run.state);
  const st = hunter(run);
  if (!v || (v.role !== 'inert' && v.role !== 'ally') || v.space !== run.state.girl.space || st.backpack.length === 0 || run.state.girl.time < 1) return [];
  return [option('part:repair', 'Repair the Mark V with a Cybernetic Part (1 Time)', 'Cybernetic Parts', 'Repair the Mark V with a Part (1 Time)')];
}

export function repair(run: Run): void {
  const st = hunter(run);
  const v = markV(run.state);
  const part = st.backpack.shift();
  if (!v || !part) return;
  changeTime(run, -1);
  const first = v.role === 'inert';
  v.role = 'ally';
  v.health += part.value;
  st.allyBase += part.value;
  st.repairs += 1;
  st.repairTurn = run.state.turn;
  st.allyPeakHealth = Math.max(st.allyPeakHealth, v.health);
  say(run, `You flip a part from your backpack: ${partFace(part)}. The Mark V gains ${part.value} Health (now ${v.health}).`, 'units');
  if (first) say(run, `The Mark V is your Ally now: the ${sheet(run.content).ally.name} card and its ${sheet(run.content).ally.cubes} Action cubes come into play.`, 'units');
}

/** Spaces the Ally can reach with one Move row, with the path to each (first found by space id). */
function allyMoves(run: Run, from: string, steps: number): Map<string, string[]> {
  const b = board(run);
  const reached = new Map<string, string[]>([[from, []]]);
  let frontier = [from];
  for (let i = 0; i < steps; i++) {
    const next: string[] = [];
    for (const sp of frontier.sort()) {
      for (const m of b.moves(sp, 'girl')) {
        if (reached.has(m.to)) continue;
        reached.set(m.to, [...(reached.get(sp) ?? []), ...m.path]);
        next.push(m.to);
      }
    }
    frontier = next;
  }
  reached.delete(from);
  return reached;
}

function strikeTargets(run: Run, a: Unit): Unit[] {
  const reach = allyStrip(run.state, 'm134-minigun-armament') ? 1 : 0;
  const apart = board(run).spacesApart(a.space as string);
  return killers(run.state).filter((k) => k.space !== null && (apart.get(k.space) ?? 99) <= reach);
}

const moveRow = (run: Run, rows: readonly AllyRow[]) => rows.filter((r) => r.does === 'move' && free(run, r)).sort((x, y) => x.spaces - y.spaces)[0];

export function allyActionOptions(run: Run): ChoiceOption[] {
  const a = ally(run.state);
  if (!a?.space) return [];
  const rows = sheet(run.content).ally.rows.filter((r) => r.kind === 'action');
  const options: ChoiceOption[] = [];
  const b = board(run);
  const strike = rows.find((r) => r.does === 'strike' && free(run, r));
  if (strike) {
    const n = strike.n + (allyStrip(run.state, 'm134-minigun-armament') ? 1 : 0);
    for (const k of strikeTargets(run, a)) {
      const at = b.label(k.space as string);
      options.push(option(choiceId('allyStrike', k.id), `Mark V Ally: ${n} damage to ${unitName(run, k)} at ${at}`, 'Mark V Ally', `Ally: ${n} dmg → ${unitShortName(run, k)} (${at})`));
    }
  }
  const move = moveRow(run, rows);
  if (move) {
    const steps = move.n + (allyStrip(run.state, 'cybernetic-agility') ? 1 : 0);
    for (const to of [...allyMoves(run, a.space, steps).keys()].sort()) options.push(option(choiceId('allyMove', to), `Mark V Ally: move to ${b.label(to)}`, 'Mark V Ally', `Ally: move to ${b.label(to)}`));
  }
  return options;
}

export function allyAction(run: Run, id: string): boolean {
  const a = ally(run.state);
  const st = hunter(run);
  if (!a?.space) return false;
  const rows = sheet(run.content).ally.rows;
  const struck = readChoice(id, 'allyStrike');
  if (struck !== undefined) {
    const row = rows.find((r) => r.does === 'strike') as AllyRow;
    const target = run.state.units.find((u) => u.id === struck);
    if (!target) return false;
    st.cubes[row.id] = 0;
    const n = row.n + (allyStrip(run.state, 'm134-minigun-armament') ? 1 : 0);
    say(run, `The Mark V Ally fires at ${unitName(run, target)} for ${n} damage.`, 'play');
    st.allyStriking = true;
    hurtUnit(run, target, n, 'the Mark V Ally', a);
    st.allyStriking = false;
    return true;
  }
  const movedTo = readChoice(id, 'allyMove');
  if (movedTo !== undefined) {
    const row = moveRow(run, rows);
    if (!row) return false;
    const steps = row.n + (allyStrip(run.state, 'cybernetic-agility') ? 1 : 0);
    const path = allyMoves(run, a.space, steps).get(movedTo);
    if (!path) return false;
    st.cubes[row.id] = 0;
    for (const sp of path) if (run.state.units.includes(a)) stepUnit(run, a, sp);
    say(run, `The Mark V Ally moves to ${board(run).label(a.space)}.`, 'units');
    return true;
  }
  return false;
}

export function allyDefenceOptions(run: Run, on: Unit | 'girl'): ChoiceOption[] {
  const a = ally(run.state);
  const row = sheet(run.content).ally.rows.find((r) => r.kind === 'reaction' && free(run, r));
  const space = on === 'girl' ? run.state.girl.space : on.space;
  if (!a || !row || a.space !== space) return [];
  const does = uncapitalised(row.name);
  return [option(`ally:react:${row.id}`, `Mark V Ally: ${does}`, 'Defend', fitShort(`Mark V Ally: ${does}`, `Ally: ${does}`))];
}

export function allyDefence(run: Run, id: string): boolean {
  const row = sheet(run.content).ally.rows.find((r) => `ally:react:${r.id}` === id);
  const inc = run.state.incoming;
  if (!row || !inc) return false;
  hunter(run).cubes[row.id] = 0;
  inc.damage = Math.max(0, inc.damage - row.n);
  say(run, `The Mark V Ally steps in: the attack's damage drops to ${inc.damage}.`, 'play');
  return true;
}

/** Reinforced Endoskeleton's strip: an attack given to the Ally is ignored whole. */
export function allyIgnoresAttack(run: Run, unit: Unit): string | undefined {
  if (ally(run.state)?.id !== unit.id || !allyStrip(run.state, 'reinforced-endoskeleton')) return undefined;
  return killerPack(run).darkPowers.find((d) => d.id === 'reinforced-endoskeleton')?.name;
}

/** Upkeep: every cube moves one space right and leaves the card past its row's last space; Bio Tissue mends. */
export function allyUpkeep(run: Run): void {
  const st = hunter(run);
  if (!run.content.hunterSheet) return;
  for (const row of sheet(run.content).ally.rows) {
    const at = st.cubes[row.id];
    if (at === undefined) continue;
    if (at + 1 >= row.spaces) delete st.cubes[row.id];
    else st.cubes[row.id] = at + 1;
  }
  const a = ally(run.state);
  if (a && allyStrip(run.state, 'titanium-laced-bio-tissue') && a.health < st.allyBase) {
    a.health += 1;
    say(run, `Titanium-Laced Bio Tissue: the Mark V Ally mends 1 Health (now ${a.health}).`, 'unit-health');
  }
}

/** The Ally card as the table sees it: each row and where its cube stands (null: free). */
export function allyView(state: GameState, content: Content) {
  const a = ally(state);
  const st = state.hunter;
  if (!a || !st || !content.hunterSheet) return null;
  return {
    name: content.hunterSheet.ally.name,
    space: a.space,
    spaceLabel: a.space ? boardOfState(state, content).label(a.space) : null,
    health: a.health,
    power: content.killers[state.setup.killer]?.darkPowers.find((d) => d.id === st.allyPower)?.name ?? null,
    rows: content.hunterSheet.ally.rows.map((r) => ({ id: r.id, name: r.name, short: r.short, kind: r.kind, spaces: r.spaces, cube: st.cubes[r.id] ?? null })),
  };
}
