import type { PublicView } from '../engine/index.js';
import { hunterLines, hunterOf } from './hunter.js';
import type { Painter } from './paint.js';
import { victimNames, type LarmesAbbeyView } from './modules.js';
import { drawLegend, legendHeight } from './legend.js';
import { chipWidth, drawChip } from './pieces.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import { drawUnitHealth, unitHealthHeight } from './unitHealth.js';
import { raptorGamesFooter } from './raptorGames.js';
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

const MALICE_KEY = 34;
const SEP = ' · ';

/** Room the Malice octagon takes before a `malice` line's text. */
function indentOf(p: Painter, l: FooterLine): number {
  return l.malice ? chipWidth(p, 'M', MALICE_KEY, 'malice') + 8 : 0;
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
export function sheetLines(view: PublicView, abbey: LarmesAbbeyView | null): FooterLine[] {
  const victims = victimNames(view).many;
  const counts = [`Decks: Terror ${view.terrorDeck}`, `Event ${view.eventDeck}`, `${victims}: ${view.deadVictims} dead, ${view.victimPool} in box`];
  if (view.activeEvents.length) counts.push(`Events: ${view.activeEvents.join(', ')}`);
  const lines: FooterLine[] = [{ text: counts.join(SEP) }];
  const tops = view.itemDecks.filter((d) => d.top !== null).map((d) => `${labelOf(view, d.space)}: ${d.top}`);
  if (tops.length) lines.push({ text: `Top Items: ${tops.join(SEP)}` });
  return [...lines, ...boardEdgeLines(view, abbey, true)];
}

/**
 * The module facts on the board's edge, which the turn picture keeps too: at L'Armes Abbey the
 * Malice tokens on the board and left, and where the Donkey is; with the Hunter the stack on the
 * Finale card, the face-down parts, the Ally card and its cubes, Minor Dark Powers; the Pack's
 * size and the Spawn deck, the fence sections, the T-Rex card and the Lava (`full`: as on
 * the sheet; else only what the turn picture's panel and board do not show).
 */
export function boardEdgeLines(view: PublicView, abbey: LarmesAbbeyView | null, full: boolean): FooterLine[] {
  const hunter = hunterOf(view);
  const lines: FooterLine[] = hunter ? hunterLines(hunter, full).map((text) => ({ text })) : [];
  lines.push(...raptorGamesFooter(view, full));
  if (!abbey) return lines;
  const total = abbey.malice.length + abbey.maliceLeft;
  const parts = [`Malice: ${abbey.malice.length}/${total} on the board`, `${abbey.maliceLeft} left`];
  if (abbey.donkey) parts.push(`Donkey at ${labelOf(view, abbey.donkey)}`);
  return [{ text: parts.join(SEP), malice: true }, ...lines];
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
export function footerHeight(p: Painter, view: PublicView, content: FooterContent, width: number): number {
  const lines = content.lines.reduce((n, l) => n + rowsOf(p, l, width).length, 0) * LINE_H + 4;
  return lines + unitHealthHeight(p, view, width) + legendHeight(p, content.legend, width) + 8;
}

/** Draws the footer: a rule, its lines, the extra units' Health, the legend. */
export function drawFooter(p: Painter, view: PublicView, content: FooterContent, box: Box): void {
  const tag = 'footer';
  const left = box.x + MARGIN;
  const width = box.w - 2 * MARGIN;
  p.line(left, box.y, box.x + box.w - MARGIN, box.y, COLOR.panelLine, 2);
  let row = 0;
  for (const l of content.lines) {
    const x = left + indentOf(p, l);
    const rows = rowsOf(p, l, width);
    rows.forEach((text, i) => {
      const y = box.y + 28 + row * LINE_H;
      if (l.malice && i === 0) drawChip(p, 'malice', 'M', left, y - 9, tag, MALICE_KEY);
      p.text(text, x, y, { size: SIZE.small, color: COLOR.text, tag });
      if (l.track && i === rows.length - 1) {
        pips(p, x + p.measure(text, SIZE.small) + TRACK_GAP, y - 9, pipsWidth(l.track.total, TRACK_BOX), l.track.total, l.track.filled, COLOR.hazard);
      }
      row += 1;
    });
  }
  let used = row * LINE_H + 4;
  used += drawUnitHealth(p, view, { ...box, y: box.y + used });
  drawLegend(p, content.legend, { x: left, y: box.y + used, w: width, h: box.h - used });
}
