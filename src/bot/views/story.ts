import type { GameEvent } from '../../engine/index.js';
import { stepMessage } from './messages.js';

/** Placeholder until the story builder lands: the step's public account. */
export function stepAccount(headline: readonly string[], events: readonly GameEvent[], max: number): string {
  return stepMessage(headline, events, max) ?? '';
}

/** Placeholder chronicle: the turn's public lines. */
export function turnChronicle(turn: number, events: readonly Pick<GameEvent, 'kind' | 'text' | 'visibility'>[]): string {
  return [`**Turn ${turn}**`, ...events.filter((e) => e.visibility === 'public').map((e) => e.text)].join('\n');
}
