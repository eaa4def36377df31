import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import type { Box } from './board.js';
import type { LarmesAbbeyView } from './modules.js';
import { chipWidth, drawChip } from './pieces.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const LINE_H = 38;

/** One footer line; `malice` lines start with the Malice octagon. */
interface FooterLine {
  text: string;
  malice?: boolean;
}

const MALICE_KEY = 34;
const SEP = ' · ';

/** Room the Malice octagon takes before a `malice` line's text. */
function indentOf(p: Painter, l: FooterLine): number {
  return l.malice ? chipWidth(p, 'M', MALICE_KEY, 'malice') + 8 : 0;
}

/**
 * Breaks a footer line into rows no wider than `width`, between its " · " parts where it can
 * (rather than shrinking the text); a single over-long part is shortened with an ellipsis.
 */
function rowsOf(p: Painter, l: FooterLine, width: number): string[] {
  const w = width - indentOf(p, l);
  const rows: string[] = [];
  let row = '';
  for (const part of l.text.split(SEP)) {
    const candidate = row ? `${row}${SEP}${part}` : part;
    if (!row || p.measure(candidate, SIZE.small) <= w) row = candidate;
    else {
      rows.push(row);
      row = part;
    }
  }
  if (row) rows.push(row);
  return rows.flatMap((r) => p.wrap(r, w, SIZE.small));
}

/**
 * Deck sizes, Victim counts and events in play; the face-up Item on each Search deck; at
 * L'Armes Abbey the Malice tokens on the board and left, and where the Donkey is.
 */
function footerLines(view: PublicView, abbey: LarmesAbbeyView | null): FooterLine[] {
  const lines: FooterLine[] = [];
  const counts = [`Terror deck ${view.terrorDeck}`, `Event deck ${view.eventDeck}`, `Dead ${view.deadVictims}`, `In box ${view.victimPool}`];
  if (view.activeEvents.length) counts.push(`In play: ${view.activeEvents.join(', ')}`);
  lines.push({ text: counts.join(' · ') });
  const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  const tops = view.itemDecks.filter((d) => d.top !== null).map((d) => `${label(d.space)}: ${d.top}`);
  if (tops.length) lines.push({ text: `Top Items: ${tops.join(' · ')}` });
  if (abbey) {
    const total = abbey.malice.length + abbey.maliceLeft;
    const parts = [`Malice ${abbey.malice.length}/${total} on the board`, `${abbey.maliceLeft} left`];
    if (abbey.donkey) parts.push(`Donkey at ${label(abbey.donkey)}`);
    lines.push({ text: parts.join(' · '), malice: true });
  }
  return lines;
}

/** Height drawFooter will use for these lines (the legend goes below). */
export function footerHeight(p: Painter, view: PublicView, abbey: LarmesAbbeyView | null, width: number): number {
  return footerLines(view, abbey).reduce((n, l) => n + rowsOf(p, l, width).length, 0) * LINE_H + 4;
}

/** Draws the footer lines; returns the height used. */
export function drawFooter(p: Painter, view: PublicView, abbey: LarmesAbbeyView | null, box: Box): number {
  const tag = 'footer';
  const left = box.x + MARGIN;
  const width = box.w - 2 * MARGIN;
  let row = 0;
  for (const l of footerLines(view, abbey)) {
    const x = left + indentOf(p, l);
    rowsOf(p, l, width).forEach((text, i) => {
      const y = box.y + 28 + row * LINE_H;
      if (l.malice && i === 0) drawChip(p, 'malice', 'M', left, y - 9, tag, MALICE_KEY);
      p.text(text, x, y, { size: SIZE.small, color: COLOR.text, tag });
      row += 1;
    });
  }
  return row * LINE_H + 4;
}
