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
