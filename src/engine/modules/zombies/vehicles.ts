/**
 * Terror from the Grave: the Vehicles (seed 001, Special Setup and Special Rules—Vehicles); each
 * Location's vehicle and its cards are data (assets/killers/zombies/vehicles.json). Readings of
 * unclear text, tested in test/engine/zombie-vehicles.test.ts:
 * - The 4 Vehicle tokens: one shows the vehicle icon, the other three are blank (the seed says only
 *   that revealing the icon finds the vehicle). They are shuffled with the game's rng and dealt in
 *   space-id order: an equal share to each exit, the rest all on the exit farthest from her start
 *   space (ties: the first by id). With one exit: 1 there and 1 on each of the first 3 of the
 *   vehicle's thematic spaces (both our boards have 2 exits).
 * - "When you enter an exit for the first time": her start space is no entry. The first time she
 *   moves into a space holding face-down tokens, they are all revealed. Revealed blanks stay face up
 *   until the vehicle is found; then every Vehicle token leaves the board.
 * - Found: a land vehicle waits in her space, a water-bound one in the closest space it may stand
 *   in (ties: the first in its list); the Raft's tokens go on every space of its list. Each copy of
 *   its Vehicle Action card(s) goes into her hand (the hand limit applies as to any card taken by an
 *   effect); from then on they are played, return to the Tableau and are bought again as usual.
 * - "If the vehicle item card appears, replace it with a random item": none of our Locations has an
 *   Item that is its vehicle (no raft or tractor among their Items), so nothing is replaced.
 * - Moving with it: any "Move N" of hers (Walk, Sprint, the Donkey's ride) may take the vehicle
 *   along for a space of movement she starts in its space, by the vehicle's own rule; Victims follow
 *   as normal or not at all, as the vehicle says. She may always move without it.
 * - A card's "target space": the vehicle's own space or one it could move to next, chosen when the
 *   row resolves (after the roll). "Kill X Zombies": X Zombies there die; with no Zombie but a Horde
 *   there, the Horde takes X damage (seed), the first Horde to come into play if several ("all": its
 *   whole Health). Victims a vehicle kills do not rise (no Zombie killed them).
 * - Face-down tokens are secret from everyone, the Final Girl's players too: views and events tell
 *   only how many lie where until they are revealed (`vehicleHiddenFacts`).
 */
import { z } from 'zod';
import type { Content } from '../../../content/load.js';
import { vehicleSpaces, VEHICLE_REQUIREMENTS, type Vehicle } from '../../../content/vehicleSheet.js';
import type { ChoiceOption, GameState, StepContext } from '../../state.js';
import type { Entrant, ModuleStepArgs, RideMove } from '../hooks.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../../run.js';
import { choiceId, readChoice } from '../../choiceId.js';
import { shuffle } from '../../rng.js';
import { board, boardOfState, killVictim, victimsAt } from '../../actors/victims.js';
import { hurtUnit } from '../../actors/killer.js';
import { unitsAt } from '../../actors/units.js';
import { takeIntoHand } from '../../actors/girl.js';
import { locationPack } from '../../cards.js';
import { fitShort, option } from '../../options.js';

const id = z.string().min(1);

/** The Vehicles' slice of the game state. */
const zombieVehiclesStateSchema = z
  .object({
    /** Vehicle tokens on the board; `vehicle` marks the one with the vehicle icon (hidden while face down). */
    tokens: z.array(z.object({ space: id, vehicle: z.boolean(), faceUp: z.boolean() }).strict()),
    /** The found vehicle's space; null until it is found. */
    space: id.nullable(),
    /** Spaces holding the vehicle's own tokens once found (the Raft's), in river order. */
    landings: z.array(id),
  })
  .strict();
type ZombieVehiclesState = z.infer<typeof zombieVehiclesStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    zombieVehicles?: ZombieVehiclesState;
  }
}

export const VEHICLES_STATE = { key: 'zombieVehicles', schema: zombieVehiclesStateSchema };

/** Vehicle tokens in the box (seed: 4), of which one shows the vehicle icon (our reading: the rest are blank). */
const TOKENS = 4;

function vehicleIn(c: Content, s: GameState): Vehicle | undefined {
  return c.zombieVehicles?.vehicles[s.setup.location];
}

function slice(run: Run): ZombieVehiclesState {
  const st = run.state.zombieVehicles;
  if (!st) throw new Error('the Zombie Vehicles state is missing');
  return st;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Setup: the 4 tokens shuffled face down over the exits (with one exit, over the thematic spaces too). */
export function setupVehicles(run: Run): void {
  run.state.zombieVehicles = { tokens: [], space: null, landings: [] };
  const v = vehicleIn(run.content, run.state);
  if (!v) return;
  const b = board(run);
  const exits = locationPack(run).board.spaces.filter((sp) => sp.icons.includes('exit')).map((sp) => sp.id).sort();
  const spots = (exits.length === 1 ? [...exits, ...v.thematicSpaces.slice(0, TOKENS - 1)] : exits).sort();
  const apart = b.spacesApart(run.state.girl.startSpace);
  const farthest = [...spots].sort((x, y) => (apart.get(y) ?? 0) - (apart.get(x) ?? 0) || x.localeCompare(y))[0];
  const faces = shuffle(run.state, [true, ...Array<boolean>(TOKENS - 1).fill(false)]);
  const st = slice(run);
  for (const sp of spots) {
    const share = Math.floor(TOKENS / spots.length) + (sp === farthest ? TOKENS % spots.length : 0);
    for (let i = 0; i < share; i++) st.tokens.push({ space: sp, vehicle: faces[st.tokens.length] === true, faceUp: false });
  }
  const where = spots.map((sp) => `${st.tokens.filter((t) => t.space === sp).length} at ${b.label(sp)}`).join(', ');
  say(run, `${TOKENS} Vehicle tokens lie face down: ${where}. One of them is the ${v.name}.`, 'vehicle');
}

/** Spaces the vehicle could move to next from `from`, by its own rule. */
function nextSpaces(run: Run, v: Vehicle, from: string): string[] {
  const b = board(run);
  if (v.movement.kind === 'tokens') {
    const landings = slice(run).landings;
    const i = landings.indexOf(from);
    return (i < 0 ? [] : [landings[i - 1], landings[i + 1]]).filter((sp): sp is string => sp !== undefined && !b.isClosed(sp));
  }
  const own = v.movement.spaces;
  return b.moves(from, 'girl').filter((m) => m.path.length === 1 && own.includes(m.to)).map((m) => m.to);
}

/** The vehicle is found at `space`: every token leaves, the vehicle's token goes down, its cards go to her hand. */
function findVehicle(run: Run, v: Vehicle): void {
  const st = slice(run);
  const b = board(run);
  st.tokens = [];
  if (v.movement.kind === 'tokens') st.landings = [...v.movement.tokens];
  let at = run.state.girl.space;
  if (v.waterBound) {
    const apart = b.spacesApart(at);
    const own = vehicleSpaces(v);
    const best = Math.min(...own.map((sp) => apart.get(sp) ?? Number.POSITIVE_INFINITY));
    at = own.find((sp) => (apart.get(sp) ?? Number.POSITIVE_INFINITY) === best) ?? at;
  }
  st.space = at;
  const tokens = st.landings.length ? ` Its tokens go on ${st.landings.map((sp) => b.label(sp)).join(', ')};` : '';
  say(run, `You found the ${v.name}!${tokens} it waits at ${b.label(at)}. Every Vehicle token leaves the board.`, 'vehicle');
  for (const card of v.cards) {
    for (let i = 0; i < card.copies; i++) takeIntoHand(run, card.id);
    say(run, `You take ${card.name} into your hand.`, 'card');
  }
}

/** She enters a space with face-down Vehicle tokens for the first time: they are revealed. */
export function revealVehicleTokens(run: Run, who: Entrant, space: string): void {
  const st = run.state.zombieVehicles;
  const v = vehicleIn(run.content, run.state);
  if (who.kind !== 'girl' || !st || !v) return;
  const here = st.tokens.filter((t) => t.space === space && !t.faceUp);
  if (here.length === 0) return;
  for (const t of here) t.faceUp = true;
  const faces = here.map((t) => (t.vehicle ? `the ${v.name}` : 'blank')).join(', ');
  say(run, `You turn over the ${plural(here.length, 'Vehicle token', 'Vehicle tokens')} at ${board(run).label(space)}: ${faces}.`, 'vehicle');
  if (here.some((t) => t.vehicle)) findVehicle(run, v);
}

/** One-space moves she may take with the vehicle, when she is in its space. */
export function vehicleRides(run: Run): RideMove[] {
  const st = run.state.zombieVehicles;
  const v = vehicleIn(run.content, run.state);
  if (!st?.space || !v || st.space !== run.state.girl.space) return [];
  return nextSpaces(run, v, st.space).map((to) => ({ to, path: [to], verb: 'Take', vehicle: `the ${v.name}`, by: v.name, victimsFollow: v.victimsFollow }));
}

export function rideVehicle(run: Run, ride: RideMove): void {
  slice(run).space = ride.to;
}

/** The Vehicle Action cards' requirements: the vehicle found (pilot/driver icon), or her in its space. */
export function vehicleRequirement(run: Run, requires: string): boolean | undefined {
  const st = run.state.zombieVehicles;
  if (requires === VEHICLE_REQUIREMENTS.pilot) return Boolean(st?.space);
  if (requires === VEHICLE_REQUIREMENTS.withVehicle) return Boolean(st?.space) && st?.space === run.state.girl.space;
  return undefined;
}

/** `zombies.vehicleStrike` {zombies: n | 'all', victims?, drive?}: the vehicle strikes a target space. */
export function vehicleStrikeStep(run: Run, args: ModuleStepArgs, ctx: StepContext): void {
  schedule(run, { t: 'zombies.vehicleStrike', zombies: args.zombies === 'all' ? 'all' : Number(args.zombies ?? 0), victims: args.victims === true, drive: args.drive === true, source: ctx.source });
}

function targetLabel(run: Run, space: string): string {
  const zombies = unitsAt(run.state, space, ['minion']).length;
  const hordes = unitsAt(run.state, space, ['killer']);
  const victims = victimsAt(run, space).length;
  const who = [
    zombies ? plural(zombies, 'Zombie', 'Zombies') : '',
    ...hordes.map((h) => `a Horde of ${h.health}`),
    victims ? plural(victims, 'Victim', 'Victims') : '',
  ].filter(Boolean);
  return `${board(run).label(space)} (${who.length ? who.join(', ') : 'nobody'})`;
}

/** A strike's target on a button: the space and who is there, in short ("Genetics Lab (Hordes 6+2)"), or the space alone. */
function targetShort(run: Run, space: string): string {
  const zombies = unitsAt(run.state, space, ['minion']).length;
  const hordes = unitsAt(run.state, space, ['killer']).map((h) => h.health);
  const victims = victimsAt(run, space).length;
  const who = [
    zombies ? plural(zombies, 'Zombie', 'Zombies') : '',
    hordes.length ? `Horde${hordes.length > 1 ? 's' : ''} ${hordes.join('+')}` : '',
    victims ? plural(victims, 'Victim', 'Victims') : '',
  ].filter(Boolean);
  const label = targetLabel(run, space);
  return fitShort(label, `${board(run).label(space)} (${who.length ? who.join(', ') : 'nobody'})`, board(run).label(space));
}

declare module '../../task.js' {
  interface TaskPayloads {
    /** The vehicle strikes a space: `zombies` killed there, `victims` too, `drive`: it moves there. */
    'zombies.vehicleStrike': { zombies: number | 'all'; victims: boolean; drive: boolean; source: string };
  }
}

defineTask('zombies.vehicleStrike', (run, task) => {
  const st = run.state.zombieVehicles;
  const v = vehicleIn(run.content, run.state);
  const { source } = task;
  if (!st?.space || !v) return;
  const b = board(run);
  const targets = [st.space, ...nextSpaces(run, v, st.space)];
  const answer = takeAnswer(task);
  if (answer === undefined && targets.length > 1) {
    const options: ChoiceOption[] = targets.map((sp) => option(choiceId('space', sp), targetLabel(run, sp), `The ${v.name}`, targetShort(run, sp)));
    ask(run, task, 'vehicle-target', `${source}: which space does the ${v.name} strike?`, options);
    return;
  }
  const space = readChoice(answer, 'space') ?? (targets[0] as string);
  say(run, `${source}: the ${v.name} strikes ${b.label(space)}.`, 'attack');
  if (task.victims) for (const victim of victimsAt(run, space)) killVictim(run, victim, source);
  const all = task.zombies === 'all';
  const n = task.zombies === 'all' ? Number.POSITIVE_INFINITY : task.zombies;
  const zombies = unitsAt(run.state, space, ['minion']);
  const horde = unitsAt(run.state, space, ['killer'])[0];
  // Zombies are the Minions and Hordes the Killers of this pack (seed); "Kill X Zombies" against a
  // Horde is X damage to it (seed 001, Horde Rules).
  if (zombies.length) {
    for (const z of zombies.slice(0, n)) if (!run.state.result) hurtUnit(run, z, z.health, source);
  } else if (horde && n > 0) hurtUnit(run, horde, all ? horde.health : n, source);
  else say(run, `There is no Zombie at ${b.label(space)}.`);
  if (task.drive && !run.state.result && st.space !== space) {
    st.space = space;
    say(run, `The ${v.name} stops at ${b.label(space)}.`, 'vehicle');
  }
});

/** Each face-down token's face: nobody may learn it before she turns it over. */
export function vehicleHiddenFacts(state: GameState, content: Content): string[] {
  const st = state.zombieVehicles;
  const v = vehicleIn(content, state);
  if (!st || !v) return [];
  const b = boardOfState(state, content);
  return st.tokens.filter((t) => !t.faceUp).map((t) => `The face-down Vehicle token at ${b.label(t.space)} shows ${t.vehicle ? `the ${v.name}` : 'a blank'}.`);
}
