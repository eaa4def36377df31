import type { LocationPack, Space } from '../../content/schema.js';

/** Who is moving: one-way edges chain into a single move for everyone but Enemies (the River). */
export type Mover = 'girl' | 'victim' | 'enemy';

/** A move of one "space" of movement: the spaces entered in order, the last being where it ends. */
export interface StepMove {
  to: string;
  path: string[];
}

/** A Location board compiled for queries. */
export interface Board {
  spaces: ReadonlyMap<string, Space>;
  /** Spaces connected by a line, in either direction (upriver still counts as adjacent). */
  adjacent(id: string): readonly string[];
  /** Whether one may step from `a` to `b` (not against a one-way arrow). */
  canStep(a: string, b: string): boolean;
  /** Moves worth one space of movement from `from` for this mover. */
  moves(from: string, mover: Mover): StepMove[];
  /** Shortest number of moves from `from` to every reachable space. */
  distances(from: string, mover: Mover): ReadonlyMap<string, number>;
  /** Spaces apart along lines, ignoring arrows: what weapon ranges count. */
  spacesApart(from: string): ReadonlyMap<string, number>;
  /** The space's printed name, or its mark for unnamed spaces. */
  label(id: string): string;
  isNamed(id: string): boolean;
  hasIcon(id: string, icon: 'exit' | 'search' | 'river'): boolean;
  /** Where a panicking Victim goes on this die face (undefined = stays). */
  panicTarget(id: string, face: number): string | undefined;
}

const cache = new WeakMap<LocationPack, Board>();

export function boardOf(pack: LocationPack): Board {
  let board = cache.get(pack);
  if (!board) {
    board = compile(pack);
    cache.set(pack, board);
  }
  return board;
}

function compile(pack: LocationPack): Board {
  const spaces = new Map(pack.board.spaces.map((s) => [s.id, s]));
  const adjacent = new Map<string, string[]>([...spaces.keys()].map((id) => [id, []]));
  const forward = new Map<string, string[]>([...spaces.keys()].map((id) => [id, []]));
  const oneWayNext = new Map<string, string>();
  for (const e of pack.board.edges) {
    adjacent.get(e.a)?.push(e.b);
    adjacent.get(e.b)?.push(e.a);
    forward.get(e.a)?.push(e.b);
    if (e.oneWay) oneWayNext.set(e.a, e.b);
    else forward.get(e.b)?.push(e.a);
  }
  for (const list of [...adjacent.values(), ...forward.values()]) list.sort();

  const moves = (from: string, mover: Mover): StepMove[] => {
    const result: StepMove[] = [];
    for (const to of forward.get(from) ?? []) {
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
    bfs(`${mover === 'enemy' ? 'e' : 'o'}:${from}`, from, (id) => moves(id, mover).map((m) => m.to));
  const spacesApart = (from: string) => bfs(`a:${from}`, from, (id) => adjacent.get(id) ?? []);

  const get = (id: string): Space => {
    const s = spaces.get(id);
    if (!s) throw new Error(`unknown space "${id}" on ${pack.name}`);
    return s;
  };

  return {
    spaces,
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
}
