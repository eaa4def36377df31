import type { ModuleViews, PublicView } from '../../engine/index.js';
import { shortMovementText } from '../movementText.js';
import { drawPath } from '../pathRow.js';
import type { RenderPresenter } from './presenter.js';

type VolkarView = ModuleViews['volkar'];

const label = (view: PublicView, id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;

/** "card 1 Move 2, attack, Ambush: +1 Bloodlust; card 3 face down (Origin)": her Path in words. */
function pathSentence(v: VolkarView): string {
  const cards = v.path.map((c) => {
    let what = 'face down';
    if (c.faceUp && c.text !== null) {
      const parts = shortMovementText(c.text);
      const at = parts.indexOf('Ambush:');
      what = at < 0 ? parts.join(', ') : `${parts.slice(0, at).join(', ')}, Ambush: ${parts.slice(at + 1).join(', ')}`;
    }
    return `card ${c.position} ${what}${c.origin ? ' (Origin)' : ''}`;
  });
  return `Path: ${cards.length ? cards.join('; ') : 'empty'}.`;
}

/**
 * The Volk'ar: the Origin marker while she is Concealed (a chip, her place in the alt text, the
 * badge on her panel), the damage on her Attack token, and her Path (the sheet's section).
 */
export const volkarPresenter: RenderPresenter<VolkarView> = {
  tokens: { attack: { kind: 'attack', label: 'AT', word: 'Attack token' } },
  parts: (view, v) => ({
    pieces: () => (v.concealed && v.originSpace ? [{ kind: 'origin', label: 'O', space: v.originSpace }] : []),
    tokenSuffix: (t) => (t.kind === 'attack' && v.attackToken && v.attackToken.space === t.space ? String(v.attackToken.damage) : ''),
    killer: {
      where: () => (v.concealed ? ` is Concealed${v.originSpace ? `, Origin marker at ${label(view, v.originSpace)}` : ''}` : null),
      badge: () => (v.concealed ? 'Concealed' : null),
    },
    legend: {
      figures: () => [{ kind: 'origin', label: 'O', meaning: 'Origin' }],
      tokens: () => [{ kind: 'attack', label: 'AT2', meaning: 'Attack, 2 damage' }],
    },
    alt: { cards: () => [pathSentence(v)] },
    section: { name: 'path', draw: (p, box) => drawPath(p, v, box) },
  }),
};
