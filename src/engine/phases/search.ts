import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { choiceId, choiceValue, readChoice } from '../choiceId.js';
import { item } from '../cards.js';
import { board } from '../actors/victims.js';
import type { ChoiceOption, HeldItem } from '../state.js';
import { fitShort, option } from '../options.js';

declare module '../task.js' {
  interface TaskPayloads {
    /** `drawn`: the cards drawn, kept while she chooses which to keep. */
    search: { draw: number; drawn?: string[] };
    takeTopItem: Record<never, never>;
    /** The cards still to put back on `space`'s deck, first one next. */
    returnItems: { items: string[]; space: string };
    placeItem: { item: string };
    arrangeItems: Record<never, never>;
  }
}

/** Search: draw from this space's deck; with two drawn keep one and put the other back (core §4.6, §5.3). */
defineTask('search', (run, task) => {
  const space = run.state.girl.space;
  const deck = run.state.itemDecks[space];
  if (!deck || deck.length === 0) {
    say(run, `There is nothing left to find at ${board(run).label(space)}.`);
    return;
  }
  if (task.drawn === undefined) {
    const drawn = deck.splice(0, task.draw).map((d) => d.id);
    task.drawn = drawn;
    if (drawn.length === 1) {
      gainItem(run, drawn[0] as string);
      return;
    }
  }
  const drawn = task.drawn;
  const answer = takeAnswer(task);
  if (answer === undefined) {
    ask(run, task, 'search-keep', 'You found these. Which do you keep?', drawn.map((id) => ({ id: choiceId('keep', id), label: `Keep ${item(run, id).name}`, group: 'Keep one' })));
    return;
  }
  const kept = choiceValue(answer, 'keep');
  gainItem(run, kept);
  schedule(run, { t: 'returnItems', items: drawn.filter((d) => d !== kept), space });
});

/** Tali's reward: the top Item card of any Search space's deck, her choice (a face-down top stays unnamed until taken). */
defineTask('takeTopItem', (run, task) => {
  const b = board(run);
  const decks = Object.entries(run.state.itemDecks).filter(([, deck]) => deck.length > 0).sort(([a], [z]) => a.localeCompare(z));
  if (decks.length === 0) {
    say(run, 'No Item card is left in any deck.');
    return;
  }
  const answer = takeAnswer(task);
  if (answer === undefined && decks.length > 1) {
    ask(run, task, 'take-item', 'Take the top Item card of which deck?', decks.map(([space, deck]) => {
      const top = deck[0]?.faceUp ? item(run, deck[0].id).name : null;
      const label = top ? `Take ${top} (${b.label(space)})` : `Take the top card at ${b.label(space)}`;
      return option(choiceId('deck', space), label, 'Take an item', fitShort(label, top ? `${top} (${b.label(space)})` : `Top card at ${b.label(space)}`));
    }));
    return;
  }
  const space = readChoice(answer, 'deck') ?? (decks[0]?.[0] as string);
  const top = run.state.itemDecks[space]?.shift();
  if (!top) return;
  gainItem(run, top.id);
});

/** Each card not kept goes back: on top face up, or at the bottom face down. */
defineTask('returnItems', (run, task) => {
  const items = task.items;
  const id = items[0];
  if (!id) return;
  const answer = takeAnswer(task);
  if (answer === undefined) {
    ask(run, task, 'search-return', `Where does ${item(run, id).name} go?`, [
      { id: 'top', label: 'On top of the deck, face up', group: 'Put back' },
      { id: 'bottom', label: 'At the bottom, face down', group: 'Put back' },
    ]);
    return;
  }
  const deck = run.state.itemDecks[task.space] ?? [];
  if (answer === 'top') deck.unshift({ id, faceUp: true });
  else deck.push({ id, faceUp: false, known: true });
  if (items.length > 1) schedule(run, { t: 'returnItems', items: items.slice(1), space: task.space });
});

const HAND_COUNT = 2;

function handsUsed(run: Run): number {
  return run.state.girl.items.filter((h) => h.inHands).reduce((n, h) => n + item(run, h.id).hands, 0);
}

/** The held items that go to the backpack when an item needing `need` hands is taken in hand. */
function displacedBy(run: Run, need: number, except?: HeldItem): HeldItem[] {
  const out: HeldItem[] = [];
  let free = HAND_COUNT - handsUsed(run);
  for (const h of run.state.girl.items.filter((x) => x.inHands && x !== except)) {
    if (free >= need) break;
    out.push(h);
    free += item(run, h.id).hands;
  }
  return out;
}

const names = (run: Run, held: readonly HeldItem[]) => held.map((h) => item(run, h.id).name).join(' and ');

/**
 * Taking an item in hand: the label names what goes to the backpack when it still reads on one
 * short line; the button says it short ("Hold M16, stow Machete + Bowie Knife").
 */
function holdOption(run: Run, id: string, group: string, name: string, out: readonly HeldItem[], away: string): ChoiceOption {
  const label = withDetail(`Take ${name} in hand`, out.length ? `(${names(run, out)} ${away})` : '');
  const stowed = out.map((h) => item(run, h.id).name).join(' + ');
  const short = out.length ? fitShort(label, `Hold ${name}, stow ${stowed}`, `Hold ${name}, stow ${out.length} items`, `Hold ${name}`) : fitShort(label, `Hold ${name}`);
  return option(id, label, group, short);
}

/** Putting an item in the backpack. */
function stowOption(id: string, name: string, group: string): ChoiceOption {
  const label = `Put ${name} in your backpack`;
  return option(id, label, group, fitShort(label, `Put ${name} in backpack`, `Stow ${name}`));
}

/** A button label with its detail when it still reads on one short line. */
function withDetail(label: string, detail: string): string {
  const full = `${label} ${detail}`;
  return detail && full.length < 60 ? full : label;
}

/** Takes an item in hand; whatever no longer fits goes to the backpack. */
function holdItem(run: Run, target: HeldItem): void {
  const out = displacedBy(run, item(run, target.id).hands, target);
  for (const h of out) h.inHands = false;
  target.inHands = true;
  say(run, `You take ${item(run, target.id).name} in hand${out.length ? ` and put ${names(run, out)} into your backpack` : ''}.`, 'item');
}

/**
 * Gaining an item (core §5.3): she places it in hands or backpack (a question only for items
 * with a hand icon), then may rearrange freely.
 */
export function gainItem(run: Run, id: string): void {
  schedule(run, { t: 'placeItem', item: id });
}

defineTask('placeItem', (run, task) => {
  const id = task.item;
  const card = item(run, id);
  const answer = takeAnswer(task);
  if (card.hands > 0 && answer === undefined) {
    const out = displacedBy(run, card.hands);
    ask(run, task, 'place-item', `You gain ${card.name}. Take it in hand or put it in your backpack?`, [
      holdOption(run, 'place:hands', 'Place', card.name, out, 'to the backpack'),
      stowOption('place:backpack', card.name, 'Place'),
    ]);
    return;
  }
  const held: HeldItem = { id, inHands: false, ...(card.uses ? { uses: card.uses } : {}) };
  run.state.girl.items.push(held);
  if (answer === 'place:hands') holdItem(run, held);
  else say(run, `You take ${card.name}${card.hands > 0 ? ' into your backpack' : ''}.`, 'item');
  // Rearranging is only worth a question when some other hand item could move.
  if (run.state.girl.items.some((h) => h !== held && item(run, h.id).hands > 0)) schedule(run, { t: 'arrangeItems' });
});

/**
 * Rearranging (core §5.3 on gaining an item; Upkeep step 3): any number of moves between hands
 * and backpack, one at a time, until she is done.
 */
defineTask('arrangeItems', (run, task) => {
  const items = run.state.girl.items;
  const handItems = items.filter((h) => item(run, h.id).hands > 0);
  if (handItems.length === 0) return;
  const answer = takeAnswer(task);
  if (answer === undefined) {
    const held = handItems.filter((h) => h.inHands);
    const stowed = handItems.filter((h) => !h.inHands);
    const where = `In hand: ${held.length ? names(run, held) : 'nothing'}. Backpack: ${stowed.length ? names(run, stowed) : 'no hand items'}.`;
    ask(run, task, 'arrange-items', `Rearrange your items? ${where}`, [
      { id: 'done', label: 'Done rearranging', group: 'Done' },
      ...stowed.map((h) => {
        const out = displacedBy(run, item(run, h.id).hands);
        return holdOption(run, choiceId('hold', h.id), 'Hold', item(run, h.id).name, out, 'away');
      }),
      ...held.map((h) => stowOption(choiceId('stow', h.id), item(run, h.id).name, 'Put away')),
    ]);
    return;
  }
  if (answer === 'done') return;
  const holding = readChoice(answer, 'hold');
  const stowing = readChoice(answer, 'stow');
  const target = handItems.find((h) => h.id === (holding ?? stowing));
  if (target && holding !== undefined && !target.inHands) holdItem(run, target);
  if (target && stowing !== undefined && target.inHands) {
    target.inHands = false;
    say(run, `You put ${item(run, target.id).name} into your backpack.`, 'item');
  }
  run.state.agenda.push(task);
});
