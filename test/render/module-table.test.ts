import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES, newGame, publicView } from '../../src/engine/index.js';
import { moduleParts } from '../../src/render/modules/index.js';
import { PIECE_KINDS } from '../../src/render/shapes.js';

const RENDER = fileURLToPath(new URL('../../src/render/', import.meta.url));

/**
 * The files that draw or say one module's things, called by its presenter (src/render/modules/),
 * and the benchmark, which times one named game. Every other file of src/render is generic.
 */
const MODULE_FILES = new Set(['hunter.ts', 'zombies.ts', 'vehicles.ts', 'raptorGames.ts', 'blessings.ts', 'blessingText.ts', 'upgrades.ts', 'pathRow.ts', 'movementText.ts', 'bench.ts']);

/** A module's name, the words of its box, or the tokens and Victims only it has. */
const MODULE_WORDS = /zombie|hunter|raptor|isla|lagarto|berith|volkar|volk'ar|abbey|larmes|malice|pesadilla|soldier/i;

/**
 * What a generic file may say although it holds a module's word: a chip kind in quotes (the
 * chips' shapes and colours are keyed by kind) and the theme's colours by kind (`COLOR.malice`,
 * or its definition `malice: '#4a1f66'`).
 */
function withoutKinds(source: string): string {
  const kinds = PIECE_KINDS.map((k) => k.replace(/[-]/g, '\\-')).join('|');
  return source
    .replace(new RegExp(`'(${kinds})'`, 'g'), "'kind'")
    .replace(/COLOR\.\w+/g, 'COLOR.kind')
    .replace(/^\s+\w+: '#[0-9a-f]{6}',$/gim, '');
}

describe('render presents every module through its table', () => {
  it('names no module in a generic file (each module adds its parts through src/render/modules/<id>.ts)', () => {
    const generic = readdirSync(RENDER).filter((f) => f.endsWith('.ts') && !MODULE_FILES.has(f));
    expect(generic).toEqual(expect.arrayContaining(['alt.ts', 'legend.ts', 'tracks.ts', 'footer.ts', 'turn.ts', 'draw.ts', 'board.ts', 'pieces.ts', 'theme.ts']));
    const found = generic.flatMap((f) =>
      withoutKinds(readFileSync(`${RENDER}${f}`, 'utf8'))
        .split('\n')
        .flatMap((line, i) => (MODULE_WORDS.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a module named in a generic file', () => {
    expect(MODULE_WORDS.test(withoutKinds("  if (view.modules.zombies) rows.push('hordes');"))).toBe(true);
    expect(MODULE_WORDS.test(withoutKinds("  /** The Malice line heads the footer. */"))).toBe(true);
    expect(MODULE_WORDS.test(withoutKinds("  case 'malice': return { fill: COLOR.malice };"))).toBe(false);
  });

  it('has a presenter for each module view of every pairing, in the view\'s order (Killer first)', () => {
    const killers = Object.values(MODULES).filter((m) => m.box === 'killer').map((m) => m.id);
    const locations = Object.values(MODULES).filter((m) => m.box === 'location').map((m) => m.id);
    const seen = new Set<string>();
    for (const killer of killers) {
      for (const location of locations) {
        const view = publicView(newGame({ killer, location }, 5).state);
        const keys = Object.keys(view.modules);
        keys.forEach((k) => seen.add(k));
        expect(moduleParts(view), `${killer} at ${location}`).toHaveLength(keys.length);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(MODULES).sort());
  });
});
