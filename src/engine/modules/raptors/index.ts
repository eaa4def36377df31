/**
 * The Raptor Games: the Pack and the Raptors (seed 003, lines 1-74). Readings of unclear text,
 * tested in test/engine/raptors.test.ts:
 * - The Pack's Health counts its Raptors: 4 Health markers and the Final Health token make the
 *   seed's 5. Each Raptor that joins adds a Health marker; there is no upper limit.
 * - Raptors head for the Pack only on a Killer Action that shows the Pack icon (our cards say so
 *   with `by: raptor, target: pack`). On a Location card's Killer Action they act as Minions with
 *   the card's target, and still stop for you and for Victims (the seed's Note).
 * - "Closest / farthest [spawn icon] space": counted in spaces apart (lines, ignoring arrows), like
 *   weapon ranges and the Zombies' spawning. Which spaces carry the spawn icon is not printed for
 *   our Locations: raptors.json lists them per Location (exits and board corners), and a Location
 *   it does not list uses its printed exits.
 * - Short of meeples, ties for "the Raptor closest to the Pack" go to the Raptor that came into
 *   play first (the rulebook leaves no choice there).
 * - At Isla Lagarto every closest and farthest here (spawn rows, the Raptor that makes room) is
 *   counted along lines no Electric Fence blocks; only when none of the candidates can be reached
 *   so is it counted as if there were no fences (lava stays closed). For "the farthest space from
 *   you" a space no unblocked path reaches is not a candidate: it has no distance, and she always
 *   reaches her own space, so the no-fences fallback never applies (tested in raptors-isla.test.ts).
 * - A Raptor spawned in the Killer phase (a Terror card, the Bloodlust track, Blood Thirsty) first
 *   acts in the next Killer phase; spawned in any other phase it acts in this turn's.
 * - Blood Thirsty's icon is not legible in the seed: read as the spawn icon (a Spawn card).
 * - Claws Like Knives: the first damage of each attack by the Pack or a Raptor lands whatever her
 *   Reactions and items do; the rest can be stopped as usual.
 * - Scaly Hide: Reaction cards' damage is Retaliate's (the only Reaction that deals damage).
 * - "Raptors are considered Minions for all purposes" includes the Panic phase: after a Victim died
 *   this turn, Victims sharing a space with a Raptor panic as with any Minion (the Raptor type's
 *   default `panics`), even beside a Raptor spawned this Killer phase that has not acted yet:
 *   panicking comes from sharing its space, not from its action. A Victim panics once however
 *   many Raptors stand there.
 */
import type { GameState } from '../../state.js';
import { defineTask, say, schedule, type TaskOf } from '../../run.js';
import { defineModule } from '../manifest.js';
import { RAPTORS_DECISIONS } from './decisions.js';
import { raptorsView, raptorsViewSchema } from './view.js';
import { settle } from '../../actors/units.js';
import { raptorsStateSchema } from './state.js';
import { RAPTORS_HIDDEN, RAPTORS_OPEN } from './secrets.js';
import { freshSpawnDeck, PACK, RAPTOR, raptorsOnBoard, thePack } from './spawn.js';

/** Extra spaces each Raptor moves under Pack Conditioning (designed). */
const CONDITIONING_BONUS = 1;

const darkPower = (s: GameState, id: string) => s.killer.darkPowerRevealed && s.killer.darkPower === id;
const finale = (s: GameState, id: string) => s.killer.finaleRevealed && s.killer.finale === id;

/** A spawn icon resolved by a rule (not a card step): queued like a card's. */
function spawnTask(source: string, n?: number): TaskOf<'raptors.spawn'> {
  return { t: 'raptors.spawn', source, ...(n === undefined ? {} : { n }) };
}

declare module '../../task.js' {
  interface TaskPayloads {
    'raptors.join': Record<never, never>;
  }
}

/** Raptors sharing the Pack's space join it (after it was placed, not moved: placing does not settle). */
defineTask('raptors.join', (run) => {
  const pack = thePack(run);
  if (pack?.space) settle(run, pack.space);
});

export const raptorsModule = defineModule({
  id: 'raptors',
  box: 'killer',
  decisions: RAPTORS_DECISIONS,
  sheets: ['raptorsSheet'],
  achievements: null,
  state: { key: 'raptors', schema: raptorsStateSchema, open: RAPTORS_OPEN },
  hidden: RAPTORS_HIDDEN,
  setup(run) {
    run.state.raptors = { deck: freshSpawnDeck(run), discard: [], spawned: 0 };
  },
  steps: {
    'raptors.spawn': (run, args, ctx) => schedule(run, spawnTask(ctx.source, typeof args.n === 'number' ? args.n : undefined)),
    'raptors.join': (run) => schedule(run, { t: 'raptors.join' }),
  },
  onVictimKilled(run, _victim, by) {
    if (by?.type === PACK && darkPower(run.state, 'blood-thirsty')) {
      say(run, 'Blood Thirsty: the kill draws more Raptors.', 'dark-power');
      schedule(run, spawnTask('Blood Thirsty'));
    }
  },
  absorbDamage(run, u, n, why) {
    if ((u.type === PACK || u.type === RAPTOR) && why === 'Retaliate' && darkPower(run.state, 'scaly-hide')) {
      say(run, `Scaly Hide: the ${u.type === PACK ? 'Pack' : 'Raptor'} ignores the Reaction card's damage.`, 'dark-power');
      return 0;
    }
    return n;
  },
  sureDamage(run, attacker) {
    return finale(run.state, 'claws-like-knives') && (attacker?.type === PACK || attacker?.type === RAPTOR) ? 1 : 0;
  },
  moveBonus(run, u) {
    return u.type === RAPTOR && darkPower(run.state, 'pack-conditioning') ? CONDITIONING_BONUS : 0;
  },
  afterCard(run) {
    // Whatever put a Raptor beside the Pack (a card placing someone), it joins at once.
    const pack = thePack(run);
    if (pack?.space && raptorsOnBoard(run).some((r) => r.space === pack.space)) settle(run, pack.space);
  },
  view: { schema: raptorsViewSchema, build: raptorsView },
});


