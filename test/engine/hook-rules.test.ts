import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOOK_RULES } from '../../src/engine/modules/combine.js';

/** Each hook's `[rule]` tag in hooks.ts, by hook name, read from its doc comment (one comment: the data fields' tags, `view?:`, are not read onto the next hook). */
function taggedRules(): Record<string, string> {
  const source = readFileSync(new URL('../../src/engine/modules/hooks.ts', import.meta.url), 'utf8');
  const tags: Record<string, string> = {};
  for (const m of source.matchAll(/\/\*\*\s*(?:\n\s*\*\s*)?\[([^\]]+)\](?:(?!\*\/)[^])*\*\/\s*\n\s*(\w+)\?\(/g)) tags[m[2] ?? ''] = m[1] ?? '';
  return tags;
}

describe('how several modules answer a hook', () => {
  it('states the same combine rule in hooks.ts as the one combine.ts applies, for every hook', () => {
    expect(taggedRules()).toEqual(HOOK_RULES);
  });
});
