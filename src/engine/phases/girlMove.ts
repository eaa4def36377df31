import type { ChoiceOption, Victim } from '../state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../run.js';
import { readChoice } from '../choiceId.js';
import { board, countVictims, moveVictim, victimsAt, victimWords, VICTIM_WORDS, type VictimWords } from '../actors/victims.js';
import { allRun, answersByModule, anyOf } from '../modules/combine.js';
import type { RideMove, RulesModule } from '../modules/hooks.js';
import { blocksFollowing } from '../actors/units.js';
import { saveOptions, saveVictim } from './saving.js';
import { fitShort, option } from '../options.js';

declare module '../task.js' {
  interface TaskPayloads {
    /** `going`: a step was taken, so its later decisions are follow-ups. */
    girlMove: { left: number; going?: boolean };
  }
}

/** At most this many Victims follow the Final Girl out of a space (core §5.1). */
const FOLLOWERS = 2;

/**
 * Victims never follow her into the Killer's space, nor through it on a River run (core §5.1);
 * a Minion's space alone does not stop them. Modules may let some follow (Soldiers).
 */
function mayFollow(run: Run, victim: Victim, path: readonly string[]): boolean {
  const blockers = run.state.units.filter((u) => u.space !== null && path.includes(u.space) && blocksFollowing(run, u));
  return blockers.every((u) => anyOf(run.state, 'followsInto', run.state, victim, u));
}

/** Groups of followers as kind lists, e.g. [], ['normal'], ['normal','normal'], ['archeologist']. */
function followerGroups(candidates: Victim[]): string[][] {
  const counts = new Map<string, number>();
  for (const v of candidates) counts.set(v.kind, (counts.get(v.kind) ?? 0) + 1);
  const kinds = [...counts.keys()].sort();
  const groups: string[][] = [[]];
  const extend = (group: string[], from: number) => {
    if (group.length >= FOLLOWERS) return;
    for (let i = from; i < kinds.length; i++) {
      const k = kinds[i] as string;
      if (group.filter((g) => g === k).length >= (counts.get(k) ?? 0)) continue;
      const next = [...group, k];
      groups.push(next);
      extend(next, i);
    }
  };
  extend([], 0);
  return groups;
}

function followersLabel(group: string[], words: VictimWords): string {
  if (group.length === 0) return '';
  const normals = group.filter((k) => k === 'normal').length;
  const parts = [normals ? countVictims(normals, words) : '', ...group.filter((k) => k !== 'normal').map((k) => `the ${k.replace(/-/g, ' ')}`)];
  return ` with ${parts.filter(Boolean).join(' and ')}`;
}

/**
 * A move's button: where to, and who follows ("Ancient Ruins + 1 Victim + archeologist"). The
 * Move group and the question ("Move up to 2 more spaces") say it is a move, and a folded option
 * reads "Play Walk → Cave".
 */
function moveShort(to: string, group: string[], words: VictimWords, by = ''): string {
  const normals = group.filter((k) => k === 'normal').length;
  const parts = [normals ? countVictims(normals, words) : '', ...group.filter((k) => k !== 'normal').map((k) => k.split('-').join(' '))].filter(Boolean);
  // All of them normal: "3 Soldiers"; with a special Victim among them, "3 Victims".
  const all = countVictims(group.length, normals === group.length ? words : VICTIM_WORDS);
  const where = by ? `${by} → ${to}` : to;
  return group.length ? fitShort(`${where} + ${parts.join(' + ')}`, `${where} + ${all}`) : where;
}

/** Moves with a vehicle the modules offer now, each with the module that offered it. */
function rides(run: Run): { m: RulesModule; ride: RideMove }[] {
  return answersByModule(run.state, 'rideMoves', run).flatMap(({ module, answer }) => answer.map((ride) => ({ m: module, ride })));
}

export function moveOptions(run: Run): ChoiceOption[] {
  const b = board(run);
  const here = victimsAt(run, run.state.girl.space);
  const options: ChoiceOption[] = [];
  for (const m of b.moves(run.state.girl.space, 'girl')) {
    const candidates = here.filter((v) => mayFollow(run, v, m.path));
    for (const group of followerGroups(candidates)) {
      options.push(option(`go:${m.to}:${group.join('+')}`, `Move to ${b.label(m.to)}${followersLabel(group, victimWords(run))}`, 'Move', moveShort(b.label(m.to), group, victimWords(run))));
    }
  }
  for (const { ride } of rides(run)) {
    const candidates = ride.victimsFollow ? here.filter((v) => mayFollow(run, v, ride.path)) : [];
    for (const group of followerGroups(candidates)) {
      const label = `${ride.verb} ${ride.vehicle} to ${b.label(ride.to)}${followersLabel(group, victimWords(run))}`;
      options.push(option(`ride:${ride.to}:${group.join('+')}`, label, 'Move', moveShort(b.label(ride.to), group, victimWords(run), ride.by)));
    }
  }
  return options;
}

/**
 * "Move N": one space at a time, with Victims following, saving on the way (core §5.1–5.2); a
 * space may be taken with a vehicle the modules offer (`ride:` options, Terror from the Grave).
 * `going` marks the task once a step (a move or a save) was taken: its later decisions are
 * follow-ups of the first one.
 */
defineTask('girlMove', (run, task) => {
  const left = task.left;
  if (left <= 0) return;
  const answer = takeAnswer(task);
  if (answer === undefined) {
    const options = [...moveOptions(run), ...saveOptions(run), { id: 'stop', label: 'Stop here', group: 'Done' }];
    ask(run, task, 'move', `Move up to ${left} more ${left === 1 ? 'space' : 'spaces'} from ${board(run).label(run.state.girl.space)}.`, options, { followUp: task.going === true });
    return;
  }
  if (answer === 'stop') return;
  const saved = readChoice(answer, 'save');
  if (saved !== undefined) {
    task.going = true;
    run.state.agenda.push(task);
    saveVictim(run, saved);
    return;
  }
  const [prefix, to = '', group = ''] = answer.split(':');
  const ride = prefix === 'ride' ? rides(run).find((r) => r.ride.to === to) : undefined;
  const move = ride ? ride.ride : board(run).moves(run.state.girl.space, 'girl').find((m) => m.to === to);
  if (!move) throw new Error(`illegal move ${answer}`);
  const followers: Victim[] = [];
  const pool = victimsAt(run, run.state.girl.space);
  for (const kind of group ? group.split('+') : []) {
    const v = pool.find((x) => x.kind === kind && !followers.includes(x));
    if (v) followers.push(v);
  }
  const how = ride ? `${ride.ride.verb.toLowerCase()} ${ride.ride.vehicle}` : 'move';
  say(run, `You ${how} to ${board(run).label(to)}${followersLabel(followers.map((f) => f.kind), victimWords(run))}.`, 'move');
  schedule(run, { t: 'girlMove', left: left - 1, going: true });
  // The vehicle goes first: she is with it in every space she enters.
  if (ride) ride.m.onRide?.(run, ride.ride);
  for (const space of move.path) {
    if (run.state.result) return;
    run.state.girl.space = space;
    allRun(run.state, 'onEnter', run, { kind: 'girl' }, space);
    for (const f of followers) moveVictim(run, f, [space]);
  }
});
