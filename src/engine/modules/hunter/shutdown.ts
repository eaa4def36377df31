/**
 * The Mark V's defeat and shutdown (seed 002). Reading: "in order to defeat the Mark V you must
 * destroy each of its Cybernetic Parts", so nothing else wins against it; the T-Rex's instant
 * kill (seed 003: "you (or they) are instantly killed") is its defeat, as if its last parts were
 * destroyed: it shuts down, the parts still on the Finale card drop face down in its space (the
 * Hunter Mark X card's words for a Mark V shut down with parts left), the defeat's phase rule
 * applies, and the Countdown then brings the Mark X as after any defeat.
 */
import type { Unit } from '../../state.js';
import { say, type Run } from '../../run.js';
import { endPhaseNow } from '../../endPhaseNow.js';
import { killerPack } from '../../cards.js';
import { revealDarkPower } from '../../actors/bloodlust.js';
import { board } from '../../actors/victims.js';
import { hunter } from './models.js';

/**
 * The Mark V shuts down: its figure stays where it is, it is no longer a Killer or an Enemy, its
 * Dark Power card, revealed if still face down, goes under the Ally card, and any parts left on
 * the Finale card drop face down in its space. Minor Dark Powers stay in play for the Mark X.
 */
export function shutDown(run: Run, unit: Unit): void {
  const st = hunter(run);
  unit.role = 'inert';
  unit.health = 0;
  unit.maxHealth = null;
  revealDarkPower(run);
  st.allyPower = run.state.killer.darkPower;
  const dp = killerPack(run).darkPowers.find((d) => d.id === st.allyPower);
  say(run, `The Mark V shuts down at ${board(run).label(unit.space as string)}. Its Dark Power, ${dp?.name ?? st.allyPower}, goes under the Ally card.`, 'units');
  if (st.stack.length === 0) return;
  say(run, `Its ${st.stack.length} remaining Cybernetic Part${st.stack.length > 1 ? 's drop' : ' drops'} face down in its space.`, 'units');
  st.dropped.push(...st.stack.map((p) => ({ ...p, space: unit.space as string })));
  st.stack = [];
}

/** The Mark V is defeated: it shuts down; in the Action phase she carries on, any other phase ends at once. */
export function defeat(run: Run, unit: Unit): void {
  shutDown(run, unit);
  if (run.state.phase === 'action') {
    say(run, 'The Mark V is defeated during the Action phase: you carry on.');
    return;
  }
  say(run, 'The Mark V is defeated: the phase ends at once.');
  endPhaseNow(run);
}
