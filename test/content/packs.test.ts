import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent, ASSETS_DIR, ContentError, type Content } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import { unique, walk } from '../helpers/steps.js';
import '../../src/engine/register.js';
import { allModules } from '../../src/engine/modules/registry.js';
import { CORE_CONDITIONS } from '../../src/engine/steps/interpreter.js';

// The engine is the truth: a module step or condition is known when a registered module implements it.
const MODULE_STEPS = new Set(allModules().flatMap((m) => Object.keys(m.steps ?? {})));
const CONDITIONS = new Set([...Object.keys(CORE_CONDITIONS), ...allModules().flatMap((m) => Object.keys(m.conditions ?? {}))]);

/** Every step list in the content, labelled with where it is. */
function allStepLists(c: Content): [string, readonly Step[]][] {
  const lists: [string, readonly Step[]][] = [];
  for (const a of c.core.actionCards) a.rows.forEach((r, i) => lists.push([`core ${a.id} row ${i}`, r.steps]));
  for (const g of Object.values(c.girls)) {
    g.saveRewards.forEach((r, i) => lists.push([`${g.id} save ${i}`, r]));
    lists.push([`${g.id} ultimate`, g.ultimate.steps], [`${g.id} afterUltimate`, g.afterUltimate]);
  }
  for (const k of Object.values(c.killers)) {
    lists.push([`${k.id} finalEffect`, k.finalEffect], [`${k.id} finaleBack`, k.finaleBack.action]);
    k.bloodlust.forEach((r, i) => lists.push([`${k.id} bloodlust ${i}`, r.steps]));
    for (const f of k.finales) lists.push([`${k.id} finale ${f.id}`, [...f.action, ...f.onReveal, ...f.upkeep]]);
    for (const d of k.darkPowers) lists.push([`${k.id} dark power ${d.id}`, d.onReveal]);
    for (const t of k.terror) lists.push([`${k.id} terror ${t.id}`, t.steps]);
    for (const a of k.actionCards) a.rows.forEach((r, i) => lists.push([`${k.id} ${a.id} row ${i}`, r.steps]));
  }
  for (const l of Object.values(c.locations)) {
    for (const e of l.events) lists.push([`${l.id} event ${e.id}`, e.steps]);
    for (const t of l.terror) lists.push([`${l.id} terror ${t.id}`, t.steps]);
    for (const it of l.items) if (it.use) lists.push([`${l.id} item ${it.id}`, it.use.steps]);
    for (const a of l.actionCards) a.rows.forEach((r, i) => lists.push([`${l.id} ${a.id} row ${i}`, r.steps]));
  }
  for (const m of c.volkarMovement) lists.push([`movement ${m.id}`, m.ambush]);
  return lists;
}


describe('content packs', () => {
  const c = loadContent();
  const volkar = c.killers.volkar!;
  const pv = c.locations['pesadilla-verde']!;

  it('loads every pack', () => {
    expect(Object.keys(c.killers)).toContain('volkar');
    expect(Object.keys(c.locations)).toContain('pesadilla-verde');
    expect(Object.keys(c.girls)).toEqual(expect.arrayContaining(['alois', 'dakota']));
    expect(volkar.finalGirls).toEqual(['alois', 'dakota']);
  });

  it('has the expected card counts', () => {
    expect(c.core.actionCards.reduce((a, x) => a + x.copies, 0)).toBe(23);
    expect(c.core.actionCards.filter((a) => a.starting).reduce((a, x) => a + x.copies, 0)).toBe(6);
    expect(volkar.terror).toHaveLength(16);
    expect(volkar.finales).toHaveLength(4);
    expect(volkar.finales.filter((f) => f.epic)).toHaveLength(1);
    expect(volkar.darkPowers).toHaveLength(4);
    expect(volkar.darkPowers.filter((d) => d.epic)).toHaveLength(1);
    expect(volkar.bloodlust.every((r) => r.move === null)).toBe(true);
    expect(pv.terror).toHaveLength(8);
    expect(pv.events).toHaveLength(10);
    expect(pv.items).toHaveLength(18);
    expect(pv.setups).toHaveLength(5);
    expect(c.volkarMovement).toHaveLength(22);
    expect(c.volkarMovement.filter((m) => m.toward === 'search')).toHaveLength(3);
  });

  it('keeps ids unique within each list', () => {
    expect(unique(c.core.actionCards.map((x) => x.id))).toBe(true);
    for (const list of [volkar.finales, volkar.darkPowers, volkar.terror, volkar.actionCards]) {
      expect(unique(list.map((x) => x.id))).toBe(true);
    }
    for (const list of [pv.board.spaces, pv.setups, pv.events, pv.items, pv.terror, pv.actionCards]) {
      expect(unique(list.map((x) => x.id))).toBe(true);
    }
    expect(unique(c.volkarMovement.map((m) => m.id))).toBe(true);
  });

  it('uses only known module steps and conditions', () => {
    for (const [where, steps] of allStepLists(c)) {
      for (const s of walk(steps)) {
        if (s.do === 'module') expect(MODULE_STEPS.has(s.name), `${where}: ${s.name}`).toBe(true);
        if (s.do === 'if') expect(CONDITIONS.has(s.cond), `${where}: ${s.cond}`).toBe(true);
        if ((s.do === 'placeVictims' || s.do === 'killVictims' || s.do === 'panic') && typeof s.at === 'object') {
          // A named space only makes sense on its own Location's board; Killer cards play everywhere.
          const home = Object.values(c.locations).find((l) => where.startsWith(`${l.id} `));
          expect(home, `${where} names a space but is not a Location card`).toBeDefined();
          expect(home?.board.spaces.some((sp) => sp.id === (s.at as { space: string }).space), where).toBe(true);
        }
      }
    }
  });

  it('puts 12 Victims on every Setup card, never on the Killer, with the Final Girl apart', () => {
    const adjacent = (a: string, b: string) => pv.board.edges.some((e) => (e.a === a && e.b === b) || (e.a === b && e.b === a));
    for (const s of pv.setups) {
      expect(Object.values(s.victims).reduce((a, n) => a + n, 0), s.id).toBe(12);
      expect(s.victims[s.killer], s.id).toBeUndefined();
      expect(s.killer).not.toBe(s.girl);
      expect(adjacent(s.killer, s.girl), s.id).toBe(false);
    }
  });

  it('never sends panicking Victims upriver and keeps the worked-example panic arrow', () => {
    const space = (id: string) => pv.board.spaces.find((s) => s.id === id)!;
    for (const e of pv.board.edges.filter((x) => x.oneWay)) {
      expect(Object.values(space(e.b).panic)).not.toContain(e.a);
    }
    expect(space('trail-d').panic['6']).toBe('trail-c');
    for (const s of pv.board.spaces) expect(Object.keys(s.panic).length).toBeLessThan(6);
  });

  it('reproduces the seed Movement cards', () => {
    const mv = (id: string) => c.volkarMovement.find((m) => m.id === id)!;
    // Liz's cards 1 to 4 and Maggie's card (seed 000), with the rest of each card as the wiki reads it.
    expect(mv('mv-search-3')).toMatchObject({ toward: 'search', spaces: 3, notCurrent: true, ties: 'reverse-alphabetical', attack: true });
    expect(mv('mv-search-2')).toMatchObject({ toward: 'search', spaces: 2, notCurrent: true, attack: true });
    expect(mv('mv-face-6')).toMatchObject({ toward: 'onFace', face: 6, spaces: 1, attack: false });
    expect(mv('mv-named-1')).toMatchObject({ toward: 'named', spaces: 1, ties: 'alphabetical', attack: true });
    expect(mv('mv-exit-2')).toMatchObject({ toward: 'exit', ambush: [{ do: 'horror', n: 1 }] });
  });

  // Final Girl Wiki via Carchofo/final-girl-stats wiki_cache.json, "mec:Movement": all 22 cards.
  it('holds the wiki\'s 22 Movement cards: directions, ties, attack lines and Ambush Penalties', () => {
    const row = (m: (typeof c.volkarMovement)[number]) =>
      `${m.toward}${m.face ?? ''} ${m.spaces} ${m.notCurrent ? 'nc' : '-'} ${m.toward === 'onFace' || m.toward === 'none' ? '' : m.ties} x${m.attack === true ? 1 : m.attack === false ? 0 : m.attack} ${JSON.stringify(m.then)} ${JSON.stringify(m.ambush)}`;
    const H = (n: number) => JSON.stringify([{ do: 'horror', n }]);
    const B = (n: number) => JSON.stringify([{ do: 'bloodlust', n }]);
    const T = (n: number) => JSON.stringify([{ do: 'time', n: -n }]);
    const D = JSON.stringify([{ do: 'discardRandomAction' }]);
    const heal = JSON.stringify([{ do: 'killerHeal', n: 1 }]);
    expect(c.volkarMovement.map(row).sort()).toEqual([
      `named 1 nc alphabetical x1 [] ${H(1)}`,
      `named 2 nc reverse-alphabetical x0 [] ${B(1)}`,
      `search 1 nc reverse-alphabetical x0 [] ${T(2)}`,
      `search 2 nc alphabetical x1 [] ${H(2)}`,
      `search 3 nc reverse-alphabetical x1 [] ${B(2)}`,
      `exit 1 nc lowest-panic x1 [] ${T(3)}`,
      `exit 2 nc highest-panic x2 [] ${H(1)}`,
      `exit 3 nc lowest-panic x0 [] ${B(1)}`,
      `onFace1 1 -  x0 [] ${T(2)}`,
      `onFace1 1 -  x1 [] ${H(2)}`,
      `onFace2 1 -  x0 [] ${B(2)}`,
      `onFace2 1 -  x1 [] ${T(3)}`,
      `onFace3 1 -  x0 [] ${H(1)}`,
      `onFace3 1 -  x1 [] ${B(1)}`,
      `onFace4 1 -  x0 [] ${D}`,
      `onFace4 1 -  x1 [] ${H(2)}`,
      `onFace5 1 -  x0 [] ${T(3)}`,
      `onFace5 1 -  x0 [] ${D}`,
      `onFace6 1 -  x0 [] ${H(1)}`,
      `onFace6 1 -  x0 [] ${B(1)}`,
      `none 0 -  x0 ${heal} ${D}`,
      `none 0 -  x0 ${heal} ${H(2)}`,
    ].sort());
    for (const m of c.volkarMovement) expect(['fan-wiki', 'partly-seed'], m.id).toContain(m.provenance);
    // Every id of the deck before the wiki reading still finds a card, so stored games go on.
    const former = c.volkarMovement.flatMap((m) => m.formerIds);
    expect(new Set([...c.volkarMovement.map((m) => m.id), ...former]).size).toBe(22 + former.length);
  });

  it('reads the Volk\'ar and Track off the wiki: Horror 4, Health 10, an 11-row track printed 0 to 10, Track costs 2 Time', () => {
    expect([volkar.health, volkar.healthProvenance, volkar.startHorror, volkar.startHorrorProvenance]).toEqual([10, 'fan-wiki', 4, 'fan-wiki']);
    expect(volkar.bloodlust).toHaveLength(11);
    expect(volkar.bloodlust.map((r) => r.attack)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4]);
    expect(volkar.bloodlust.findIndex((r) => r.darkPower)).toBe(4);
    expect(volkar.bloodlust.map((r) => r.steps.map((st) => (st.do === 'horror' ? st.n : 0)).join(''))).toEqual(['', '1', '', '', '', '1', '', '', '2', '', '']);
    expect(volkar.finalEffect).toEqual([{ do: 'killerHeal', n: 1 }, { do: 'discardTerror' }]);
    const track = volkar.actionCards.find((a) => a.id === 'track')!;
    expect(track.cost).toBe(2);
    expect(track.rows.find((r) => r.min === 0)?.steps).toEqual([{ do: 'horror', n: 1 }, { do: 'module', name: 'volkar.hide' }]);
    expect(pv.setups.map((s) => s.name).sort()).toEqual(['Cave Dwellers', 'High Ground', 'Jungle Madness', 'Rebel Yell', 'River Rats']);
  });
});

describe('broken packs', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** Copies assets/ to a temp dir, lets `edit` change one JSON file, returns the dir and file path. */
  function brokenCopy(rel: string, edit: (json: any) => void): { dir: string; file: string } {
    const dir = mkdtempSync(join(tmpdir(), 'fg-content-'));
    dirs.push(dir);
    cpSync(ASSETS_DIR, dir, { recursive: true });
    const file = join(dir, rel);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return { dir, file };
  }

  function loadError(dir: string): Error {
    try {
      loadContent(dir);
    } catch (err) {
      return err as Error;
    }
    throw new Error('loadContent did not throw');
  }

  it('the unmodified copy loads', () => {
    const { dir } = brokenCopy(join('core', 'actions.json'), () => {});
    expect(() => loadContent(dir)).not.toThrow();
  });

  it('rejects an unknown step kind in a Terror card, naming file and field', () => {
    const { dir, file } = brokenCopy(join('killers', 'volkar', 'killer.json'), (json) => {
      json.terror[2].steps[0] = { do: 'explode', n: 1 };
    });
    const err = loadError(dir);
    expect(err).toBeInstanceOf(ContentError);
    expect(err.message).toContain(file);
    expect(err.message).toContain('terror.2.steps.0');
  });

  it('takeCard may name a Core Action card or one of its own pack', () => {
    const { dir } = brokenCopy(join('locations', 'pesadilla-verde', 'location.json'), (json) => {
      json.events[0].steps.push({ do: 'takeCard', card: 'train' }, { do: 'takeCard', card: 'close-call' });
    });
    expect(loadContent(dir).locations['pesadilla-verde']?.events[0]?.steps.at(-1)).toEqual({ do: 'takeCard', card: 'close-call' });
  });

  it("rejects a takeCard naming an Action card that is not in the Tableau with it, naming file and field", () => {
    const { dir, file } = brokenCopy(join('killers', 'volkar', 'killer.json'), (json) => {
      json.terror[2].steps.push({ do: 'takeCard', card: 'train' }); // Pesadilla Verde's card: not there at other Locations
    });
    const err = loadError(dir);
    expect(err).toBeInstanceOf(ContentError);
    expect(err.message).toContain(file);
    expect(err.message).toContain('terror.2.steps.2.card');
    expect(err.message).toContain('"train"');
  });

  it('rejects a Setup card whose former id is another card\'s id, naming file and field', () => {
    const { dir } = brokenCopy('locations/pesadilla-verde/location.json', (j) => {
      j.setups[1].formerIds = [j.setups[0].id];
    });
    expect(() => loadContent(dir)).toThrow(/location\.json: field "setups\.1\.id": the Setup id "river-rats" is used twice/);
  });

  it('rejects a Movement card whose former id is another card\'s id, naming file and field', () => {
    const { dir } = brokenCopy('killers/volkar/movement.json', (j) => {
      j.cards[1].formerIds = [j.cards[0].id];
    });
    expect(() => loadContent(dir)).toThrow(/movement\.json: field "cards\.1\.id"/);
  });

  it('rejects an edge to an unknown space, naming file and field', () => {
    const { dir, file } = brokenCopy(join('locations', 'pesadilla-verde', 'location.json'), (json) => {
      json.board.edges[4].b = 'nowhere';
    });
    const err = loadError(dir);
    expect(err).toBeInstanceOf(ContentError);
    expect(err.message).toContain(file);
    expect(err.message).toContain('board.edges.4.b');
  });
});
