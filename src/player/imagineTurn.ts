import { content as loadedContent, type Content } from '../content/load.js';
import { readChoice, type GameState } from '../engine/index.js';
import { purchaseSets } from './buying.js';
import { drawFrom } from './draw.js';
import { cardMoves, firstStep } from './firstStep.js';
import { hashText } from './knowledge.js';
import { needsAt, playoutPolicy, type Playout } from './playout.js';
import { stepInPlace } from './step.js';
import { sampleWorld } from './world.js';

/** One decision of an imagined turn: what was asked and what the player chose. */
export interface ImaginedStep {
  kind: string;
  id: string;
  label: string;
  /** The decision continued one already made (the second step of a "Move 2"). */
  followUp: boolean;
  /** The ids of every choice that was open. */
  open: string[];
  phase: string;
  /** For a card that can move her: where she would step first if it does (firstStep.ts). */
  firstStep?: string;
}

/** Most decisions one imagined turn may take (a real Action and Planning phase take a few dozen). */
const STEPS_MAX = 80;
/**
 * Dice a card that can move her gets in an imagined turn until it does move her: a plan means
 * "Walk there, then …", so the turn goes on from where the Walk was meant to take her (a real
 * roll that fails ends the plan at the next step that no longer fits, and the team votes).
 */
const MOVE_TRIES = 4;

/**
 * The rest of this turn's Action and Planning phases as the playout would play them in an
 * imagined world (`sampleWorld` from `seed`: every die, deck and face-down card dealt again, so
 * nothing hidden is read and no real roll is foretold): every decision it made, in order, the
 * caller's follow-ups too. A card that can move her is played with other imagined dice until
 * it moves her (MOVE_TRIES). In the Planning phase it buys the best purchase set (buying.ts)
 * and is done. `wander` is the playout's chance to try something else (variety between imagined
 * turns). Fast: one imagined turn, no look past it.
 */
export function imagineTurn(state: GameState, seed: number, wander: number, content: Content = loadedContent()): ImaginedStep[] {
  let world = sampleWorld(state, seed, content);
  const policy = playoutPolicy(drawFrom(seed ^ 0x5bd1e995), content, wander);
  const turn = world.turn;
  const steps: ImaginedStep[] = [];
  const inTurn = (w: GameState) => !!w.pending && !w.result && w.turn === turn && (w.phase === 'action' || w.phase === 'planning');
  while (steps.length < STEPS_MAX && inTurn(world)) {
    const d = world.pending;
    if (!d) break;
    if (d.kind === 'planning') {
      for (const id of purchaseSets(world, d.options, needsAt(world, content), 1)[0] ?? []) if (!take(world, id, steps, content)) break;
      // The last choice of the turn is recorded, not played: the Killer phase after it is not needed.
      if (world.pending?.kind === 'planning') take(world, 'done', steps, content, false);
      break;
    }
    const id = policy(world);
    const card = d.kind === 'action' ? (readChoice(id, 'play') ?? null) : null;
    if (card === null || !cardMoves(world, card, content)) {
      take(world, id, steps, content);
      continue;
    }
    const step = firstStep(world, policy, content);
    let played: { world: GameState; steps: ImaginedStep[] } | null = null;
    for (let k = 0; k < MOVE_TRIES; k++) {
      const trial = structuredClone(world);
      if (k > 0) trial.rng = hashText(`dice ${k} ${steps.length}`, seed) >>> 0;
      const tried = untilNextAction(trial, id, policy, turn, content);
      played ??= { world: trial, steps: tried };
      if (tried.some((t) => t.kind === 'move' && !t.followUp)) {
        played = { world: trial, steps: tried };
        break;
      }
    }
    if (!played) break;
    if (step && played.steps[0]) played.steps[0].firstStep = step;
    world = played.world;
    steps.push(...played.steps);
  }
  return steps;
}

/** Plays `id`, then the playout's choices until the next Action decision (or the phase's end). */
function untilNextAction(world: GameState, id: string, policy: Playout, turn: number, c: Content): ImaginedStep[] {
  const out: ImaginedStep[] = [];
  take(world, id, out, c);
  while (out.length < STEPS_MAX && world.pending && !world.result && world.turn === turn && world.phase === 'action' && world.pending.kind !== 'action') take(world, policy(world), out, c);
  return out;
}

/** Records the choice of `id` at the world's decision and plays it (unless `play` is false); false when it is not open. */
function take(world: GameState, id: string, steps: ImaginedStep[], c: Content, play = true): boolean {
  const d = world.pending;
  const o = d?.options.find((x) => x.id === id);
  if (!d || !o) return false;
  steps.push({ kind: d.kind, id, label: o.label, followUp: d.followUp === true, open: d.options.map((x) => x.id), phase: world.phase });
  if (play) stepInPlace(world, id, c);
  return true;
}
