import { content, type Content } from '../content/load.js';
import type { GameState } from '../engine/index.js';
import { purchaseSets } from './buying.js';
import { drawFrom } from './draw.js';
import { cardMoves, firstStep } from './firstStep.js';
import { needsAt, playoutPolicy } from './playout.js';
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
  /** For a card that can move her: where she would step first if it does (firstStep.ts). */
  firstStep?: string;
  phase: string;
}

/** Most decisions one imagined turn may take (a real Action and Planning phase take a few dozen). */
const STEPS_MAX = 80;

/**
 * The rest of this turn's Action and Planning phases as the playout would play them in an
 * imagined world (`sampleWorld` from `seed`: every die, deck and face-down card dealt again, so
 * nothing hidden is read and no real roll is foretold): every decision it made, in order, the
 * caller's follow-ups too. In the Planning phase it buys the best purchase set (buying.ts)
 * and then is done. `wander` is the playout's chance to try something else (variety between
 * imagined turns). Fast: one imagined turn, no look past it.
 */
export function imagineTurn(state: GameState, seed: number, wander: number, c: Content = content()): ImaginedStep[] {
  const world = sampleWorld(state, seed, c);
  const policy = playoutPolicy(drawFrom(seed ^ 0x5bd1e995), c, wander);
  const turn = world.turn;
  const steps: ImaginedStep[] = [];
  const take = (id: string, last = false): boolean => {
    const d = world.pending;
    const o = d?.options.find((x) => x.id === id);
    if (!d || !o) return false;
    steps.push({ kind: d.kind, id, label: o.label, followUp: d.followUp === true, open: d.options.map((x) => x.id), phase: world.phase });
    // The last choice of the turn is recorded, not played: the Killer phase after it is not needed.
    if (!last) stepInPlace(world, id, c);
    return true;
  };
  while (steps.length < STEPS_MAX && world.pending && !world.result && world.turn === turn && (world.phase === 'action' || world.phase === 'planning')) {
    const d = world.pending;
    if (d.kind !== 'planning') {
      const id = policy(world);
      const card = d.kind === 'action' && id.startsWith('play:') ? id.slice(5) : null;
      const step = card !== null && cardMoves(world, card, c) ? firstStep(world, policy, c) : null;
      take(id);
      if (step) (steps[steps.length - 1] as ImaginedStep).firstStep = step;
      continue;
    }
    for (const id of purchaseSets(world, d.options, needsAt(world, c), 1)[0] ?? []) if (!take(id)) break;
    if (world.pending?.kind === 'planning') take('done', true);
    break;
  }
  return steps;
}
