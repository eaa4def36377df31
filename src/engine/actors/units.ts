/**
 * Units: every piece that acts or is acted on (the Killer, Minions, Allies, hazards), and the
 * queries that turn rule words into units. "Enemy" is a Killer or a Minion, "Killer" excludes
 * Minions, "Minion" excludes Killers (core §6.8). With the one unit 'killer' of the Core Box,
 * every plural query here gives what the one-Killer rules did.
 */
import type { KillerPack, LocationPack, UnitType } from '../../content/schema.js';
import type { Actors } from '../../content/steps.js';
import type { GameState, StepContext, Unit, UnitRole } from '../state.js';
import { say, type Run } from '../run.js';
import { killerPack, locationPack } from '../cards.js';
import { allRun, firstDefined, sumOf } from '../modules/combine.js';
import { board } from './victims.js';

/** The id of the Core Box Killer unit (and of the Volk'ar, Berith...). */
export const KILLER = 'killer';

export function unit(state: GameState, id: string): Unit | undefined {
  return state.units.find((u) => u.id === id);
}

/** The Core Box Killer unit, for Killers that are exactly one figure (the Volk'ar, Berith). */
export function killerUnit(state: GameState): Unit {
  const u = unit(state, KILLER);
  if (!u) throw new Error('this game has no Killer unit "killer"');
  return u;
}

export function unitsWith(state: GameState, roles: readonly UnitRole[]): Unit[] {
  return state.units.filter((u) => roles.includes(u.role));
}

export const killers = (state: GameState): Unit[] => unitsWith(state, ['killer']);
export const minions = (state: GameState): Unit[] => unitsWith(state, ['minion']);
export const enemies = (state: GameState): Unit[] => unitsWith(state, ['killer', 'minion']);

export function unitsAt(state: GameState, space: string, roles: readonly UnitRole[] = ['killer', 'minion', 'ally', 'hazard', 'inert']): Unit[] {
  return state.units.filter((u) => u.space === space && roles.includes(u.role));
}

/** The Active Killer: the only unit whose role is Killer; undefined with none or several (Hordes). */
export function activeKiller(state: GameState): Unit | undefined {
  const k = killers(state);
  return k.length === 1 ? k[0] : undefined;
}

const coreTypes = new WeakMap<KillerPack, UnitType>();

/** The Core Box Killer's unit type, made from its pack: the Bloodlust track's values, a Final Health token. */
function killerType(pack: KillerPack): UnitType {
  let t = coreTypes.get(pack);
  if (!t) {
    t = {
      id: pack.id, name: pack.name, text: pack.name, provenance: pack.provenance, source: pack.source,
      mark: 'K', role: 'killer', health: pack.health ?? 1, uncapped: false, move: 'track', attack: 'track',
      terrorBoots: true, stopAt: [], outOfReach: 'approach', targetFirst: true, priority: ['victim', 'girl'], kill: 'damage', healthIsCount: false, panics: 'afterKill', final: true, action: [],
    };
    coreTypes.set(pack, t);
  }
  return t;
}

/** Unit types in play: the Killer pack's own figure, then the units its pack and the Location's declare. */
export function unitTypes(killer: KillerPack, location: LocationPack): UnitType[] {
  return [killerType(killer), ...killer.units, ...location.units];
}

export function unitType(run: Run, typeId: string): UnitType {
  const found = unitTypes(killerPack(run), locationPack(run)).find((t) => t.id === typeId);
  if (!found) throw new Error(`unknown unit type "${typeId}"`);
  return found;
}

/** How the log names a unit: the Core Box Killer is "the Killer", others by their type. */
export function unitName(run: Run, unit: Unit): string {
  return unit.id === KILLER ? 'the Killer' : `the ${unitType(run, unit.type).name}`;
}

/** A unit's name on a button, without the article: "Killer", "Mark X". */
export function unitShortName(run: Run, unit: Unit): string {
  return unit.id === KILLER ? 'Killer' : unitType(run, unit.type).name;
}

/** A unit's space, or its module stand-in while it is off the board (the Volk'ar's Origin marker). */
export function referenceSpace(run: Run, unit: Unit): string | null {
  if (unit.space) return unit.space;
  return firstDefined(run.state, 'referenceSpace', run.state, unit) ?? null;
}

/** Every Killer's space or stand-in, without repeats, in order: what a card's "the Killer's space" names. */
export function killerSpaces(run: Run): string[] {
  return [...new Set(killers(run.state).map((u) => referenceSpace(run, u)).filter((sp): sp is string => sp !== null))].sort();
}

/** The Killer space closest to the Final Girl (first in order among equals), for rules that name one space. */
export function closestKillerSpace(run: Run): string | null {
  const spaces = killerSpaces(run);
  const apart = board(run).spacesApart(run.state.girl.space);
  let best: string | null = null;
  for (const sp of spaces) if (best === null || (apart.get(sp) ?? 99) < (apart.get(best) ?? 99)) best = sp;
  return best;
}

/** Where the Killer started: the Active Killer's start space, else the Setup card's Killer space. */
export function killerStartSpace(run: Run): string {
  const start = activeKiller(run.state)?.startSpace;
  if (start) return start;
  const setups = locationPack(run).setups;
  const card = setups.find((c) => c.id === run.state.setupCard) ?? setups.find((c) => c.formerIds.includes(run.state.setupCard));
  return card?.killer ?? (setups[0]?.killer as string);
}

function matches(u: Unit, by: Actors): boolean {
  if (typeof by === 'object') return u.type === by.type;
  if (by === 'killers') return u.role === 'killer';
  if (by === 'minions') return u.role === 'minion';
  return u.role === 'killer' || u.role === 'minion';
}

/**
 * Who performs a Killer Action, in order: Minions before Killers (core §6.8); among each, the one
 * closest to the Final Girl by Enemy movement first, then the order they came into play (our
 * reading of OPEN-7, as the fan engine does). Units off the board act only through a stand-in.
 */
export function actingUnits(run: Run, by: Actors): Unit[] {
  const dist = (u: Unit) => {
    const sp = referenceSpace(run, u);
    return sp ? (board(run).distances(sp, 'enemy').get(run.state.girl.space) ?? 99) : 99;
  };
  const idle = (u: Unit) => (u.idleUntilTurn ?? 0) > run.state.turn;
  const acting = run.state.units.filter((u) => matches(u, by) && !idle(u) && (u.space !== null || referenceSpace(run, u) !== null));
  const rank = (u: Unit) => (u.role === 'minion' ? 0 : 1);
  return acting
    .map((u, i) => ({ u, i, d: dist(u) }))
    .sort((a, b) => rank(a.u) - rank(b.u) || a.d - b.d || a.i - b.i)
    .map((x) => x.u);
}

/**
 * The Bloodlust row the marker is on. A game stored before its track got shorter (Berith's went
 * from 10 rows to the wiki's 9) may sit past the top: it reads the top row.
 */
export function bloodlustRow(run: Run) {
  const rows = killerPack(run).bloodlust;
  return rows[Math.min(run.state.killer.bloodlust, rows.length - 1)];
}

/**
 * Whether a unit moves for a card's Killer Action: on Terror and Event cards a type that ignores
 * their boot icons (Zombies) ignores a number of spaces printed there too, as either would move it
 * again in the Killer phase; a module may say otherwise (Runners).
 */
export function movesOnCard(run: Run, unit: Unit, from: StepContext['from']): boolean {
  if (from !== 'terror' && from !== 'event') return true;
  return firstDefined(run.state, 'terrorBoots', run, unit) ?? unitType(run, unit.type).terrorBoots;
}

/** A unit's Movement Value: its type's, or the Bloodlust row's; 0 on cards it does not move for. */
export function moveValue(run: Run, unit: Unit, from: StepContext['from']): number {
  if (!movesOnCard(run, unit, from)) return 0;
  const t = unitType(run, unit.type);
  const bonus = sumOf(run.state, 'moveBonus', run, unit);
  return (t.move === 'track' ? (bloodlustRow(run)?.move ?? 0) : t.move) + bonus;
}

/** Damage of one attack by a unit: its type's, the Bloodlust row's, or (a group) one per unit of its type in its space. */
export function attackValue(run: Run, unit: Unit): number {
  const t = unitType(run, unit.type);
  if (t.attack === 'group') return unit.space ? unitsAt(run.state, unit.space).filter((x) => x.type === unit.type).length : 1;
  return t.attack === 'track' ? (bloodlustRow(run)?.attack ?? 1) : t.attack;
}

/** Victims do not follow the Final Girl into this unit's space (Killers and hazards, unless its type says). */
export function blocksFollowing(run: Run, unit: Unit): boolean {
  const t = unitType(run, unit.type);
  return t.blocksFollowing ?? (unit.role === 'killer' || unit.role === 'hazard');
}

/**
 * Brings up to n units of a type into play at a space. The supply caps how many are on the
 * board: an instruction to spawn with none left is ignored (core §6.8). Spawned in a Killer
 * phase by a type that waits, a unit first acts next turn (`idleUntilTurn`, set by modules).
 */
export function spawnUnits(run: Run, typeId: string, count: number, space: string): Unit[] {
  const t = unitType(run, typeId);
  if (board(run).isClosed(space)) {
    say(run, `${board(run).label(space)} is closed: no ${t.name} can be placed there.`);
    return [];
  }
  const onBoard = run.state.units.filter((u) => u.type === typeId).length;
  const room = t.supply === undefined ? count : Math.max(0, Math.min(count, t.supply - onBoard));
  const made: Unit[] = [];
  for (let i = 0; i < room; i++) {
    const u: Unit = {
      id: `${typeId}-${run.state.nextUnitId++}`, type: typeId, role: t.role, space, startSpace: space,
      health: t.health, maxHealth: t.uncapped ? null : t.health, final: null,
    };
    run.state.units.push(u);
    made.push(u);
  }
  if (made.length) say(run, `${made.length} ${t.name}${made.length > 1 ? ' units' : ''} ${made.length > 1 ? 'appear' : 'appears'} at ${board(run).label(space)}.`, 'units');
  if (room < count) say(run, `No ${t.name} token is left in the box: ${count - room} cannot be placed.`, 'units');
  settle(run, space);
  return made;
}

/** Moves a unit one space: modules react to the entry (Piranhas!), then units there may join. */
export function stepUnit(run: Run, unit: Unit, to: string): void {
  unit.space = to;
  allRun(run.state, 'onEnter', run, { kind: 'unit', unit: unit }, to);
  settle(run, to);
}

/** Units of a type that `joins` another merge into one of that type in the same space: removed, +1 Health each. */
export function settle(run: Run, space: string): void {
  for (const u of unitsAt(run.state, space)) {
    const into = unitType(run, u.type).joins;
    if (!into) continue;
    const host = unitsAt(run.state, space).find((x) => x.type === into);
    if (!host) continue;
    run.state.units = run.state.units.filter((x) => x.id !== u.id);
    host.health += 1;
    if (host.maxHealth !== null) host.maxHealth = Math.max(host.maxHealth, host.health);
    // A Final Health token still in play is one Health more than the markers (the Pack: its Raptors).
    const health = host.final ? `${host.health + 1} Health: ${host.health} markers + its Final Health token` : `${host.health} Health`;
    say(run, `${unitName(run, u)} joins ${unitName(run, host)} at ${board(run).label(space)} (${health}).`, 'units');
  }
}
