import type { ActionCard, EventCard, Item, TerrorCard } from '../content/schema.js';
import type { Content } from '../content/load.js';
import type { GameSetup } from './state.js';
import type { Run } from './run.js';
import { modulesOf } from './modules/registry.js';

/**
 * Every Action card a game may hold: the packs' own (the Tableau and the starting hand) and the
 * ones its modules set aside (the Zombies' Vehicle Action cards, until the vehicle is found).
 */
export function gameActionCards(content: Content, setup: Pick<GameSetup, 'killer' | 'location'>): readonly ActionCard[] {
  return [
    ...content.core.actionCards,
    ...(content.killers[setup.killer]?.actionCards ?? []),
    ...(content.locations[setup.location]?.actionCards ?? []),
    ...modulesOf(setup).flatMap((m) => m.extraActionCards?.(content, setup) ?? []),
  ];
}

/** Card lookups over the packs in play. Ids are unique across a game's packs. */
export function actionCard(run: Run, id: string): ActionCard {
  const card = gameActionCards(run.content, run.state.setup).find((c) => c.id === id);
  if (!card) throw new Error(`unknown Action card "${id}"`);
  return card;
}

export function item(run: Run, id: string): Item {
  const found = run.content.locations[run.state.setup.location]?.items.find((i) => i.id === id)
    ?? (run.content.girls[run.state.setup.girl]?.bonusItem?.id === id ? run.content.girls[run.state.setup.girl]?.bonusItem : undefined);
  if (!found) throw new Error(`unknown Item "${id}"`);
  return found;
}

export function terrorCard(run: Run, id: string): TerrorCard {
  const found = [...(run.content.killers[run.state.setup.killer]?.terror ?? []), ...(run.content.locations[run.state.setup.location]?.terror ?? [])]
    .find((t) => t.id === id);
  if (!found) throw new Error(`unknown Terror card "${id}"`);
  return found;
}

export function eventCard(run: Run, id: string): EventCard {
  const found = run.content.locations[run.state.setup.location]?.events.find((e) => e.id === id);
  if (!found) throw new Error(`unknown Event "${id}"`);
  return found;
}

export function killerPack(run: Run) {
  const k = run.content.killers[run.state.setup.killer];
  if (!k) throw new Error(`unknown Killer "${run.state.setup.killer}"`);
  return k;
}

export function locationPack(run: Run) {
  const l = run.content.locations[run.state.setup.location];
  if (!l) throw new Error(`unknown Location "${run.state.setup.location}"`);
  return l;
}

export function finalGirl(run: Run) {
  const g = run.content.girls[run.state.setup.girl];
  if (!g) throw new Error(`unknown Final Girl "${run.state.setup.girl}"`);
  return g;
}
