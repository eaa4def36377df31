import type { CardEntry } from '../../content/cards.js';
import { inSetup } from '../../content/cards.js';
import { CORE_OPEN, publicView, type GameState, type PublicView } from '../../engine/index.js';
import { CARD_TEXT } from '../strings.js';

/**
 * The open fields of the core state /card reads beside the public view: the piles everybody
 * watched being filled and the Setup card named at setup. Typed against CORE_OPEN, so a field
 * that stops being open stops compiling here.
 */
const OPEN_PILES = ['discard', 'terrorDiscard', 'eventDiscard', 'itemDiscard', 'setupCard'] as const satisfies readonly (typeof CORE_OPEN)[number][];
type OpenPiles = Pick<GameState, (typeof OPEN_PILES)[number]>;

/** How many of `list` are one of `ids` (a card's alike copies). */
const count = (list: readonly (string | number)[], ids: readonly (string | number)[]) => list.filter((y) => ids.includes(y)).length;

/**
 * Where a card is in the channel's game, as the table sees it: only the public view and the open
 * piles are read, so nothing face down, no deck's order or content, and no unrevealed Finale or
 * Dark Power can show. Null when the card is not of this game's packs.
 */
export function cardWhere(card: CardEntry, state: GameState): string[] | null {
  if (!inSetup(card, state.setup)) return null;
  const view = publicView(state);
  const piles: OpenPiles = state;
  const mods = view.modules;
  switch (card.kind) {
    case 'Action card':
    case 'Vehicle Action card':
      return actionWhere(card, view, piles);
    case 'Terror card': {
      const n = count(piles.terrorDiscard, card.ids);
      return [n > 0 ? CARD_TEXT.whereTerrorDiscard(n, card.ids.length) : CARD_TEXT.whereTerrorUnseen];
    }
    case 'Event card':
      if (view.activeEvents.includes(card.name)) return [CARD_TEXT.whereEventOngoing];
      if (count(piles.eventDiscard, card.ids) > 0) return [CARD_TEXT.whereEventDiscard];
      return [CARD_TEXT.whereEventDeck];
    case 'Item card':
      return itemWhere(card, view, piles);
    case 'Finale':
      // Only a revealed Finale is named; while face down every Finale of the Killer gets the same line.
      return [view.killer.finale === null ? CARD_TEXT.whereFaceDown('Finale') : view.killer.finale === card.name ? CARD_TEXT.whereRevealed('Finale') : CARD_TEXT.whereNotRevealed('Finale', view.killer.finale)];
    case 'Dark Power':
      return [view.killer.darkPower === null ? CARD_TEXT.whereFaceDown('Dark Power') : view.killer.darkPower === card.name ? CARD_TEXT.whereRevealed('Dark Power') : CARD_TEXT.whereNotRevealed('Dark Power', view.killer.darkPower)];
    case 'Setup card':
      return [piles.setupCard === card.id ? CARD_TEXT.whereSetupThis : CARD_TEXT.whereSetupOther];
    case 'Ultimate ability':
      return [view.girl.ultimateUnlocked ? CARD_TEXT.whereUltimateUnlocked : CARD_TEXT.whereUltimateLocked];
    case 'Movement card': {
      const at = (mods.volkar?.path ?? []).filter((p) => p.faceUp && p.text === card.text).map((p) => p.position);
      return [at.length ? CARD_TEXT.wherePath(at) : CARD_TEXT.whereNotOnPath];
    }
    case 'Spawn card':
      return [CARD_TEXT.whereSpawnDiscard(count(mods.raptors?.spawnDiscard ?? [], [card.raptors ?? -1]), card.ids.length)];
    case 'Lava card': {
      const space = card.detail ?? '';
      return [(mods.islaLagarto?.lava.spaces ?? []).includes(space) ? CARD_TEXT.whereLava(space) : CARD_TEXT.whereNoLava(space)];
    }
    case 'Vehicle card': {
      const v = mods.zombies?.vehicles;
      return [v?.found ? CARD_TEXT.whereVehicleFound(v.spaceLabel ?? '') : CARD_TEXT.whereVehicleHidden];
    }
  }
}

function actionWhere(card: CardEntry, view: PublicView, piles: OpenPiles): string[] {
  const tableau = view.tableau.find((t) => t.name === card.name)?.copies ?? 0;
  const hand = view.girl.hand.filter((n) => n === card.name).length;
  const discard = count(piles.discard, card.ids);
  const parts = [
    ...(tableau ? [CARD_TEXT.whereTableau(tableau)] : []),
    ...(hand ? [CARD_TEXT.whereHand(hand)] : []),
    ...(discard ? [CARD_TEXT.whereDiscard(discard)] : []),
  ];
  return parts.length ? parts : [card.kind === 'Vehicle Action card' ? CARD_TEXT.whereSetAside : CARD_TEXT.whereNowhere];
}

function itemWhere(card: CardEntry, view: PublicView, piles: OpenPiles): string[] {
  const held = view.girl.items.find((i) => i.name === card.name || card.ids.includes(i.name));
  if (held) return [CARD_TEXT.whereCarried(held.inHands)];
  const top = view.itemDecks.find((d) => d.top === card.name);
  if (top) return [CARD_TEXT.whereItemTop(view.board.spaces.find((sp) => sp.id === top.space)?.label ?? top.space)];
  if (count(piles.itemDiscard, card.ids) > 0) return [CARD_TEXT.whereItemDiscard];
  return [CARD_TEXT.whereItemUnseen];
}
