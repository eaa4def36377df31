import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import { victimNames } from './modules.js';
import { moduleParts } from './modules/index.js';
import type { SharedLinePart } from './modules/presenter.js';
import { drawLegend, legendHeight } from './legend.js';
import { chipWidth, drawChip } from './chips.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import { drawUnitHealth, unitHealthHeight } from './unitHealth.js';
import { pips, pipsWidth } from './tracks.js';
import type { Box, LegendEntry, FooterLine } from './shapes.js';

const LINE_H = 38;

/** A footer track's boxes: smaller than the panels' Health pips, to sit in a line of text. */
const TRACK_BOX = 22;
const TRACK_GAP = 10;

/** Room a line's track takes after its text. */
function trackRoom(l: FooterLine): number {
  return l.track ? TRACK_GAP + pipsWidth(l.track.total, TRACK_BOX) : 0;
}

/** Height of the chip a line may start with. */
const LINE_CHIP = 34;
const SEP = ' · ';

/** Room a line's chip takes before its text. */
function indentOf(p: Painter, l: FooterLine): number {
  return l.chip ? chipWidth(p, l.chip.label, LINE_CHIP, l.chip.kind) + 8 : 0;
}

/**
 * Breaks a footer line into rows no wider than `width`, between its " · " parts where it can
 * (rather than shrinking the text), keeping room for its track after the last part; a single
 * over-long part is shortened with an ellipsis.
 */
function rowsOf(p: Painter, l: FooterLine, width: number): string[] {
  const w = width - indentOf(p, l);
  const parts = l.text.split(SEP);
  const rows: string[] = [];
  let row = '';
  parts.forEach((part, i) => {
    const candidate = row ? `${row}${SEP}${part}` : part;
    const room = i === parts.length - 1 ? trackRoom(l) : 0;
    if (!row || p.measure(candidate, SIZE.small) + room <= w) row = candidate;
    else {
      rows.push(row);
      row = part;
    }
  });
  const last = rows.length;
  if (row) rows.push(row);
  return rows.flatMap((r, i) => p.wrap(r, i === last ? w - trackRoom(l) : w, SIZE.small));
}

/**
 * The sheet's footer lines, each starting with a label naming what it is about: the deck sizes,
 * the Victims dead and in the box and the Events in play ("Decks: Terror 7 · Event 3 · Victims:
 * 2 dead, 5 in box · Events: Monsoon", short to keep the sheet's footer rows); the face-up Item on
 * each Search deck ("Top Items: Cave: Machete"); then the module facts on the board's edge.
 */
export function sheetLines(view: PublicView): FooterLine[] {
  const victims = victimNames(view).many;
  const counts = [`Decks: Terror ${view.terrorDeck}`, `Event ${view.eventDeck}`, `${victims}: ${view.deadVictims} dead, ${view.victimPool} in box`];
  if (view.activeEvents.length) counts.push(`Events: ${view.activeEvents.join(', ')}`);
  const lines: FooterLine[] = [{ text: counts.join(SEP) }];
  const tops = view.itemDecks.filter((d) => d.top !== null).map((d) => `${labelOf(view, d.space)}: ${d.top}`);
  if (tops.length) lines.push({ text: `Top Items: ${tops.join(SEP)}` });
  return [...lines, ...boardEdgeLines(view, true)];
}

/** The turn picture's one line the modules share: the first one's label, every module's parts, the last track given. */
function sharedLine(parts: readonly SharedLinePart[]): FooterLine[] {
  const first = parts[0];
  if (!first) return [];
  const track = parts.reduce<SharedLinePart['track']>((t, part) => part.track ?? t, undefined);
  return [{ text: `${first.label}: ${parts.flatMap((part) => part.parts).join(SEP)}`, ...(track ? { track } : {}) }];
}

/**
 * The module facts on the board's edge, which the turn picture keeps too: each module's `marks`
 * lines, then its `edge` lines (`full`: as on the sheet; else only what the turn picture's panel
 * and board do not show), then on the turn picture the one line the modules share.
 */
export function boardEdgeLines(view: PublicView, full: boolean): FooterLine[] {
  const footers = moduleParts(view).flatMap((m) => (m.footer ? [m.footer] : []));
  const marks = footers.flatMap((f) => f.marks?.(full) ?? []);
  const edge = footers.flatMap((f) => f.edge?.(full) ?? []);
  const shared = full ? [] : sharedLine(footers.flatMap((f) => f.turnLine?.() ?? []));
  return [...marks, ...edge, ...shared];
}

function labelOf(view: PublicView, id: string): string {
  return view.board.spaces.find((s) => s.id === id)?.label ?? id;
}

/** What a footer holds: its lines, then (from the view) the extra units' Health, then the legend. */
export interface FooterContent {
  lines: readonly FooterLine[];
  legend: readonly LegendEntry[];
}

/** Height drawFooter will use for this content in `width`. */
export function footerHeight(painter: Painter, view: PublicView, content: FooterContent, width: number): number {
  const lines = content.lines.reduce((n, l) => n + rowsOf(painter, l, width).length, 0) * LINE_H + 4;
  return lines + unitHealthHeight(painter, view, width) + legendHeight(painter, content.legend, width) + 8;
}

/** Draws the footer: a rule, its lines, the extra units' Health, the legend. */
export function drawFooter(painter: Painter, view: PublicView, content: FooterContent, box: Box): void {
  const tag = 'footer';
  const left = box.x + MARGIN;
  const width = box.w - 2 * MARGIN;
  painter.line(left, box.y, box.x + box.w - MARGIN, box.y, COLOR.panelLine, 2);
  let row = 0;
  for (const l of content.lines) {
    const x = left + indentOf(painter, l);
    const rows = rowsOf(painter, l, width);
    rows.forEach((text, i) => {
      const y = box.y + 28 + row * LINE_H;
      if (l.chip && i === 0) drawChip(painter, l.chip.kind, l.chip.label, left, y - 9, tag, LINE_CHIP);
      painter.text(text, x, y, { size: SIZE.small, color: COLOR.text, tag });
      if (l.track && i === rows.length - 1) {
        pips(painter, x + painter.measure(text, SIZE.small) + TRACK_GAP, y - 9, pipsWidth(l.track.total, TRACK_BOX), l.track.total, l.track.filled, COLOR.hazard);
      }
      row += 1;
    });
  }
  let used = row * LINE_H + 4;
  used += drawUnitHealth(painter, view, { ...box, y: box.y + used });
  drawLegend(painter, content.legend, { x: left, y: box.y + used, w: width, h: box.h - used });
}
