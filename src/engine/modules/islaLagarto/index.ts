/**
 * Isla Lagarto (The Raptor Games, seed 003): Electric Fences, the T-Rex, the Volcano and Lava,
 * Beaches and Cliffs, and its cards. Readings of unclear text are at the top of each file here
 * (fences.ts, tRex.ts, volcano.ts, panic.ts, cards.ts) and tested in
 * test/engine/isla-lagarto.test.ts.
 */
import { defineModule } from '../manifest.js';
import { islaLagartoView, islaLagartoViewSchema } from './view.js';
import { shuffle } from '../../rng.js';
import { islaLagartoStateSchema } from './state.js';
import { ISLA_LAGARTO_HIDDEN, ISLA_LAGARTO_OPEN } from './secrets.js';
import { sheet } from './island.js';
import { discardPowerSurge, fenceMods, powerSurge, rollFence, setupFences, upkeepFences } from './fences.js';
import { panicNearTRex, tRexAdvance } from './tRex.js';
import { volcanoIcon } from './volcano.js';
import { mosasaurus, onTranquilizerWindow, tranquilize, tranquilizerDefence, tranquilizerOptions, tranquilizerWindow } from './cards.js';

export const islaLagartoModule = defineModule({
  id: 'isla-lagarto',
  box: 'location',
  decisions: [],
  sheets: ['islaLagarto'],
  achievements: null,
  state: { key: 'islaLagarto', schema: islaLagartoStateSchema, open: ISLA_LAGARTO_OPEN },
  hidden: ISLA_LAGARTO_HIDDEN,
  setup(run) {
    run.state.islaLagarto = {
      powered: [], skipFenceRoll: false, tRex: 0, lava: [],
      lavaDeck: shuffle(run.state, sheet(run).lava.cards.map((c) => c.id)),
    };
    setupFences(run);
  },
  steps: {
    'islaLagarto.powerSurge': (run) => powerSurge(run),
    'islaLagarto.rollFence': (run, _args, ctx) => rollFence(run, ctx.source),
    'islaLagarto.trexAdvance': (run) => tRexAdvance(run),
    'islaLagarto.volcano': (run) => volcanoIcon(run),
    'islaLagarto.mosasaurus': (run) => mosasaurus(run),
  },
  boardMods: (s, c) => fenceMods(s, c),
  upkeep: (run) => upkeepFences(run),
  endOfUpkeep: (run) => discardPowerSurge(run),
  onPanicPhase: (run) => panicNearTRex(run),
  actionOptions: (run) => tranquilizerOptions(run),
  onActionChoice: (run, id) => tranquilize(run, id),
  defenceOptions: (run, on) => tranquilizerDefence(run, on),
  onDefence: (run, id) => tranquilize(run, id),
  moveWindow: (run, task, u) => tranquilizerWindow(run, task, u),
  onMoveWindow: (run, answer, u) => onTranquilizerWindow(run, answer, u),
  view: { schema: islaLagartoViewSchema, build: islaLagartoView },
});
