/**
 * Berith possessing Ursula (A Demon in the Shadows). Readings of unclear text, tested in
 * test/engine/berith.test.ts:
 * - Rejecting God's icons are read as "lose 2 Time each time a blessing (hand icon) is resolved".
 * - Satanic Influence's icon is read as Health lost, one per normal Victim in her space.
 * - Legions of Hell's icon is read as +1 Horror per Victim killed.
 * - Rita rolls, then places: she sees her die (no reward / once / twice) before choosing the
 *   "Victim saved" space; the roll is kept on the `saveReward` task (phases/saving.ts).
 * - Divine Blessing faces are told to the Final Girl's players as secret events (the product
 *   asks for it); with `strictSecrets` nobody learns them before the final reveal, as printed.
 *   Either way each face is a hidden fact (its `hidden` part, one formatter with the secret event:
 *   `blessingFace`), checked against every public view and event in test/engine/whole-games.test.ts.
 */
import { berithStateSchema, type BerithState } from './state.js';
import { say, schedule, type Run } from '../../run.js';
import { defineModule } from '../manifest.js';
import { BERITH_SETUP } from './options.js';
import { berithSecret, berithSecretSchema, berithView, berithViewSchema } from './view.js';
import { changeHorror, changeTime, hurtGirl } from '../../actors/girl.js';
import { victimsAt } from '../../actors/victims.js';
import { stepsTask } from '../../steps/frames.js';

/** Spaces on the Divine Blessings sheet (seed: "all 7 black Final Health tokens"). */
const SHEET_SPACES = 7;

function berith(run: Run): BerithState {
  const st = run.state.berith;
  if (!st) throw new Error('the Berith module state is missing');
  return st;
}

function activeDarkPower(run: Run, id: string): boolean {
  return run.state.killer.darkPowerRevealed && run.state.killer.darkPower === id;
}

/**
 * What a placed blessing shows, as the Final Girl's players are told it (a secret event). The
 * same text is a hidden fact: it must never reach a public view or a public event.
 */
function blessingFace(space: number, token: number): string {
  return `Blessing ${space} shows ${token === 0 ? 'a blank token' : `${token} health`}.`;
}

/** The hand icon: a black Final Health token face down on the topmost empty space, then its effect. */
function bless(run: Run): void {
  const st = berith(run);
  const sheet = run.content.berithBlessings;
  if (!sheet) throw new Error('the Divine Blessings sheet is not installed');
  if (st.sheet.length >= SHEET_SPACES) {
    say(run, 'The Divine Blessings sheet is full.', 'blessing');
    return;
  }
  const token = run.state.finalTokenPool.pop();
  if (token === undefined) {
    say(run, 'No black Final Health token is left for a blessing.', 'blessing');
    return;
  }
  st.sheet.push(token);
  const index = st.sheet.length;
  const slot = sheet[run.state.setup.blessingsSide][index - 1];
  say(run, `A Divine Blessing is placed face down on space ${index} of the sheet. ${slot?.text ?? ''}`, 'blessing');
  if (!run.state.setup.strictSecrets) say(run, blessingFace(index, token), 'blessing-secret', 'secret');
  if (activeDarkPower(run, 'rejecting-god')) {
    say(run, 'Rejecting God: the blessing costs you 2 Time.');
    changeTime(run, -2);
  }
  if (slot?.steps.length) schedule(run, stepsTask(run, slot.steps, `Divine Blessing ${index}`, 'reward'));
}

export const berithModule = defineModule({
  id: 'berith',
  box: 'killer',
  decisions: [],
  sheets: ['berithBlessings'],
  setupOptions: BERITH_SETUP,
  achievements: null,
  state: { key: 'berith', schema: berithStateSchema, open: [] },
  setup(run) {
    run.state.berith = { sheet: [] };
  },
  steps: {
    'berith.bless': (run) => bless(run),
  },
  // Winning: Ursula must come back. Any token on the sheet showing health restores her.
  onKillerDeath(run) {
    const sheet = berith(run).sheet;
    const shown = sheet.map((v) => (v === 0 ? 'blank' : `${v} health`));
    say(run, sheet.length
      ? `Berith leaves Ursula's body. The Divine Blessings are revealed: ${shown.join(', ')}.`
      : 'Berith leaves Ursula\'s body, but no blessing was ever placed.', 'blessings-reveal');
    if (sheet.some((v) => v > 0)) {
      say(run, 'A blessing shows health: Ursula\'s life is restored!', 'blessings-reveal');
      return 'won';
    }
    say(run, 'Every blessing is blank: Ursula\'s soul is condemned.', 'blessings-reveal');
    return 'lost';
  },
  onVictimKilled(run) {
    const k = run.state.killer;
    if (k.finaleRevealed && k.finale === 'legions-of-hell') changeHorror(run, 1);
  },
  upkeep(run) {
    if (!activeDarkPower(run, 'satanic-influence')) return;
    const n = victimsAt(run, run.state.girl.space).filter((v) => v.kind === 'normal').length;
    if (n > 0) hurtGirl(run, n, 'Satanic Influence');
  },
  view: { schema: berithViewSchema, build: berithView },
  secret: { schema: berithSecretSchema, build: berithSecret },
  hidden: [
    {
      what: 'the faces of the Divine Blessing tokens (her players see them unless the game is strict; dealt with the other Final Health tokens)',
      fields: ['berith.sheet'],
      // Told the way the secret event tells them; strict games too: hidden from everyone there, so never public either.
      facts: (s) => (s.berith?.sheet ?? []).map((v, i) => blessingFace(i + 1, v)),
      twin(s) {
        const sheet = s.berith?.sheet;
        const i = s.finalTokenPool.findIndex((v) => v !== sheet?.[0]);
        if (!sheet?.length || !s.setup.strictSecrets || i < 0) return false;
        [sheet[0], s.finalTokenPool[i]] = [s.finalTokenPool[i] as number, sheet[0] as number];
        return true;
      },
    },
  ],
});
