import type { Run } from '../../run.js';
import type { Content } from '../../../content/load.js';
import type { IslaLagartoSheet } from '../../../content/islaLagartoSheet.js';
import type { IslaLagartoState } from './state.js';

export function islaState(run: Run): IslaLagartoState {
  const st = run.state.islaLagarto;
  if (!st) throw new Error('the Isla Lagarto module state is missing');
  return st;
}

export function sheetOf(content: Content): IslaLagartoSheet {
  if (!content.islaLagarto) throw new Error('Isla Lagarto needs assets/locations/isla-lagarto/island.json');
  return content.islaLagarto;
}

export const sheet = (run: Run): IslaLagartoSheet => sheetOf(run.content);
