import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { newGame, publicView, type GameState, type PublicView } from '../../src/engine/index.js';
import { renderWithLog, type PictureKind } from '../../src/render/index.js';
import { boardEdgeLines, sheetLines } from '../../src/render/footer.js';
import type { FooterLine } from '../../src/render/shapes.js';
import { sampleGame } from '../../src/render/sample.js';
import { pngSize } from './png.js';
import { crowdedHunterView, crowdedStates, crowdedUnitsView, crowdedView, piledView } from './crowded.js';

/**
 * Issue 34: every line of the footer, on both pictures, starts with a label naming what it is
 * about ("Decks: …", "Raptors: …"), and no part between its " · " is a bare name (a Minor Dark
 * Power, an Event, the T-Rex) without a label of its own or words saying what it is.
 */
const SEP = ' · ';
/** A label: words without digits, then ": " ("Ally card (cube on each row): "). "Pack of 5 Raptors (5 Health: …" is none. */
const LABEL = /^[A-Z][A-Za-z' ()-]{1,30}: /;
/** A part that names what it gives ("Lava 2/4: Volcano", "Minor Dark Power: Advanced AI"). */
const PART_LABEL = /^[^:]{1,40}: /;
const KINDS: readonly PictureKind[] = ['sheet', 'turn'];
/** The Hunter's tables at each Location: where the Mark V Ally stands, where two parts lie face down. */
const HUNTER_TABLES = [['pesadilla-verde', 'cave', 'clearing'], ['larmes-abbey', 'crypt', 'well'], ['isla-lagarto', 'helipad', 'volcano']] as const;

/** The names of things in this view that a footer part must not give bare. */
function namesOf(view: PublicView): Set<string> {
  const hv = view.modules.hunter;
  const ally = hv?.ally;
  return new Set([
    view.setup.location, view.setup.killer, view.killer.name, 'T-Rex', 'Pack', 'Donkey', 'Malice', 'Raptors', 'Fences',
    ...view.activeEvents,
    ...view.board.spaces.map((s) => s.label),
    ...view.units.map((u) => u.name),
    ...view.itemDecks.flatMap((d) => (d.top === null ? [] : [d.top])),
    ...view.girl.items.map((i) => i.name),
    ...(hv?.minorPowers ?? []),
    ...(ally ? [ally.name, ...(ally.power ? [ally.power] : []), ...ally.rows.flatMap((r) => [r.name, r.short])] : []),
  ]);
}

/** What is wrong with these footer lines: a line without a label, a part that is a bare name. */
function unlabelled(lines: readonly FooterLine[], view: PublicView): string[] {
  const names = namesOf(view);
  const out: string[] = [];
  for (const { text } of lines) {
    if (!LABEL.test(text)) out.push(`no label: "${text}"`);
    for (const part of text.split(SEP)) {
      if (PART_LABEL.test(part)) continue;
      // Unlabelled, each of its listed names must say something about it ("T-Rex loose", not "T-Rex").
      const bare = part.split(', ').map((n) => n.replace(/ \([^)]*\)$/, '')).filter((n) => names.has(n));
      if (bare.length) out.push(`bare ${bare.join(', ')} in "${text}"`);
    }
  }
  return out;
}

/** Both pictures' footer lines of a view: the sheet's and the turn picture's. */
function footerLines(view: PublicView): FooterLine[] {
  return [...sheetLines(view), ...boardEdgeLines(view, false)];
}

/**
 * The Hunter with all the module can show at once: the stack on the Finale card, two parts face
 * down, one in her backpack, both Minor Dark Powers, the Mark V repaired as an Ally with cubes on
 * two rows and a Dark Power under its card.
 */
function fullHunter(location: string, ally: string, parts: string): GameState {
  const s = newGame({ killer: 'hunter', location, girl: 'tali' }, 3).state;
  Object.assign(s.units.find((u) => u.type === 'mark-v') as object, { role: 'ally', health: 7, maxHealth: null, space: ally });
  Object.assign(s.hunter as object, {
    dropped: [{ id: 2, value: 4, space: parts }, { id: 3, value: 1, space: parts }], backpack: [{ id: 5, value: 5 }],
    allyPower: 'cybernetic-agility', cubes: { strike: 1, 'move-quick': 0 }, minorPowers: ['advanced-ai', 'titanium-shield'], shield: 2,
  });
  return s;
}

describe('every footer line is labelled (issue 34)', () => {
  const c = content();
  const pairings = Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));

  it.each(pairings)('$killer @ $location: seeded games from start to end, and their crowded states', (options) => {
    const found: string[] = [];
    let lines = 0;
    for (const seed of [3, 12]) {
      const states = sampleGame(options, seed);
      states.forEach((s, i) => {
        if (i % 6 !== 0 && i !== states.length - 1) return;
        const view = publicView(s);
        lines += footerLines(view).length;
        found.push(...unlabelled(footerLines(view), view).map((p) => `seed ${seed} after ${i} choices: ${p}`));
      });
    }
    for (const view of crowdedStates(options, [3]).map(piledView)) found.push(...unlabelled(footerLines(view), view).map((p) => `crowded: ${p}`));
    expect([...new Set(found)].slice(0, 10)).toEqual([]);
    expect(lines).toBeGreaterThan(20);
  });

  it('the hand-made crowded views and the Hunter with every fact of its module', () => {
    const views = [crowdedView(), crowdedUnitsView(), crowdedHunterView(), ...HUNTER_TABLES.map(([l, ally, parts]) => publicView(fullHunter(l, ally, parts)))];
    for (const view of views) expect(unlabelled(footerLines(view), view)).toEqual([]);
  });

  it('finds a missing label: the check fails on a line or a part without one', () => {
    const view = publicView(fullHunter('pesadilla-verde', 'cave', 'clearing'));
    const lines = footerLines(view);
    const strip = (label: string) => lines.map((l) => ({ ...l, text: l.text.replace(label, '') }));
    expect(unlabelled(lines, view)).toEqual([]);
    expect(unlabelled(strip('Decks: '), view)).toEqual([expect.stringMatching(/^no label: "Terror/)]);
    expect(unlabelled(strip('Minor Dark Powers: '), view)).toEqual(expect.arrayContaining([expect.stringMatching(/^bare Advanced AI, Titanium Shield in/)]));
    expect(unlabelled(strip('Events: '), view)).toEqual([expect.stringMatching(/^bare Piranhas! in/)]);
  });

  it.each(KINDS)('the %s picture draws each line from its label, the Hunter with every fact of its module too', async (kind) => {
    for (const [location, ally, parts] of HUNTER_TABLES) {
      const view = publicView(fullHunter(location, ally, parts));
      const { png, texts } = await renderWithLog(view, kind);
      const drawn = texts.filter((t) => t.tag === 'footer').map((t) => t.text);
      const lines = kind === 'sheet' ? sheetLines(view) : boardEdgeLines(view, false);
      for (const { text } of lines) expect(drawn.some((row) => text.startsWith(row) && LABEL.test(row)), `${location}: "${text}"`).toBe(true);
      expect(drawn.join(SEP)).toContain('Minor Dark Powers: Advanced AI, Titanium Shield (2 left)');
      // The turn picture's budget holds at Pesadilla Verde; with the Abbey's Malice line or the
      // island's, this much of the Hunter was already 1130 px tall before the labels.
      if (kind === 'sheet' || location === 'pesadilla-verde') expect(pngSize(png).height, location).toBeLessThanOrEqual(kind === 'sheet' ? 2000 : 1100);
    }
  });
});
