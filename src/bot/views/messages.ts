import type { GameEvent, SecretView } from '../../engine/index.js';
import { secretLines } from './modules/index.js';
import type { EventRow, FinishedGameRow } from '../../db/schema.js';
import { clip, CONTENT_MAX, TEXT } from '../strings.js';
import type { AchievementName, SetupIds } from './names.js';

/**
 * The public account of a step: headline (who chose, vote result) then the public events,
 * dropping the earliest events when it would not fit. Secret events never appear; a notice
 * says that something secret was learned.
 */
export function stepMessage(headline: readonly string[], events: readonly GameEvent[], max: number = CONTENT_MAX): string | null {
  const lines = events.filter((e) => e.visibility === 'public').map((e) => e.text);
  const secret = events.some((e) => e.visibility === 'secret');
  const head = headline.join('\n');
  const tail = secret ? TEXT.secretLearned : '';
  if (!head && lines.length === 0 && !tail) return null;
  const budget = max - head.length - tail.length - 80;
  let kept = lines;
  while (kept.length > 0 && kept.join('\n').length > budget) kept = kept.slice(1);
  const dropped = lines.length - kept.length;
  const parts = [head, dropped ? TEXT.moreEarlierLines(dropped) : '', kept.join('\n'), tail].filter((p) => p.length > 0);
  return clip(parts.join('\n'), max);
}

/** The lines of secret events, for the player whose pick uncovered them (ephemeral). */
export function secretEventLines(events: readonly GameEvent[]): string[] {
  return events.filter((e) => e.visibility === 'secret').map((e) => TEXT.bullet(e.text));
}

/** The recent public log for /log, newest last, within the content limit. */
export function logMessage(rows: readonly EventRow[]): string {
  if (rows.length === 0) return TEXT.logEmpty;
  let lines = rows.map((r) => TEXT.logLine(r.turn, r.text));
  const head = TEXT.logHeading(rows.length);
  while (lines.length > 1 && `${head}\n${lines.join('\n')}`.length > CONTENT_MAX) lines = lines.slice(1);
  return clip(`${TEXT.logHeading(lines.length)}\n${lines.join('\n')}`, CONTENT_MAX);
}

/** At most this many private messages for the full account; older lines beyond them are in `/log export`. */
const ACCOUNT_PAGES = 4;

/** The full account of the turns in `rows`, as messages within the content limit, newest lines kept when it must be cut. */
export function accountPages(rows: readonly EventRow[]): string[] {
  if (rows.length === 0) return [TEXT.logEmpty];
  const pages: string[] = [];
  let page: string[] = [];
  for (const r of [...rows].reverse()) {
    const line = TEXT.logLine(r.turn, r.text);
    if ([...page, line].join('\n').length > CONTENT_MAX - 100) {
      pages.unshift(page.reverse().join('\n'));
      page = [];
      if (pages.length === ACCOUNT_PAGES) break;
    }
    page.push(clip(line, CONTENT_MAX - 100));
  }
  if (page.length && pages.length < ACCOUNT_PAGES) pages.unshift(page.reverse().join('\n'));
  const shown = pages.reduce((n, p) => n + p.split('\n').length, 0);
  const head = shown < rows.length ? TEXT.accountCut(rows.length - shown) : TEXT.accountHeading;
  return [`${head}\n${pages[0] ?? ''}`, ...pages.slice(1)];
}

/** What the Final Girl knows that the table does not, one line per fact. */
export function secretsMessage(secrets: SecretView['secrets']): string {
  const lines = secretLines(secrets).map((line) => TEXT.bullet(line));
  if (lines.length === 0) return TEXT.noSecrets;
  return clip([TEXT.secretsHeading, ...lines].join('\n'), CONTENT_MAX);
}

/** Event kinds worth retelling in the recap. */
// An /undo is no moment of the game: what it took back did not happen.
const KEY_KINDS = new Set(['blessings-reveal', 'victim-saved', 'victim-killed', 'killer-health', 'final-health', 'dark-power', 'finale', 'ultimate', 'upgrade', 'game-over', 'concealed']);
const MAX_MOMENTS = 10;
/** Longest key moment; a longer one keeps its first whole sentences (a Finale's name, not half its text). */
const MOMENT_MAX = 150;

/** The first sentences of `text` that fit in `max`, or the text clipped when even the first does not. */
export function wholeSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  const ends = [...text.matchAll(/[.!?](?=\s)/g)].map((m) => (m.index ?? 0) + 1).filter((i) => i <= max);
  const end = ends.at(-1);
  return end ? text.slice(0, end) : clip(text, max);
}

/** Key moments told once each: a moment that happened again (a Victim killed at the same space) counts its times and turns. */
function distinctMoments(rows: readonly EventRow[]): { text: string; turns: number[]; times: number }[] {
  const byText = new Map<string, { text: string; turns: number[]; times: number }>();
  for (const e of rows) {
    const m = byText.get(e.text) ?? { text: e.text, turns: [], times: 0 };
    m.times += 1;
    if (!m.turns.includes(e.turn)) m.turns.push(e.turn);
    byText.set(e.text, m);
  }
  return [...byText.values()];
}

/** The end-of-game recap: result, turns, Victims, the seed (kept from everyone until now), the team, the achievements met, key moments. */
export function recapMessage(row: FinishedGameRow, names: SetupIds & { achievements?: readonly AchievementName[] }, log: readonly EventRow[], seed: string | null = null): string {
  const title = row.result === 'won' ? TEXT.recapWon : row.result === 'lost' ? TEXT.recapLost : TEXT.recapAbandoned;
  const lines = [title + (row.reason ? ` ${row.reason}` : ''), TEXT.recapLine(names.girl, names.killer, names.location, row.turns, row.mode), TEXT.recapVictims(row.saved, row.killed)];
  if (seed !== null) lines.push(TEXT.recapSeed(seed));
  if (row.players.length) lines.push(TEXT.recapTeam(row.players));
  for (const a of names.achievements ?? []) lines.push(TEXT.recapAchievement(a.name, a.text));
  const key = distinctMoments(log.filter((e) => KEY_KINDS.has(e.kind) && e.kind !== 'game-over'));
  const moments = key.length > MAX_MOMENTS ? [...key.slice(0, 3), ...key.slice(-(MAX_MOMENTS - 3))] : key;
  if (moments.length) lines.push('', TEXT.recapMoments, ...moments.map((m) => TEXT.recapMoment(m.turns, wholeSentences(m.text, MOMENT_MAX), m.times)));
  return clip(lines.join('\n'), CONTENT_MAX);
}
