import type { RolloutResult } from './rollout.js';

/** Means of an option's imagined games. */
export interface OptionStats {
  n: number;
  value: number;
  saved: number;
  killed: number;
  damageDealt: number;
  healthLost: number;
  died: number;
}

export function summarize(results: readonly RolloutResult[]): OptionStats {
  const n = results.length || 1;
  const mean = (f: (r: RolloutResult) => number) => results.reduce((a, r) => a + f(r), 0) / n;
  return {
    n: results.length,
    value: mean((r) => r.value),
    saved: mean((r) => r.saved),
    killed: mean((r) => r.killed),
    damageDealt: mean((r) => r.damageDealt),
    healthLost: mean((r) => r.healthLost),
    died: mean((r) => (r.died ? 1 : 0)),
  };
}

const one = (x: number) => (Math.round(x * 10) / 10).toString();
const plural = (x: number, word: string) => `${one(x)} ${word}${Math.round(x * 10) === 10 ? '' : 's'}`;

/**
 * One short line in plain words: what this option does better than the others in the
 * imagined games (`others`: the rest of the options' stats), e.g. "saves 1.5 Victims and keeps
 * you out of the Killer's reach". `enemy` names who she faces (the Killer's name, or its Enemies').
 */
export function reasonLine(mine: OptionStats, others: readonly OptionStats[], horizon: string, enemy = 'the Killer'): string {
  const enemyPossessive = enemy.endsWith('s') ? `${enemy}'` : `${enemy}'s`;
  if (others.length === 0) return 'the only choice open';
  const avg = (f: (o: OptionStats) => number) => others.reduce((a, o) => a + f(o), 0) / others.length;
  const parts: string[] = [];
  if (mine.saved >= 0.3 && mine.saved - avg((o) => o.saved) >= 0.2) parts.push(`saves ${plural(mine.saved, 'Victim')}`);
  if (mine.damageDealt >= 0.3 && mine.damageDealt - avg((o) => o.damageDealt) >= 0.2) parts.push(`deals ${enemy} ${one(mine.damageDealt)} damage`);
  if (avg((o) => o.killed) - mine.killed >= 0.3) parts.push(`leaves ${enemy} ${one(avg((o) => o.killed) - mine.killed)} fewer Victims to kill`);
  if (avg((o) => o.died) - mine.died >= 0.05) parts.push(`you survive ${horizon} more often (${Math.round((1 - mine.died) * 100)}% against ${Math.round((1 - avg((o) => o.died)) * 100)}%)`);
  else if (avg((o) => o.healthLost) - mine.healthLost >= 0.3) parts.push(`keeps you out of ${enemyPossessive} reach (${one(mine.healthLost)} Health lost against ${one(avg((o) => o.healthLost))})`);
  if (parts.length === 0) {
    if (mine.died > 0.5) return `the least bad of poor options: you fall ${horizon} in ${Math.round(mine.died * 100)}% of imagined games`;
    return `leaves you best placed ${horizon} over ${mine.n} imagined games`;
  }
  return parts.slice(0, 2).join(' and ');
}
