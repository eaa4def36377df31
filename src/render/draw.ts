import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PublicView } from '../engine/index.js';
import { drawBlessings } from './blessings.js';
import { drawBoard } from './board.js';
import { ensureFonts } from './fonts.js';
import { drawFooter, footerHeight } from './footer.js';
import { drawHand } from './hand.js';
import { drawHeader } from './header.js';
import { drawLegend, legendEntries, legendHeight, unitLegendEntries } from './legend.js';
import { encodePng } from './png.js';
import { berithOf, larmesAbbeyOf, lastRollOf, pesadillaVerdeOf, victimNames, volkarOf } from './modules.js';
import { Painter, type DrawnText } from './paint.js';
import { drawPath } from './pathRow.js';
import { piecesOf } from './pieces.js';
import { COLOR, layoutFor, MARGIN, WIDTH, type SectionName } from './theme.js';
import { drawGirl, drawKiller } from './tracks.js';
import { drawUnitHealth, unitHealthHeight } from './unitHealth.js';
import { closedSpaces, cutLines, panelMark } from './units.js';
import { drawUpgrades } from './upgrades.js';

/** A drawn (not yet encoded) picture and every string drawn on it. */
export interface Drawing {
  canvas: Canvas;
  texts: DrawnText[];
}

const full = (s: { y: number; h: number }) => ({ x: 0, y: s.y, w: WIDTH, h: s.h });

/** Only measures text (to size the footer before the picture's height is known). */
let measurer: Painter | null = null;
function measuring(): Painter {
  measurer ??= new Painter(createCanvas(1, 1).getContext('2d'));
  return measurer;
}

/** Draws the whole picture from the public view; encoding is left to the caller. */
export function drawGame(view: PublicView): Drawing {
  ensureFonts();
  const volkar = volkarOf(view);
  const pv = pesadillaVerdeOf(view);
  const berith = berithOf(view);
  const abbey = larmesAbbeyOf(view);
  const victims = victimNames(view);
  const legend = legendEntries({
    volkar: volkar !== null,
    pesadillaVerde: pv !== null,
    victims,
    larmesAbbey: abbey !== null,
    river: view.board.edges.some((e) => e.oneWay),
    specialDice: lastRollOf(view).some((d) => d.kind !== null),
    killerMark: panelMark(view),
    units: unitLegendEntries(view),
    cut: cutLines(view).length > 0,
    closed: closedSpaces(view).length > 0,
  });
  const legendW = WIDTH - 2 * MARGIN;
  const footerH = footerHeight(measuring(), view, abbey, WIDTH - 2 * MARGIN) + unitHealthHeight(measuring(), view, WIDTH - 2 * MARGIN) + legendHeight(measuring(), legend, legendW) + 8;
  const layout = layoutFor({ path: volkar !== null, blessings: berith !== null, upgrades: pv !== null }, footerH);
  const canvas = createCanvas(WIDTH, layout.height);
  const p = new Painter(canvas.getContext('2d'));
  p.ctx.fillStyle = COLOR.background;
  p.ctx.fillRect(0, 0, WIDTH, layout.height);

  const section = (name: SectionName) => {
    const s = layout[name];
    if (!s) throw new Error(`section ${name} is not in this layout`);
    return full(s);
  };
  drawHeader(p, view, section('header'));
  drawBoard(p, view, piecesOf(view, volkar, victims.letter, abbey), section('board'));

  const f = section('fighters');
  const half = (WIDTH - 2 * MARGIN - 12) / 2;
  drawGirl(p, view, { x: MARGIN, y: f.y, w: half, h: f.h });
  drawKiller(p, view, volkar, { x: MARGIN + half + 12, y: f.y, w: half, h: f.h });

  if (volkar) drawPath(p, volkar, section('path'));
  if (berith) drawBlessings(p, berith, section('blessings'));
  if (pv) drawUpgrades(p, pv, section('upgrades'));
  drawHand(p, view, section('hand'));

  const footer = section('footer');
  p.line(MARGIN, footer.y, WIDTH - MARGIN, footer.y, COLOR.panelLine, 2);
  let used = drawFooter(p, view, abbey, footer);
  used += drawUnitHealth(p, view, { ...footer, y: footer.y + used });
  drawLegend(p, legend, { x: MARGIN, y: footer.y + used, w: legendW, h: footer.h - used });
  return { canvas, texts: p.log };
}

/** Draws and encodes: the PNG bytes and every string drawn. */
export async function renderDrawing(view: PublicView): Promise<{ png: Buffer; texts: DrawnText[] }> {
  const { canvas, texts } = drawGame(view);
  return { png: await encodePng(canvas), texts };
}
