/**
 * Why balance games were lost, and when: every game sorted into won or one loss cause, with the
 * turns it ended on, per Killer and Location, and the wins per Finale revealed. The balance run
 * prints both after its tables, and
 * `npx tsx test/bench/breakdown.ts a.json [b.json ...]` prints it again from saved runs.
 */
import type { BalanceGame } from '../../src/player/balanceGame.js';

export const LOSS_CAUSES = ['killed before the Finale', 'killed after the Finale', 'fourth Horde', 'Malice', 'turn limit', 'other'] as const;
export type LossCause = (typeof LOSS_CAUSES)[number];

/** A lost game's cause, read off the words the balance game recorded (balanceGame.ts `cause`). */
export function lossCause(g: Pick<BalanceGame, 'cause' | 'error' | 'result'>): LossCause {
  if (g.error) return 'other';
  if (g.cause.startsWith('turn limit')) return 'turn limit';
  if (g.cause.includes('fourth would form')) return 'fourth Horde';
  if (g.cause.includes('Malice tokens are on the board')) return 'Malice';
  if (g.cause.includes('has been killed')) return g.cause.includes('after the Finale') ? 'killed after the Finale' : 'killed before the Finale';
  return 'other';
}

/** "n (turns a, b, c)": how many, and the turns they ended on, in order. */
function cell(turns: readonly number[]): string {
  if (turns.length === 0) return '-';
  return `${turns.length} (${[...turns].sort((a, b) => a - b).join(', ')})`;
}

export interface BreakdownRow {
  killer: string;
  location: string;
  games: number;
  won: number[];
  lost: Record<LossCause, number[]>;
}

export function breakdown(games: readonly BalanceGame[]): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  for (const g of games) {
    const key = `${g.killer}|${g.location}`;
    let r = rows.get(key);
    if (!r) {
      r = { killer: g.killer, location: g.location, games: 0, won: [], lost: Object.fromEntries(LOSS_CAUSES.map((k) => [k, []])) as unknown as Record<LossCause, number[]> };
      rows.set(key, r);
    }
    r.games += 1;
    if (g.result === 'won') r.won.push(g.turns);
    else r.lost[lossCause(g)].push(g.turns);
  }
  return [...rows.values()].sort((a, b) => a.killer.localeCompare(b.killer) || a.location.localeCompare(b.location));
}

/** The breakdown as a Markdown table: each cell is a count and the turns those games ended on. */
export function printBreakdown(games: readonly BalanceGame[]): void {
  const rows = breakdown(games);
  const header = ['Killer', 'Location', 'games', 'won (turns)', ...LOSS_CAUSES];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows) {
    console.log(`| ${[r.killer, r.location, String(r.games), cell(r.won), ...LOSS_CAUSES.map((k) => cell(r.lost[k]))].join(' | ')} |`);
  }
}

/** Won games of all, per Killer and the Finale they revealed ("never revealed" for the rest). */
export function printFinales(games: readonly BalanceGame[]): void {
  const tally = new Map<string, { won: number; games: number }>();
  for (const g of games) {
    const key = `${g.killer}: ${g.finale ?? 'never revealed'}`;
    const t = tally.get(key) ?? { won: 0, games: 0 };
    t.games += 1;
    if (g.result === 'won') t.won += 1;
    tally.set(key, t);
  }
  console.log([...tally.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([k, t]) => `${k} ${t.won} of ${t.games}`).join('; '));
}
