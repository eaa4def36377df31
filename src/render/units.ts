import type { PublicView } from '../engine/index.js';

/** One unit of the public view: the Killer, a Horde, a Minion, an Ally, a hazard... */
export type ViewUnit = PublicView['units'][number];
export type ViewUnitRole = ViewUnit['role'];

/** The Core Box Killer's unit: drawn as the "K" chip and described by `view.killer`. */
const CORE_UNIT_ID = 'killer';

/**
 * The view's units. A view saved before units existed (the golden images' views) gets the one
 * Killer unit `view.killer` describes, so both draw the same picture.
 */
export function unitsOf(view: PublicView): readonly ViewUnit[] {
  const units = (view as { units?: readonly ViewUnit[] }).units;
  if (units) return units;
  const k = view.killer;
  return [{ id: CORE_UNIT_ID, type: view.setup.killer, name: k.name, mark: 'K', role: 'killer', space: k.space, spaceLabel: k.spaceLabel, health: k.health, maxHealth: k.maxHealth, finalHealth: k.finalHealth, idle: false }];
}

/**
 * Whether the Killer pack has a figure and a Killer board of its own (the Core Box Killer unit,
 * placed at setup and kept in the units to the end, even once dead). A pack may have none
 * (its Health is null): other Killers (Hordes) are its Killers, so `view.killer`'s Health, Final
 * Health and space mean nothing of their own.
 */
export function hasKillerBoard(view: PublicView): boolean {
  return unitsOf(view).some((u) => u.id === CORE_UNIT_ID);
}

/**
 * Whether `view.killer`'s space is the Core Box Killer's own. False when other Killers (Hordes)
 * stand in for it, or when the pack has no Killer figure at all: its space is then null without
 * meaning "Concealed" or "off the board".
 */
export function killerSpaceIsOwn(view: PublicView): boolean {
  const units = unitsOf(view);
  return units.some(isCoreKiller) || (hasKillerBoard(view) && !units.some((u) => u.role === 'killer'));
}

/** The Core Box Killer's unit while it is a Killer (the Mark V may become inert, then an Ally). */
function isCoreKiller(u: ViewUnit): boolean {
  return u.id === CORE_UNIT_ID && u.role === 'killer';
}

/**
 * Every unit but the Core Box Killer while it is a Killer (the Killer panel and line give its
 * facts); a shut-down Mark V (the core unit, inert) is one of them.
 */
export function extraUnits(view: PublicView): ViewUnit[] {
  return unitsOf(view).filter((u) => !isCoreKiller(u));
}

/** Lines nobody may cross now (Electric Fences); empty in views saved before they existed. */
export function cutLines(view: PublicView): readonly (readonly [string, string])[] {
  return (view.board as { cut?: [string, string][] }).cut ?? [];
}

/** Spaces nobody may enter now (Lava); empty in views saved before they existed. */
export function closedSpaces(view: PublicView): readonly string[] {
  return (view.board as { closed?: string[] }).closed ?? [];
}

/**
 * The letters on each one-chip unit (every role but Minions), by unit id: its mark, numbered in
 * view order when several units share it ("H1", "H2", "H3"). The Core Box Killer keeps its "K".
 * Other Killers (Hordes) are numbered even alone: a lone "H" would read as the Huey's "H".
 */
export function unitLabels(view: PublicView): Map<string, string> {
  const single = unitsOf(view).filter((u) => u.role !== 'minion');
  const counts = new Map<string, number>();
  for (const u of single) if (u.id !== CORE_UNIT_ID) counts.set(u.mark, (counts.get(u.mark) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const u of single) {
    if (u.id === CORE_UNIT_ID || (u.role !== 'killer' && (counts.get(u.mark) ?? 0) < 2)) {
      out.set(u.id, u.mark);
      continue;
    }
    const n = (seen.get(u.mark) ?? 0) + 1;
    seen.set(u.mark, n);
    out.set(u.id, `${u.mark}${n}`);
  }
  return out;
}

/** The Minions in one space of one type: one counted chip ("R3"). */
export interface MinionStack {
  type: string;
  name: string;
  mark: string;
  space: string;
  count: number;
  idle: number;
}

/** Minions on the board, one stack per space and type, in view order. */
export function minionStacks(view: PublicView): MinionStack[] {
  const stacks = new Map<string, MinionStack>();
  for (const u of unitsOf(view)) {
    if (u.role !== 'minion' || u.space === null) continue;
    const key = `${u.space}|${u.type}`;
    const stack = stacks.get(key) ?? { type: u.type, name: u.name, mark: u.mark, space: u.space, count: 0, idle: 0 };
    stack.count += 1;
    if (u.idle) stack.idle += 1;
    stacks.set(key, stack);
  }
  return [...stacks.values()];
}

/**
 * The Killer panel's chip: the Core Box Killer's mark ("K"; the Pack's "P"), else the mark the
 * Killers in play share (Hordes' "H"), else `fallback` ("K").
 */
export function panelMark(view: PublicView, fallback = 'K'): string {
  const units = unitsOf(view);
  const core = units.find(isCoreKiller);
  if (core) return core.mark;
  const marks = new Set(units.filter((u) => u.role === 'killer').map((u) => u.mark));
  return marks.size === 1 ? ([...marks][0] as string) : fallback;
}

/**
 * Health at 0 with the white Final Health token (after a comeback): alive, on the last stand;
 * the next damage removes the token and kills (core 6.6). Never to read as dead.
 */
export function onLastStand(who: { health: number; finalHealth: string }): boolean {
  return who.health === 0 && who.finalHealth === 'white';
}

/** The Final Health token in words: "white", "white: last stand", "face down: last Health". */
export function finalHealthText(who: { health: number; finalHealth: string }): string {
  if (onLastStand(who)) return 'white: last stand, alive until the next damage';
  if (who.health === 0 && who.finalHealth === 'face down') return 'face down: the last Health, alive';
  return who.finalHealth;
}

/** "7" for no upper limit, else "4/5". */
export function healthText(unit: Pick<ViewUnit, 'health' | 'maxHealth'>): string {
  return unit.maxHealth === null ? String(unit.health) : `${unit.health}/${unit.maxHealth}`;
}

/**
 * Whether a unit's Health is worth showing: not a Minion's, nor a hazard's (the T-Rex cannot be
 * hurt), nor a unit without any.
 */
export function showsHealth(unit: ViewUnit): boolean {
  return unit.role !== 'minion' && unit.role !== 'hazard' && !(unit.health === 0 && (unit.maxHealth === null || unit.maxHealth === 0));
}

/** The extra units, grouped by type and role, in the order they came into play. */
export interface UnitGroup {
  type: string;
  role: ViewUnitRole;
  name: string;
  units: ViewUnit[];
}

export function unitGroups(view: PublicView): UnitGroup[] {
  const groups = new Map<string, UnitGroup>();
  for (const u of extraUnits(view)) {
    const key = `${u.type}|${u.role}`;
    const g = groups.get(key) ?? { type: u.type, role: u.role, name: u.name, units: [] };
    g.units.push(u);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** "Horde" -> "Hordes", "T-Rex" -> "T-Rexes". */
function pluralName(name: string): string {
  return /(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`;
}

/** What a role adds after a group's name ("Mark X (Ally)"); Killers and Minions need nothing. */
const ROLE_NOTE: Record<ViewUnitRole, string> = { killer: '', minion: '', ally: ' (Ally)', hazard: ' (hazard)', inert: ' (inert)' };

/**
 * Where a group of Minions is: "3 at Cabin (1 idle)" in one space; over several, the total and
 * the spaces, the fullest first ("12 on the board (Gatehouse 3, Nave 2 with 1 idle, …)"), so a
 * dozen Minions read as one short entry. Minions off the board come last ("2 off the board").
 */
function minionEntries(units: readonly ViewUnit[], labelOf: (id: string) => string): string[] {
  const bySpace = new Map<string, { count: number; idle: number }>();
  let off = 0;
  for (const u of units) {
    if (u.space === null) {
      off += 1;
      continue;
    }
    const at = bySpace.get(u.space) ?? { count: 0, idle: 0 };
    at.count += 1;
    if (u.idle) at.idle += 1;
    bySpace.set(u.space, at);
  }
  const spaces = [...bySpace].sort(([, a], [, b]) => b.count - a.count);
  const entries: string[] = [];
  const only = spaces.length === 1 ? spaces[0] : undefined;
  if (only) {
    const [space, { count, idle }] = only;
    entries.push(`${count} at ${labelOf(space)}${idle ? ` (${idle} idle)` : ''}`);
  } else if (spaces.length > 1) {
    const total = spaces.reduce((n, [, at]) => n + at.count, 0);
    const list = spaces.map(([space, { count, idle }]) => `${labelOf(space)} ${count}${idle ? ` with ${idle} idle` : ''}`);
    entries.push(`${total} on the board (${list.join(', ')})`);
  }
  if (off) entries.push(`${off} off the board`);
  return entries;
}

/**
 * One text line's parts per extra group, for the bot's summary, the terminal and the alt text:
 * a heading ("Hordes", or the singular name when `plural` is false or there is one unit) and its
 * entries ("H1 at Cabin (7 Health)", "H2 at Lake (3)"; Minions "3 at Cabin (1 idle)" or
 * "12 on the board (Gatehouse 3, Nave 2, …)", see minionEntries).
 */
export function unitGroupTexts(view: PublicView, plural = true): { role: ViewUnitRole; heading: string; entries: string[] }[] {
  const labels = unitLabels(view);
  const labelOf = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  return unitGroups(view).map((g) => {
    const heading = `${plural && g.units.length > 1 ? pluralName(g.name) : g.name}${ROLE_NOTE[g.role]}`;
    if (g.role === 'minion') return { role: g.role, heading, entries: minionEntries(g.units, labelOf) };
    let healthNamed = false;
    const entries = g.units.map((u) => {
      const where = u.space === null ? 'off the board' : `at ${u.spaceLabel ?? labelOf(u.space)}`;
      const notes: string[] = [];
      if (showsHealth(u)) {
        // A Final Health token still in play is one Health more than the markers: say so, so the
        // Pack's "4 Health" does not sit beside a Pack of 5 unexplained (issue 34).
        const token = u.finalHealth === 'face down' || u.finalHealth === 'white' ? ' + Final Health token' : '';
        notes.push(healthNamed ? `${healthText(u)}${token}` : `${healthText(u)} Health${token}`);
        healthNamed = true;
      }
      if (u.idle) notes.push('idle');
      return `${labels.get(u.id) ?? u.mark} ${where}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    });
    return { role: g.role, heading, entries };
  });
}

/** The board's cut lines (as pairs of space names) and closed spaces' names, or null when there are none. */
export function boardChanges(view: PublicView): { cut: [string, string][]; closed: string[] } | null {
  const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  const cut = cutLines(view).map(([a, b]): [string, string] => [label(a), label(b)]);
  const closed = closedSpaces(view).map(label);
  return cut.length || closed.length ? { cut, closed } : null;
}
