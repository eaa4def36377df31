import { describe, expect, it } from 'vitest';
import { newGame, publicView, type GameState } from '../../src/engine/index.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { pngSize } from './png.js';

/**
 * The Hunter's picture (issue 14): the stack on the Finale card, both models, the face-down parts
 * on the board (counted, never their values), the Ally card with its cubes; alt text and /status.
 */
const BUDGET: Record<PictureKind, { height: number; bytes: number }> = {
  sheet: { height: 2000, bytes: 250 * 1024 },
  turn: { height: 1100, bytes: 125 * 1024 },
};
const all = (texts: readonly DrawnText[]) => texts.map((t) => t.text).join(' | ');

/** Mid-game at each Location: the Mark V repaired as an Ally at `ally`, the Mark X at `x`, two parts face down at `parts`, one in the backpack. */
function midGame(location: string, ally: string, x: string, parts: string): GameState {
  const s = newGame({ killer: 'hunter', location, girl: 'tali' }, 3).state;
  Object.assign(s.units.find((u) => u.type === 'mark-v') as object, { role: 'ally', health: 7, maxHealth: null, space: ally });
  s.units.push({ id: 'mark-x-9', type: 'mark-x', role: 'killer', space: x, startSpace: x, health: 12, maxHealth: 15, final: { colour: 'black', value: 3, revealed: false } });
  Object.assign(s.hunter as object, {
    stack: [], countdown: 0, dropped: [{ id: 2, value: 4, space: parts }, { id: 3, value: 1, space: parts }], backpack: [{ id: 5, value: 5 }],
    allyPower: 'cybernetic-agility', cubes: { strike: 1, 'move-quick': 0 },
  });
  return s;
}

const TABLES = { 'pesadilla-verde': ['cave', 'trail-d', 'clearing'], 'larmes-abbey': ['crypt', 'chapel', 'well'] } as const;

describe('the Hunter\'s picture', () => {
  it('at the start: the Killer panel shows 3 parts on 2 Countdown tokens, the board the Mark V', async () => {
    const view = publicView(newGame({ killer: 'hunter', location: 'pesadilla-verde', girl: 'kat' }, 3).state);
    for (const kind of ['sheet', 'turn'] as const) {
      const { texts } = await renderWithLog(view, kind);
      expect(all(texts)).toContain('+ 2 Countdown');
      expect(texts.filter((t) => t.tag === 'killer').map((t) => t.text)).toContain('Parts');
      // MV, not V: at the Abbey "V2" is two Victims.
      expect(texts.some((t) => t.text === 'MV1')).toBe(true);
    }
  });

  for (const [location, [ally, x, parts]] of Object.entries(TABLES)) {
    it.each(['sheet', 'turn'] satisfies PictureKind[])(`${location}, mid-game: the %s picture shows both models, the parts as CP chips and the Ally card's cubes, within its budget`, async (kind) => {
      const s = midGame(location, ally, x, parts);
      const view = publicView(s);
      const { png, texts, alt } = await renderWithLog(view, kind);
      const size = pngSize(png);
      expect(size.height).toBeLessThanOrEqual(BUDGET[kind].height);
      expect(png.length).toBeLessThanOrEqual(BUDGET[kind].bytes);
      const drawn = all(texts);
      expect(texts.filter((t) => t.tag === `space:${parts}`).map((t) => t.text)).toContain('CP2');
      expect(texts.filter((t) => t.tag === `space:${ally}`).map((t) => t.text)).toContain('MV');
      expect(texts.filter((t) => t.tag === `space:${x}`).map((t) => t.text)).toContain('MX1');
      expect(drawn).toContain(kind === 'sheet' ? 'Deal 2 damage 2/2' : 'Damage 2/2');
      expect(drawn).toContain(kind === 'sheet' ? 'Move 1 space 1/1' : 'Move 1/1');
      // The turn picture names only the rows a cube stands on: the Reaction row is free.
      if (kind === 'sheet') expect(drawn).toContain('Reduce an attack\'s damage by 1 (Reaction) free');
      else expect(drawn).not.toContain('Reaction');
      expect(drawn).toContain(kind === 'sheet' ? 'Ally card (cube on each row): Deal 2 damage 2/2' : 'Ally cubes: Damage 2/2, Move 1/1');
      expect(drawn).toContain(kind === 'sheet' ? 'Backpack: 1 part' : 'Backpack: 1');
      expect(alt).toContain('Mark V Ally 7 Health');
      // Face down for everyone: no value of a part anywhere.
      for (const text of [drawn, alt]) expect(text).not.toMatch(/shows [0-9]/);
    });
  }

  it('/status tells the stack, the parts and the Ally in words', () => {
    const lines = summaryLines(publicView(midGame('pesadilla-verde', 'cave', 'trail-d', 'clearing'))).join('\n');
    expect(lines).toContain('Face down: 2 parts at Clearing');
    expect(lines).toContain('Ally card (cube on each row): Deal 2 damage 2/2');
    expect(lines).toContain('Mark V Ally 7 Health · Dark Power under it: Cybernetic Agility');
    const start = summaryLines(publicView(newGame({ killer: 'hunter', location: 'pesadilla-verde', girl: 'kat' }, 3).state)).join('\n');
    expect(start).toContain('Finale card: 3 Cybernetic Parts, 2 Countdown');
  });
});
