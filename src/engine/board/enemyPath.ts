import type { Board } from './graph.js';

/** Where an Enemy can end after up to `steps` moves along shortest paths towards `goal`. */
export function enemyEndSpaces(board: Board, from: string, goal: string, steps: number): string[] {
  const total = board.distances(from, 'enemy').get(goal);
  if (total === undefined || total === 0 || steps <= 0) return [from];
  let frontier = new Set([from]);
  for (let i = 0; i < Math.min(steps, total); i++) {
    const next = new Set<string>();
    for (const cur of frontier) {
      const d = board.distances(cur, 'enemy').get(goal) as number;
      for (const m of board.moves(cur, 'enemy')) if (board.distances(m.to, 'enemy').get(goal) === d - 1) next.add(m.to);
    }
    frontier = next;
  }
  return [...frontier].sort();
}

/** The spaces entered on a shortest way from `from` to `end` (first in alphabetical order when several). */
export function enemyPathTo(board: Board, from: string, end: string): string[] {
  const path: string[] = [];
  let cur = from;
  while (cur !== end) {
    const d = board.distances(cur, 'enemy').get(end);
    if (d === undefined) return path;
    const next = board.moves(cur, 'enemy').map((m) => m.to).sort().find((to) => board.distances(to, 'enemy').get(end) === d - 1);
    if (!next) return path;
    path.push(next);
    cur = next;
  }
  return path;
}

/**
 * For a unit that stops on entering some spaces (the Raptors: a space with her or a Victim): every
 * shortest way towards `goal`, cut where it first has to stop or after `steps` spaces. Among them,
 * the ways whose end is closest to the goal win (seed 003: "the path that gets them as close to
 * the Pack as possible before having to stop"); returns each such end with the spaces entered to
 * reach it (the first way in alphabetical order when several reach the same end).
 */
export function stoppingWays(board: Board, from: string, goal: string, steps: number, stops: (space: string) => boolean): Map<string, string[]> {
  const total = board.distances(from, 'enemy').get(goal);
  const ways = new Map<string, string[]>();
  if (total === undefined || total === 0 || steps <= 0) return new Map([[from, []]]);
  const walk = (cur: string, path: string[]) => {
    const d = board.distances(cur, 'enemy').get(goal) as number;
    if (path.length > 0 && (d === 0 || path.length === steps || stops(cur))) {
      if (!ways.has(cur)) ways.set(cur, path);
      return;
    }
    const next = board.moves(cur, 'enemy').map((m) => m.to).filter((to) => board.distances(to, 'enemy').get(goal) === d - 1).sort();
    for (const to of [...new Set(next)]) walk(to, [...path, to]);
  };
  walk(from, []);
  const left = (sp: string) => board.distances(sp, 'enemy').get(goal) as number;
  const best = Math.min(...[...ways.keys()].map(left));
  return new Map([...ways].filter(([sp]) => left(sp) === best).sort(([a], [b]) => (a < b ? -1 : 1)));
}
