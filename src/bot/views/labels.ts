import type { ChoiceOption } from '../../engine/index.js';
import { clip } from '../strings.js';
import { FOLD_SEP } from '../play/folds.js';

/**
 * The longest label the bot shows on a button or a menu line: short enough to read on a phone
 * without wrapping (issue 10). The engine's full label stays the menu line's description, the
 * tally and the log.
 */
export const SHORT_LABEL_MAX = 40;

/** Choice ids of discards (Discard for Time): never in the same menu or row as plays. */
export function isDiscard(o: Pick<ChoiceOption, 'id'>): boolean {
  return o.id.startsWith('discard:');
}

/** "A and B and C" → "A + B + C". */
const plus = (list: string) => list.replace(/ and /g, ' + ');

/**
 * Rewrites of the engine's long phrasings, by choice id kind. Each is tried only when the
 * engine's label is longer than `SHORT_LABEL_MAX`, except those marked `always`, which keep a
 * group of labels alike (all Soldiers orders read the same way in their menu).
 */
const REWRITES: readonly { kind: string; always?: boolean; rewrite: (label: string) => string | null }[] = [
  {
    // "Order 2 Soldiers at Lower River to attack a guess at Central River" → "Lower River → guess at Central River"
    kind: 'order',
    always: true,
    rewrite: (label) => {
      const attack = /^Order \d+ Soldiers? at (.+?) to attack (?:the |a )?(Killer|Minions|guess) at (.+)$/.exec(label);
      if (attack) return `${attack[1]} → ${attack[2]} at ${attack[3]}`;
      const move = /^Order \d+ Soldiers? at (.+?) to move$/.exec(label);
      return move ? `${move[1]} → move` : null;
    },
  },
  {
    // "Move to Ancient Ruins with 1 Victim and the archeologist" → "Ancient Ruins + 1 Victim + archeologist"
    kind: 'go',
    rewrite: (label) => {
      const m = /^Move to (.+?) with (.+)$/.exec(label);
      return m ? `${m[1]} + ${plus(m[2] as string).replace(/\bthe /g, '')}` : null;
    },
  },
  {
    // "Count the 4 (die 2) as a success: discard 2 cards" → "Count the 4 on die 2: discard 2 cards"
    kind: 'convert',
    always: true,
    rewrite: (label) => {
      const m = /^Count the (\S+) \(die (\d+)\) as a success: (.+)$/.exec(label);
      return m ? `Count the ${m[1]} on die ${m[2]}: ${m[3]}` : null;
    },
  },
  {
    // "Attack a guess at Supply Depot with Bowie Knife" → "⚔ a guess at Supply Depot, Bowie Knife"
    kind: 'atk',
    rewrite: (label) => {
      const m = /^Attack (.+?) with (.+)$/.exec(label);
      if (!m) return null;
      const short = `⚔ ${m[1]}, ${plus(m[2] as string)}`;
      return short.length <= SHORT_LABEL_MAX ? short : short.replace(/⚔ (?:the |a )/, '⚔ ');
    },
  },
  {
    // "Take M16 in hand (Machete and Bowie Knife to the backpack)" → "Hold M16, stow Machete + Bowie Knife"
    kind: 'hold|place',
    rewrite: (label) => {
      const m = /^Take (.+?) in hand \((.+?) (?:away|to the backpack)\)$/.exec(label);
      return m ? `Hold ${m[1]}, stow ${plus(m[2] as string)}` : null;
    },
  },
];

/** Generic tightenings for any label still too long. */
function tighten(label: string): string {
  return label.replace(/\blose (\d+) (Health|Time)\b/g, '-$1 $2').replace(/ and /g, ' + ');
}

/**
 * The label shown for an option: the engine's own when it is short enough, else a shorter
 * phrasing of the same choice; never longer than `SHORT_LABEL_MAX` (clipped as a last resort,
 * the full label then stays readable as the menu line's description).
 */
export function shortLabel(o: Pick<ChoiceOption, 'id' | 'label'>): string {
  const ids = o.id.split(FOLD_SEP);
  const labels = o.label.split(FOLD_LABEL_SEP);
  if (ids.length > 1 && ids.length === labels.length) return foldedLabel(ids, labels);
  const kind = o.id.split(':')[0] ?? '';
  let label = o.label;
  for (const r of REWRITES) {
    if (!r.kind.split('|').includes(kind)) continue;
    if (!r.always && label.length <= SHORT_LABEL_MAX) continue;
    label = r.rewrite(label) ?? label;
  }
  if (label.length > SHORT_LABEL_MAX) label = tighten(label);
  return clip(label, SHORT_LABEL_MAX);
}

/** Between the parts of a folded option's label (folds.ts). */
const FOLD_LABEL_SEP = ' → ';

/** A folded option reads as its parts, each shortened, a later move by its destination only ("Play Walk → Cave"). */
function foldedLabel(ids: readonly string[], labels: readonly string[]): string {
  const parts = ids.map((id, i) => {
    const part = tighten(shortLabel({ id, label: labels[i] ?? '' }));
    return i > 0 ? part.replace(/^Move to /, '') : part;
  });
  return clip(parts.join(FOLD_LABEL_SEP), SHORT_LABEL_MAX);
}

/** Whether the short label leaves something out (so only a menu, with its description line, shows it whole). */
export function needsDescription(o: Pick<ChoiceOption, 'id' | 'label'>): boolean {
  return shortLabel(o).endsWith('…') && !o.label.endsWith('…');
}
