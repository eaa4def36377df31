import { describe, it, expect } from 'vitest';
import { loadContent } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import { unique, walk } from '../helpers/steps.js';

/** Module steps and conditions the A Demon in the Shadows packs may use. */
const MODULE_STEPS = new Set([
  'berith.bless',
  'larmesAbbey.malice',
  'larmesAbbey.removeMalice',
  'larmesAbbey.blessedDie',
  'larmesAbbey.cursedDie',
  'larmesAbbey.lust',
  'larmesAbbey.donkey',
]);
const REMOVE_SCOPES = new Set(['spaceAndAllAdjacent', 'spaceAndOneAdjacent', 'spaceOrOneAdjacent', 'one']);
const CONDITIONS = new Set(['noVictims', 'killerOnBoard', 'larmesAbbey.girlInMalice']);
const ONGOING = new Set(['larmesAbbey.blackMass']);
const REQUIRES = new Set(['enemyInRange', 'searchSpace', 'killerSpace']);


describe('A Demon in the Shadows packs', () => {
  const c = loadContent();
  const berith = c.killers.berith!;
  const abbey = c.locations['larmes-abbey']!;
  const rita = c.girls.rita!;
  const lindi = c.girls.lindi!;
  const sheet = c.berithBlessings!;
  const spaceIds = new Set(abbey.board.spaces.map((s) => s.id));
  const neighbours = (id: string) =>
    new Set(abbey.board.edges.flatMap((e) => (e.a === id ? [e.b] : e.b === id ? [e.a] : [])));

  /** Every step list of Berith's box (killer, sheet, girls), labelled. */
  const berithLists: [string, readonly Step[]][] = [
    ['finalEffect', berith.finalEffect],
    ['finaleBack', berith.finaleBack.action],
    ...berith.bloodlust.map((r, i): [string, readonly Step[]] => [`bloodlust ${i}`, r.steps]),
    ...berith.finales.map((f): [string, readonly Step[]] => [`finale ${f.id}`, [...f.action, ...f.onReveal, ...f.upkeep]]),
    ...berith.darkPowers.map((d): [string, readonly Step[]] => [`dark power ${d.id}`, d.onReveal]),
    ...berith.terror.map((t): [string, readonly Step[]] => [`terror ${t.id}`, t.steps]),
    ...berith.actionCards.flatMap((a) => a.rows.map((r, i): [string, readonly Step[]] => [`${a.id} row ${i}`, r.steps])),
    ...(['heavenly', 'hellish'] as const).flatMap((side) =>
      sheet[side].map((s, i): [string, readonly Step[]] => [`blessing ${side} ${i}`, s.steps]),
    ),
  ];
  const girlLists: [string, readonly Step[]][] = [rita, lindi].flatMap((g) => {
    const lists: [string, readonly Step[]][] = g.saveRewards.map((r, i) => [`${g.id} save ${i}`, r]);
    lists.push([`${g.id} ultimate`, g.ultimate.steps], [`${g.id} afterUltimate`, g.afterUltimate]);
    if (g.saveRule.kind === 'rollGroups') {
      for (const o of [...g.saveRule.groupA, ...g.saveRule.groupB]) lists.push([`${g.id} group ${o.label}`, o.steps]);
    }
    return lists;
  });
  const abbeyLists: [string, readonly Step[]][] = [
    ...abbey.events.map((e): [string, readonly Step[]] => [`event ${e.id}`, e.steps]),
    ...abbey.terror.map((t): [string, readonly Step[]] => [`terror ${t.id}`, t.steps]),
    ...abbey.items.flatMap((it): [string, readonly Step[]][] => (it.use ? [[`item ${it.id}`, it.use.steps]] : [])),
    ...abbey.actionCards.flatMap((a) => a.rows.map((r, i): [string, readonly Step[]] => [`${a.id} row ${i}`, r.steps])),
  ];

  it('loads the Killer, the Location, both Final Girls and the Divine Blessings sheet', () => {
    expect(berith.name).toBe('Berith');
    expect(berith.expansion).toBe('A Demon in the Shadows');
    expect(berith.finalGirls).toEqual(['rita', 'lindi']);
    expect(abbey.name).toBe("L'Armes Abbey");
    expect(rita.health).toBe(5);
    expect(lindi.health).toBe(6);
    expect(rita.saveRule.kind).toBe('rollCovered');
    expect(rita.saveRewards).toHaveLength(5);
    expect(rita.saveRewards.some((r) => r.length === 1 && r[0]?.do === 'move')).toBe(true);
    expect(lindi.saveRule).toMatchObject({ kind: 'rollGroups', flipAt: 6 });
    if (lindi.saveRule.kind === 'rollGroups') {
      expect(lindi.saveRule.groupA).toHaveLength(3);
      expect(lindi.saveRule.groupB).toHaveLength(3);
      expect(lindi.saveRewards).toHaveLength(lindi.saveRule.flipAt);
    }
  });

  it('has the expected card counts', () => {
    expect(berith.terror).toHaveLength(16);
    expect(berith.finales).toHaveLength(4);
    expect(berith.finales.filter((f) => f.epic).map((f) => f.id)).toEqual(['legions-of-hell']);
    expect(berith.darkPowers).toHaveLength(4);
    expect(berith.darkPowers.filter((d) => d.epic).map((d) => d.id)).toEqual(['satanic-influence']);
    expect(berith.darkPowers.some((d) => d.id === 'rejecting-god')).toBe(true);
    expect(berith.actionCards.map((a) => [a.id, a.copies, a.requires])).toEqual([['expel-demon', 2, 'killerSpace']]);
    expect(berith.bloodlust.filter((r) => r.darkPower)).toHaveLength(1);
    expect(berith.bloodlust.every((r) => r.move !== null && r.move >= 1 && r.move <= 4)).toBe(true);
    expect(abbey.terror).toHaveLength(8);
    expect(abbey.events).toHaveLength(10);
    expect(abbey.items).toHaveLength(18);
    expect(abbey.setups).toHaveLength(5);
    expect(abbey.actionCards.map((a) => [a.id, a.copies])).toEqual([['benediction', 2]]);
    expect(sheet.heavenly).toHaveLength(7);
    expect(sheet.hellish).toHaveLength(7);
  });

  it('keeps ids unique within each list', () => {
    for (const list of [berith.finales, berith.darkPowers, berith.terror, berith.actionCards]) {
      expect(unique(list.map((x) => x.id))).toBe(true);
    }
    for (const list of [abbey.board.spaces, abbey.setups, abbey.events, abbey.items, abbey.terror, abbey.actionCards]) {
      expect(unique(list.map((x) => x.id))).toBe(true);
    }
  });

  it('uses only the allowed module steps, conditions, ongoing rules and requirements', () => {
    for (const [where, steps] of [...berithLists, ...girlLists, ...abbeyLists]) {
      for (const s of walk(steps)) {
        if (s.do === 'module') {
          expect(MODULE_STEPS.has(s.name), `${where}: ${s.name}`).toBe(true);
          if (s.name === 'larmesAbbey.removeMalice') expect(REMOVE_SCOPES.has(String(s.args?.scope)), where).toBe(true);
        }
        if (s.do === 'if') expect(CONDITIONS.has(s.cond), `${where}: ${s.cond}`).toBe(true);
        if ((s.do === 'placeVictims' || s.do === 'killVictims' || s.do === 'panic') && typeof s.at === 'object') {
          // Only the Abbey's own cards may name an Abbey space: Berith plays at every Location.
          expect(abbeyLists.some(([w]) => w === where), where).toBe(true);
          expect(spaceIds.has(s.at.space), where).toBe(true);
        }
      }
    }
    for (const e of abbey.events) if (e.ongoing) expect(ONGOING.has(e.ongoing), e.id).toBe(true);
    for (const a of [...berith.actionCards, ...abbey.actionCards]) if (a.requires) expect(REQUIRES.has(a.requires), a.id).toBe(true);
  });

  it("keeps Berith's cards free of L'Armes Abbey rules", () => {
    for (const [where, steps] of [...berithLists, ...girlLists]) {
      for (const s of walk(steps)) {
        if (s.do === 'module') expect(s.name.startsWith('larmesAbbey.'), `${where}: ${s.name}`).toBe(false);
        if (s.do === 'if') expect(s.cond.startsWith('larmesAbbey.'), `${where}: ${s.cond}`).toBe(false);
      }
    }
  });

  it('never resolves a blessing from the blessings sheet itself, nor Horror from the final effect', () => {
    for (const side of ['heavenly', 'hellish'] as const) {
      for (const slot of sheet[side]) expect(walk(slot.steps).some((s) => s.do === 'module' && s.name === 'berith.bless')).toBe(false);
    }
    expect(walk(berith.finalEffect).some((s) => s.do === 'horror' || s.do === 'bloodlust')).toBe(false);
  });

  it('puts 12 Victims on every Setup card on real spaces, never with the Killer or the Final Girl', () => {
    for (const s of abbey.setups) {
      expect(spaceIds.has(s.killer), s.id).toBe(true);
      expect(spaceIds.has(s.girl), s.id).toBe(true);
      for (const sp of Object.keys(s.victims)) expect(spaceIds.has(sp), `${s.id}: ${sp}`).toBe(true);
      expect(Object.values(s.victims).reduce((a, n) => a + n, 0), s.id).toBe(12);
      expect(s.victims[s.killer], s.id).toBeUndefined();
      expect(s.victims[s.girl], s.id).toBeUndefined();
      expect(s.killer).not.toBe(s.girl);
      expect(neighbours(s.killer).has(s.girl), s.id).toBe(false);
    }
    expect(abbey.setups.some((s) => s.name === 'Sunday Mass')).toBe(true);
  });

  it('has a board that fits the Malice and Donkey setup rules', () => {
    expect(abbey.board.spaces.some((s) => s.id === 'cloister' && s.name === 'Cloister')).toBe(true);
    expect(abbey.board.spaces.some((s) => neighbours(s.id).size === 2)).toBe(true);
    for (const s of abbey.board.spaces) {
      expect(neighbours(s.id).size, s.id).toBeGreaterThanOrEqual(2);
      expect(neighbours(s.id).size, s.id).toBeLessThanOrEqual(4);
    }
    expect(abbey.board.edges.some((e) => e.oneWay)).toBe(false);
    expect(abbey.board.spaces.filter((s) => s.icons.includes('search'))).toHaveLength(3);
    const exits = abbey.board.spaces.filter((s) => s.icons.includes('exit')).length;
    expect(exits).toBeGreaterThanOrEqual(2);
    expect(exits).toBeLessThanOrEqual(3);
  });

  it('keeps space labels apart on the board picture', () => {
    const sp = abbey.board.spaces;
    for (let i = 0; i < sp.length; i++) {
      for (let j = i + 1; j < sp.length; j++) {
        const d = Math.hypot(sp[i]!.x - sp[j]!.x, sp[i]!.y - sp[j]!.y);
        expect(d, `${sp[i]!.id} / ${sp[j]!.id}`).toBeGreaterThanOrEqual(14);
      }
    }
  });

  it('gives both special dice 6 faces as the wiki reads them: the Cursed 5 a partial (Improvise applies, seed), the 1 costs Health', () => {
    expect(abbey.specialDice?.blessed?.faces).toEqual(['blank', 'success', 'partial', 'partial', 'success', 'double']);
    expect(abbey.specialDice?.blessed?.provenance).toBe('fan-wiki');
    expect(abbey.specialDice?.cursed?.faces).toEqual(['cursed', 'blank', 'partial', 'partial', 'partial', 'success']);
    expect(abbey.specialDice?.cursed?.provenance).toBe('partly-seed');
  });

  it('marks seed-named cards as at least partly seed', () => {
    const seedNamed = [
      berith.terror.find((t) => t.name === 'Your mother is in Hell'),
      berith.finales.find((f) => f.name === 'It wants YOU!'),
      berith.finales.find((f) => f.id === 'legions-of-hell'),
      berith.darkPowers.find((d) => d.id === 'rejecting-god'),
      berith.darkPowers.find((d) => d.id === 'satanic-influence'),
      berith.actionCards.find((a) => a.id === 'expel-demon'),
      abbey.events.find((e) => e.id === 'black-mass'),
      abbey.items.find((i) => i.id === 'rosary'),
      abbey.terror.find((t) => t.id === 'lust'),
      abbey.actionCards.find((a) => a.id === 'benediction'),
    ];
    for (const card of seedNamed) {
      expect(card).toBeDefined();
      expect(['seed', 'partly-seed']).toContain(card!.provenance);
    }
    expect(berith.healthProvenance).toBe('fan-wiki');
  });

  // Final Girl Wiki (Carchofo/final-girl-stats wiki_cache.json, "Berith"), where seed 004 is silent.
  it('reads Berith off the wiki: Health 7, Horror 3, a 9-row track, discard the next Terror card, no move before the Finale', () => {
    expect([berith.health, berith.healthProvenance, berith.startHorror, berith.startHorrorProvenance]).toEqual([7, 'fan-wiki', 3, 'fan-wiki']);
    expect(berith.bloodlustProvenance).toBe('fan-wiki');
    expect(berith.bloodlust.map((r) => r.attack)).toEqual([1, 2, 2, 3, 3, 3, 4, 4, 5]);
    expect(berith.bloodlust.map((r) => r.move)).toEqual([1, 2, 2, 2, 3, 3, 3, 4, 4]);
    expect(berith.bloodlust.map((r) => r.darkPower)).toEqual([false, false, false, true, false, false, false, false, false]);
    expect(berith.bloodlust.map((r) => r.steps)).toEqual([
      [{ do: 'horror', n: 1 }], [], [{ do: 'horror', n: 1 }], [], [{ do: 'killerHeal', n: 1 }],
      [{ do: 'horror', n: 1 }], [{ do: 'killerHeal', n: 2 }], [{ do: 'horror', n: 1 }], [{ do: 'killerHeal', n: 2 }],
    ]);
    expect(berith.finalEffect).toEqual([{ do: 'discardTerror' }]);
    expect(berith.finaleBack).toMatchObject({ action: [{ do: 'killerAction', target: 'either', move: 0, attack: 1 }], provenance: 'fan-wiki' });
  });

  it('names the five L\'Armes Abbey Setup cards as the wiki does, keeping the old ids for stored games', () => {
    expect(abbey.setups.map((s) => s.name).sort()).toEqual(['Daily Chores', 'Reflection & Meditation', 'Sunday Mass', 'Supper Time', 'Tourism Bus']);
    expect(abbey.setups.find((s) => s.id === 'sunday-mass')?.provenance).toBe('partly-seed');
    expect(abbey.setups.flatMap((s) => s.formerIds).sort()).toEqual(['compline', 'feast-day', 'pilgrimage', 'vespers']);
  });
});
