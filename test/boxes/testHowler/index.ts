/**
 * The Howler: a test-only Killer (it never ships; docs/adding-a-box.md), one figure, one rule.
 * Howl: once each of its attacks has resolved, every Victim left in the space it attacked panics,
 * one at a time, by the core's panic move (a die and that space's panic arrow).
 *
 * Readings: "the space it attacked" is where its target stood (its own space: it has no reach);
 * the Victim it killed is gone and does not panic; an attack on her with no Victims there does
 * nothing more; only the Killer's own attacks howl (a Location's hazard does not).
 */
import { z } from 'zod';
import { defineModule } from '../../../src/engine/modules/manifest.js';
import { panicVictim, victimsAt } from '../../../src/engine/actors/victims.js';

export const testHowlerModule = defineModule({
  id: 'test-howler',
  box: 'killer',
  // Nothing to show: the view never exists, so no layer's table is asked for a text.
  view: { schema: z.never(), build: () => undefined },
  decisions: [],
  sheets: [],
  achievements: null,
  afterAttack(run, { by, on }) {
    if (by.role !== 'killer') return;
    for (const victim of victimsAt(run, on.space)) panicVictim(run, victim);
  },
});
