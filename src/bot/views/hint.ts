import type { ChoiceOption } from '../../engine/index.js';
import type { Suggestion } from '../../player/index.js';
import { FOLD_SEP } from '../play/folds.js';
import { clip, TEXT } from '../strings.js';

/** How many options after the suggestion the hint names. */
const RUNNERS_UP = 2;
const LABEL_MAX = 80;

const percent = (p: number) => `${Math.round(Math.max(0, Math.min(1, p)) * 100)}%`;

/**
 * The hint for the open decision (ephemeral): the strong player's pick with its estimated win
 * chance and one-line reason, then the next two. `shown` is what the turn message offers: in a
 * vote game a choice may be folded with what follows it ("Play Walk → Cave"), so a pick that is
 * not offered alone is pointed at the choices that begin with it.
 */
export function hintMessage(s: Suggestion, shown: readonly ChoiceOption[]): string {
  const [best, ...rest] = s.ranked;
  if (!best) return TEXT.hintNothing;
  const folded = !shown.some((o) => o.id === best.id) && shown.some((o) => o.id.startsWith(`${best.id}${FOLD_SEP}`));
  const lines = [TEXT.hintBest(clip(best.label, LABEL_MAX), percent(best.winChance)), TEXT.hintWhy(best.reason)];
  if (folded) lines.push(TEXT.hintFolded(clip(best.label, LABEL_MAX)));
  const next = rest.slice(0, RUNNERS_UP).map((o) => `${clip(o.label, LABEL_MAX)} (${percent(o.winChance)})`);
  if (next.length) lines.push(TEXT.hintNext(next));
  lines.push(TEXT.hintFootnote);
  return lines.join('\n');
}
