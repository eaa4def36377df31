import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { singleLetterParameters } from './parameterNames.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('exported signatures name their parameters in words', () => {
  it('has no single-letter parameter in an exported signature of src/', () => {
    const found = sources(SRC).flatMap((f) => singleLetterParameters(f, readFileSync(f, 'utf8')).map((hit) => `${f.slice(SRC.length)}:${hit}`));
    expect(found).toEqual([]);
  });

  it('finds one in each kind of exported signature, and none in a private one', () => {
    const planted = [
      'export function drawDie(x: number, top: number) {}',
      'function listed(y: number) {}',
      'export { listed };',
      'export const pips = (left: number, c: number) => left + c;',
      'export class Painter { text(line: string, x: number) {} private own(z: number) {} }',
      'export interface Playout { (s: string): string; draw(p: number): void }',
      'function alone(q: number) {}',
    ].join('\n');
    expect(singleLetterParameters('planted.ts', planted)).toEqual(['1: drawDie(x)', '2: listed(y)', '4: pips(c)', '5: Painter.text(x)', '6: Playout(s)', '6: Playout(p)']);
  });
});
