import type { PublicView } from '../engine/index.js';
import type { Painter } from './paint.js';
import type { Box } from './board.js';
import { COLOR, MARGIN, SIZE } from './theme.js';

const LINE_H = 32;

/** Deck sizes, Victim counts, events in play and the face-up Item on each Search deck. Returns the height used. */
export function drawFooter(p: Painter, view: PublicView, box: Box): number {
  const tag = 'footer';
  const left = box.x + MARGIN;
  const width = box.w - 2 * MARGIN;
  const lines: string[] = [];
  const counts = [`Terror deck ${view.terrorDeck}`, `Event deck ${view.eventDeck}`, `Dead ${view.deadVictims}`, `In box ${view.victimPool}`];
  if (view.activeEvents.length) counts.push(`In play: ${view.activeEvents.join(', ')}`);
  lines.push(counts.join(' · '));
  const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  const tops = view.itemDecks.filter((d) => d.top !== null).map((d) => `${label(d.space)}: ${d.top}`);
  if (tops.length) lines.push(`Top Items: ${tops.join(' · ')}`);
  lines.forEach((l, i) => p.text(p.fit(l, width, SIZE.small), left, box.y + 22 + i * LINE_H, { size: SIZE.small, color: COLOR.text, tag }));
  return lines.length * LINE_H + 4;
}
