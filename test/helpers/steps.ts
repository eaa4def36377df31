import type { Step } from '../../src/content/steps.js';

/** Every step in a list, nested `choose` and `if` branches included. */
export function walk(steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (const s of steps) {
    out.push(s);
    if (s.do === 'choose') for (const o of s.options) out.push(...walk(o.steps));
    if (s.do === 'if') out.push(...walk(s.then), ...walk(s.else ?? []));
  }
  return out;
}

export function unique(ids: readonly string[]): boolean {
  return new Set(ids).size === ids.length;
}
