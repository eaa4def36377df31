import type { Content } from '../content/load.js';
import type { GameState } from '../engine/index.js';
import { drawFrom } from './draw.js';
import { evaluate, standing } from './measure.js';
import { playoutPolicy } from './playout.js';
import { stepInPlace } from './step.js';
import type { Budget } from './budget.js';

/** What one imagined game did after the choice, for the evaluation and the reason line. */
export interface RolloutResult {
  value: number;
  saved: number;
  killed: number;
  damageDealt: number;
  healthLost: number;
  died: boolean;
  won: boolean;
}

/**
 * Plays `choiceId` in `world` (a sampled world, changed in place), then the playout policy
 * until the horizon, the end of the game or the step limit, and judges where it stands.
 */
export function rollout(world: GameState, choiceId: string, playoutSeed: number, budget: Budget, content: Content): RolloutResult {
  const before = standing(world, content);
  const lastTurn = world.turn + budget.horizon;
  const policy = playoutPolicy(drawFrom(playoutSeed), content);
  stepInPlace(world, choiceId, content);
  let steps = 0;
  while (!world.result && world.turn <= lastTurn && steps < budget.maxSteps) {
    stepInPlace(world, policy(world), content);
    steps += 1;
  }
  const after = standing(world, content);
  return {
    value: evaluate(world, content),
    saved: after.saved - before.saved,
    killed: after.dead - before.dead,
    damageDealt: Math.max(0, before.killerHealth - after.killerHealth) + (before.killerFinal && !after.killerFinal ? 1 : 0),
    healthLost: Math.max(0, before.girlHealth - after.girlHealth),
    died: world.result === 'lost',
    won: world.result === 'won',
  };
}
