import type { ModuleViews, PublicView } from '../../engine/index.js';
import type { RenderPresenter } from './presenter.js';

const label = (view: PublicView, id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;

/**
 * L'Armes Abbey: a Malice octagon on each space with a token, the Donkey, its Blessed and Cursed
 * dice, and its Malice line, which heads the footer's module lines with the octagon.
 */
export const larmesAbbeyPresenter: RenderPresenter<ModuleViews['larmesAbbey']> = {
  parts: (view, a) => {
    const total = a.malice.length + a.maliceLeft;
    return {
      pieces: () => [
        ...(a.donkey ? [{ kind: 'donkey', label: 'D', space: a.donkey } as const] : []),
        ...a.malice.map((space) => ({ kind: 'malice', label: 'M', space }) as const),
      ],
      specialDice: true,
      legend: { tokens: () => [{ kind: 'malice', label: 'M', meaning: 'Malice' }, { kind: 'donkey', label: 'D', meaning: 'Donkey' }] },
      alt: {
        marks: () => {
          const where = a.malice.length ? ` at ${a.malice.map((sp) => label(view, sp)).join(', ')}` : '';
          return [`Malice ${a.malice.length}/${total} on the board${where}; ${a.maliceLeft} left.${a.donkey ? ` Donkey at ${label(view, a.donkey)}.` : ''}`];
        },
      },
      footer: {
        marks: () => {
          const parts = [`Malice: ${a.malice.length}/${total} on the board`, `${a.maliceLeft} left`];
          if (a.donkey) parts.push(`Donkey at ${label(view, a.donkey)}`);
          return [{ text: parts.join(' · '), chip: { kind: 'malice', label: 'M' } }];
        },
      },
    };
  },
};
