import type { ModuleViews } from '../engine/index.js';
import type { Piece, LegendEntry } from './shapes.js';

/** The Hunter: the stack on the Finale card, the face-down parts (how many, never their values), the Ally card. */
type HunterView = ModuleViews['hunter'];

/** The chip letters of face-down Cybernetic Part tokens on the board ("CP2": two there). */
const PART_MARK = 'CP';

export function partPieces(hv: HunterView): Piece[] {
  return hv.dropped.map((d) => ({ kind: 'face-down', label: `${PART_MARK}${d.count}`, space: d.space }));
}

export const partLegendEntry: LegendEntry = { kind: 'face-down', label: `${PART_MARK}1`, meaning: 'Part, face down' };

/** "3 Cybernetic Parts, 2 Countdown tokens, 1 damage this phase": the stack on the Finale card. */
function stackText(hv: HunterView): string {
  const parts = hv.parts ? `${hv.parts} Cybernetic Part${hv.parts > 1 ? 's' : ''}` : 'no part left';
  const countdown = `${hv.countdown} Countdown`;
  return [parts, countdown, hv.partDamage ? `${hv.partDamage} damage this phase` : null].filter(Boolean).join(', ');
}

/** A row's cube as words: free, or how far along its spaces. */
const cubeText = (r: NonNullable<HunterView['ally']>['rows'][number]) => (r.cube === null ? 'free' : `${r.cube + 1}/${r.spaces}`);

/**
 * The Ally card: each row's cube, its Health, the Dark Power under it. `full` names every row as
 * printed; the turn picture, whose unit row already gives its Health, names by their one word only
 * the rows a cube stands on (the others are free), short enough to share a row with the backpack
 * and the Minor Dark Powers and so keep the picture in its height budget.
 */
function allyText(hv: HunterView, full: boolean): string | null {
  const a = hv.ally;
  if (!a) return null;
  if (!full) {
    const cubes = a.rows.filter((r) => r.cube !== null).map((r) => `${r.short} ${cubeText(r)}`);
    return `Ally cubes: ${cubes.length ? cubes.join(', ') : 'none'}`;
  }
  const rows = a.rows.map((r) => `${r.name}${r.kind === 'reaction' ? ' (Reaction)' : ''} ${cubeText(r)}`);
  return [`Ally card (cube on each row): ${rows.join(' · ')}`, `${a.name} ${a.health} Health`, ...(a.power ? [`Dark Power under it: ${a.power}`] : [])].join(' · ');
}

/** "Minor Dark Power: Advanced AI", the Titanium Shield with the damage it still soaks. */
function minorText(hv: HunterView): string | null {
  const powers = hv.minorPowers.map((m) => (m === 'Titanium Shield' ? `${m} (${hv.shield} left)` : m));
  return powers.length ? `Minor Dark Power${powers.length > 1 ? 's' : ''}: ${powers.join(', ')}` : null;
}

/**
 * The Hunter's facts in words, every part labelled ("Backpack: 1", "Minor Dark Power: Advanced
 * AI"), so that each line starts with a label however many parts it has. `full` (the sheet, alt
 * text, /status): the stack on the Finale card and the face-down parts (how many where, never
 * what), the backpack, Minor Dark Powers, then the Ally card. The turn picture, whose Killer panel
 * and board already show the stack and the parts, keeps what they do not on one line, its labels
 * short to stay in the picture's height budget: the backpack, Minor Dark Powers and the Ally's cubes.
 */
export function hunterLines(hv: HunterView, full = true): string[] {
  const ally = allyText(hv, full);
  if (!full) {
    const line = [hv.backpack ? `Backpack: ${hv.backpack}` : null, minorText(hv), ally].filter((x): x is string => x !== null).join(' · ');
    return line ? [line] : [];
  }
  const parts = [
    hv.parts + hv.countdown > 0 ? `Finale card: ${stackText(hv)}` : null,
    ...hv.dropped.map((d) => `Face down: ${d.count} part${d.count > 1 ? 's' : ''} at ${d.spaceLabel}`),
    hv.backpack ? `Backpack: ${hv.backpack} part${hv.backpack > 1 ? 's' : ''}` : null,
    minorText(hv),
  ].filter((x): x is string => x !== null);
  return [...(parts.length ? [parts.join(' · ')] : []), ...(ally ? [ally] : [])];
}
