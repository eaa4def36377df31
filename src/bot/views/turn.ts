import type { PublicView } from '../../engine/index.js';
import type { Snapshot } from '../play/reads.js';
import { tally } from '../votes.js';
import { clip, TEXT } from '../strings.js';
import { summaryLines } from './summary.js';

/** Discord's limit for message content. */
export const CONTENT_MAX = 2000;

/** Who must act on the open prompt: team members without a vote, or the solo chooser(s). */
export function waitingOn(s: Snapshot): string[] {
  const row = s.game.row;
  if (row.mode === 'vote') {
    const voted = new Set(s.ballots.map((b) => b.userId));
    return s.team.filter((u) => !voted.has(u));
  }
  if (row.soloActor === 'host') return [row.hostId];
  if (row.soloActor === 'joined') return s.team;
  return [];
}

/** The fixed text of a turn message: optional ping, board summary, the question. */
export function turnBody(view: PublicView, ping: string | null, hidden: number): string {
  const lines = [...(ping ? [ping] : []), ...summaryLines(view), '', `${TEXT.decideHeading} ${view.decision?.prompt ?? ''}`];
  if (hidden > 0) lines.push(TEXT.moreChoices(hidden));
  return lines.join('\n');
}

/** The lines that change while a prompt is open: tally, deadline, who is awaited. */
export function liveLines(s: Snapshot): string[] {
  const p = s.prompt;
  if (!p || p.status !== 'open') return [];
  if (s.game.row.mode === 'solo') {
    const row = s.game.row;
    return [TEXT.soloLive(row.soloActor === 'host' ? row.hostId : null)];
  }
  const options = s.game.state.pending?.options ?? [];
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  const lines = [TEXT.voteLive(s.ballots.length, s.team.length, p.deadlineAt, p.overdue)];
  for (const r of tally(s.ballots)) lines.push(TEXT.tallyLine(labelOf(r.choiceId), r.count, r.voters));
  const waiting = waitingOn(s);
  if (waiting.length) lines.push(TEXT.waitingOn(waiting));
  return lines;
}

/** The line a settled turn message ends with. */
export function settledLines(how: 'closed' | 'undo' | 'ended', label: string | null): string[] {
  if (how === 'closed') return [TEXT.closedLine(label ?? '?')];
  return [TEXT.cancelledLine(how)];
}

/** Body plus live lines, within Discord's content limit (the body is cut first). */
export function withLive(body: string, live: readonly string[]): string {
  const tail = live.length ? `\n\n${live.join('\n')}` : '';
  const room = CONTENT_MAX - tail.length;
  return `${clip(body, Math.max(200, room))}${tail}`.slice(0, CONTENT_MAX);
}
