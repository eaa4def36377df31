/**
 * L'Armes Abbey (A Demon in the Shadows). Readings of unclear text, tested in
 * test/engine/larmes-abbey.test.ts:
 * - "The closest space to the Killer without a token": ties are an ambiguity.
 * - With no Killer on the board a random Setup card's Killer space is used; a Concealed Volk'ar
 *   counts as being at her Origin space first (her own "When Concealed" rule is more specific).
 * - Black Mass's icon is read as placing a Malice token (tokens placed before turn 1 do not count);
 *   Lust's damage as a 3-damage attack (LUST_DAMAGE), and equally close Victims on Malice as an ambiguity.
 * - The Cursed face's Health is paid after the card's row (roll.ts), so her damage lands first.
 *   When that row brings a Final Health token back (the phase ends at once), whether the cost is
 *   still due is a Game Ambiguity: Infinite Evil pays it after the comeback; players decide
 *   "pay it" or "the phase ended: skip it" (`cursedFace`, kept by `endPhaseNow`).
 * - Setup Malice with more than 3 neighbours of the Killer's start space (no printed Setup card has
 *   one): which 3 is a Game Ambiguity, one token at a time; Infinite Evil takes the neighbour
 *   closest to the Final Girl first (ties A-Z). With fewer, "the next closest of your choice".
 * - The Rosary ("Spend 2 [Time] during the Killer phase to ignore a [attack]") is offered only in
 *   the Killer phase: its item `use.phase` is "killer" (checked in defenceOptions).
 * - The Donkey (no rule in the seed, reconstructed): once per turn in its space, pay 1 Time to
 *   ride it up to 2 spaces; it stays where the ride ends.
 */
import type { ChoiceOption } from '../../state.js';
import { larmesAbbeyStateSchema, type LarmesAbbeyState } from './state.js';
import { ask, defineTask, endGame, say, schedule, takeAnswer, type Run, type Task } from '../../run.js';
import { choiceId, choiceValue, readChoice } from '../../choiceId.js';
import { defineModule } from '../manifest.js';
import { LARMES_ABBEY_DECISIONS } from './decisions.js';
import { larmesAbbeyView, larmesAbbeyViewSchema } from './view.js';
import { randomInt } from '../../rng.js';
import { changeTime } from '../../actors/girl.js';
import { board, killVictim, victimsAt } from '../../actors/victims.js';
import { closestKillerSpace, killerStartSpace } from '../../actors/units.js';
import { locationPack } from '../../cards.js';
import { pickAmbiguous } from '../../ambiguity.js';

/** Malice tokens in the box (seed: you lose when a 15th is needed). */
export const MALICE_TOKENS = 14;
/** Where the Donkey starts (seed). */
const DONKEY_SPACE = 'cloister';
/**
 * Damage Lust deals when she stands on Malice (the icons are not legible: reconstructed).
 * Calibrated 2026-12-02 (fifth step, with the Abbey's Terror cards; see the Lust card's source): was 2.
 */
export const LUST_DAMAGE = 3;

function abbey(run: Run): LarmesAbbeyState {
  const st = run.state.larmesAbbey;
  if (!st) throw new Error('the L\'Armes Abbey module state is missing');
  return st;
}

/** The Killer's space for Malice: the closest Killer's, a hidden Killer's stand-in, else a random Setup card's. */
function maliceAnchor(run: Run): string {
  const ref = closestKillerSpace(run);
  if (ref) return ref;
  const setups = locationPack(run).setups;
  const card = setups[randomInt(run.state, setups.length)];
  say(run, `No Killer is on the board: the Setup card ${card?.name ?? ''} is revealed and its Killer space is used.`, 'malice');
  return card?.killer ?? killerStartSpace(run);
}

function putMalice(run: Run, space: string): void {
  const st = abbey(run);
  st.malice.push(space);
  // Black Mass asks about tokens added during a turn: the setup Event's ones do not count.
  if (run.state.turn > 0) st.placedThisTurn += 1;
  say(run, `A Malice token appears at ${board(run).label(space)} (${st.malice.length} of ${MALICE_TOKENS}).`, 'malice');
}

declare module '../../task.js' {
  interface TaskPayloads {
    /** `anchor`: the space it is measured from (the Killer's), fixed on the first run. */
    'larmesAbbey.malice': { anchor?: string };
    'larmesAbbey.setupMalice': Record<never, never>;
    /** `scope`: Benediction's row; `hereDone`: the token in her space already went. */
    'larmesAbbey.removeMalice': { scope: string; hereDone?: boolean };
    'larmesAbbey.lust': Record<never, never>;
    'larmesAbbey.lustVictim': Record<never, never>;
    'larmesAbbey.donkeyFollows': Record<never, never>;
    'larmesAbbey.resetCount': Record<never, never>;
  }
}

/** Places a Malice token in the Killer's space, else the closest space without one (seed: Malice). */
defineTask('larmesAbbey.malice', (run, task) => {
  const st = abbey(run);
  if (st.malice.length >= MALICE_TOKENS) {
    endGame(run, 'lost', `All ${MALICE_TOKENS} Malice tokens are on the board and another is needed.`);
    return;
  }
  const anchor = (task.anchor ??= maliceAnchor(run));
  if (!st.malice.includes(anchor)) {
    putMalice(run, anchor);
    return;
  }
  const dist = board(run).spacesApart(anchor);
  const free = [...dist.entries()].filter(([sp]) => !st.malice.includes(sp));
  if (free.length === 0) return;
  const best = Math.min(...free.map(([, d]) => d));
  const closest = free.filter(([, d]) => d === best).map(([sp]) => sp).sort();
  // Infinite Evil: Malice where she stands, or else next to her, hurts her most.
  const pick = pickAmbiguous(run, task, 'Malice: the closest spaces without a token are tied.', closest.map((sp) => ({
    id: choiceId('space', sp), label: board(run).label(sp), group: 'Malice',
    badness: sp === run.state.girl.space ? 2 : board(run).adjacent(run.state.girl.space).includes(sp) ? 1 : 0,
  })));
  if (pick !== undefined) putMalice(run, choiceValue(pick, 'space'));
});

/** Malice tokens the setup puts out: the Killer's start space and 3 adjacent spaces (seed). */
const SETUP_MALICE = 4;

/**
 * Setup: the Killer's start space and 3 adjacent spaces, one token at a time. With more than 3
 * neighbours, which 3 is open (a Game Ambiguity; Infinite Evil: the neighbour closest to the Final
 * Girl first, then A-Z). With fewer, the rest go to the next closest spaces "of your choice".
 */
defineTask('larmesAbbey.setupMalice', (run, task) => {
  const st = abbey(run);
  const b = board(run);
  const start = killerStartSpace(run);
  if (st.malice.length === 0) st.malice.push(start);
  while (st.malice.length < SETUP_MALICE) {
    const left = SETUP_MALICE - st.malice.length;
    const neighbours = b.adjacent(start).filter((sp) => !st.malice.includes(sp));
    if (neighbours.length > 0 && neighbours.length <= left) {
      st.malice.push(...neighbours);
      continue;
    }
    if (neighbours.length > left) {
      const fromGirl = b.spacesApart(run.state.girl.space);
      const pick = pickAmbiguous(run, task, `Setup: the Killer's start space has ${b.adjacent(start).length} neighbours; which 3 get Malice is open. Malice token ${st.malice.length + 1} of ${SETUP_MALICE}:`, neighbours.map((sp) => ({
        id: choiceId('space', sp), label: b.label(sp), group: 'Malice', badness: -(fromGirl.get(sp) ?? 99),
      })));
      if (pick === undefined) return;
      st.malice.push(choiceValue(pick, 'space'));
      continue;
    }
    // Fewer than 3 neighbours: the next closest space of your choice (a printed choice).
    const dist = b.spacesApart(start);
    const free = [...dist.entries()].filter(([sp]) => !st.malice.includes(sp));
    if (free.length === 0) break;
    const best = Math.min(...free.map(([, d]) => d));
    const closest = free.filter(([, d]) => d === best).map(([sp]) => sp).sort();
    const answer = takeAnswer(task);
    if (answer === undefined && closest.length > 1) {
      ask(run, task, 'malice-setup', 'Setup: the Killer has fewer than 3 neighbours. Where does the last Malice token go?', closest.map((sp) => ({ id: choiceId('space', sp), label: b.label(sp), group: 'Malice' })));
      return;
    }
    st.malice.push(readChoice(answer, 'space') ?? (closest[0] as string));
  }
  st.placedThisTurn = 0;
  say(run, `Malice tokens lie at ${st.malice.map((sp) => b.label(sp)).join(', ')}.`, 'malice');
});

/** Benediction's rows: which Malice tokens near her go back to the pool. */
defineTask('larmesAbbey.removeMalice', (run, task) => {
  const st = abbey(run);
  const here = run.state.girl.space;
  const { scope } = task;
  const adjacentWith = board(run).adjacent(here).filter((sp) => st.malice.includes(sp));
  const remove = (sp: string) => {
    st.malice = st.malice.filter((m) => m !== sp);
    say(run, `A Malice token is removed from ${board(run).label(sp)}.`, 'malice');
  };
  if (scope === 'spaceAndAllAdjacent') {
    for (const sp of [here, ...adjacentWith]) if (st.malice.includes(sp)) remove(sp);
    return;
  }
  if (scope === 'spaceAndOneAdjacent' && st.malice.includes(here) && !task.hereDone) {
    remove(here);
    task.hereDone = true;
  }
  const options: ChoiceOption[] = (scope === 'spaceOrOneAdjacent' && st.malice.includes(here) ? [here] : [])
    .concat(adjacentWith)
    .concat(scope === 'one' ? st.malice.filter((sp) => sp !== here && !adjacentWith.includes(sp)) : [])
    .map((sp) => ({ id: choiceId('space', sp), label: `Remove the Malice at ${board(run).label(sp)}`, group: 'Benediction' }));
  if (options.length === 0) {
    if (!task.hereDone) say(run, 'There is no Malice token there to remove.');
    return;
  }
  const answer = takeAnswer(task);
  if (answer === undefined && options.length > 1) {
    ask(run, task, 'remove-malice', 'Which Malice token do you remove?', options);
    return;
  }
  remove(choiceValue(answer ?? (options[0] as ChoiceOption).id, 'space'));
});

/** Lust (seed text; the damage icons are reconstructed). */
defineTask('larmesAbbey.lust', (run, task) => {
  const st = abbey(run);
  const dist = board(run).spacesApart(run.state.girl.space);
  const spaces = [...new Set(run.state.victims.filter((v) => st.malice.includes(v.space)).map((v) => v.space))];
  const tasks: Task[] = [];
  if (spaces.length) {
    const best = Math.min(...spaces.map((sp) => dist.get(sp) ?? 99));
    const closest = spaces.filter((sp) => (dist.get(sp) ?? 99) === best).sort();
    // Equally close Victims: an ambiguity (Infinite Evil: a special Victim's space first, then more Victims).
    const pick = pickAmbiguous(run, task, 'Lust: the closest Victims on Malice are tied.', closest.map((sp) => ({
      id: choiceId('space', sp), label: board(run).label(sp), group: 'Lust',
      badness: (victimsAt(run, sp).some((v) => v.kind !== 'normal') ? 10 : 0) + victimsAt(run, sp).length,
    })));
    if (pick === undefined) return;
    tasks.push({ t: 'killVictimsAt', space: choiceValue(pick, 'space'), n: 1, source: 'Lust' });
  }
  if (st.malice.includes(run.state.girl.space)) tasks.push({ t: 'enemyAttacksGirl', damage: LUST_DAMAGE, source: 'Lust' });
  tasks.push({ t: 'larmesAbbey.lustVictim' });
  schedule(run, ...tasks);
});

defineTask('larmesAbbey.lustVictim', (run) => {
  const victim = victimsAt(run, run.state.girl.space)[0];
  if (victim) killVictim(run, victim, 'Lust');
});

defineTask('larmesAbbey.donkeyFollows', (run) => {
  abbey(run).donkey = run.state.girl.space;
  say(run, `The Donkey trots along to ${board(run).label(run.state.girl.space)}.`);
});

export const larmesAbbeyModule = defineModule({
  id: 'larmes-abbey',
  box: 'location',
  decisions: LARMES_ABBEY_DECISIONS,
  sheets: [],
  achievements: null,
  state: { key: 'larmesAbbey', schema: larmesAbbeyStateSchema, open: ['malice', 'placedThisTurn', 'donkey', 'donkeyRiddenTurn'] },
  setup(run) {
    run.state.larmesAbbey = { malice: [], placedThisTurn: 0, donkey: DONKEY_SPACE, donkeyRiddenTurn: 0 };
    schedule(run, { t: 'larmesAbbey.setupMalice' });
  },
  steps: {
    'larmesAbbey.malice': (run) => schedule(run, { t: 'larmesAbbey.malice' }),
    'larmesAbbey.removeMalice': (run, args) => schedule(run, { t: 'larmesAbbey.removeMalice', scope: String(args.scope ?? 'one') }),
    'larmesAbbey.blessedDie': (run) => {
      run.state.girl.diceIcons.blessed += 1;
      say(run, 'Your next Horror Roll uses the Blessed die.');
    },
    'larmesAbbey.cursedDie': (run) => {
      run.state.girl.diceIcons.cursed += 1;
      say(run, 'Your next Horror Roll uses the Cursed die.');
    },
    'larmesAbbey.lust': (run) => schedule(run, { t: 'larmesAbbey.lust' }),
    'larmesAbbey.donkey': (run) => {
      abbey(run).donkey = run.state.girl.space;
      say(run, `The Donkey wanders to ${board(run).label(run.state.girl.space)}.`);
    },
  },
  conditions: {
    'larmesAbbey.girlInMalice': (s) => s.larmesAbbey?.malice.includes(s.girl.space) === true,
  },
  diceIcons: (run) => ({ blessed: 0, cursed: abbey(run).malice.includes(run.state.girl.space) ? 1 : 0 }),
  actionOptions(run) {
    const st = abbey(run);
    if (st.donkey !== run.state.girl.space || st.donkeyRiddenTurn === run.state.turn || run.state.girl.time < 1) return [];
    return [{ id: 'larmes:ride', label: 'Ride the Donkey up to 2 spaces (-1 Time)', group: 'The Donkey' }];
  },
  onActionChoice(run, optionId) {
    if (optionId !== 'larmes:ride') return false;
    abbey(run).donkeyRiddenTurn = run.state.turn;
    changeTime(run, -1);
    schedule(run, { t: 'girlMove', left: 2 }, { t: 'larmesAbbey.donkeyFollows' });
    return true;
  },
  upkeep(run) {
    const st = abbey(run);
    const events = locationPack(run).events;
    const blackMass = run.state.activeEvents.some((id) => events.find((e) => e.id === id)?.ongoing === 'larmesAbbey.blackMass');
    if (blackMass && st.placedThisTurn === 0) {
      say(run, 'Black Mass: no Malice was added this turn, so one is.');
      schedule(run, { t: 'larmesAbbey.malice' }, { t: 'larmesAbbey.resetCount' });
    } else st.placedThisTurn = 0;
  },
  view: { schema: larmesAbbeyViewSchema, build: (s) => larmesAbbeyView(s, MALICE_TOKENS) },
});

defineTask('larmesAbbey.resetCount', (run) => {
  abbey(run).placedThisTurn = 0;
});
