import type { GameState } from '../../state.js';
import type { Run } from '../../run.js';
import type { Content } from '../../../content/load.js';
import type { IslaLagartoSheet } from '../../../content/islaLagartoSheet.js';
import type { IslaLagartoState } from './state.js';

export function islaState(run: Run): IslaLagartoState {
  const st = run.s.islaLagarto;
  if (!st) throw new Error('the Isla Lagarto module state is missing');
  return st;
}

export function sheetOf(c: Content): IslaLagartoSheet {
  if (!c.islaLagarto) throw new Error('Isla Lagarto needs assets/locations/isla-lagarto/island.json');
  return c.islaLagarto;
}

export const sheet = (run: Run): IslaLagartoSheet => sheetOf(run.c);

/** Whether the T-Rex has broken out (it is then a unit on the board or was once). */
export function tRexOut(s: GameState, c: Content): boolean {
  return (s.islaLagarto?.tRex ?? 0) >= sheetOf(c).tRex.track;
}
