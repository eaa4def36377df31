import type { ChoiceOption } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run, type Task } from '../run.js';
import { choiceId, readChoice } from '../choiceId.js';
import { rollDie } from '../dice.js';
import { describeSteps } from '../describeSteps.js';
import type { Step } from '../../content/steps.js';
import { finalGirl } from '../cards.js';
import { changeTime } from '../actors/girl.js';
import { board, isExit, victimName, victimsAt, victimWords } from '../actors/victims.js';
import { allRun, maxOf } from '../modules/combine.js';
import { stepsTask } from '../steps/frames.js';
import { fitShort, option } from '../options.js';

declare module '../task.js' {
  interface TaskPayloads {
    /** `face`: the die rolled for the reward, kept so a decision resumes without rolling again. */
    saveReward: { face?: number };
    pickGroupReward: { group: 'A' | 'B' };
  }
}

function saveCost(run: Run, kind: string): number {
  const victim = { id: 0, space: run.state.girl.space, kind };
  return maxOf(run.state, 'saveCost', run.state, victim);
}

/** Saving is optional and one Victim at a time, on an exit space, in the Action phase (core §5.2). */
export function saveOptions(run: Run): ChoiceOption[] {
  const space = run.state.girl.space;
  if (run.state.phase !== 'action' || !isExit(run, space)) return [];
  const kinds = [...new Set(victimsAt(run, space).map((v) => v.kind))].sort();
  return kinds.flatMap((kind) => {
    const cost = saveCost(run, kind);
    if (cost > 0 && run.state.girl.time < cost) return [];
    const name = victimName({ id: 0, space, kind }, victimWords(run));
    return [{ id: choiceId('save', kind), label: `Save ${name.replace(/^A /, 'a ')}${cost ? ` (-${cost} Time)` : ''}`, group: 'Save a Victim' }];
  });
}

/** Removes the Victim and gives the reward of the next "Victim saved" space, or the Ultimate's. */
export function saveVictim(run: Run, kind: string): void {
  const space = run.state.girl.space;
  const victim = victimsAt(run, space).find((v) => v.kind === kind);
  if (!victim) return;
  const cost = saveCost(run, kind);
  if (cost) changeTime(run, -cost);
  run.state.victims = run.state.victims.filter((v) => v.id !== victim.id);
  const g = run.state.girl;
  g.saved += 1;
  say(run, `${victimName(victim, victimWords(run))} is saved at ${board(run).label(space)}!`, 'victim-saved');
  allRun(run.state, 'afterSave', run, victim, space);
  schedule(run, { t: 'saveReward' });
}

/** Rita and Lindi's save roll (seed: A Demon in the Shadows): 1-2 nothing, 3-4 one reward, 5-6 two. */
function rewardsFor(face: number): number {
  return face <= 2 ? 0 : face <= 4 ? 1 : 2;
}

const REWARD_COUNT = ['no save reward', 'the reward you cover once', 'the reward you cover twice'] as const;

/**
 * The saved Victim goes on a free "Victim saved" space of your choice and gives its reward
 * (core §5.2); Rita and Lindi roll for theirs. Rita rolls *then* places (seed: "Roll a die and
 * then place the saved Victim"), so she sees the die before choosing the space; the roll is kept
 * on the task so the decision resumes without rolling again. A full card flips and unlocks the
 * Ultimate.
 */
defineTask('saveReward', (run, task) => {
  const g = run.state.girl;
  const girl = finalGirl(run);
  const rule = girl.saveRule;
  if (g.ultimateUnlocked) {
    if (girl.afterUltimate.length) schedule(run, stepsTask(run, girl.afterUltimate, 'Save reward', 'reward'));
    return;
  }
  if (rule.kind !== 'slots' && task.face === undefined) {
    const rolled = rollDie(run);
    task.face = rolled;
    say(run, `You roll ${rolled} for the save reward: ${['no reward', 'one reward', 'two rewards'][rewardsFor(rolled)]}.`, 'roll');
  }
  const face = task.face;
  const times = face === undefined ? 1 : rewardsFor(face);
  let reward: readonly Step[] = [];
  if (rule.kind !== 'rollGroups') {
    const free = girl.saveRewards.map((_, i) => i).filter((i) => !g.filledSlots.includes(i));
    const distinct = new Map(free.map((i) => [JSON.stringify(girl.saveRewards[i]), i]));
    const answer = takeAnswer(task);
    if (answer === undefined && distinct.size > 1) {
      const rolled = face === undefined ? '' : `You rolled ${face}: ${REWARD_COUNT[times]}. `;
      ask(run, task, 'save-space', `${rolled}Which "Victim saved" space does the Victim take?`, [...distinct.values()].map((i) => slotOption(girl.saveRewards, i)));
      return;
    }
    const slot = readChoice(answer, 'slot') ?? (free[0] as number);
    g.filledSlots.push(slot);
    reward = girl.saveRewards[slot] ?? [];
  }
  g.savedSlots += 1;
  if (rule.kind === 'rollGroups') schedule(run, ...(['A', 'B'] as const).slice(0, times).map((group): Task => ({ t: 'pickGroupReward', group })));
  if (g.savedSlots >= (rule.kind === 'rollGroups' ? rule.flipAt : girl.saveRewards.length)) {
    g.ultimateUnlocked = true;
    g.savedSlots = 0;
    g.filledSlots = [];
    say(run, `Every "Victim saved" space is full: ${girl.name}'s card flips and ${girl.ultimate.name} is unlocked.`, 'ultimate');
  }
  for (let i = 0; i < times && reward.length; i++) schedule(run, stepsTask(run, reward, 'Save reward', 'reward'));
});

/** The option of "Victim saved" space `i` (exported for the labels test, which checks every Final Girl's). */
export function slotOption(rewards: readonly (readonly Step[])[], index: number): ChoiceOption {
  const steps = rewards[index] ?? [];
  const label = `Space ${index + 1}: ${describeSteps(steps)}`;
  return option(choiceId('slot', index), label, 'Victim saved', fitShort(label, `Space ${index + 1}: ${describeSteps(steps, true)}`));
}

/** Lindi: pick one reward of a group. */
defineTask('pickGroupReward', (run, task) => {
  const rule = finalGirl(run).saveRule;
  if (rule.kind !== 'rollGroups') return;
  const group = task.group === 'B' ? rule.groupB : rule.groupA;
  const answer = takeAnswer(task);
  if (answer === undefined && group.length > 1) {
    ask(run, task, 'save-reward', `Pick a save reward from group ${task.group}.`, group.map((r, i) => ({ id: choiceId('reward', i), label: r.label, group: `Group ${task.group}` })));
    return;
  }
  const chosen = group[readChoice(answer, 'reward') ?? 0];
  if (chosen) schedule(run, stepsTask(run, chosen.steps, chosen.label, 'reward'));
});
