import { isModuleId, type ModuleId, type ModuleViews, type PublicView } from '../../engine/index.js';
import type { TokenLook } from '../shapes.js';
import { berithPresenter } from './berith.js';
import { hunterPresenter } from './hunter.js';
import { islaLagartoPresenter } from './islaLagarto.js';
import { larmesAbbeyPresenter } from './larmesAbbey.js';
import { pesadillaVerdePresenter } from './pesadillaVerde.js';
import type { ModuleParts, RenderPresenter } from './presenter.js';
import { raptorsPresenter } from './raptors.js';
import { volkarPresenter } from './volkar.js';
import { zombiesPresenter } from './zombies.js';

/** How render presents every module of the list (MODULES): tsc names a module that has no entry. */
const PRESENTERS: { [K in ModuleId]: RenderPresenter<ModuleViews[K]> } = {
  volkar: volkarPresenter,
  pesadillaVerde: pesadillaVerdePresenter,
  berith: berithPresenter,
  larmesAbbey: larmesAbbeyPresenter,
  zombies: zombiesPresenter,
  hunter: hunterPresenter,
  islaLagarto: islaLagartoPresenter,
  raptors: raptorsPresenter,
};

function partsOf<K extends ModuleId>(key: K, view: PublicView): ModuleParts[] {
  const mine = view.modules[key];
  return mine === undefined ? [] : [PRESENTERS[key].parts(view, mine)];
}

/** What the modules whose view is in `view` add to its picture, in the view's order (Killer first). */
export function moduleParts(view: PublicView): ModuleParts[] {
  return Object.keys(view.modules).filter(isModuleId).flatMap((key) => partsOf(key, view));
}

const presenters: readonly RenderPresenter<never>[] = Object.values(PRESENTERS);

/** How a kind of board token looks and is named, whichever module brings it; undefined for one no module knows. */
export function tokenLook(kind: string): TokenLook | undefined {
  for (const pr of presenters) {
    const look = pr.tokens?.[kind];
    if (look) return look;
  }
  return undefined;
}

/** The letters of a special Victim some module knows ("AR" the Archeologist); undefined for others. */
export function specialVictimLetters(kind: string): string | undefined {
  for (const pr of presenters) {
    const letters = pr.specialVictims?.[kind];
    if (letters) return letters;
  }
  return undefined;
}
