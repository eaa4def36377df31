import type { FinalGirl, KillerPack, LocationPack } from './schema.js';
import { ContentError } from './contentError.js';

/** Checks a Location's references: edges, panic arrows and Setup cards name real, adjacent spaces. */
export function checkLocation(pack: LocationPack, file: string): void {
  const ids = new Set<string>();
  pack.board.spaces.forEach((s, i) => {
    if (ids.has(s.id)) throw new ContentError(`${file}: field "board.spaces.${i}.id": duplicate space "${s.id}"`);
    ids.add(s.id);
    if (s.name === null && !s.mark) throw new ContentError(`${file}: field "board.spaces.${i}.mark": an unnamed space needs a mark`);
  });
  const adjacent = new Map<string, Set<string>>([...ids].map((id) => [id, new Set<string>()]));
  pack.board.edges.forEach((e, i) => {
    for (const end of ['a', 'b'] as const) {
      if (!ids.has(e[end])) throw new ContentError(`${file}: field "board.edges.${i}.${end}": unknown space "${e[end]}"`);
    }
    adjacent.get(e.a)?.add(e.b);
    adjacent.get(e.b)?.add(e.a);
  });
  pack.board.spaces.forEach((s, i) => {
    for (const [face, to] of Object.entries(s.panic)) {
      if (!adjacent.get(s.id)?.has(to)) {
        throw new ContentError(`${file}: field "board.spaces.${i}.panic.${face}": "${to}" is not adjacent to "${s.id}"`);
      }
    }
  });
  // A stored game names its Setup card by id: current and former ids must all differ.
  const setupIds = new Set<string>();
  pack.setups.forEach((c, i) => {
    for (const id of [c.id, ...c.formerIds]) {
      if (setupIds.has(id)) throw new ContentError(`${file}: field "setups.${i}.id": the Setup id "${id}" is used twice (ids and formerIds must all differ)`);
      setupIds.add(id);
    }
  });
  const seen = new Set<string>();
  const queue = [pack.board.spaces[0]?.id ?? ''];
  while (queue.length) {
    const cur = queue.pop() as string;
    if (seen.has(cur)) continue;
    seen.add(cur);
    for (const next of adjacent.get(cur) ?? []) queue.push(next);
  }
  if (seen.size !== ids.size) throw new ContentError(`${file}: field "board.edges": the board is not connected`);
  pack.setups.forEach((card, i) => {
    for (const [field, space] of [['killer', card.killer], ['girl', card.girl]] as const) {
      if (!ids.has(space)) throw new ContentError(`${file}: field "setups.${i}.${field}": unknown space "${space}"`);
    }
    for (const space of Object.keys(card.victims)) {
      if (!ids.has(space)) throw new ContentError(`${file}: field "setups.${i}.victims.${space}": unknown space`);
    }
  });
  const searchSpaces = pack.board.spaces.filter((s) => s.icons.includes('search')).length;
  if (searchSpaces * pack.itemsPerDeck > pack.items.length) {
    throw new ContentError(`${file}: field "items": ${searchSpaces} decks of ${pack.itemsPerDeck} need more Item cards`);
  }
}

/** Checks a Killer's references to Final Girls and its Bloodlust track's Dark Power marker. */
export function checkKiller(pack: KillerPack, file: string, girls: Readonly<Record<string, FinalGirl>>): void {
  pack.finalGirls.forEach((g, i) => {
    if (!girls[g]) throw new ContentError(`${file}: field "finalGirls.${i}": no Final Girl "${g}" in assets/girls`);
  });
  // A Killer with no marker reveals its Dark Power by its own rule (the first Horde) or at the Finale.
  if (pack.bloodlust.filter((r) => r.darkPower).length > 1) {
    throw new ContentError(`${file}: field "bloodlust": at most one row may carry the Dark Power marker`);
  }
  const starts = pack.startUnits ?? [{ type: pack.id }];
  if (pack.health === null && starts.some((u) => u.type === pack.id)) {
    throw new ContentError(`${file}: field "health": a Killer placed as a figure needs its board's Health`);
  }
}

/**
 * Checks that every `takeCard` step in a pack names an Action card that can be in the Tableau
 * with it: a Core card or one of `own` (the pack's own cards). Finds the steps wherever they sit.
 */
export function checkTakeCards(pack: unknown, file: string, core: readonly { id: string }[], own: readonly { id: string }[] = []): void {
  const known = new Set([...core, ...own].map((c) => c.id));
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, path ? `${path}.${i}` : String(i)));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const rec = value as Record<string, unknown>;
    if (rec.do === 'takeCard' && typeof rec.card === 'string' && !known.has(rec.card)) {
      throw new ContentError(`${file}: field "${path ? `${path}.` : ''}card": unknown Action card "${rec.card}"`);
    }
    for (const [k, v] of Object.entries(rec)) visit(v, path ? `${path}.${k}` : k);
  };
  visit(pack, '');
}
