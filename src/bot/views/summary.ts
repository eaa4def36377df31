import type { PublicView } from '../../engine/index.js';
import { clip, PHASE_NAMES, SUMMARY } from '../strings.js';

interface VolkarPath {
  concealed?: boolean;
  originSpace?: string | null;
  path?: { position: number; faceUp: boolean; text: string | null }[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * A short board summary, one fact group per line so it reads on a phone (no side-by-side
 * embed fields, which phones stack).
 */
export function summaryLines(view: PublicView): string[] {
  const label = (space: string | null | undefined) => (space ? (view.board.spaces.find((s) => s.id === space)?.label ?? space) : '?');
  const g = view.girl;
  const k = view.killer;
  const lines: string[] = [];
  lines.push(SUMMARY.title(view.turn, PHASE_NAMES[view.phase] ?? view.phase, view.setup.girl, view.setup.killer, view.setup.location, view.setup.extreme));
  lines.push(SUMMARY.girl(g.health, g.maxHealth, g.horror, g.horrorDice, g.time, g.spaceLabel));
  const volkar: VolkarPath | null = isRecord(view.modules.volkar) ? (view.modules.volkar as VolkarPath) : null;
  const where = k.space === null ? SUMMARY.concealed(volkar?.originSpace ? label(volkar.originSpace) : null) : SUMMARY.at(k.spaceLabel ?? k.space);
  lines.push(SUMMARY.killer(k.name, where, k.health, k.maxHealth, k.bloodlust, k.bloodlustMax));
  if (volkar?.path && volkar.path.length > 0) lines.push(clip(SUMMARY.path(volkar.path.map((p) => SUMMARY.pathCard(p.position, p.text, p.faceUp))), 300));
  lines.push(clip(SUMMARY.hand(g.hand), 300));
  if (g.items.length) lines.push(clip(SUMMARY.items(g.items.map((i) => SUMMARY.item(i.name, i.inHands))), 200));
  const onBoard = view.victims.reduce((n, v) => n + v.count, 0);
  lines.push(SUMMARY.victims(onBoard, g.saved, view.deadVictims));
  const abbey = view.modules.larmesAbbey as { malice?: unknown; maliceLeft?: unknown } | undefined;
  if (Array.isArray(abbey?.malice)) {
    const total = typeof abbey.maliceLeft === 'number' ? abbey.malice.length + abbey.maliceLeft : null;
    lines.push(clip(SUMMARY.malice(abbey.malice.map((sp) => label(String(sp))), total), 200));
  }
  // Only the public sheet: which spaces are filled, never a token's face.
  const berith = view.modules.berith as { side?: unknown; sheet?: unknown } | undefined;
  if (Array.isArray(berith?.sheet)) {
    const sheet = berith.sheet as { filled?: boolean }[];
    lines.push(SUMMARY.blessings(String(berith.side ?? 'heavenly'), sheet.filter((b) => b.filled === true).length, sheet.length));
  }
  if (view.activeEvents.length) lines.push(clip(SUMMARY.inPlay(view.activeEvents), 200));
  if (view.result) lines.push(SUMMARY.result(view.result === 'won', view.endReason));
  return lines;
}

/** Alt text for the board image when the renderer gives none. */
export function fallbackAlt(view: PublicView): string {
  return clip(summaryLines(view).join(' ').replace(/\*\*/g, ''), 1000);
}
