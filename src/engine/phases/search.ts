import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { item } from '../cards.js';
import { board } from '../actors/victims.js';

/** Search: draw from this space's deck; with two drawn keep one and put the other back (core §4.6, §5.3). */
defineTask('search', (run, task) => {
  const space = run.s.girl.space;
  const deck = run.s.itemDecks[space];
  if (!deck || deck.length === 0) {
    say(run, `There is nothing left to find at ${board(run).label(space)}.`);
    return;
  }
  if (task.drawn === undefined) {
    const drawn = deck.splice(0, task.draw as number).map((d) => d.id);
    task.drawn = drawn;
    if (drawn.length === 1) {
      gainItem(run, drawn[0] as string);
      return;
    }
  }
  const drawn = task.drawn as string[];
  const answer = takeAnswer(task);
  if (answer === undefined) {
    ask(run, task, 'search-keep', 'You found these. Which do you keep?', drawn.map((id) => ({ id: `keep:${id}`, label: `Keep ${item(run, id).name}`, group: 'Keep one' })));
    return;
  }
  const kept = answer.slice(5);
  gainItem(run, kept);
  schedule(run, { t: 'returnItems', items: drawn.filter((d) => d !== kept), space });
});

/** Each card not kept goes back: on top face up, or at the bottom face down. */
defineTask('returnItems', (run, task) => {
  const items = task.items as string[];
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
  const deck = run.s.itemDecks[task.space as string] ?? [];
  if (answer === 'top') deck.unshift({ id, faceUp: true });
  else deck.push({ id, faceUp: false });
  if (items.length > 1) schedule(run, { t: 'returnItems', items: items.slice(1), space: task.space });
});

function freeHands(run: Run): number {
  return 2 - run.s.girl.items.filter((h) => h.inHands).reduce((n, h) => n + item(run, h.id).hands, 0);
}

/** A new item goes into free hands if it fits, else the backpack; she may rearrange right away. */
export function gainItem(run: Run, id: string): void {
  const card = item(run, id);
  const inHands = card.hands > 0 && freeHands(run) >= card.hands;
  run.s.girl.items.push({ id, inHands, ...(card.uses ? { uses: card.uses } : {}) });
  say(run, `You take ${card.name}${card.hands > 0 ? (inHands ? ' in hand' : ' into your backpack') : ''}.`, 'item');
  if (card.hands > 0 && !inHands) schedule(run, { t: 'arrangeItems' });
}

/** Take a backpack item in hand, putting away whatever no longer fits (core §5.3; Upkeep step 3). */
defineTask('arrangeItems', (run, task) => {
  const items = run.s.girl.items;
  const answer = takeAnswer(task);
  const stowed = items.filter((h) => !h.inHands && item(run, h.id).hands > 0);
  if (stowed.length === 0) return;
  if (answer === undefined) {
    ask(run, task, 'arrange-items', 'Rearrange your items?', [
      { id: 'done', label: 'Keep them as they are', group: 'Done' },
      ...stowed.map((h) => ({ id: `hold:${h.id}`, label: `Take ${item(run, h.id).name} in hand`, group: 'Hold' })),
    ]);
    return;
  }
  if (answer === 'done') return;
  const target = items.find((h) => h.id === answer.slice(5));
  if (!target) return;
  const need = item(run, target.id).hands;
  for (const h of items.filter((x) => x.inHands)) {
    if (freeHands(run) >= need) break;
    h.inHands = false;
  }
  target.inHands = true;
  say(run, `You take ${item(run, target.id).name} in hand.`);
});
