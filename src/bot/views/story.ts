import type { GameEvent } from '../../engine/index.js';
import { clip, TEXT } from '../strings.js';

/**
 * The public story of the game in the channel: a step's account (what one choice set off) and a
 * game turn's chronicle (the whole turn in a few lines, once it is over). Both read the events'
 * kinds, never their sentences: the sentences are told as the engine wrote them, or counted.
 * Secret events are never told.
 */

/** An event as the story reads it: from `apply`, or a stored row of the events table. */
export type ToldEvent = Pick<GameEvent, 'kind' | 'text' | 'visibility'>;

/**
 * How much a line weighs in an account, heaviest first: `headline` the news (deaths, saves,
 * reveals, Hordes, the end), `toll` what the news cost (Health, Bloodlust, Horror), `story` what
 * was done (the default), `detail` the Killers' bookkeeping (targets, where each one stands).
 */
const WEIGHTS = ['headline', 'toll', 'story', 'detail'] as const;
type Weight = (typeof WEIGHTS)[number];

const WEIGHT_OF_KIND: Readonly<Record<string, Weight>> = {
  'victim-killed': 'headline',
  'victim-saved': 'headline',
  'game-over': 'headline',
  finale: 'headline',
  'dark-power': 'headline',
  'final-health': 'headline',
  'blessings-reveal': 'headline',
  ultimate: 'headline',
  concealed: 'headline',
  horde: 'headline',
  'unit-destroyed': 'headline',
  health: 'toll',
  'killer-health': 'toll',
  'unit-health': 'toll',
  bloodlust: 'toll',
  horror: 'toll',
  upgrade: 'toll',
  killer: 'detail',
  'killer-at': 'detail',
  ambiguity: 'detail',
  turn: 'detail',
};

const weightOf = (kind: string): Weight => WEIGHT_OF_KIND[kind] ?? 'story';

/**
 * Zombies with nothing within reach (phases/killerAction.ts `shamble`): counted into one line,
 * told first among the details. 'shamble-end' restates where the Zombie stands: it is only counted.
 */
const SHAMBLE_KINDS = new Set(['shamble', 'shamble-stays', 'shamble-end']);

/** One line of an account and how many events it tells. */
interface Line {
  text: string;
  events: number;
}

/** A step's account: `full` when it tells every public event (some counted together), else `left` events are not told. */
export interface StepAccount {
  text: string;
  full: boolean;
  left: number;
}

/** Public events told once per (kind, text), with their count, in the order they first happened. */
function linesOf(events: readonly ToldEvent[]): Line[] {
  const byKey = new Map<string, { text: string; n: number }>();
  for (const e of events) {
    const key = `${e.kind}\n${e.text}`;
    const seen = byKey.get(key);
    if (seen) seen.n += 1;
    else byKey.set(key, { text: e.text, n: 1 });
  }
  return [...byKey.values()].map((l) => ({ text: l.n > 1 ? TEXT.accountTimes(l.text, l.n) : l.text, events: l.n }));
}

/** The idle Zombies' line, or nothing. */
function shamblesLine(events: readonly ToldEvent[]): Line[] {
  const moved = events.filter((e) => e.kind === 'shamble').length;
  const stayed = events.filter((e) => e.kind === 'shamble-stays').length;
  const told = events.filter((e) => SHAMBLE_KINDS.has(e.kind)).length;
  return moved + stayed > 0 ? [{ text: TEXT.accountShambles(moved, stayed), events: told }] : [];
}

/** The lines of a step's public events, heaviest first, in the order they happened within a weight. */
function accountLines(events: readonly ToldEvent[]): Line[] {
  const told = events.filter((e) => !SHAMBLE_KINDS.has(e.kind));
  return WEIGHTS.flatMap((w) => [
    ...(w === 'detail' ? shamblesLine(events) : []),
    ...linesOf(told.filter((e) => weightOf(e.kind) === w)),
  ]);
}

/**
 * The public account of a step, within `max` characters: `headline` (who chose, the vote result),
 * then the news (deaths, saves, reveals, Hordes), what it cost (Health, Bloodlust, Horror), what
 * was done, and last the Killers' bookkeeping, with the idle Zombies counted in one line. Lines
 * told the same are told once with their count. Too long, it is cut at the end, where the lightest
 * lines are, and says how many lines more the full account (`/log`) has; never at the top. Secret
 * events never appear: a notice says that something secret was learned. Null when there is nothing to tell.
 */
export function stepAccount(headline: readonly string[], events: readonly ToldEvent[], max: number): StepAccount | null {
  const pub = events.filter((e) => e.visibility === 'public');
  const secret = events.some((e) => e.visibility !== 'public');
  if (headline.length === 0 && pub.length === 0 && !secret) return null;
  const head = headline.filter((h) => h.length > 0);
  const tail = secret ? [TEXT.secretLearned] : [];
  const lines = accountLines(pub);
  const compose = (kept: readonly Line[], more: string[]) => [...head, ...kept.map((l) => l.text), ...more, ...tail].join('\n');
  const whole = compose(lines, []);
  if (whole.length <= max) return { text: whole, full: true, left: 0 };
  // Keep the longest run of lines from the top that fits with the "more" line and the notice.
  for (let k = lines.length - 1; k >= 0; k--) {
    const kept = lines.slice(0, k);
    const left = pub.length - kept.reduce((n, l) => n + l.events, 0);
    const text = compose(kept, [TEXT.accountMore(left)]);
    if (text.length <= max) return { text, full: false, left };
  }
  // Even the headline and the notices are too long (a tiny `max`): the text is cut, no line told.
  return { text: clip(compose([], [TEXT.accountMore(pub.length)]), max), full: false, left: pub.length };
}

/** The kinds whose last line says where a track stands at the end of the turn, in the order told. */
const TRACK_KINDS = ['health', 'killer-health', 'bloodlust', 'horror'] as const;
/** The kinds that bring something into the open, told as the engine wrote them. */
const REVEAL_KINDS = new Set(['finale', 'dark-power', 'final-health', 'blessings-reveal', 'ultimate', 'concealed', 'upgrade']);

/** A game turn's chronicle aims at this many characters. */
const CHRONICLE_MAX = 400;
/** A chronicle has at most this many lines (the lightest are left out). */
const CHRONICLE_LINES = 5;
/** The Terror cards' line is clipped to this many characters: their names matter, not their rules. */
const TERROR_MAX = 120;
/** Below this many characters a clipped line says too little: it is left out. */
const SHORTEST_CLIPPED = 40;

/**
 * A whole game turn in at most `CHRONICLE_LINES` lines and `max` characters, for the channel's history once
 * the turn is over, from the turn's public events: what she did (counted: 'play' events, most of
 * them her cards; 'buy'; 'move'; 'item', searches and Items used), the Killers' Terror cards, the
 * Victims killed and saved, the Hordes formed and the Enemies destroyed (counted), where Health,
 * Bloodlust and Horror ended (the last line of each), what was revealed, and how the game ended.
 * When the room is short the counts and the end keep theirs; the Terror cards, then the reveals,
 * are clipped or left out first.
 */
export function turnChronicle(turn: number, events: readonly ToldEvent[], max: number = CHRONICLE_MAX): string {
  const pub = events.filter((e) => e.visibility === 'public');
  const count = (kind: string) => pub.filter((e) => e.kind === kind).length;
  const deeds = [
    [count('play'), TEXT.chroniclePlayed],
    [count('buy'), TEXT.chronicleBought],
    [count('move'), TEXT.chronicleMoved],
    [count('item'), TEXT.chronicleItems],
  ] as const;
  const toll = [
    [count('victim-killed'), TEXT.chronicleKilled],
    [count('victim-saved'), TEXT.chronicleSaved],
    [count('horde'), TEXT.chronicleHordes],
    [count('unit-destroyed'), TEXT.chronicleDestroyed],
  ] as const;
  const told = (list: readonly (readonly [number, (n: number) => string])[]) => list.filter(([n]) => n > 0).map(([n, say]) => say(n));
  const tracks = TRACK_KINDS.map((k) => pub.findLast((e) => e.kind === k)?.text).filter((t): t is string => t !== undefined);
  const reveals = [...new Set(pub.filter((e) => REVEAL_KINDS.has(e.kind)).map((e) => e.text))];
  const end = pub.findLast((e) => e.kind === 'game-over')?.text;
  const terror = pub.filter((e) => e.kind === 'terror').map((e) => e.text);
  const tollParts = told(toll);
  // In the order shown; `rank` is the order in which they get the room.
  const lines: { text: string; rank: number }[] = [
    { text: TEXT.chronicleTurn(turn, told(deeds)), rank: 0 },
    ...(terror.length ? [{ text: clip(TEXT.chronicleTerror(terror), TERROR_MAX), rank: 5 }] : []),
    ...(tollParts.length ? [{ text: TEXT.chronicleToll(tollParts), rank: 1 }] : []),
    ...(tracks.length ? [{ text: TEXT.chronicleChanges(tracks), rank: 3 }] : []),
    ...(reveals.length ? [{ text: TEXT.chronicleReveals(reveals), rank: 4 }] : []),
    ...(end ? [{ text: TEXT.chronicleEnd(end), rank: 2 }] : []),
  ];
  // Lines get the room by rank, each clipped to what is left (or left out when too little is);
  // a line after the first costs its newline too.
  const fitted = new Map<number, string>();
  let room = max;
  const byRank = lines.map((l, i) => ({ ...l, i })).sort((a, b) => a.rank - b.rank);
  for (const { text, i } of byRank) {
    if (fitted.size === CHRONICLE_LINES) break;
    const width = room - (fitted.size > 0 ? 1 : 0);
    if (width < SHORTEST_CLIPPED && text.length > width && fitted.size > 0) continue;
    const shown = clip(text, Math.max(0, width));
    room = width - shown.length;
    fitted.set(i, shown);
  }
  return lines.map((_, i) => fitted.get(i)).filter((t): t is string => t !== undefined).join('\n');
}
