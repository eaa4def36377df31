import { findMovementCard, movementAttacks, type MovementCard } from '../../../content/movementCard.js';
import type { VolkarState } from './state.js';
import { defineTask, say, schedule, type Run, type Task } from '../../run.js';
import { choiceId, choiceValue } from '../../choiceId.js';
import { shuffle } from '../../rng.js';
import { board, isExit, victimsAt } from '../../actors/victims.js';
import { hurtUnit, releaseDeferredReveals } from '../../actors/killer.js';
import { killerUnit, stepUnit } from '../../actors/units.js';
import { revealGirlFinalHealth } from '../../actors/girl.js';
import { pickAmbiguous } from '../../ambiguity.js';
import { moveEnemyTowards, type EnemyWalk } from '../../phases/killerAction.js';
import { stepsTask } from '../../steps/frames.js';

/** A 6th card in the Path makes her resolve it (Green Terror: Resolving the Volk'ar's Path). */
const PATH_LIMIT = 6;

export function volkar(run: Run): VolkarState {
  const v = run.state.volkar;
  if (!v) throw new Error('the Volk\'ar module state is missing');
  return v;
}

export function movementCard(run: Run, id: string): MovementCard {
  const card = findMovementCard(run.content.volkarMovement, id);
  if (!card) throw new Error(`unknown Movement card "${id}"`);
  return card;
}

/** Draws a Movement card; an empty deck is refilled by shuffling the discard pile, unseen. */
function drawMovement(run: Run): string | undefined {
  const v = volkar(run);
  if (v.deck.length === 0 && v.discard.length > 0) {
    v.deck = shuffle(run.state, v.discard);
    v.discard = [];
    say(run, 'The Movement deck is empty: its discard pile is shuffled into a new deck.');
  }
  return v.deck.shift();
}

/** Eye icon: a Movement card face up in the next spot of her Path. */
export function addFaceUp(run: Run): void {
  const v = volkar(run);
  const id = drawMovement(run);
  if (!id) return;
  v.path.push({ id, faceUp: true });
  say(run, `A Movement card joins her Path face up (card ${v.path.length}): ${movementCard(run, id).text}`, 'path');
  checkLimit(run);
}

/** Crossed-eye icon: a card face down; if she is Visible she becomes Concealed with the Origin markers. */
export function addFaceDown(run: Run): void {
  const v = volkar(run);
  const id = drawMovement(run);
  if (!id) return;
  v.path.push({ id, faceUp: false });
  if (!v.concealed) {
    v.concealed = true;
    v.originIndex = v.path.length - 1;
    v.originSpace = killerUnit(run.state).space;
    killerUnit(run.state).space = null;
    say(run, `The Volk'ar vanishes: she is Concealed. The Origin marker is at ${board(run).label(v.originSpace ?? '')}.`, 'concealed');
  }
  say(run, `A Movement card joins her Path face down (card ${v.path.length}).`, 'path');
  checkLimit(run);
}

function checkLimit(run: Run): void {
  const v = volkar(run);
  if (v.path.length >= PATH_LIMIT && !v.resolveAfterCard) {
    v.resolveAfterCard = true;
    say(run, `Her Path has ${v.path.length} cards: it resolves once the current card is done.`, 'path');
  }
}

/**
 * Resolves the Path: her meeple goes to the Origin space, then each card from the Origin card
 * on moves her and maybe attacks; Final Health reveals wait until the last card (rulebook steps 1–4).
 */
export function resolvePath(run: Run, why: string): void {
  const v = volkar(run);
  v.resolveAfterCard = false;
  if (v.concealed) {
    killerUnit(run.state).space = v.originSpace;
    v.concealed = false;
    v.originSpace = null;
  }
  const from = killerUnit(run.state).space;
  if (!from) return;
  say(run, `${why}: the Volk'ar's Path resolves from ${board(run).label(from)}.`, 'path-resolve');
  run.state.deferReveals = true;
  const cards: Task[] = [];
  for (let i = v.originIndex; i < v.path.length; i++) cards.push({ t: 'volkar.pathCard', index: i });
  schedule(run, ...cards, { t: 'volkar.pathDone' });
}

/** The closest spaces of the card's kind; ties broken by the card's rule, then (if still tied) an ambiguity. */
function destinations(run: Run, card: MovementCard, from: string): string[] {
  const b = board(run);
  const kinds: Record<string, (space: string) => boolean> = {
    search: (sp) => b.hasIcon(sp, 'search'),
    exit: (sp) => isExit(run, sp),
    named: (sp) => b.isNamed(sp),
    girl: (sp) => run.state.girl.space === sp,
    victim: (sp) => victimsAt(run, sp).length > 0,
  };
  const matches = kinds[card.toward] ?? (() => false);
  const dist = b.distances(from, 'enemy');
  const candidates = [...b.spaces.keys()].filter((sp) => matches(sp) && dist.has(sp) && !(card.notCurrent && sp === from));
  if (candidates.length === 0) return [];
  const best = Math.min(...candidates.map((sp) => dist.get(sp) as number));
  const tied = candidates.filter((sp) => dist.get(sp) === best);
  if (tied.length <= 1) return tied;
  if (card.ties === 'highest-panic' || card.ties === 'lowest-panic') {
    // The panic number on her space pointing towards each tied space: its first step there
    // (the highest such number, or the lowest, as the card says).
    const high = card.ties === 'highest-panic';
    const score = (target: string) => {
      const firstSteps = b.moves(from, 'enemy').map((m) => m.to).filter((to) => (b.distances(to, 'enemy').get(target) ?? Infinity) === best - 1);
      const faces = Object.entries(b.spaces.get(from)?.panic ?? {}).filter(([, to]) => firstSteps.includes(to)).map(([f]) => Number(f));
      if (faces.length === 0) return high ? 0 : 7;
      return high ? Math.max(...faces) : Math.min(...faces);
    };
    const scores = tied.map(score);
    const top = high ? Math.max(...scores) : Math.min(...scores);
    return tied.filter((sp) => score(sp) === top);
  }
  const sorted = [...tied].sort((x, y) => b.label(x).localeCompare(b.label(y)));
  return [card.ties === 'reverse-alphabetical' ? (sorted[sorted.length - 1] as string) : (sorted[0] as string)];
}

declare module '../../task.js' {
  interface TaskPayloads {
    /**
     * Path card `index` (0-based) resolving, in stages it marks done: `flipped`, `moved` (toward
     * `goal`, '' when no space qualifies), `thenDone` (its extra steps).
     */
    'volkar.pathCard': EnemyWalk & { index: number; flipped?: boolean; moved?: boolean; goal?: string; thenDone?: boolean };
    'volkar.pathDone': Record<never, never>;
    /** `girlDownBefore`: her last Health was already gone before the final card attacked. */
    'volkar.finalBlow': { girlDownBefore: boolean };
    'volkar.releaseReveals': Record<never, never>;
  }
}

defineTask('volkar.pathCard', (run, task) => {
  const v = volkar(run);
  const name = `Path card ${task.index + 1}`;
  const entry = v.path[task.index];
  const from = killerUnit(run.state).space;
  if (!entry || !from) return;
  const card = movementCard(run, entry.id);
  if (!task.flipped) {
    entry.faceUp = true;
    task.flipped = true;
    say(run, `${name}: ${card.text}`, 'path-card');
  }
  if (!task.moved) {
    if (card.toward === 'none') {
      task.moved = true;
      say(run, 'The Volk\'ar does not move.', 'killer-move');
    } else if (card.toward === 'onFace') {
      const to = board(run).panicTarget(from, card.face ?? 6);
      if (to && board(run).canStep(from, to)) stepUnit(run, killerUnit(run.state), to);
      task.moved = true;
    } else {
      if (task.goal === undefined) {
        const dests = destinations(run, card, from);
        const pick = dests.length
          ? pickAmbiguous(run, task, `${name}: the closest spaces are tied.`, dests.map((sp) => ({
              id: choiceId('space', sp), label: board(run).label(sp), group: 'Volk\'ar target',
              badness: (run.state.girl.space === sp ? 100 : 0) + victimsAt(run, sp).length,
            })))
          : choiceId('space', '');
        if (pick === undefined) return;
        task.goal = choiceValue(pick, 'space');
      }
      if (task.goal && !moveEnemyTowards(run, task, killerUnit(run.state), task.goal, card.spaces, name)) return;
      task.moved = true;
    }
    if (run.state.result) return;
    if (card.toward !== 'none') say(run, `The Volk'ar moves to ${board(run).label(killerUnit(run.state).space ?? from)}.`, 'killer-move');
  }
  if (!task.thenDone && card.then.length) {
    schedule(run, stepsTask(run, card.then, name, 'movement'), { ...task, thenDone: true });
    return;
  }
  const printed = movementAttacks(card);
  if (printed > 0) {
    const attacks = printed * (run.state.killer.darkPowerRevealed && run.state.killer.darkPower === 'thermal-sight' ? 2 : 1);
    const final = task.index === v.path.length - 1;
    schedule(
      run,
      ...Array.from({ length: attacks }, (): Task => ({ t: 'killerAttack', girlTargeted: false, source: name })),
      ...(final ? [{ t: 'volkar.finalBlow', girlDownBefore: run.state.deferredReveals.includes('girl') } satisfies Task] : []),
    );
  }
});

/** Whether the final card's own attack is what took her last Health (the rulebook's Note on simultaneous attacks). */
defineTask('volkar.finalBlow', (run, task) => {
  volkar(run).finalBlow = !task.girlDownBefore && run.state.deferredReveals.includes('girl');
});

/** After the last card: the attack on a guess lands or misses, Dark Powers, reveals, discard. */
defineTask('volkar.pathDone', (run) => {
  const v = volkar(run);
  const space = killerUnit(run.state).space;
  const last = v.path[v.path.length - 1];
  const dp = run.state.killer.darkPowerRevealed ? run.state.killer.darkPower : '';
  const ambushes: Task[] = [];
  if (v.attack && space) {
    const { attack } = v;
    v.attack = null;
    run.state.tokens = run.state.tokens.filter((t) => t.kind !== 'attack');
    if (attack.space === space) {
      say(run, `She ends at ${board(run).label(space)}, where you aimed: the attack hits!`, 'attack');
      // Only her final card's attack, when it actually hits you in your own space, is simultaneous
      // with yours (the rulebook's Note): a Victim it killed instead, or an earlier card that took
      // your last Health, leaves your death first.
      const simultaneous = attack.space === run.state.girl.space && v.finalBlow === true;
      if (!simultaneous && run.state.deferredReveals.includes('girl')) {
        run.state.deferredReveals = run.state.deferredReveals.filter((r) => r !== 'girl');
        revealGirlFinalHealth(run);
        if (run.state.result) return;
      }
      hurtUnit(run, killerUnit(run.state), attack.damage, 'your attack on a guess');
    } else if (last) {
      say(run, `She ends at ${board(run).label(space)}, not where you aimed: the attack is wasted and she ambushes you.`, 'ambush');
      ambushes.push(ambushTask(run, last.id));
    }
  }
  if (dp === 'merciless-ambush') for (const p of v.path.slice(v.originIndex)) ambushes.push(ambushTask(run, p.id));
  if (dp === 'blades-in-the-dark' && space) {
    for (const adj of board(run).adjacent(space)) ambushes.push({ t: 'killVictimsAt', space: adj, n: 1, source: 'Blades in the Dark' });
  }
  if (dp === 'predators-patience') ambushes.push(stepsTask(run, [{ do: 'horror', n: 1 }], 'Predator\'s Patience', 'darkPower'));
  delete v.finalBlow;
  v.discard.push(...v.path.map((p) => p.id));
  v.path = [];
  v.originIndex = 0;
  v.tracked = [];
  schedule(run, ...ambushes, { t: 'volkar.releaseReveals' });
});

defineTask('volkar.releaseReveals', (run) => releaseDeferredReveals(run));

function ambushTask(run: Run, cardId: string): Task {
  return stepsTask(run, movementCard(run, cardId).ambush, 'Ambush Penalty', 'ambush');
}
