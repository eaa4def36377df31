import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../../src/engine/index.js';
import { allModules } from '../../src/engine/modules/registry.js';
import type { RulesModule } from '../../src/engine/modules/hooks.js';
import { coreStateSchema } from '../../src/engine/state.js';
import { CORE_HIDDEN, CORE_OPEN } from '../../src/engine/secrets/core.js';
import type { HiddenPart } from '../../src/engine/secrets/part.js';

/** The keys of an object schema (every module slice and the core state are zod objects). */
function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('a state slice that is not an object schema: its keys cannot be checked');
  return Object.keys(shape);
}

/** The state keys hidden parts name (the first segment of each field path). */
function keysHidden(parts: readonly HiddenPart[], prefix: string | null): Set<string> {
  const out = new Set<string>();
  for (const f of parts.flatMap((p) => p.fields)) {
    const [head, next] = f.split('.');
    if (prefix === null) out.add(head as string);
    else if (head === prefix && next) out.add(next);
  }
  return out;
}

/** Keys of a module's slices that are neither declared open nor in one of its hidden parts; and open names the schema lacks. */
function undeclared(m: RulesModule): string[] {
  const problems: string[] = [];
  for (const slice of [m.state ?? []].flat()) {
    const keys = keysOf(slice.schema);
    const hidden = keysHidden(m.hidden ?? [], slice.key);
    for (const k of keys) if (!slice.open.includes(k) && !hidden.has(k)) problems.push(`${m.id}: ${slice.key}.${k} is neither open nor hidden`);
    for (const k of slice.open) if (!keys.includes(k)) problems.push(`${m.id}: ${slice.key}.${k} is declared open but the slice has no such key`);
  }
  return problems;
}

describe('every hidden fact is declared once, by the module that owns it', () => {
  it('the modules are all registered (a forgotten import would make this list short)', () => {
    expect(allModules().map((m) => m.id).sort()).toEqual(['berith', 'hunter', 'isla-lagarto', 'larmes-abbey', 'pesadilla-verde', 'raptors', 'volkar', 'zombies']);
  });

  it("every key of every module's state slice is declared open or hidden", () => {
    expect(allModules().flatMap(undeclared)).toEqual([]);
  });

  it('every key of the core state is declared open or hidden, and nothing else is', () => {
    const keys = keysOf(coreStateSchema);
    const hidden = keysHidden(CORE_HIDDEN, null);
    expect(keys.filter((k) => !(CORE_OPEN as readonly string[]).includes(k) && !hidden.has(k))).toEqual([]);
    const sliceKeys = allModules().flatMap((m) => [m.state ?? []].flat().map((sl) => sl.key));
    expect([...CORE_OPEN, ...hidden].filter((k) => !keys.includes(k) && !sliceKeys.includes(k))).toEqual([]);
  });

  it('a module that keeps a deck and does not declare it fails the check (the Raptors without their Spawn deck part)', () => {
    const raptors = allModules().find((m) => m.id === 'raptors');
    if (!raptors) throw new Error('the Raptors module is not registered');
    expect(undeclared(raptors)).toEqual([]);
    expect(undeclared({ ...raptors, hidden: [] })).toEqual(['raptors: raptors.deck is neither open nor hidden']);
  });

  it('every part redrawn in imagined worlds has a twin for the tests, and names what it hides', () => {
    for (const p of [...CORE_HIDDEN, ...allModules().flatMap((m) => m.hidden ?? [])]) {
      expect(p.what.length, p.fields.join()).toBeGreaterThan(10);
      expect(p.fields.length, p.what).toBeGreaterThan(0);
      if (p.redraw) expect(p.twin, p.what).toBeTypeOf('function');
      expect(p.redraw ?? p.twin ?? p.facts, p.what).toBeTypeOf('function');
    }
  });
});
