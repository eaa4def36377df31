/**
 * Spawning Raptors (seed 003, Spawning Raptors and the Raptors card): a Spawn card says how many,
 * a die on the spawn table says where, ties are the Final Girl's choice. Readings in index.ts.
 */
import type { RaptorsSheet, SpawnWhere } from '../../../content/raptorsSheet.js';
import type { Unit } from '../../state.js';
import { ask, defineTask, say, takeAnswer, type Run } from '../../run.js';
import { choiceId, readChoice } from '../../choiceId.js';
import { board } from '../../actors/victims.js';
import { spawnUnits, unitType } from '../../actors/units.js';
import { locationPack } from '../../cards.js';
import { rollDie } from '../../dice.js';
import { shuffle } from '../../rng.js';
import type { RaptorsState } from './state.js';

export const PACK = 'pack';
export const RAPTOR = 'raptor';

function raptorsState(run: Run): RaptorsState {
  const st = run.state.raptors;
  if (!st) throw new Error('the Raptors module state is missing');
  return st;
}

function raptorsSheet(run: Run): RaptorsSheet {
  const sheet = run.content.raptorsSheet;
  if (!sheet) throw new Error('assets/killers/raptors/raptors.json is missing');
  return sheet;
}

/** The Pack on the board (one in a Raptors game while it lives). */
export function thePack(run: Run): Unit | undefined {
  return run.state.units.find((u) => u.type === PACK && u.space !== null);
}

export const raptorsOnBoard = (run: Run): Unit[] => run.state.units.filter((u) => u.type === RAPTOR && u.space !== null);

/** The spaces with the spawn icon: the sheet's list for this Location, else its printed exits. */
function spawnIconSpaces(run: Run): string[] {
  const listed = raptorsSheet(run).spawnSpaces[run.state.setup.location];
  return [...(listed ?? locationPack(run).board.spaces.filter((sp) => sp.icons.includes('exit')).map((sp) => sp.id))].sort();
}

/** Spaces apart from `from` (around fences; as if there were none when none of `among` can be reached). */
function apartFrom(run: Run, from: string, among: string[]): (sp: string) => number | undefined {
  const b = board(run);
  const apart = among.some((sp) => b.spacesApart(from).has(sp)) ? b.spacesApart(from) : b.uncut.spacesApart(from);
  return (sp) => apart.get(sp);
}

function extreme(spaces: string[], dist: (sp: string) => number | undefined, pick: 'min' | 'max'): string[] {
  const known = spaces.filter((sp) => dist(sp) !== undefined);
  if (!known.length) return [];
  const values = known.map((sp) => dist(sp) as number);
  const best = pick === 'min' ? Math.min(...values) : Math.max(...values);
  return known.filter((sp) => dist(sp) === best).sort();
}

/** Where a spawn table row allows the Raptors to go: never a space no longer accessible (lava). */
function spawnOptions(run: Run, where: SpawnWhere): string[] {
  const b = board(run);
  const open = (list: string[]) => list.filter((sp) => !b.isClosed(sp));
  const girl = run.state.girl.space;
  if (where === 'girl') return open([girl]);
  if (where === 'farthestFromGirl') {
    const all = open([...b.spaces.keys()]);
    return extreme(all, apartFrom(run, girl, all), 'max');
  }
  const icons = open(spawnIconSpaces(run));
  const pack = thePack(run)?.space;
  if (!pack) return icons;
  return extreme(icons, apartFrom(run, pack, icons), where === 'closestIconToPack' ? 'min' : 'max');
}

/** A Raptor joins the Pack wherever it stands: its meeple goes back to the Raptors card, the Pack +1 Health. */
function joinPack(run: Run, raptor: Unit, why: string): void {
  const pack = thePack(run);
  if (!pack) return;
  run.state.units = run.state.units.filter((u) => u.id !== raptor.id);
  pack.health += 1;
  // The Pack's Health is its Raptors (seed 003): the Health markers and its Final Health token.
  const size = pack.health + (pack.final ? 1 : 0);
  say(run, `${why}: the Raptor at ${board(run).label(raptor.space as string)} joins the Pack (${size} Health${pack.final ? `: ${pack.health} markers + its Final Health token` : ''}).`, 'units');
}

/**
 * Short of meeples, the Raptor closest to the Pack joins it first, as often as needed (ties: the
 * one that came into play first). Closest around Electric Fences, like every closest.
 */
function makeRoom(run: Run, n: number): void {
  const supply = unitType(run, RAPTOR).supply ?? Infinity;
  const pack = thePack(run);
  while (pack && supply - raptorsOnBoard(run).length < n) {
    const here = raptorsOnBoard(run);
    const apart = apartFrom(run, pack.space as string, here.map((r) => r.space as string));
    const closest = here.reduce((best, r) => ((apart(r.space as string) ?? 99) < (apart(best.space as string) ?? 99) ? r : best));
    joinPack(run, closest, 'No Raptor meeple is left on the Raptors card');
  }
}

/** Draws the top Spawn card, shuffling the discard pile into a new deck when none remain. */
function drawSpawnCard(run: Run): { id: string; raptors: number } {
  const st = raptorsState(run);
  if (st.deck.length === 0) {
    st.deck = shuffle(run.state, st.discard);
    st.discard = [];
    say(run, 'The Spawn deck is empty: its discard pile is shuffled into a new deck.', 'units');
  }
  const id = st.deck.shift() as string;
  const card = raptorsSheet(run).spawnCards.find((c) => c.id === id);
  if (!card) throw new Error(`unknown Spawn card "${id}"`);
  return card;
}

const WHERE_TEXT: Record<SpawnWhere, string> = {
  girl: 'your space',
  closestIconToPack: 'the spawn space closest to the Pack',
  farthestIconFromPack: 'the spawn space farthest from the Pack',
  farthestFromGirl: 'the space farthest from you',
};

/**
 * The spawn icon: draw a Spawn card (or spawn `n`, the top of the Bloodlust track's one), roll on
 * the spawn table, choose among tied spaces, then the Raptors appear. Spawned in the Killer phase,
 * they first act in the next one.
 */
declare module '../../task.js' {
  interface TaskPayloads {
    /** `n`: Raptors to spawn (else a Spawn card says, kept as `card`); `face`: the spawn roll, once rolled. */
    'raptors.spawn': { source: string; n?: number; card?: string; face?: number };
  }
}

defineTask('raptors.spawn', (run, task) => {
  const source = task.source;
  if (task.n === undefined) {
    const card = drawSpawnCard(run);
    task.card = card.id;
    task.n = card.raptors;
    say(run, `${source}: a Spawn card is drawn: ${card.raptors} Raptor${card.raptors > 1 ? 's' : ''}.`, 'units');
  }
  if (task.face === undefined) {
    task.face = rollDie(run);
    const where = raptorsSheet(run).table.rows[task.face - 1] as SpawnWhere;
    say(run, `${source}: the spawn roll is ${task.face}: ${WHERE_TEXT[where]}.`, 'units');
  }
  const where = raptorsSheet(run).table.rows[task.face - 1] as SpawnWhere;
  const options = spawnOptions(run, where);
  const answer = takeAnswer(task);
  let space = readChoice(answer, 'space');
  if (!space && options.length > 1) {
    const b = board(run);
    ask(run, task, 'raptor-spawn', `${source}: where do the Raptors spawn (${WHERE_TEXT[where]})?`, options.map((sp) => ({ id: choiceId('space', sp), label: b.label(sp), group: 'Raptors spawn' })));
    return;
  }
  space ??= options[0];
  const st = raptorsState(run);
  if (task.card) st.discard.push(task.card);
  if (!space) {
    say(run, `${source}: no space can take them: no Raptor spawns.`, 'units');
    return;
  }
  const n = task.n;
  makeRoom(run, n);
  const made = spawnUnits(run, RAPTOR, n, space);
  st.spawned += made.length;
  if (run.state.phase === 'killer') for (const u of made) u.idleUntilTurn = run.state.turn + 1;
});

/** A fresh shuffled Spawn deck. */
export function freshSpawnDeck(run: Run): string[] {
  return shuffle(run.state, raptorsSheet(run).spawnCards.map((c) => c.id));
}
