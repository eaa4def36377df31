import type { ChoiceOption } from '../state.js';
import { say, schedule, type Run } from '../run.js';
import { finalGirl } from '../cards.js';
import { changeTime } from '../actors/girl.js';
import { board, isExit, victimName, victimsAt } from '../actors/victims.js';
import { modulesInPlay } from '../modules/registry.js';
import { stepsTask } from '../steps/frames.js';

function saveCost(run: Run, kind: string): number {
  const victim = { id: 0, space: run.s.girl.space, kind };
  return Math.max(0, ...modulesInPlay(run.s).map((m) => m.saveCost?.(run.s, victim) ?? 0));
}

/** Saving is optional and one Victim at a time, on an exit space, in the Action phase (core §5.2). */
export function saveOptions(run: Run): ChoiceOption[] {
  const space = run.s.girl.space;
  if (run.s.phase !== 'action' || !isExit(run, space)) return [];
  const kinds = [...new Set(victimsAt(run, space).map((v) => v.kind))].sort();
  return kinds.flatMap((kind) => {
    const cost = saveCost(run, kind);
    if (cost > 0 && run.s.girl.time < cost) return [];
    const name = victimName({ id: 0, space, kind });
    return [{ id: `save:${kind}`, label: `Save ${name.replace(/^A /, 'a ')}${cost ? ` (-${cost} Time)` : ''}`, group: 'Save a Victim' }];
  });
}

/** Removes the Victim and gives the reward of the next "Victim saved" space, or the Ultimate's. */
export function saveVictim(run: Run, kind: string): void {
  const space = run.s.girl.space;
  const victim = victimsAt(run, space).find((v) => v.kind === kind);
  if (!victim) return;
  const cost = saveCost(run, kind);
  if (cost) changeTime(run, -cost);
  run.s.victims = run.s.victims.filter((v) => v.id !== victim.id);
  const g = run.s.girl;
  g.saved += 1;
  say(run, `${victimName(victim)} is saved at ${board(run).label(space)}!`, 'victim-saved');
  const girl = finalGirl(run);
  let reward = girl.afterUltimate;
  if (!g.ultimateUnlocked) {
    reward = girl.saveRewards[g.savedSlots] ?? [];
    g.savedSlots += 1;
    if (g.savedSlots >= girl.saveRewards.length) {
      g.ultimateUnlocked = true;
      g.savedSlots = 0;
      say(run, `Every "Victim saved" space is full: ${girl.name}'s card flips and ${girl.ultimate.name} is unlocked.`, 'ultimate');
    }
  }
  for (const m of modulesInPlay(run.s)) m.afterSave?.(run, victim, space);
  if (reward.length) schedule(run, stepsTask(run, reward, 'Save reward', 'reward'));
}
