import { say, type Run } from '../run.js';
import type { GameState, Unit, Victim } from '../state.js';
import { raiseBloodlust } from './bloodlust.js';
import { allRun, answersOf, anyOf } from '../modules/combine.js';
import { boardWith, mergeMods, NO_MODS, type Board, type BoardMods } from '../board/graph.js';
import { killerPack, locationPack } from '../cards.js';
import { rollDie } from '../dice.js';
import type { Content } from '../../content/load.js';

/** What the modules in play change on the printed board right now. */
function boardModsOf(state: GameState, content: Content): BoardMods {
  const reported = answersOf(state, 'boardMods', state, content);
  return reported.length ? mergeMods(reported.map((m) => ({ ...NO_MODS, ...m }))) : NO_MODS;
}

/** The board as it stands now: the printed one with the modules' changes (fences, lava). */
export function board(run: Run): Board {
  return boardWith(locationPack(run), boardModsOf(run.state, run.content));
}

/** The same board for a view, from a state and the packs. */
export function boardOfState(state: GameState, content: Content): Board {
  const pack = content.locations[state.setup.location];
  if (!pack) throw new Error(`unknown Location "${state.setup.location}"`);
  return boardWith(pack, boardModsOf(state, content));
}

export function victimsAt(run: Run, space: string): Victim[] {
  return run.state.victims.filter((v) => v.space === space);
}

/** Places up to n Victims from the pool; with the pool empty nothing is placed (core FAQ). */
export function placeVictims(run: Run, count: number, space: string, kind = 'normal'): number {
  if (board(run).isClosed(space)) {
    say(run, `${board(run).label(space)} is closed: no ${kind === 'normal' ? victimWords(run).one : 'Victim'} can be placed there.`, 'victims');
    return 0;
  }
  let placed = 0;
  for (let i = 0; i < count; i++) {
    if (kind === 'normal' && run.state.victimPool <= 0) break;
    if (kind === 'normal') run.state.victimPool -= 1;
    run.state.victims.push({ id: run.state.nextVictimId++, space, kind });
    placed += 1;
  }
  const where = board(run).label(space);
  // A special Victim is one of a kind: each is named as players know it, never by its kind id.
  if (kind !== 'normal') for (let i = 0; i < placed; i++) say(run, `${victimName({ id: 0, space, kind })} appears at ${where}.`, 'victims');
  else if (placed) say(run, `${countVictims(placed, victimWords(run))} ${placed === 1 ? 'appears' : 'appear'} at ${where}.`, 'victims');
  else if (count > 0) say(run, `No ${victimWords(run).many} are left in the box to place.`, 'victims');
  return placed;
}

/** A Victim dies: Bloodlust +1 (unless the Killer's pack says otherwise) and it counts for the Panic phase (core §6.7, §8). */
export function killVictim(run: Run, victim: Victim, cause: string, by: Unit | null = null): void {
  const idx = run.state.victims.findIndex((v) => v.id === victim.id);
  if (idx < 0) return;
  run.state.victims.splice(idx, 1);
  run.state.deadVictims += 1;
  run.state.killedThisTurn += 1;
  say(run, `${victimName(victim, victimWords(run))} at ${board(run).label(victim.space)} is killed (${cause}).`, 'victim-killed');
  if (killerPack(run).bloodlustOnVictimDeath) raiseBloodlust(run, 1, `a ${victim.kind === 'normal' ? victimWords(run).one : 'Victim'} died`);
  allRun(run.state, 'onVictimKilled', run, victim, by);
}

/** What a Location calls its normal Victims: one and many. */
export interface VictimWords { one: string; many: string }
export const VICTIM_WORDS: VictimWords = { one: 'Victim', many: 'Victims' };

/** The Location pack's name for its normal Victims (Pesadilla Verde: Soldiers), else Victims. */
export function victimWords(run: Run): VictimWords {
  const named = locationPack(run).victimName;
  return named ? { one: named.one, many: named.many } : VICTIM_WORDS;
}

/** "3 Soldiers", "1 Victim". */
export function countVictims(count: number, words: VictimWords): string {
  return `${count} ${count === 1 ? words.one : words.many}`;
}

/** A Victim as the log names it: "A Soldier" (a normal one at Pesadilla Verde), "The archeologist". */
export function victimName(victim: Victim, words: VictimWords = VICTIM_WORDS): string {
  return victim.kind === 'normal' ? `A ${words.one}` : `The ${victim.kind.replace(/-/g, ' ')}`;
}

/** Moves a Victim one move and lets modules react to every space it enters. */
export function moveVictim(run: Run, victim: Victim, path: readonly string[]): void {
  for (const space of path) {
    if (!run.state.victims.some((v) => v.id === victim.id)) return;
    victim.space = space;
    allRun(run.state, 'onEnter', run, { kind: 'victim', victim }, space);
  }
}

/** A Victim panics: roll a die and follow the space's panic arrow, if any (core §8). */
export function panicVictim(run: Run, victim: Victim): void {
  const b = board(run);
  const face = rollDie(run);
  const to = b.panicTarget(victim.space, face);
  if (to && b.canStep(victim.space, to)) {
    say(run, `${victimName(victim, victimWords(run))} at ${b.label(victim.space)} panics (rolled ${face}) and flees to ${b.label(to)}.`, 'panic');
    moveVictim(run, victim, [to]);
  } else {
    say(run, `${victimName(victim, victimWords(run))} at ${b.label(victim.space)} panics (rolled ${face}) but stays.`, 'panic');
  }
}

export function isExit(run: Run, space: string): boolean {
  return board(run).hasIcon(space, 'exit') || anyOf(run.state, 'isExit', run.state, space);
}
