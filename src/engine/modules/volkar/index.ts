/**
 * The Volk'ar (The Green Terror). Readings of unclear rulebook text, each tested in
 * test/engine/volkar.test.ts:
 * - Cards drawn face up while she is Visible sit in her Path before the Origin card when she
 *   later conceals; resolution starts "with the Origin card", so they are discarded unresolved.
 * - "Move 1 space on a 6" follows her space's panic arrow for a 6; nothing is rolled (Liz's example).
 * - "Break ties by highest panic number": among tied spaces, the one whose first step is the
 *   highest panic number printed on her current space.
 * - She has no Movement Value, so boot icons move her 0 spaces; "Move N spaces" lines move her N.
 * - Track shows uncovered cards to the Final Girl's players only (secret events); on the table
 *   they stay face down. Its red row (skull, crossed-eye) draws a face-down card.
 * - Simultaneous attacks (the Note under Attacking): only when the Killer Attack line on her final
 *   card is what takes the Final Girl's last Health in that space. If that line kills a Victim
 *   there instead, or an earlier card took her last Health, her death comes first.
 */
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../../run.js';
import { choiceId, choiceValue, readChoice } from '../../choiceId.js';
import { defineModule } from '../manifest.js';
import { VOLKAR_DECISIONS } from './decisions.js';
import { volkarSecret, volkarSecretSchema, volkarUncovered, volkarView, volkarViewSchema } from './view.js';
import { shuffle } from '../../rng.js';
import { board } from '../../actors/victims.js';
import { addFaceDown, addFaceUp, movementCard, resolvePath, volkar } from './path.js';
import { volkarStateSchema } from './state.js';
import { VOLKAR_HIDDEN, VOLKAR_OPEN } from './secrets.js';
import { KILLER, killerUnit } from '../../actors/units.js';

/** Track's card id (Green Terror Special Setup). */
const TRACK = 'track';

/** Path positions (0-based) Track may still uncover: face down, not yet tracked, origin or not. */
function trackable(run: Run, origin: boolean): number[] {
  const v = volkar(run);
  return v.path
    .map((p, i) => ({ p, i }))
    .filter(({ p, i }) => !p.faceUp && !v.tracked.includes(i) && (origin ? i === v.originIndex : i !== v.originIndex))
    .map(({ i }) => i);
}

declare module '../../task.js' {
  interface TaskPayloads {
    /** `left` cards to uncover; `origin`: only the Origin card, else only the others. */
    'volkar.track': { left: number; origin: boolean };
  }
}

/** Track uncovers cards to the Final Girl only: a secret event per card. */
defineTask('volkar.track', (run, task) => {
  const v = volkar(run);
  const { left } = task;
  const options = trackable(run, task.origin);
  if (left <= 0 || options.length === 0) {
    if (options.length === 0) say(run, 'Track: there is no face-down card left to uncover.');
    return;
  }
  const answer = takeAnswer(task);
  let index = options[0] as number;
  if (options.length > 1) {
    if (answer === undefined) {
      ask(run, task, 'track', `Track: which card of her Path do you uncover? (${left} to go)`, options.map((i) => ({
        id: choiceId('path', i), label: `Path card ${i + 1}${i === v.originIndex ? ' (Origin)' : ''}`, group: 'Track',
      })));
      return;
    }
    index = choiceValue(answer, 'path');
  }
  v.tracked.push(index);
  const card = movementCard(run, v.path[index]?.id ?? '');
  say(run, `Track: you uncover Path card ${index + 1}.`, 'track');
  say(run, `Path card ${index + 1} is: ${card.text}`, 'track-secret', 'secret');
  if (left > 1) schedule(run, { t: 'volkar.track', left: left - 1, origin: task.origin });
});

export const volkarModule = defineModule({
  id: 'volkar',
  box: 'killer',
  decisions: VOLKAR_DECISIONS,
  sheets: ['volkarMovement'],
  achievements: null,
  state: { key: 'volkar', schema: volkarStateSchema, open: VOLKAR_OPEN },
  setup(run) {
    const deck = shuffle(run.state, run.content.volkarMovement.map((m) => m.id));
    const origin = deck.shift() as string;
    run.state.volkar = {
      concealed: true,
      path: [{ id: origin, faceUp: false }],
      originIndex: 0,
      originSpace: killerUnit(run.state).startSpace,
      deck,
      discard: [],
      tracked: [],
      resolveAfterCard: false,
      attack: null,
    };
    const her = killerUnit(run.state);
    her.space = null;
    say(run, `The Volk'ar is Concealed. Her Origin marker is at ${board(run).label(her.startSpace as string)}; her Path is one face-down card.`, 'setup');
  },
  steps: {
    'volkar.eye': (run) => addFaceUp(run),
    'volkar.hide': (run) => addFaceDown(run),
    'volkar.reveal': (run) => {
      const v = volkar(run);
      if (v.path.length === 0) say(run, 'Her Path is empty: there is nothing to resolve.');
      else resolvePath(run, 'Reveal');
    },
    'volkar.track': (run, args) => schedule(run, { t: 'volkar.track', left: Number(args.n ?? 1), origin: args.origin === true }),
    'volkar.discardTrackCards': (run) => {
      const hand = run.state.girl.hand;
      const n = hand.filter((c) => c === TRACK).length;
      run.state.girl.hand = hand.filter((c) => c !== TRACK);
      for (let i = 0; i < n; i++) run.state.discard.push(TRACK);
      say(run, n ? `You discard ${n} Track card${n > 1 ? 's' : ''}.` : 'You hold no Track card.');
    },
    'volkar.heal': (run) => {
      const k = killerUnit(run.state);
      if (k.health < (k.maxHealth ?? Infinity)) {
        k.health += 1;
        say(run, `The Volk'ar heals 1 (now ${k.health}).`, 'killer-health');
      }
    },
  },
  conditions: {
    'volkar.concealed': (s) => s.volkar?.concealed === true,
    'volkar.visible': (s) => s.volkar?.concealed === false,
  },
  // "When Concealed": a Killer Action line counts as the crossed-eye icon.
  interceptKillerAction(run, _step, _ctx, unit) {
    if (unit.id !== KILLER || !volkar(run).concealed) return false;
    say(run, 'She is Concealed: the Killer Action becomes a hidden move.');
    addFaceDown(run);
    return true;
  },
  blocksPlacingKiller: (s, unit) => unit.id === KILLER && s.volkar?.concealed === true,
  referenceSpace: (s, unit) => (unit.id === KILLER && s.volkar?.concealed ? s.volkar.originSpace : null),
  suppressPanic: (s) => s.volkar?.concealed === true,
  // Concealed, any space in range may be attacked as if she were there.
  attackTargets(run, maxRange, minRange) {
    if (!volkar(run).concealed) return undefined;
    const apart = board(run).spacesApart(run.state.girl.space);
    return [...apart.entries()]
      .filter(([, d]) => d >= minRange && d <= maxRange)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([space, d]) => ({ key: choiceId('guess', space), label: `a guess at ${board(run).label(space)}`, short: `Guess (${board(run).label(space)})`, distance: d }));
  },
  resolveAttack(run, target, damage) {
    const space = readChoice(target, 'guess');
    if (space === undefined) return false;
    if (damage <= 0) {
      say(run, 'The attack on a guess does no damage: she stays Concealed and her Path does not resolve.');
      return true;
    }
    volkar(run).attack = { space, damage };
    run.state.tokens.push({ kind: 'attack', space });
    say(run, `The Attack token goes on ${board(run).label(space)} with ${damage} damage on the Attack Resolution card.`, 'attack');
    resolvePath(run, 'An attack would do damage');
    return true;
  },
  afterCard(run) {
    if (volkar(run).resolveAfterCard) resolvePath(run, 'Six cards in her Path');
  },
  view: { schema: volkarViewSchema, build: volkarView },
  secret: { schema: volkarSecretSchema, build: volkarSecret },
  uncovered: volkarUncovered,
  hidden: VOLKAR_HIDDEN,
});
