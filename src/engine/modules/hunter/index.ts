/**
 * The Killer from Tomorrow: the Hunter, Mark V then Mark X (seed 002). Readings of unclear text,
 * tested in test/engine/hunter.test.ts:
 * - Part damage: a phase is one phase of one turn; what is left under 2 at its end is lost, and
 *   damage beyond the last part is lost too. Damage the Mark V takes never touches Health markers.
 * - Bloodlust from damage (once a phase) counts damage that landed: a Guard that stops it all, or
 *   damage a Dark Power ignores, raises nothing. The panic rule asks whether the Bloodlust level
 *   is higher than at the end of the last turn, whatever raised it (the Countdown too).
 * - Reinforced Endoskeleton: red effects are the damage an attack itself deals (an Action card's
 *   own icons, Retaliate's too); yellow ones, which still apply, are weapon bonuses and damage
 *   that is no attack. The strip under the Ally card reads the same way (ally.ts).
 * - The Mark V shut down by Retaliate outside the Action phase ends the phase before its attack
 *   lands, like a Killer's comeback (core §6.6 reading in phases/killerAction.ts).
 * - The Mark X takes a Final Health token from the supply when it arrives; the new Setup card
 *   gives only its Killer space (no Victims, she stays where she is).
 * - Minor Dark Powers stay in play however the Mark V is defeated, and the Mark X inherits them.
 * - The Terror deck is built as normal (10 cards), then the Mark X card goes in among its bottom
 *   three: 11 cards (markXCard.ts has the card's own readings).
 * - A Dark Power card's side strip is what works once it is under the Ally card (the M134's strip
 *   describes the Mark V with +1 damage and range 0-1); the Mark X has no Dark Power of its own.
 * - The M134 on the Mark V: an attack reaches the adjacent spaces only when nobody is in its own
 *   (Victims first, the first space by id, then her, then an Ally); at range 1 no Reaction card,
 *   defensive items still allowed.
 * - The Ally is damaged by attacks and by the Hunter's cards that name it; other effects that hurt
 *   "you" (Lose Health icons) hurt only her.
 * Ally readings are at the top of ally.ts, Countdown and Mark X card readings in their files, the
 * T-Rex's kill of the Mark V in shutdown.ts.
 */
import { say } from '../../run.js';
import { defineModule } from '../manifest.js';
import { hunterView, hunterViewSchema } from './view.js';
import { HUNTER_FACTS, hunterFacts } from './achievements.js';
import { shuffle } from '../../rng.js';
import { activeHunter, ally, hunter, isHunter, learn, MARK_V, MARK_X, markV, markVPower } from './models.js';
import { freshHunterState, hunterStateSchema } from './state.js';
import { damageMarkV, pickUp, pickupOption } from './parts.js';
import { HUNTER_HIDDEN, HUNTER_OPEN } from './secrets.js';
import { countdownPhase } from './countdown.js';
import { MARK_X_CARD, placeMarkXCard, resolveMarkXCard } from './markXCard.js';
import { allyAction, allyActionOptions, allyDefence, allyDefenceOptions, allyIgnoresAttack, allyUpkeep, repair, repairOption } from './ally.js';
import { defeat } from './shutdown.js';
import { minorDarkPower, reboot, shieldSoaks, sweepEnd, sweepEnter, sweepStart, terminateMarkV } from './terror.js';

/** The Countdown tokens under the parts (seed 002). */
const COUNTDOWN_TOKENS = 2;

export const hunterModule = defineModule({
  id: 'hunter',
  box: 'killer',
  decisions: [],
  sheets: ['hunterSheet'],
  achievements: { names: HUNTER_FACTS, of: hunterFacts },
  state: { key: 'hunter', schema: hunterStateSchema, open: HUNTER_OPEN },
  setup(run) {
    const sheet = run.content.hunterSheet;
    if (!sheet) throw new Error('assets/killers/hunter/sheet.json is missing');
    const tokens = shuffle(run.state, sheet.parts.values.map((value, i) => ({ id: i + 1, value })));
    run.state.hunter = freshHunterState(tokens.slice(0, sheet.parts.drawn), COUNTDOWN_TOKENS, run.state.killer.bloodlust);
    // The Mark V's Health on the board counts its parts, however many the sheet draws.
    const v = markV(run.state);
    if (v) Object.assign(v, { health: sheet.parts.drawn, maxHealth: sheet.parts.drawn });
    placeMarkXCard(run.state, run.content);
  },
  steps: {
    'hunter.markX': (run) => resolveMarkXCard(run),
    'hunter.minorDarkPower': minorDarkPower,
    'hunter.sweepStart': (run) => sweepStart(run),
    'hunter.sweepEnd': sweepEnd,
    'hunter.terminateMarkV': terminateMarkV,
    'hunter.reboot': reboot,
  },
  onTerrorDiscarded(run, id) {
    if (id !== MARK_X_CARD) return;
    say(run, 'The discarded card is Hunter Mark X: it resolves before it is discarded.', 'terror');
    resolveMarkXCard(run);
  },
  absorbDamage(run, u, n, why) {
    if (u.type === MARK_V) {
      if (u.role === 'killer') damageMarkV(run, u, shieldSoaks(run, n), why);
      return u.role === 'ally' ? n : 0;
    }
    return u.type === MARK_X ? shieldSoaks(run, n) : n;
  },
  ignoresAttack: allyIgnoresAttack,
  interceptKillOutright(run, u) {
    if (u.type !== MARK_V || u.role !== 'killer') return false;
    defeat(run, u);
    return true;
  },
  afterDamage(run, e) {
    if (e.n <= 0) return;
    const st = hunter(run);
    if (e.to !== 'girl' && e.to.type === MARK_V && e.to.role === 'ally') st.allyHurt = true;
    if (e.to !== 'girl' && e.to.type === MARK_X && e.by?.role === 'ally' && st.repairTurn === run.state.turn) st.repairAndStrike = true;
    const againstAlly = e.to === 'girl' || e.to.role === 'ally';
    if ((againstAlly && isHunter(e.by)) || (e.to !== 'girl' && isHunter(e.to))) learn(run);
  },
  onKillerDeath(run, u) {
    if (u.type === MARK_X && hunter(run).allyStriking) hunter(run).allyKillingBlow = true;
    return undefined;
  },
  beforeKillerPhase: countdownPhase,
  extraPanicSpaces(s) {
    const h = activeHunter(s);
    return h?.space && s.hunter && s.killer.bloodlust > s.hunter.bloodlustBefore ? [h.space] : [];
  },
  upkeep(run) {
    allyUpkeep(run);
    hunter(run).bloodlustBefore = run.state.killer.bloodlust;
  },
  actionOptions: (run) => [...pickupOption(run), ...repairOption(run), ...allyActionOptions(run)],
  onActionChoice(run, id) {
    if (id === 'part:pick') pickUp(run);
    else if (id === 'part:repair') repair(run);
    else return allyAction(run, id);
    return true;
  },
  defenceOptions: allyDefenceOptions,
  onDefence: allyDefence,
  targetSpaces(s, target) {
    const a = ally(s);
    return a?.space && target !== 'girl' ? [a.space] : [];
  },
  moveBonus(run, u) {
    if (!isHunter(u)) return 0;
    return (u.type === MARK_V && markVPower(run.state, 'cybernetic-agility') ? 1 : 0) + (hunter(run).minorPowers.includes('advanced-ai') ? 1 : 0);
  },
  attackReach: (run, u) => (u.type === MARK_V && markVPower(run.state, 'm134-minigun-armament') ? 1 : 0),
  onEnter(run, who, space) {
    if (who.kind === 'unit') sweepEnter(run, who.unit, space);
  },
  view: { schema: hunterViewSchema, build: hunterView },
  hidden: HUNTER_HIDDEN,
});


