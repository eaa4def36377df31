import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, content } from '../../src/content/load.js';
import { MODULE_SHEETS } from '../../src/content/sheets.js';
import { DECISION_KINDS, newGame, apply, publicView, secretView, type GameState } from '../../src/engine/index.js';
import { DATA_ONLY_PACKS, MODULES } from '../../src/engine/modules/index.js';
import { allModules, toCamel } from '../../src/engine/modules/registry.js';
import { MODULE_SETUP } from '../../src/engine/modules/setupOptions.js';
import { MODULE_DECISION_KINDS } from '../../src/engine/modules/decisionKinds.js';
import { CORE_DECISION_KINDS } from '../../src/engine/state.js';
import { randomPolicy } from '../../src/cli/policy.js';

const manifests = Object.values(MODULES);
const folders = (box: 'killers' | 'locations') => readdirSync(join(ASSETS_DIR, box), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('the module list (MODULES) is the one list of boxes', () => {
  it('every Killer and Location pack folder has a manifest of its box, or is declared data-only; every manifest has its pack', () => {
    for (const [box, dir] of [['killer', 'killers'], ['location', 'locations']] as const) {
      const withRules: string[] = manifests.filter((m) => m.box === box).map((m) => m.id).sort();
      const packs = folders(dir);
      expect(packs.filter((p) => !withRules.includes(p) && !DATA_ONLY_PACKS.includes(p)), `assets/${dir} folders without a manifest`).toEqual([]);
      expect(withRules.filter((id) => !packs.includes(id)), `manifests without a folder in assets/${dir}`).toEqual([]);
    }
    expect(DATA_ONLY_PACKS.filter((p) => manifests.some((m) => m.id === p)), 'data-only packs that have a manifest').toEqual([]);
  });

  it('each sits under its id in camel case, and is registered, in the list\'s order', () => {
    for (const [key, m] of Object.entries(MODULES)) expect(toCamel(m.id)).toBe(key);
    expect(allModules().map((m) => m.id)).toEqual(manifests.map((m) => m.id));
  });

  it('every module sheet is named by exactly one manifest, and lives in that module\'s pack folder', () => {
    for (const [key, sheet] of Object.entries(MODULE_SHEETS)) {
      const owners = manifests.filter((m) => (m.sheets as readonly string[]).includes(key));
      expect(owners.map((m) => m.id), `owners of ${key}`).toHaveLength(1);
      const owner = owners[0];
      expect(sheet.path.slice(0, 2), key).toEqual([owner?.box === 'killer' ? 'killers' : 'locations', owner?.id]);
    }
  });

  it('the core GameSetup holds exactly the setup options the manifests declare', () => {
    const declared = manifests.flatMap((m) => (m.setupOptions ? [m.setupOptions] : []));
    expect(Object.keys(MODULE_SETUP.shape).sort()).toEqual(declared.flatMap((o) => Object.keys(o.shape)).sort());
    for (const o of declared) {
      for (const [k, schema] of Object.entries(o.shape)) expect((MODULE_SETUP.shape as Record<string, unknown>)[k]).toBe(schema);
      expect(MODULE_SETUP.defaults).toMatchObject(o.defaults);
    }
  });

  it('the decision kinds the core types a decision with are exactly the manifests\' decisions', () => {
    expect([...MODULE_DECISION_KINDS].sort()).toEqual(manifests.flatMap((m) => [...m.decisions]).sort());
  });

  it('each decision kind is the core\'s or one module\'s, never two', () => {
    expect(new Set(DECISION_KINDS).size).toBe(DECISION_KINDS.length);
    expect(DECISION_KINDS.slice(0, CORE_DECISION_KINDS.length)).toEqual([...CORE_DECISION_KINDS]);
  });
});

describe('each module\'s views are exactly what its schemas say', () => {
  const killers = manifests.filter((m) => m.box === 'killer');
  const locations = manifests.filter((m) => m.box === 'location');
  const pairings = killers.flatMap((k) => locations.map((l) => ({ killer: k.id, location: l.id })));

  it.each(pairings)('$killer at $location: every view and secret view of 40 seeded steps parses with its strict schema', ({ killer, location }) => {
    const c = content();
    let state: GameState = newGame({ killer, location }, 11, c).state;
    const policy = randomPolicy(11);
    const inPlay = [killer, location].flatMap((id) => manifests.filter((m) => m.id === id));
    for (let step = 0; step < 40 && !state.result; step++) {
      const view = publicView(state, c);
      const secrets = secretView(state, c).secrets;
      expect(Object.keys(view.modules)).toEqual(inPlay.map((m) => toCamel(m.id)));
      for (const m of inPlay) {
        const key = toCamel(m.id) as keyof typeof view.modules;
        expect(m.view.schema.safeParse(view.modules[key]).error, `${m.id} view`).toBeUndefined();
        if (m.secret) expect(m.secret.schema.safeParse((secrets as Record<string, unknown>)[key]).error, `${m.id} secret view`).toBeUndefined();
      }
      state = apply(state, policy(state), c).state;
    }
  });
});
