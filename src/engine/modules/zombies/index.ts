/**
 * Terror from the Grave: Zombies and Hordes (seed 001). Readings of unclear text, tested in
 * test/engine/zombies.test.ts and test/scenarios/terror-from-the-grave.test.ts:
 * - "Exit spaces" (the green space icon) are the board's printed exits; a Huey that makes the
 *   Clearing an exit for saving does not make it a spawning space.
 * - Spawning places one Zombie at a time on the exit with the fewest Zombies (Hordes do not count:
 *   a Zombie placed with one joins it), ties to the exit farthest from her in spaces; still tied,
 *   the first by id (no printed board of ours has such a tie).
 * - A Zombie out of reach "panics": it rolls and follows its space's panic arrow like a Victim, so a
 *   face with no arrow leaves it in place (phases/killerAction.ts, `outOfReach: 'shamble'`).
 * - "3 Hordes in play and a 4th would be created": Hordes on the board; a destroyed Horde's token
 *   goes back to the box and may form again. Several spaces forming at once form in id order, so
 *   the loss comes at the first one too many.
 * - A Victim a Zombie kills rises as a Zombie in its space at once (it may join a Horde there).
 * - With one exit space, the fourth Zombie goes on "a [orange space icon] space of your choice": the
 *   orange icon is the Search space's (core: "Search space (orange)"). She chooses among every Search
 *   space, one that already holds a Zombie too (the Killer's start may be one): the text limits the
 *   choice by the icon alone. With a single Search space nobody is asked. Our boards have two exits
 *   or more, so only a board changed by hand asks.
 * - "Zombies ignore ALL [boot] icons on Terror cards" covers a card that moves a number of spaces
 *   (Hunted: "2 spaces toward you") too: the reason printed with it is that Zombies "only move ONCE
 *   during the Killer phase (during the Minion Action)", and such a card would move them again. They
 *   still attack on it. Runners lifts both (actors/units.ts, `movesOnCard`).
 * - A Horde that "ever shares a space with a Zombie" takes it in whatever brought them together: a
 *   move, a spawn, a Victim rising, or an effect placing the Horde ("place the Killer": the closest
 *   Horde), at once and not at the end of the card, since "ever" admits no moment they stay apart.
 *   With several Hordes there, the first to come into play takes them (they do not combine).
 * - "At the END of the Killer phase": a Killer phase her Final Health comeback cuts short ("the
 *   current phase ends immediately") still has an end, so Hordes form then, before the Panic phase
 *   (phases/turn.ts: the end-of-phase step outlives the cut).
 * - "Their numbers are endless!": "you lose [heart]" is read as 1 Health; the Enemy may be a Zombie
 *   or a Horde.
 */
import type { Unit } from '../../state.js';
import { ask, defineTask, endGame, say, schedule, takeAnswer, type Run } from '../../run.js';
import { choiceId, choiceValue, readChoice } from '../../choiceId.js';
import { defineModule } from '../manifest.js';
import { ZOMBIES_DECISIONS } from './decisions.js';
import { zombiesView, zombiesViewSchema } from './view.js';
import { ZOMBIE_FACTS, zombieFacts } from './achievements.js';
import { hurtGirl } from '../../actors/girl.js';
import { board, killVictim, victimName, victimWords } from '../../actors/victims.js';
import { bloodlustRow, enemies, killerStartSpace, settle, spawnUnits, unitsAt } from '../../actors/units.js';
import { revealDarkPower } from '../../actors/bloodlust.js';
import { pickAmbiguous } from '../../ambiguity.js';
import { locationPack } from '../../cards.js';
import { VEHICLES_OPEN, ZOMBIES_HIDDEN, ZOMBIES_OPEN } from './secrets.js';
import { freshZombiesState, zombiesStateSchema, type ZombiesState } from './state.js';
import * as vehicles from './vehicles.js';

export const ZOMBIE = 'zombie';
export const HORDE = 'horde';
/** Horde tokens in the box (seed: 3; a 4th Horde loses the game). */
export const HORDE_TOKENS = 3;
/** The smallest Horde (seed: "always at least 3"). */
const HORDE_MIN = 3;
/** Extra Health every Horde forms with under Super Horde (its text is not transcribed: reconstructed, calibrated from 2). */
const SUPER_HORDE_HEALTH = 1;
/** Extra Zombies each spawn brings under Legion (its text is not transcribed: reconstructed). */
const LEGION_SPAWN = 1;

function zombies(run: Run): ZombiesState {
  const st = run.state.zombies;
  if (!st) throw new Error('the Zombies module state is missing');
  return st;
}

function darkPower(run: Run, id: string): boolean {
  return run.state.killer.darkPowerRevealed && run.state.killer.darkPower === id;
}

function finale(run: Run, id: string): boolean {
  return run.state.killer.finaleRevealed && run.state.killer.finale === id;
}

/** The printed exits (green space icon), where Zombies spawn and Vehicle tokens lie. */
function exitSpaces(run: Run): string[] {
  return locationPack(run).board.spaces.filter((sp) => sp.icons.includes('exit')).map((sp) => sp.id).sort();
}

const zombiesAt = (run: Run, space: string): Unit[] => unitsAt(run.state, space, ['minion']).filter((u) => u.type === ZOMBIE);
const hordesOnBoard = (run: Run): Unit[] => run.state.units.filter((u) => u.type === HORDE && u.space !== null);

declare module '../../task.js' {
  interface TaskPayloads {
    /** `placed`: the Zombies on the exits and start space are out; only the Search space is left. */
    'zombies.setup': { placed?: boolean };
    /** `left`: Zombies still to spawn, set on the first run. */
    'zombies.spawn': { left?: number };
    'zombies.bite': Record<never, never>;
  }
}

/** Setup: a Zombie on every exit and on the Killer's start space; with one exit, 1 there, 2 on the start, 1 on a Search space of your choice. */
defineTask('zombies.setup', (run, task) => {
  const exits = exitSpaces(run);
  const start = killerStartSpace(run);
  if (!task.placed) {
    task.placed = true;
    if (exits.length === 1) {
      spawnUnits(run, ZOMBIE, 1, exits[0] as string);
      spawnUnits(run, ZOMBIE, 2, start);
    } else {
      for (const sp of [...exits, start]) spawnUnits(run, ZOMBIE, 1, sp);
      return;
    }
  }
  const search = locationPack(run).board.spaces.filter((sp) => sp.icons.includes('search')).map((sp) => sp.id).sort();
  const answer = takeAnswer(task);
  if (answer === undefined && search.length > 1) {
    ask(run, task, 'zombie-setup', 'Setup: this board has one exit. On which Search space does the fourth Zombie go?', search.map((sp) => ({ id: choiceId('space', sp), label: board(run).label(sp), group: 'Zombie' })));
    return;
  }
  const where = readChoice(answer, 'space') ?? search[0];
  if (where) spawnUnits(run, ZOMBIE, 1, where);
});

/** The spawn icon: as many Zombies as the Bloodlust level shows, one at a time on the emptiest exit. */
defineTask('zombies.spawn', (run, task) => {
  if (task.left === undefined) {
    task.left = (bloodlustRow(run)?.extra[ZOMBIE] ?? 1) + (darkPower(run, 'legion') ? LEGION_SPAWN : 0);
    say(run, `Zombies spawn: ${task.left} at the exits.`, 'units');
  }
  const b = board(run);
  const apart = b.spacesApart(run.state.girl.space);
  while (task.left > 0 && !run.state.result) {
    const exits = exitSpaces(run);
    const fewest = Math.min(...exits.map((sp) => zombiesAt(run, sp).length));
    const emptiest = exits.filter((sp) => zombiesAt(run, sp).length === fewest);
    const farthest = Math.max(...emptiest.map((sp) => apart.get(sp) ?? 0));
    const where = emptiest.filter((sp) => (apart.get(sp) ?? 0) === farthest);
    const pick = pickAmbiguous(run, task, 'Zombies spawn: the exits are tied.', where.map((sp) => ({ id: choiceId('space', sp), label: b.label(sp), group: 'Spawn', badness: 0 })));
    if (pick === undefined) return;
    task.left -= 1;
    if (spawnUnits(run, ZOMBIE, 1, choiceValue(pick, 'space')).length === 0) return;
  }
});

/** Each Victim sharing a space with a Zombie is bitten and rises as a Zombie. */
defineTask('zombies.bite', (run) => {
  for (const v of [...run.state.victims]) {
    const biter = zombiesAt(run, v.space)[0];
    if (biter && !run.state.result) killVictim(run, v, 'bitten', biter);
  }
});

/** End of the Killer phase: 3 or more Zombies in a space become a Horde with their number as Health. */
function formHordes(run: Run): void {
  const st = zombies(run);
  const spaces = [...new Set(run.state.units.filter((u) => u.type === ZOMBIE && u.space).map((u) => u.space as string))].sort();
  for (const space of spaces) {
    const here = zombiesAt(run, space);
    if (here.length < HORDE_MIN) continue;
    if (hordesOnBoard(run).length >= HORDE_TOKENS) {
      endGame(run, 'lost', `${HORDE_TOKENS} Hordes are in play and a fourth would form at ${board(run).label(space)}.`);
      return;
    }
    run.state.units = run.state.units.filter((u) => !here.includes(u));
    say(run, `${here.length} Zombies at ${board(run).label(space)} become a Horde.`, 'horde');
    const [horde] = spawnUnits(run, HORDE, 1, space);
    if (!horde) return;
    st.hordesFormed += 1;
    // The seed's order: the Horde token comes off the Dark Power card, which is revealed, then the Horde gets its Health.
    if (st.hordesFormed === 1) revealDarkPower(run);
    horde.health = Math.max(HORDE_MIN, here.length) + (darkPower(run, 'super-horde') ? SUPER_HORDE_HEALTH : 0);
    st.peaks[horde.id] = horde.health;
    say(run, `The Horde at ${board(run).label(space)} has ${horde.health} Health.`, 'unit-health');
    if (st.formedTurn !== run.state.turn) {
      st.formedTurn = run.state.turn;
      st.formedThisTurn = 0;
    }
    st.formedThisTurn += 1;
    st.mostFormedInATurn = Math.max(st.mostFormedInATurn, st.formedThisTurn);
  }
}

export const zombiesModule = defineModule({
  id: 'zombies',
  box: 'killer',
  decisions: ZOMBIES_DECISIONS,
  sheets: ['zombieVehicles'],
  achievements: { names: ZOMBIE_FACTS, of: zombieFacts },
  state: [{ key: 'zombies', schema: zombiesStateSchema, open: ZOMBIES_OPEN }, { ...vehicles.VEHICLES_STATE, open: VEHICLES_OPEN }],
  setup(run) {
    run.state.zombies = freshZombiesState();
    vehicles.setupVehicles(run);
    schedule(run, { t: 'zombies.setup' });
  },
  steps: {
    'zombies.spawn': (run) => schedule(run, { t: 'zombies.spawn' }),
    'zombies.bite': (run) => schedule(run, { t: 'zombies.bite' }),
    'zombies.vehicleStrike': vehicles.vehicleStrikeStep,
  },
  onEnter: vehicles.revealVehicleTokens,
  onPlaced: (run, _u, space) => settle(run, space),
  rideMoves: vehicles.vehicleRides,
  onRide: vehicles.rideVehicle,
  cardRequirement: vehicles.vehicleRequirement,
  hidden: ZOMBIES_HIDDEN,
  conditions: {
    'zombies.enemyWithGirl': (s) => s.units.some((u) => u.space === s.girl.space && (u.role === 'killer' || u.role === 'minion')),
  },
  terrorBoots: (run, u) => (u.type === ZOMBIE && darkPower(run, 'runners') ? true : undefined),
  killerActionMode(run, ctx) {
    if (ctx.from === 'finale' && finale(run, 'their-numbers-are-endless')) return 'moveAllFirst';
    if (ctx.from === 'terror' && darkPower(run, 'runners')) return 'moveAllFirst';
    return undefined;
  },
  onVictimKilled(run, victim, by) {
    if (by?.type === ZOMBIE) {
      say(run, `${victim.kind === 'normal' ? `The ${victimWords(run).one}` : victimName(victim)} rises as a Zombie.`, 'units');
      spawnUnits(run, ZOMBIE, 1, victim.space);
    } else if (by?.type === HORDE && run.state.units.includes(by)) {
      by.health += 1;
      const st = zombies(run);
      st.peaks[by.id] = Math.max(st.peaks[by.id] ?? 0, by.health);
      say(run, `The Horde feeds: ${by.health} Health.`, 'unit-health');
    }
  },
  absorbDamage(run, u, n) {
    if (u.type === HORDE) {
      const st = zombies(run);
      st.peaks[u.id] = Math.max(st.peaks[u.id] ?? 0, u.health);
    }
    return n;
  },
  afterDamage(run, e) {
    if (e.to === 'girl' || e.to.type !== ZOMBIE || e.to.health > 0) return;
    const st = zombies(run);
    if (st.killsTurn !== run.state.turn) {
      st.killsTurn = run.state.turn;
      st.killsThisTurn = 0;
    }
    st.killsThisTurn += 1;
    st.mostKillsInATurn = Math.max(st.mostKillsInATurn, st.killsThisTurn);
  },
  onKillerDeath(run, u) {
    if (u.type !== HORDE) return undefined;
    const st = zombies(run);
    st.biggestHordeKilled = Math.max(st.biggestHordeKilled, st.peaks[u.id] ?? 0);
    delete st.peaks[u.id];
    return 'continue';
  },
  afterKillerPhase: formHordes,
  afterActionPhase(run) {
    if (!finale(run, 'their-numbers-are-endless')) return;
    if (enemies(run.state).some((u) => u.space === run.state.girl.space)) hurtGirl(run, 1, 'Their numbers are endless!: an Enemy is in your space at the end of the Action phase');
  },
  view: { schema: zombiesViewSchema, build: (s, c) => zombiesView(s, c, HORDE_TOKENS, HORDE) },
  extraActionCards: (c, setup) => c.zombieVehicles?.vehicles[setup.location]?.cards ?? [],
});
