import type { PublicView } from '../engine/index.js';
import { drawBoard } from './board.js';
import { drawFooter, footerHeight, sheetLines } from './footer.js';
import { drawHand } from './hand.js';
import { drawHeader } from './header.js';
import { sheetLegend } from './legend.js';
import { encodePng } from './png.js';
import { moduleParts } from './modules/index.js';
import { blankPicture, measuring, type Drawing, type DrawnPiece, type DrawnText } from './paint.js';
import { piecesOf } from './pieces.js';
import { fullWidth, layoutFor, MARGIN, WIDTH, type SectionName } from './theme.js';
import { drawFighters } from './tracks.js';
import { drawTurn } from './turn.js';

/** The full sheet (every section), or the turn picture (the board and the numbers for a decision). */
export type PictureKind = 'sheet' | 'turn';

/** Draws the whole sheet from the public view; encoding is left to the caller. */
function drawGame(view: PublicView): Drawing {
  const sections = moduleParts(view).flatMap((m) => (m.section ? [m.section] : []));
  const footer = { lines: sheetLines(view), legend: sheetLegend(view) };
  const footerH = footerHeight(measuring(), view, footer, WIDTH - 2 * MARGIN);
  const layout = layoutFor(Object.fromEntries(sections.map((s) => [s.name, true])), footerH);
  const { canvas, p } = blankPicture(layout.height);

  const section = (name: SectionName) => {
    const s = layout[name];
    if (!s) throw new Error(`section ${name} is not in this layout`);
    return fullWidth(s);
  };
  drawHeader(p, view, section('header'));
  drawBoard(p, view, piecesOf(view), section('board'));

  drawFighters(p, view, section('fighters'));

  for (const s of sections) s.draw(p, section(s.name));
  drawHand(p, view, section('hand'));
  drawFooter(p, view, footer, section('footer'));
  return { canvas, texts: p.log, pieces: p.pieces };
}

/** Draws a picture of this kind and encodes it: the PNG bytes and every string drawn. */
export async function renderDrawing(view: PublicView, kind: PictureKind = 'sheet'): Promise<{ png: Buffer; texts: DrawnText[]; pieces: DrawnPiece[] }> {
  const { canvas, texts, pieces } = kind === 'turn' ? drawTurn(view) : drawGame(view);
  return { png: await encodePng(canvas), texts, pieces };
}
