import type { ChoiceOption } from '../../engine/index.js';
import type { RankedOption, Suggestion } from '../../player/index.js';
import { FOLD_SEP } from '../play/folds.js';
import { clip, TEXT } from '../strings.js';
import { shortLabel } from './labels.js';

/** How many options after the suggestion the hint names. */
const RUNNERS_UP = 2;
/** Room for the suggestion's full label. */
const LABEL_MAX = 100;

const percent = (p: number) => `${Math.round(Math.max(0, Math.min(1, p)) * 100)}%`;

/**
 * The hint for the open decision (ephemeral): the strong player's pick with its estimated win
 * chance and one-line reason, then the next two. Each is named with the words of its button
 * (`shortLabel`), the pick with its full label too when that says more. `shown` is what the turn
 * message offers: in a vote game a choice may be folded with what follows it ("Play Walk →
 * Cave"), so a pick that is not offered alone is pointed at the choices that begin with it.
 */
export function hintMessage(state: Suggestion, shown: readonly ChoiceOption[]): string {
  const [best, ...rest] = state.ranked;
  if (!best) return TEXT.hintNothing;
  const asShown = (o: RankedOption) => shown.find((x) => x.id === o.id) ?? o;
  const folded = !shown.some((o) => o.id === best.id) && shown.some((o) => o.id.startsWith(`${best.id}${FOLD_SEP}`));
  const words = shortLabel(asShown(best));
  const full = asShown(best).label;
  const lines = [TEXT.hintBest(words, full === words ? null : clip(full, LABEL_MAX), percent(best.winChance)), TEXT.hintWhy(best.reason)];
  if (folded) lines.push(TEXT.hintFolded(shortLabel(best)));
  const next = rest.slice(0, RUNNERS_UP).map((o) => `${shortLabel(asShown(o))} (${percent(o.winChance)})`);
  if (next.length) lines.push(TEXT.hintNext(next));
  lines.push(TEXT.hintFootnote);
  return lines.join('\n');
}
