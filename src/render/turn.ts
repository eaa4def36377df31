import type { PublicView } from '../engine/index.js';
import { drawBoard } from './board.js';
import { boardEdgeLines, drawFooter, footerHeight } from './footer.js';
import { boardLegend } from './legend.js';
import { blankPicture, measuring, type Drawing } from './paint.js';
import { piecesOf } from './pieces.js';
import { fullWidth, MARGIN, turnLayout, WIDTH } from './theme.js';
import { drawFighters, moduleKillerRows, panelHeight, type GirlRow, type KillerRow } from './tracks.js';
import { drawTurnRow } from './turnRow.js';
import { hasKillerBoard, killerSpaceIsOwn } from './units.js';

/** What a decision needs from the Final Girl's panel. */
const GIRL_ROWS: readonly GirlRow[] = ['health', 'time'];

/**
 * What a decision needs from the Killer's panel. When other Killers stand in for the Killer the
 * panel has no Health of its own to show: the footer's unit Health row gives theirs. Without a
 * Killer board, the modules' own first rows (their Killers against their tokens) come first.
 */
function killerRows(view: PublicView): readonly KillerRow[] {
  if (!hasKillerBoard(view)) return [...moduleKillerRows(view, true), 'bloodlust'];
  return killerSpaceIsOwn(view) ? ['health', 'bloodlust'] : ['bloodlust'];
}

/**
 * The turn picture, drawn from the public view: the board as on the sheet, then the turn row,
 * the fighters' Health, Time and Bloodlust, the module facts on the board's edge, the extra
 * units' Health, and a legend of what this board shows. The rest stays on the sheet.
 */
export function drawTurn(view: PublicView): Drawing {
  const pieces = piecesOf(view);
  const footer = { lines: boardEdgeLines(view, false), legend: boardLegend(view, pieces) };
  const layout = turnLayout(panelHeight(GIRL_ROWS.length), footerHeight(measuring(), view, footer, WIDTH - 2 * MARGIN));
  const { canvas, p } = blankPicture(layout.height);

  drawBoard(p, view, pieces, fullWidth(layout.board));
  drawTurnRow(p, view, fullWidth(layout.turn));
  drawFighters(p, view, fullWidth(layout.fighters), GIRL_ROWS, killerRows(view));
  drawFooter(p, view, footer, fullWidth(layout.footer));
  return { canvas, texts: p.log, pieces: p.pieces };
}
