import type { LocationPack, Space, SpaceIcon } from '../../content/schema.js';

/** Who is moving: one-way edges chain into a single move for everyone but Enemies (the River). */
type Mover = 'girl' | 'victim' | 'enemy';

/** A move of one "space" of movement: the spaces entered in order, the last being where it ends. */
interface StepMove {
  to: string;
  path: string[];
}

/**
 * What modules change on the printed board right now, reported from their own state and never
 * stored: lines nobody crosses and that no longer count as adjacent (Electric Fences), spaces
 * nobody enters, is placed or spawns in (Lava), extra lines for some movers (a Vehicle's).
 * `softCuts`: when a target cannot be reached across the cuts, measure on the printed board
 * (Isla Lagarto's fences).
 */
export interface BoardMods {
  cut: [string, string][];
  closed: string[];
  extra: { a: string; b: string; oneWay: boolean; movers: Mover[] }[];
  softCuts: boolean;
}

export const NO_MODS: BoardMods = { cut: [], closed: [], extra: [], softCuts: false };

/** A Location board compiled for queries. */
export interface Board {
  spaces: ReadonlyMap<string, Space>;
  /** The board as printed, without any module's changes (for the soft-cut fallback). */
  printed: Board;
  /** The board without its cut lines but with its closed spaces (the soft-cut fallback: no fences, lava still there). */
  uncut: Board;
  mods: BoardMods;
  isClosed(id: string): boolean;
  /** Spaces connected by a line, in either direction (upriver still counts as adjacent). */
  adjacent(id: string): readonly string[];
  /** Whether one may step from `a` to `b` (not against a one-way arrow). */
  canStep(first: string, second: string): boolean;
  /** Moves worth one space of movement from `from` for this mover. */
  moves(from: string, mover: Mover): StepMove[];
  /** Shortest number of moves from `from` to every reachable space. */
  distances(from: string, mover: Mover): ReadonlyMap<string, number>;
  /** Spaces apart along lines, ignoring arrows: what weapon ranges count. */
  spacesApart(from: string): ReadonlyMap<string, number>;
  /** The space's printed name, or its mark for unnamed spaces. */
  label(id: string): string;
  isNamed(id: string): boolean;
  hasIcon(id: string, icon: SpaceIcon): boolean;
  /** Where a panicking Victim goes on this die face (undefined = stays). */
  panicTarget(id: string, face: number): string | undefined;
}

const cache = new WeakMap<LocationPack, Map<string, Board>>();

/** The printed board of a Location. */
export function boardOf(pack: LocationPack): Board {
  return boardWith(pack, NO_MODS);
}

/** The board with modules' changes applied, compiled once per distinct set of changes. */
export function boardWith(pack: LocationPack, mods: BoardMods): Board {
  let byMods = cache.get(pack);
  if (!byMods) {
    byMods = new Map();
    cache.set(pack, byMods);
  }
  const key = modsKey(mods);
  let board = byMods.get(key);
  if (!board) {
    board = compile(pack, mods, key === '' ? null : boardOf(pack));
    byMods.set(key, board);
  }
  return board;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function modsKey(m: BoardMods): string {
  if (!m.cut.length && !m.closed.length && !m.extra.length) return '';
  return JSON.stringify([m.cut.map(([a, b]) => pairKey(a, b)).sort(), [...m.closed].sort(), m.extra.map((e) => JSON.stringify(e)).sort(), m.softCuts]);
}

/** Merges what several modules report. */
export function mergeMods(list: readonly (BoardMods | undefined)[]): BoardMods {
  const out: BoardMods = { cut: [], closed: [], extra: [], softCuts: false };
  for (const m of list) {
    if (!m) continue;
    out.cut.push(...m.cut);
    out.closed.push(...m.closed);
    out.extra.push(...m.extra);
    out.softCuts ||= m.softCuts;
  }
  return out;
}

function compile(pack: LocationPack, mods: BoardMods, printed: Board | null): Board {
  const spaces = new Map(pack.board.spaces.map((s) => [s.id, s]));
  const cut = new Set(mods.cut.map(([a, b]) => pairKey(a, b)));
  const closed = new Set(mods.closed);
  const open = (a: string, b: string) => !cut.has(pairKey(a, b)) && !closed.has(a) && !closed.has(b);
  const adjacent = new Map<string, string[]>([...spaces.keys()].map((id) => [id, []]));
  const forward = new Map<string, string[]>([...spaces.keys()].map((id) => [id, []]));
  const oneWayNext = new Map<string, string>();
  for (const e of pack.board.edges) {
    // Nobody enters a closed space, but someone found in one (a Concealed Killer coming back at
    // her Origin) may still step out of it; its lines do not count as adjacent.
    if (!cut.has(pairKey(e.a, e.b)) && closed.has(e.a) !== closed.has(e.b)) {
      if (closed.has(e.a)) forward.get(e.a)?.push(e.b);
      else if (!e.oneWay) forward.get(e.b)?.push(e.a);
      continue;
    }
    if (!open(e.a, e.b)) continue;
    adjacent.get(e.a)?.push(e.b);
    adjacent.get(e.b)?.push(e.a);
    forward.get(e.a)?.push(e.b);
    if (e.oneWay) oneWayNext.set(e.a, e.b);
    else forward.get(e.b)?.push(e.a);
  }
  for (const list of [...adjacent.values(), ...forward.values()]) list.sort();
  const extraFor = (from: string, mover: Mover): string[] =>
    mods.extra
      .filter((e) => e.movers.includes(mover) && open(e.a, e.b))
      .flatMap((e) => (e.a === from ? [e.b] : e.b === from && !e.oneWay ? [e.a] : []));

  const moves = (from: string, mover: Mover): StepMove[] => {
    const result: StepMove[] = [];
    for (const to of [...(forward.get(from) ?? []), ...extraFor(from, mover)]) {
      result.push({ to, path: [to] });
      // Downriver, everyone but Enemies may go on to any further River space for the same move.
      if (mover !== 'enemy' && oneWayNext.get(from) === to) {
        const path = [to];
        let cur = to;
        for (let next = oneWayNext.get(cur); next && !path.includes(next); next = oneWayNext.get(cur)) {
          path.push(next);
          result.push({ to: next, path: [...path] });
          cur = next;
        }
      }
    }
    return result;
  };

  const cache = new Map<string, Map<string, number>>();
  /** Breadth-first distances from `from` over `next`, cached under `key`. */
  const bfs = (key: string, from: string, next: (id: string) => readonly string[]): Map<string, number> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const dist = new Map<string, number>([[from, 0]]);
    let frontier = [from];
    while (frontier.length) {
      const layer: string[] = [];
      for (const cur of frontier) {
        for (const to of next(cur)) {
          if (!dist.has(to)) {
            dist.set(to, (dist.get(cur) ?? 0) + 1);
            layer.push(to);
          }
        }
      }
      frontier = layer;
    }
    cache.set(key, dist);
    return dist;
  };
  const distances = (from: string, mover: Mover) =>
    bfs(`${mover}:${from}`, from, (id) => moves(id, mover).map((m) => m.to));
  const spacesApart = (from: string) => bfs(`a:${from}`, from, (id) => adjacent.get(id) ?? []);

  const get = (id: string): Space => {
    const s = spaces.get(id);
    if (!s) throw new Error(`unknown space "${id}" on ${pack.name}`);
    return s;
  };

  const compiled: Board = {
    spaces,
    get printed() {
      return printed ?? compiled;
    },
    get uncut() {
      return mods.cut.length ? boardWith(pack, { ...mods, cut: [] }) : compiled;
    },
    mods,
    isClosed: (id) => closed.has(id),
    adjacent: (id) => adjacent.get(id) ?? [],
    canStep: (a, b) => (forward.get(a) ?? []).includes(b),
    moves,
    distances,
    spacesApart,
    label: (id) => {
      const s = get(id);
      return s.name ?? `space ${s.mark ?? id}`;
    },
    isNamed: (id) => get(id).name !== null,
    hasIcon: (id, icon) => get(id).icons.includes(icon),
    panicTarget: (id, face) => get(id).panic[String(face) as '1'],
  };
  return compiled;
}
