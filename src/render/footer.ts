import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import type { Box } from './board.js';
import type { LarmesAbbeyView } from './modules.js';
import { drawChip } from './pieces.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const LINE_H = 32;

/** One footer line; `malice` lines start with the Malice octagon. */
interface FooterLine {
  text: string;
  malice?: boolean;
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
export function footerHeight(view: PublicView, abbey: LarmesAbbeyView | null): number {
  return footerLines(view, abbey).length * LINE_H + 4;
}

/** Draws the footer lines; returns the height used. */
export function drawFooter(p: Painter, view: PublicView, abbey: LarmesAbbeyView | null, box: Box): number {
  const tag = 'footer';
  const left = box.x + MARGIN;
  const width = box.w - 2 * MARGIN;
  const lines = footerLines(view, abbey);
  lines.forEach((l, i) => {
    const y = box.y + 22 + i * LINE_H;
    let x = left;
    if (l.malice) x += drawChip(p, 'malice', 'M', x, y - 7, tag, 28) + 8;
    p.text(p.fit(l.text, width - (x - left), SIZE.small), x, y, { size: SIZE.small, color: COLOR.text, tag });
  });
  return lines.length * LINE_H + 4;
}
