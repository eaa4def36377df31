import { createCanvas } from '@napi-rs/canvas';
import { ensureFonts, font } from './fonts.js';
import { encodePng } from './png.js';
import { COLOR } from './theme.js';

/** One line of a chart: a value per x (null: none there, the line breaks). */
interface ChartSeries {
  name: string;
  color: string;
  values: readonly (number | null)[];
  /** The most it can be (Bloodlust's track length): the alt text says "of 10". */
  outOf?: number;
}

export interface LineChart {
  title: string;
  /** What the x axis counts ("Turn", "Game"), and the x of each value. */
  xLabel: string;
  xs: readonly number[];
  series: readonly ChartSeries[];
}

/**
 * Sized for a phone: Discord shows an image about 400 px wide there, so at 800 px every label is
 * drawn at 24 px or more to read at half size, the legend above the plot in up to two rows.
 */
const W = 800;
const H = 480;
const PAD = { left: 64, right: 24, top: 120, bottom: 56 };
const LABEL = 24;

function niceStep(max: number): number {
  for (const step of [1, 2, 5, 10, 20, 50, 100]) if (max / step <= 6) return step;
  return Math.ceil(max / 6);
}

/** Line i of n: the last drawn 4 px, each earlier one 3 px wider, so none hides another. */
export function lineWidth(index: number, count: number): number {
  return 4 + 3 * (count - 1 - index);
}

/** A line chart as a PNG, and its alt text: each series' first and last value. */
export async function renderLineChart(chart: LineChart): Promise<{ png: Buffer; alt: string }> {
  ensureFonts();
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = COLOR.background;
  g.fillRect(0, 0, W, H);
  g.fillStyle = COLOR.text;
  g.font = font(28, 700);
  g.textBaseline = 'top';
  g.fillText(chart.title, PAD.left, 14);

  // Legend: swatch and name, wrapping to a second row.
  g.font = font(LABEL);
  let lx = PAD.left;
  let ly = 54;
  for (const s of chart.series) {
    const w = 28 + g.measureText(s.name).width + 24;
    if (lx + w > W - PAD.right) [lx, ly] = [PAD.left, ly + 32];
    g.fillStyle = s.color;
    g.fillRect(lx, ly + 8, 20, 8);
    g.fillStyle = COLOR.text;
    g.fillText(s.name, lx + 28, ly);
    lx += w;
  }

  const plot = { x: PAD.left, y: PAD.top, w: W - PAD.left - PAD.right, h: H - PAD.top - PAD.bottom };
  const all = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = Math.max(1, ...all);
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const x0 = chart.xs[0] ?? 0;
  const x1 = chart.xs[chart.xs.length - 1] ?? 1;
  const px = (x: number) => plot.x + (x1 === x0 ? plot.w / 2 : ((x - x0) / (x1 - x0)) * plot.w);
  const py = (v: number) => plot.y + plot.h - (v / top) * plot.h;

  g.strokeStyle = COLOR.panelLine;
  g.lineWidth = 1;
  g.fillStyle = COLOR.dim;
  g.font = font(20);
  g.textBaseline = 'middle';
  g.textAlign = 'right';
  for (let v = 0; v <= top; v += step) {
    g.beginPath();
    g.moveTo(plot.x, py(v));
    g.lineTo(plot.x + plot.w, py(v));
    g.stroke();
    g.fillText(String(v), plot.x - 10, py(v));
  }
  g.textAlign = 'center';
  g.textBaseline = 'top';
  const xStep = niceStep(Math.max(1, x1 - x0));
  for (let x = x0; x <= x1; x += xStep) g.fillText(String(x), px(x), plot.y + plot.h + 8);
  g.textAlign = 'right';
  g.fillText(chart.xLabel, plot.x + plot.w, plot.y + plot.h + 30);
  g.textAlign = 'left';

  // Lines that run together must all show: each is drawn a little thinner than the one before, so
  // a later line lies inside the earlier as a stripe instead of hiding it.
  chart.series.forEach((s, si) => {
    g.strokeStyle = s.color;
    g.fillStyle = s.color;
    g.lineWidth = lineWidth(si, chart.series.length);
    g.lineJoin = 'round';
    let drawing = false;
    g.beginPath();
    s.values.forEach((v, i) => {
      const x = chart.xs[i];
      if (v === null || x === undefined) {
        drawing = false;
        return;
      }
      if (drawing) g.lineTo(px(x), py(v));
      else g.moveTo(px(x), py(v));
      drawing = true;
    });
    g.stroke();
    if (s.values.length === 1 && s.values[0] !== null && chart.xs[0] !== undefined) {
      g.beginPath();
      g.arc(px(chart.xs[0]), py(s.values[0] as number), lineWidth(si, chart.series.length) + 1, 0, 2 * Math.PI);
      g.fill();
    }
  });

  const ends = chart.series.map((s) => {
    const vs = s.values.filter((v): v is number => v !== null);
    return vs.length ? `${s.name} ${vs[0]} to ${vs[vs.length - 1]}${s.outOf !== undefined ? ` of ${s.outOf}` : ''}` : null;
  });
  const alt = `${chart.title}, ${chart.xLabel.toLowerCase()} ${x0} to ${x1}: ${ends.filter((e) => e !== null).join('; ')}.`;
  return { png: await encodePng(canvas), alt };
}
