import type { Snapshot } from '../play/reads.js';
import type { PromptRow } from '../../db/schema.js';
import { choiceLabels, tally } from '../votes.js';
import { clip, CONTENT_MAX, TALLY_LABEL_MAX, TALLY_SHOWN, TEXT } from '../strings.js';
import { callerOf } from '../play/followUps.js';
import { choiceWords } from './labels.js';
import { PLAN_SEP } from '../play/plan.js';

export { CONTENT_MAX } from '../strings.js';

/** Room the live lines always get when the body is long (the body is cut first, never its question). */
const LIVE_MIN = 600;
/** Longest question part (the Decide line and what follows it) kept when the body must be cut. */
const DECIDE_MAX = 500;

/** What `waitingOn` reads: the game, its team and ballots, and whether the open prompt is the caller's. */
export type Awaiting = Pick<Snapshot, 'row' | 'team' | 'ballots'> & { prompt?: Pick<PromptRow, 'byCaller'> | undefined };

/** Who must act on the open prompt: team members without a vote, the caller of a follow-up, or the solo chooser(s). */
export function waitingOn(state: Awaiting): string[] {
  const row = state.row;
  if (row.mode === 'vote' && state.prompt?.byCaller) return [callerOf(row)];
  if (row.mode === 'vote') {
    const voted = new Set(state.ballots.map((b) => b.userId));
    return state.team.filter((u) => !voted.has(u));
  }
  if (row.soloActor === 'host') return [row.hostId];
  if (row.soloActor === 'joined') return state.team;
  return [];
}

/**
 * The proposed plans written out, when a menu line cannot hold one whole (Discord shows 100
 * characters of it): the plan the team votes is every step of it. None when all fit.
 */
export function planLines(options: readonly { id: string; label: string }[]): string[] {
  const plans = options.filter((o) => o.id.includes(PLAN_SEP));
  if (!plans.some((o) => o.label.length > PLAN_LINE_MAX)) return [];
  return [TEXT.planProposed, ...plans.map((o, i) => TEXT.planListed(i + 1, o.label))];
}

/** What a menu line shows of a label (Discord's limit). */
const PLAN_LINE_MAX = 100;

/**
 * The lines that change while a prompt is open: count and deadline, who is awaited, the tally
 * (the leading choices). `waiting` false leaves out the "Waiting on" line (when a ping line
 * already names the same players).
 */
export function liveLines(state: Snapshot, waiting = true): string[] {
  const p = state.prompt;
  if (!p || p.status !== 'open') return [];
  if (state.row.mode === 'solo') {
    const row = state.row;
    return [TEXT.soloLive(row.soloActor === 'host' ? row.hostId : null)];
  }
  if (p.byCaller) return [TEXT.callerLive(callerOf(state.row))];
  const options = state.decision?.options ?? [];
  // The tally reads like the buttons (their words, the full label too where the line has room);
  // a plan reads as it was voted, whole.
  const ballotLabel = choiceLabels(options, state.ballots);
  const labelOf = (id: string) => {
    const o = options.find((x) => x.id === id);
    return o && !id.includes(PLAN_SEP) ? choiceWords(o, TALLY_LABEL_MAX) : ballotLabel(id);
  };
  const lines = [TEXT.voteLive(state.ballots.length, state.team.length, p.deadlineAt, p.overdue)];
  const awaited = waitingOn(state);
  if (waiting && awaited.length) lines.push(TEXT.waitingOn(awaited));
  const rows = tally(state.ballots);
  for (const r of rows.slice(0, TALLY_SHOWN)) lines.push(TEXT.tallyLine(labelOf(r.choiceId), r.count, r.voters));
  if (rows.length > TALLY_SHOWN) lines.push(TEXT.moreTallied(rows.length - TALLY_SHOWN));
  return lines;
}

/**
 * Who a new turn message pings: with pings on, those awaited (team members who have not voted
 * on it yet, or the solo chooser), except `actedBy`, the person whose interaction opened it (the
 * solo player's own click, the last voter, the host closing the vote), who is not pinged for
 * what they just caused. `actedBy` null (a vote window closed by its deadline, a turn message
 * posted after a restart) pings everyone awaited. The publisher pings each at most once a game turn.
 */
export function pingTargets(snap: Awaiting, actedBy: string | null): string[] {
  if (!snap.row.pingOnDecision) return [];
  return waitingOn(snap).filter((u) => u !== actedBy);
}

/** The line that pings `ids` for the open prompt: the caller's follow-up, a vote, or the solo chooser's move. */
export function pingLine(snap: Pick<Snapshot, 'row' | 'prompt'>, ids: readonly string[]): string {
  return snap.prompt?.byCaller ? TEXT.pingCaller(ids) : snap.row.mode === 'vote' ? TEXT.pingVote(ids) : TEXT.pingSolo(ids);
}

/** The line a settled turn message ends with. */
export function settledLines(how: 'closed' | 'undo' | 'ended', label: string | null): string[] {
  if (how === 'closed') return [TEXT.closedLine(label ?? '?')];
  return [TEXT.cancelledLine(how)];
}

/**
 * A plain-text body an older bot stored (layouts 'legacy' and 'v2'), plus live lines, within
 * Discord's content limit: the only place a body's text is searched for its question, since
 * such bodies have no parts. The live lines get what the body leaves (at least LIVE_MIN) and
 * lose whole lines from the end; the body is cut before its question.
 */
export function withLive(body: string, live: readonly string[]): string {
  const liveRoom = Math.max(LIVE_MIN, CONTENT_MAX - body.length - 2);
  const tail = fitLines(live, liveRoom);
  const sep = tail ? '\n\n' : '';
  return `${keepQuestion(body, CONTENT_MAX - sep.length - tail.length)}${sep}${tail}`;
}

/** Room kept for the line that counts the lines left out. */
const MORE_LINES_ROOM = 30;

/** As many whole lines as fit in `room`, from the first, then how many were left out. */
function fitLines(lines: readonly string[], room: number): string {
  const all = lines.join('\n');
  if (all.length <= room) return all;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = line.length + (kept.length ? 1 : 0);
    if (used + cost > room - MORE_LINES_ROOM) break;
    kept.push(line);
    used += cost;
  }
  if (kept.length === 0) kept.push(clip(lines[0] ?? '', room - MORE_LINES_ROOM));
  return [...kept, TEXT.moreLiveLines(lines.length - kept.length)].join('\n');
}

/** Cuts `body` to `room`, taking the room from the lines before the Decide line. */
function keepQuestion(body: string, room: number): string {
  if (body.length <= room) return body;
  const lines = body.split('\n');
  const at = lines.findLastIndex((l) => l.startsWith(TEXT.decideHeading));
  if (at < 0) return clip(body, room);
  const question = clip(lines.slice(at).join('\n'), Math.min(room, DECIDE_MAX));
  const headRoom = room - question.length - 1;
  if (headRoom <= 0) return question;
  return `${clip(lines.slice(0, at).join('\n'), headRoom)}\n${question}`;
}
