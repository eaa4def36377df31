import type { PublicView } from '../../engine/index.js';
import { clip } from '../strings.js';

const PHASE_NAMES: Record<string, string> = {
  setup: 'Setup',
  action: 'Action phase',
  planning: 'Planning phase',
  killer: 'Killer phase',
  panic: 'Panic phase',
  upkeep: 'Upkeep',
  over: 'Game over',
};

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
  const phase = PHASE_NAMES[view.phase] ?? view.phase;
  lines.push(`**Turn ${view.turn} · ${phase}** — ${view.setup.girl} vs ${view.setup.killer}, ${view.setup.location}${view.setup.extreme ? ' (Extreme)' : ''}`);
  lines.push(
    `❤️ Health ${g.health}/${g.maxHealth} · 😱 Horror ${g.horror} (${g.horrorDice} ${g.horrorDice === 1 ? 'die' : 'dice'}) · ⏳ Time ${g.time} · 📍 ${g.spaceLabel}`,
  );
  const volkar: VolkarPath | null = isRecord(view.modules.volkar) ? (view.modules.volkar as VolkarPath) : null;
  const where = k.space === null ? `Concealed${volkar?.originSpace ? ` (Origin: ${label(volkar.originSpace)})` : ''}` : `at ${k.spaceLabel ?? k.space}`;
  lines.push(`🔪 ${k.name}: ${where} · Health ${k.health}/${k.maxHealth} · Bloodlust ${k.bloodlust}/${k.bloodlustMax}`);
  if (volkar?.path && volkar.path.length > 0) {
    const cards = volkar.path.map((p) => (p.faceUp ? `${p.position}: ${p.text ?? 'face up'}` : `${p.position}: face down`));
    lines.push(clip(`👁️ Path: ${cards.join(' · ')}`, 300));
  }
  lines.push(clip(`🃏 Hand: ${g.hand.length ? g.hand.join(', ') : 'empty'}`, 300));
  if (g.items.length) lines.push(clip(`🎒 Items: ${g.items.map((i) => `${i.name}${i.inHands ? ' (in hands)' : ''}`).join(', ')}`, 200));
  const onBoard = view.victims.reduce((n, v) => n + v.count, 0);
  lines.push(`👥 Victims: ${onBoard} on the board · ${g.saved} saved · ${view.deadVictims} killed`);
  if (view.activeEvents.length) lines.push(clip(`⚠️ In play: ${view.activeEvents.join(', ')}`, 200));
  if (view.result) lines.push(`${view.result === 'won' ? '🏁 Won' : '💀 Lost'}${view.endReason ? `: ${view.endReason}` : ''}`);
  return lines;
}

/** Alt text for the board image when the renderer gives none. */
export function fallbackAlt(view: PublicView): string {
  return clip(summaryLines(view).join(' ').replace(/\*\*/g, ''), 1000);
}
