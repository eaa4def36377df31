import type { StoryPoint } from '../engine/index.js';
import { renderLineChart, type LineChart } from './lineChart.js';
import { COLOR } from './theme.js';

/** Line colours: the Final Girl's and the Killer's as on the board; Victims in the board's save and kill colours. */
const SERIES = {
  girl: COLOR.girl,
  killer: COLOR.killer,
  bloodlust: '#b36be0',
  saved: COLOR.ally,
  killed: COLOR.inert,
};

/** The recap's chart: the game by turn (a Killer without Health of its own has no Killer line). */
export function storyChart(points: readonly StoryPoint[], names: { girl: string; killer: string }): LineChart {
  const killerLine = points.some((p) => p.killerHealth !== null);
  // The Location's word for its Victims, as the log and the summary say it.
  const called = points[0]?.victims ?? 'Victims';
  const bloodlustMax = points.find((p) => p.bloodlustMax !== undefined)?.bloodlustMax;
  return {
    title: `${names.girl} vs ${names.killer}, by turn`,
    xLabel: 'Turn',
    xs: points.map((p) => p.turn),
    series: [
      { name: `${names.girl}’s Health`, color: SERIES.girl, values: points.map((p) => p.girlHealth) },
      ...(killerLine ? [{ name: 'Killer’s Health', color: SERIES.killer, values: points.map((p) => p.killerHealth) }] : []),
      { name: 'Bloodlust', color: SERIES.bloodlust, values: points.map((p) => p.bloodlust), ...(bloodlustMax ? { outOf: bloodlustMax } : {}) },
      { name: `${called} saved`, color: SERIES.saved, values: points.map((p) => p.saved) },
      { name: `${called} killed`, color: SERIES.killed, values: points.map((p) => p.killed) },
    ],
  };
}

/** The recap's chart drawn here (the bot draws it on a drawing thread: render/index.ts). */
export function renderStoryChart(points: readonly StoryPoint[], names: { girl: string; killer: string }): Promise<{ png: Buffer; alt: string }> {
  return renderLineChart(storyChart(points, names));
}

/** /stats' chart: a server's results game by game, as running counts of wins and losses. */
export function resultsChart(results: readonly ('won' | 'lost')[], title: string): LineChart {
  let won = 0;
  let lost = 0;
  const wins: number[] = [];
  const losses: number[] = [];
  for (const r of results) {
    if (r === 'won') won += 1;
    else lost += 1;
    wins.push(won);
    losses.push(lost);
  }
  return {
    title,
    xLabel: 'Game',
    xs: results.map((_, i) => i + 1),
    series: [
      { name: 'Won', color: SERIES.girl, values: wins },
      { name: 'Lost', color: SERIES.killer, values: losses },
    ],
  };
}

/** The results chart drawn here. */
export function renderResultsChart(results: readonly ('won' | 'lost')[], title: string): Promise<{ png: Buffer; alt: string }> {
  return renderLineChart(resultsChart(results, title));
}
