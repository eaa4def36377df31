import { modulesOfSetup, type GameState, type ModuleId } from '../../engine/index.js';
import { berithKnowledge } from './berith.js';
import { hunterKnowledge } from './hunter.js';
import { NOTHING_SPECIAL, type ModuleKnowledge } from './knowledge.js';
import { larmesAbbeyKnowledge } from './larmesAbbey.js';
import { volkarKnowledge } from './volkar.js';
import { zombiesKnowledge } from './zombies.js';

/** What the strong player knows of every module of the list (MODULES): tsc names a module that has no entry. */
export const KNOWLEDGE: { [K in ModuleId]: ModuleKnowledge } = {
  volkar: volkarKnowledge,
  pesadillaVerde: NOTHING_SPECIAL,
  berith: berithKnowledge,
  larmesAbbey: larmesAbbeyKnowledge,
  zombies: zombiesKnowledge,
  hunter: hunterKnowledge,
  islaLagarto: NOTHING_SPECIAL,
  raptors: NOTHING_SPECIAL,
};

/** The modules of this game's Killer and Location, Killer first (a box without a module has none). */
export function modulesInPlay(state: GameState): ModuleId[] {
  return modulesOfSetup(state.setup);
}

/** What the player knows of the boxes in play, Killer first. */
export function knowledgeInPlay(state: GameState): ModuleKnowledge[] {
  return modulesInPlay(state).map((id) => KNOWLEDGE[id]);
}

/** The first answer a box in play gives (undefined when none answers), Killer first. */
export function firstAnswer<T>(known: readonly ModuleKnowledge[], ask: (k: ModuleKnowledge) => T | undefined): T | undefined {
  for (const k of known) {
    const answer = ask(k);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** The first choice a box in play picks (null when none picks one), Killer first. */
export function firstPick(known: readonly ModuleKnowledge[], pick: (k: ModuleKnowledge) => string | null | undefined): string | null {
  for (const k of known) {
    const picked = pick(k);
    if (picked !== undefined && picked !== null) return picked;
  }
  return null;
}
