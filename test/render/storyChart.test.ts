import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { storyOf, storyPoint } from '../../src/engine/story.js';
import { newGame, replay } from '../../src/engine/index.js';
import { renderResultsChart, renderStoryChart } from '../../src/render/storyChart.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { apply } from '../../src/engine/index.js';
import { tempDir } from '../bot/harness.js';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** The choice ids of a game the aggressive policy plays (choice texts go through the bot; the engine wants ids). */
function played(killer: string, location: string, seed: number): string[] {
  let state = newGame({ killer, location }, seed).state;
  const policy = aggressivePolicy(seed);
  const ids: string[] = [];
  for (let i = 0; i < 800 && !state.result && state.pending; i++) {
    const text = policy(state);
    const option = state.pending.options.find((o) => o.id === text || o.label === text) ?? state.pending.options[0];
    if (!option) break;
    ids.push(option.id);
    state = apply(state, option.id).state;
  }
  return ids;
}

describe('the game by turn', () => {
  it('a point after setup, then one per turn that ended, the last one the game’s end', () => {
    const ids = played('volkar', 'pesadilla-verde', 3);
    const { points, end } = storyOf(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state.setup, 3, ids);
    const last = replay({ killer: 'volkar', location: 'pesadilla-verde' }, 3, ids).state;
    expect(end.turn).toBe(last.turn);
    expect(points.at(-1)).toEqual(storyPoint(last));
    expect(points[0]?.turn).toBe(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state.turn - 1);
    const turns = points.slice(1).map((p) => p.turn);
    expect(new Set(turns).size).toBe(turns.length);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(points.every((p) => p.killerHealth !== null)).toBe(true);
    // Victims only ever add up.
    for (let i = 1; i < points.length; i++) expect((points[i]?.killed ?? 0) >= (points[i - 1]?.killed ?? 0)).toBe(true);
  }, 60_000);

  it('the Zombies have no Health of their own: no Killer line', async () => {
    const ids = played('zombies', 'larmes-abbey', 2).slice(0, 60);
    const { points } = storyOf(newGame({ killer: 'zombies', location: 'larmes-abbey' }, 2).state.setup, 2, ids);
    expect(points.every((p) => p.killerHealth === null)).toBe(true);
    const chart = await renderStoryChart(points, { girl: 'Patsy', killer: 'The Zombies' });
    expect(chart.alt).not.toContain('Killer’s Health');
    expect(chart.alt).toContain('Bloodlust');
  }, 60_000);

  it.each([
    ['hunter', 'pesadilla-verde', 'The Hunter'],
    ['raptors', 'isla-lagarto', 'The Raptors'],
  ])('%s: the one Killer on the board has its Health drawn, whatever its unit is called', async (killer, location, name) => {
    const start = newGame({ killer, location }, 4).state;
    const [own] = start.units.filter((u) => u.role === 'killer');
    expect(own?.id).not.toBe('killer');
    const ids = played(killer, location, 4).slice(0, 40);
    const { points } = storyOf(start.setup, 4, ids);
    expect(points[0]?.killerHealth).toBe(own?.health);
    // Between the Mark V's defeat and the Mark X's arrival no Killer stands on the board: no point then.
    expect(points.filter((p) => typeof p.killerHealth === 'number').length).toBeGreaterThan(2);
    const chart = await renderStoryChart(points, { girl: 'Kat', killer: name });
    expect(chart.alt).toContain('Killer’s Health');
  }, 60_000);

  it('the chart is a phone-sized PNG whose alt text tells each line from start to end', async () => {
    const points = [
      { turn: 0, girlHealth: 5, killerHealth: 9, bloodlust: 0, saved: 0, killed: 0 },
      { turn: 1, girlHealth: 4, killerHealth: 9, bloodlust: 2, saved: 1, killed: 1 },
      { turn: 2, girlHealth: 4, killerHealth: 3, bloodlust: 3, saved: 2, killed: 2 },
    ];
    const chart = await renderStoryChart(points, { girl: 'Selena', killer: "The Volk'ar" });
    const img = await loadImage(chart.png);
    expect([img.width, img.height]).toEqual([800, 480]);
    expect(chart.alt).toBe("Selena vs The Volk'ar, by turn, turn 0 to 2: Selena’s Health 5 to 4; Killer’s Health 9 to 3; Bloodlust 0 to 3; Victims saved 0 to 2; Victims killed 0 to 2.");
    writeFileSync(join(tmp.dir, 'story.png'), chart.png);
  });

  it('a server’s results chart counts wins and losses game by game', async () => {
    const chart = await renderResultsChart(['won', 'lost', 'won', 'won'], 'This server, game by game');
    expect(chart.alt).toBe('This server, game by game, game 1 to 4: Won 1 to 3; Lost 0 to 1.');
    expect((await loadImage(chart.png)).width).toBe(800);
  });
});
