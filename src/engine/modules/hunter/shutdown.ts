import type { Unit } from '../../state.js';
import { say, type Run } from '../../run.js';
import { killerPack } from '../../cards.js';
import { revealDarkPower } from '../../actors/killer.js';
import { board } from '../../actors/victims.js';
import { hunter } from './models.js';

/**
 * The Mark V shuts down (seed 002): its figure stays where it is, it is no longer a Killer or an
 * Enemy, and its Dark Power card, revealed if still face down, goes under the Ally card. Minor
 * Dark Powers stay in play for the Mark X.
 */
export function shutDown(run: Run, v: Unit): void {
  const st = hunter(run);
  v.role = 'inert';
  v.health = 0;
  v.maxHealth = null;
  revealDarkPower(run);
  st.allyPower = run.s.killer.darkPower;
  const dp = killerPack(run).darkPowers.find((d) => d.id === st.allyPower);
  say(run, `The Mark V shuts down at ${board(run).label(v.space as string)}. Its Dark Power, ${dp?.name ?? st.allyPower}, goes under the Ally card.`, 'units');
}
