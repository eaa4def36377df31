/**
 * Panic for the Final Girl and for units, which the core leaves to Victims: one roll along the
 * space's panic arrow (a fence or lava across it: she stays), and "panics until they leave" for
 * a space about to close under lava.
 */
import type { Unit } from '../../state.js';
import { say, type Run } from '../../run.js';
import { rollDie } from '../../dice.js';
import { board, panicVictim, victimsAt } from '../../actors/victims.js';
import { stepUnit, unitName } from '../../actors/units.js';
import { allRun } from '../combine.js';
import { boardOf } from '../../board/graph.js';
import { locationPack } from '../../cards.js';

function moveGirl(run: Run, to: string): void {
  run.state.girl.space = to;
  allRun(run.state, 'onEnter', run, { kind: 'girl' }, to);
}

/** She panics: a die, and her space's panic arrow if it leads over an open line. Returns whether she left. */
export function panicGirl(run: Run, why: string): boolean {
  const b = board(run);
  const from = run.state.girl.space;
  const face = rollDie(run);
  const to = b.panicTarget(from, face);
  if (to && b.canStep(from, to)) {
    say(run, `${why}: you panic (rolled ${face}) and flee to ${b.label(to)}.`, 'panic');
    moveGirl(run, to);
    return true;
  }
  say(run, `${why}: you panic (rolled ${face}) but stay.`, 'panic');
  return false;
}

function panicUnit(run: Run, u: Unit, why: string): boolean {
  const b = board(run);
  const from = u.space as string;
  const face = rollDie(run);
  const to = b.panicTarget(from, face);
  if (!to || !b.canStep(from, to)) return false;
  say(run, `${why}: ${unitName(run, u)} panics (rolled ${face}) to ${b.label(to)}.`, 'panic');
  stepUnit(run, u, to);
  return true;
}

/** Whether some panic arrow of the space leads out over an open line (else rolling would never end). */
function canLeave(run: Run, space: string): boolean {
  const b = board(run);
  return [1, 2, 3, 4, 5, 6].some((f) => {
    const to = b.panicTarget(space, f);
    return to !== undefined && b.canStep(space, to);
  });
}

/** The closest open space on the printed board (ties by id): where someone goes who cannot panic out. */
function nearestOpen(run: Run, space: string): string | undefined {
  const b = board(run);
  const apart = boardOf(locationPack(run)).spacesApart(space);
  return [...apart.entries()].filter(([sp]) => sp !== space && !b.isClosed(sp)).sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))[0]?.[0];
}

/** Rolls allowed before someone who keeps rolling a blocked arrow is placed in the closest open space. */
const MAX_ROLLS = 12;

/**
 * Everyone in `space` panics until they leave it (the Lava card; our reading for the eruption's
 * "anyone left panics" too, as the space then closes). No open panic arrow at all, or too many
 * rolls: they are placed in the closest open space instead (placing ignores fences).
 */
export function panicOut(run: Run, space: string, why: string): void {
  const b = board(run);
  const place = nearestOpen(run, space);
  const out = canLeave(run, space);
  const leave = (roll: () => boolean, put: (to: string) => void) => {
    for (let i = 0; out && i < MAX_ROLLS; i++) if (roll()) return;
    if (place) put(place);
  };
  if (run.state.girl.space === space && !run.state.result) {
    leave(() => panicGirl(run, why), (to) => {
      say(run, `${why}: you cannot get out that way and make it to ${b.label(to)}.`, 'panic');
      moveGirl(run, to);
    });
  }
  for (const v of victimsAt(run, space)) {
    leave(() => {
      panicVictim(run, v);
      return v.space !== space;
    }, (to) => {
      say(run, `${why}: a Victim scrambles to ${b.label(to)}.`, 'panic');
      v.space = to;
    });
  }
  for (const u of run.state.units.filter((x) => x.space === space)) {
    leave(() => panicUnit(run, u, why), (to) => {
      say(run, `${why}: ${unitName(run, u)} is driven to ${b.label(to)}.`, 'panic');
      stepUnit(run, u, to);
    });
  }
}
