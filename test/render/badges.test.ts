import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import type { PublicView } from '../../src/engine/index.js';
import { renderWithLog, type DrawnPiece } from '../../src/render/index.js';
import { crowdedHunterView, crowdedStates, crowdedUnitsView, crowdedView, piledView } from './crowded.js';

function overlaps(a: DrawnPiece, b: DrawnPiece): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const name = (d: DrawnPiece) => `${d.kind} "${d.label}" (${d.tag})`;

/**
 * The clashes between the board's chips: two chips of one space whose shapes' boxes overlap, and
 * any chip of the board (of any space: a row hanging below its own) over the Final Girl's.
 */
async function clashes(view: PublicView): Promise<string[]> {
  const { pieces } = await renderWithLog(view, 'sheet');
  const board = pieces.filter((d) => d.tag.startsWith('space:'));
  const out: string[] = [];
  for (let i = 0; i < board.length; i++) {
    for (let j = i + 1; j < board.length; j++) {
      const [a, b] = [board[i] as DrawnPiece, board[j] as DrawnPiece];
      const girl = a.kind === 'girl' || b.kind === 'girl';
      if ((a.tag === b.tag || girl) && overlaps(a, b)) out.push(`${name(a)} overlaps ${name(b)}`);
    }
  }
  return out;
}

describe('badges in a space never cover one another', () => {
  const c = content();
  const pairings = Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));

  it.each(pairings)('$killer @ $location: the crowded seeded states and the pile-up in the Final Girl\'s space', async (options) => {
    const found: string[] = [];
    const states = crowdedStates(options);
    const views: [string, PublicView][] = [...states.map((v, i) => [`crowded state ${i}`, v] as [string, PublicView]), ...states.map((v, i) => [`pile-up ${i}`, piledView(v)] as [string, PublicView])];
    for (const [what, view] of views) for (const clash of await clashes(view)) found.push(`${what}: ${clash}`);
    expect(found).toEqual([]);
  });

  it('the hand-made crowded views', async () => {
    expect(await clashes(crowdedView())).toEqual([]);
    expect(await clashes(crowdedUnitsView())).toEqual([]);
    expect(await clashes(crowdedHunterView())).toEqual([]);
  });
});
