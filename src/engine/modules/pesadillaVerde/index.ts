/**
 * Pesadilla Verde (The Green Terror). Readings of unclear rulebook text, tested in
 * test/engine/pesadilla-verde.test.ts:
 * - Friendly Fire: every die showing 1-2 kills one Soldier of the attacking group.
 * - The Huey: any number may be saved there; it leaves once she moves on, or at Upkeep.
 * - Piranhas!: the unnamed icon is read as 1 Health; "anyone" includes the Killer (1 damage).
 * - Action cubes travel a 2-space track (see upgrades.ts).
 * - Cursed Sacrifice: Victims step in the order they came into play; ties are ambiguities.
 */
import type { ChoiceOption, Victim } from '../../state.js';
import { pesadillaVerdeStateSchema, type PesadillaVerdeState } from './state.js';
import { ask, defineTask, say, schedule, takeAnswer, type Run } from '../../run.js';
import { choiceId, choiceValue, readChoice } from '../../choiceId.js';
import { defineModule } from '../manifest.js';
import { PESADILLA_VERDE_DECISIONS } from './decisions.js';
import { pesadillaVerdeView, pesadillaVerdeViewSchema } from './view.js';
import { rollDie } from '../../dice.js';
import { board, killVictim, moveVictim, placeVictims, victimName, victimsAt, victimWords } from '../../actors/victims.js';
import { pickAmbiguous } from '../../ambiguity.js';
import { hurtGirl } from '../../actors/girl.js';
import { hurtUnit } from '../../actors/killer.js';
import { killers, unitName, unitShortName, unitsAt } from '../../actors/units.js';
import { option } from '../../options.js';
import { strikeSpace } from '../../phases/attack.js';
import { gainItem } from '../../phases/search.js';
import {
  ACTION_CUBES, CUBE_TRACK, HUEY_SPACE, PIRANHA_SPACES, SOLDIER_SAVE_COST, SPECIAL_VICTIM_SPACES, UPGRADES,
} from './upgrades.js';

function pv(run: Run): PesadillaVerdeState {
  const st = run.state.pesadillaVerde;
  if (!st) throw new Error('the Pesadilla Verde module state is missing');
  return st;
}

const isSoldier = (v: Victim) => v.kind === 'normal';

function hueySpace(run: Run): string | undefined {
  return run.state.tokens.find((t) => t.kind === 'huey')?.space;
}

function removeHuey(run: Run): void {
  if (!hueySpace(run)) return;
  run.state.tokens = run.state.tokens.filter((t) => t.kind !== 'huey');
  pv(run).hueyRemoved = true;
  say(run, 'The Huey lifts off and leaves: the Clearing is no longer an exit.', 'huey');
}

function freeActionTokens(run: Run): (typeof UPGRADES)[number][] {
  const st = pv(run);
  const cubesOut = Object.keys(st.cubes).length;
  if (cubesOut >= ACTION_CUBES) return [];
  return UPGRADES.filter((u) => u.kind === 'action' && st.upgrades[u.id] && st.cubes[u.id] === undefined);
}

/** Spaces Soldiers at `from` may attack: theirs, plus adjacent ones once Attack Range is Unlocked. */
function soldierTargets(run: Run, from: string): string[] {
  const reach = pv(run).upgrades['attack-range'] ? [from, ...board(run).adjacent(from)] : [from];
  // A hidden Killer (the Concealed Volk'ar) may be anywhere: every space in range is a guess.
  if (killers(run.state).some((u) => u.space === null)) return reach;
  return reach.filter((s) => unitsAt(run.state, s, ['killer', 'minion']).length > 0);
}

/** Damage a group of Soldiers deals: half their number, rounded down (up once Damage is Unlocked). */
function soldierDamage(run: Run, soldiers: number): number {
  return pv(run).upgrades.damage ? Math.ceil(soldiers / 2) : Math.floor(soldiers / 2);
}

function orderOptions(run: Run): ChoiceOption[] {
  const tokens = freeActionTokens(run);
  if (tokens.length === 0) return [];
  const spaces = [...new Set(run.state.victims.filter(isSoldier).map((v) => v.space))].sort();
  const options: ChoiceOption[] = [];
  const b = board(run);
  for (const space of spaces) {
    const n = victimsAt(run, space).filter(isSoldier).length;
    const move = tokens.find((t) => t.action === 'move');
    if (move && b.moves(space, 'victim').length) {
      options.push(option(`order:${move.id}:${space}`, `Order ${n} Soldier${n > 1 ? 's' : ''} at ${b.label(space)} to move`, 'Order Soldiers', `${b.label(space)} → move`));
    }
    const attack = tokens.find((t) => t.action === 'attack');
    if (attack) {
      for (const target of soldierTargets(run, space)) {
        const killerThere = unitsAt(run.state, target, ['killer'])[0];
        const minionsThere = unitsAt(run.state, target, ['minion']).length > 0;
        const aim = killerThere
          ? `${unitName(run, killerThere)} at ${b.label(target)}`
          : minionsThere ? `the Minions at ${b.label(target)}` : `a guess at ${b.label(target)}`;
        // The button: from where, at what ("Cave → Killer"), and where when it is another space ("Clearing → Killer (Cave)").
        const what = killerThere ? unitShortName(run, killerThere) : minionsThere ? 'Minions' : 'guess';
        const short = `${b.label(space)} → ${what}${target === space ? '' : ` (${b.label(target)})`}`;
        options.push(option(`order:${attack.id}:${space}:${target}`, `Order ${n} Soldier${n > 1 ? 's' : ''} at ${b.label(space)} to attack ${aim}`, 'Order Soldiers', short));
      }
    }
  }
  return options;
}

declare module '../../task.js' {
  interface TaskPayloads {
    'pesadillaVerde.soldiersMove': { space: string };
    'pesadillaVerde.soldiersAttack': { space: string; target: string };
    /** The ids of the Soldiers who fired. */
    'pesadillaVerde.friendlyFire': { soldiers: number[] };
    /**
     * 'move': every Victim in `ids` (fixed on the first run) from `index` on steps closer, `before`
     * counting the dead; 'kill': the `left` closest die when none did.
     */
    'pesadillaVerde.cursedSacrifice': { stage: 'move' | 'kill'; index: number; ids?: number[]; before?: number; left?: number };
    'pesadillaVerde.flip': { unlock: boolean };
    'pesadillaVerde.archeologistFind': Record<never, never>;
  }
}

/** Order Soldiers, Move: every Soldier in the space moves one space (River runs allowed). */
defineTask('pesadillaVerde.soldiersMove', (run, task) => {
  const from = task.space;
  const b = board(run);
  const moves = b.moves(from, 'victim');
  const answer = takeAnswer(task);
  if (answer === undefined) {
    ask(run, task, 'soldiers-move', `Where do the Soldiers at ${b.label(from)} move?`, moves.map((m) => ({ id: choiceId('to', m.to), label: b.label(m.to), group: 'Soldiers move' })));
    return;
  }
  const to = readChoice(answer, 'to');
  const move = moves.find((m) => m.to === to);
  if (!move) return;
  say(run, `The Soldiers at ${b.label(from)} move to ${b.label(move.to)}.`, 'soldiers');
  for (const v of victimsAt(run, from).filter(isSoldier)) moveVictim(run, v, move.path);
});

/** Order Soldiers, Attack: damage by group size, then Friendly Fire rolls unless Unlocked (Mike's example). */
defineTask('pesadillaVerde.soldiersAttack', (run, task) => {
  const { space: from, target } = task;
  const soldiers = victimsAt(run, from).filter(isSoldier);
  const damage = soldierDamage(run, soldiers.length);
  say(run, `${soldiers.length} Soldier${soldiers.length > 1 ? 's' : ''} at ${board(run).label(from)} open fire on ${board(run).label(target)} for ${damage} damage.`, 'soldiers');
  // Friendly Fire comes after the attack has fully resolved, the Volk'ar's Path included.
  if (!pv(run).upgrades['friendly-fire']) schedule(run, { t: 'pesadillaVerde.friendlyFire', soldiers: soldiers.map((v) => v.id) });
  strikeSpace(run, target, damage, 'The Soldiers\' attack');
});

/** Friendly Fire: a die per Soldier who fired; each 1-2 kills one of them still alive. */
defineTask('pesadillaVerde.friendlyFire', (run, task) => {
  const ids = task.soldiers;
  const faces = ids.map(() => rollDie(run));
  const hits = faces.filter((f) => f <= 2).length;
  say(run, `Friendly Fire: you roll ${faces.join(', ')}${hits ? ` and ${hits} Soldier${hits > 1 ? 's are' : ' is'} shot by their own side` : ': nobody is hit'}.`, 'soldiers');
  const alive = run.state.victims.filter((v) => ids.includes(v.id));
  for (const v of alive.slice(0, hits)) killVictim(run, v, 'Friendly Fire');
});

const TEMPLE = 'cursed-temple';

/**
 * Cursed Sacrifice (seed): every Victim steps one space closer to the Cursed Temple, those there
 * die, and if none died the 2 closest Victims die. Equal ways or equally close Victims are an
 * ambiguity (Infinite Evil: a special Victim before a Soldier, then the order listed).
 */
defineTask('pesadillaVerde.cursedSacrifice', (run, task) => {
  const b = board(run);
  const toTemple = (space: string) => b.distances(space, 'victim').get(TEMPLE) ?? 99;
  if (task.stage === 'move') {
    const ids = task.ids ?? run.state.victims.map((v) => v.id).sort((x, y) => x - y);
    task.ids = ids;
    const before = (task.before ??= run.state.deadVictims);
    for (let i = task.index; i < ids.length; i++) {
      task.index = i;
      const v = run.state.victims.find((x) => x.id === ids[i]);
      const d = v ? toTemple(v.space) : 0;
      if (!v || d === 0 || d === 99) continue;
      const steps = b.moves(v.space, 'victim').filter((m) => m.path.length === 1 && toTemple(m.to) === d - 1).map((m) => m.to).sort();
      const pick = pickAmbiguous(run, task, `Cursed Sacrifice: ${victimName(v, victimWords(run))} at ${b.label(v.space)} has two ways to the Cursed Temple.`,
        steps.map((to) => ({ id: choiceId('to', to), label: b.label(to), group: 'Cursed Sacrifice', badness: 0 })));
      if (pick === undefined) return;
      moveVictim(run, v, [choiceValue(pick, 'to')]);
    }
    say(run, 'Cursed Sacrifice: every Victim is drawn one space closer to the Cursed Temple.', 'terror');
    for (const v of victimsAt(run, TEMPLE)) killVictim(run, v, 'Cursed Sacrifice');
    if (run.state.deadVictims > before) return;
    task.stage = 'kill';
    task.left = 2;
  }
  const left = task.left ?? 0;
  if (left <= 0 || run.state.victims.length === 0) return;
  const best = Math.min(...run.state.victims.map((v) => toTemple(v.space)));
  const closest = run.state.victims.filter((v) => toTemple(v.space) === best);
  const groups = [...new Map(closest.map((v) => [`${v.space}|${v.kind}`, v])).values()];
  let victim = closest[0];
  if (closest.length > left && groups.length > 1) {
    const pick = pickAmbiguous(run, task, 'Cursed Sacrifice: which of the closest Victims dies?', groups.map((v) => ({
      id: choiceId('victim', v.id), label: `${victimName(v, victimWords(run))} at ${b.label(v.space)}`, group: 'Cursed Sacrifice', badness: v.kind === 'normal' ? 0 : 1,
    })));
    if (pick === undefined) return;
    victim = run.state.victims.find((v) => v.id === choiceValue(pick, 'victim'));
  }
  if (victim) killVictim(run, victim, 'Cursed Sacrifice');
  task.left = left - 1;
  run.state.agenda.push(task);
});

/** Train: pick an Upgrade to flip. */
defineTask('pesadillaVerde.flip', (run, task) => {
  const { unlock } = task;
  const st = pv(run);
  const candidates = UPGRADES.filter((u) => Boolean(st.upgrades[u.id]) !== unlock);
  if (candidates.length === 0) {
    say(run, unlock ? 'Every Upgrade is already Unlocked.' : 'Every Upgrade is already Locked.');
    return;
  }
  const answer = takeAnswer(task);
  if (answer === undefined && candidates.length > 1) {
    ask(run, task, unlock ? 'unlock' : 'lock', unlock ? 'Which Upgrade do you Unlock?' : 'Which Upgrade do you Lock?', candidates.map((u) => ({
      id: choiceId('upgrade', u.id), label: `${u.name}${u.kind === 'action' ? ` (${u.id.endsWith('2') ? 'second' : 'first'} token)` : ''}`, group: unlock ? 'Unlock' : 'Lock',
    })));
    return;
  }
  const id = readChoice(answer, 'upgrade') ?? (candidates[0]?.id as string);
  st.upgrades[id] = unlock;
  say(run, `${UPGRADES.find((u) => u.id === id)?.name ?? id} is now ${unlock ? 'Unlocked' : 'Locked'}.`, 'upgrade');
});

/** The Archeologist's reward (reconstructed): the top Item of a deck of your choice. */
defineTask('pesadillaVerde.archeologistFind', (run, task) => {
  const decks = Object.entries(run.state.itemDecks).filter(([, d]) => d.length > 0).map(([space]) => space).sort();
  if (decks.length === 0) return;
  const answer = takeAnswer(task);
  if (answer === undefined && decks.length > 1) {
    ask(run, task, 'archeologist', 'The Archeologist knows where things are hidden: take the top Item of which deck?', decks.map((sp) => ({ id: choiceId('deck', sp), label: board(run).label(sp), group: 'Item deck' })));
    return;
  }
  const space = readChoice(answer, 'deck') ?? (decks[0] as string);
  const top = run.state.itemDecks[space]?.shift();
  if (top) gainItem(run, top.id);
});

export const pesadillaVerdeModule = defineModule({
  id: 'pesadilla-verde',
  box: 'location',
  decisions: PESADILLA_VERDE_DECISIONS,
  sheets: [],
  achievements: null,
  state: { key: 'pesadillaVerde', schema: pesadillaVerdeStateSchema, open: ['upgrades', 'cubes', 'hueyRemoved'] },
  setup(run) {
    run.state.pesadillaVerde = {
      upgrades: Object.fromEntries(UPGRADES.map((u) => [u.id, u.startUnlocked])),
      cubes: {},
      hueyRemoved: false,
    };
    run.state.tokens.push({ kind: 'huey', space: HUEY_SPACE });
  },
  steps: {
    'pesadillaVerde.unlock': (run) => schedule(run, { t: 'pesadillaVerde.flip', unlock: true }),
    'pesadillaVerde.lock': (run) => schedule(run, { t: 'pesadillaVerde.flip', unlock: false }),
    'pesadillaVerde.returnHuey': (run) => {
      if (hueySpace(run)) return;
      run.state.tokens.push({ kind: 'huey', space: HUEY_SPACE });
      pv(run).hueyRemoved = false;
      say(run, 'The Huey is back in the Clearing: it is an exit again.', 'huey');
    },
    'pesadillaVerde.specialVictim': (run, args) => {
      const kind = String(args.kind);
      placeVictims(run, 1, SPECIAL_VICTIM_SPACES[kind] ?? HUEY_SPACE, kind);
    },
    'pesadillaVerde.piranhas': (run) => {
      const face = rollDie(run);
      const space = PIRANHA_SPACES[face - 1] as string;
      run.state.tokens = run.state.tokens.filter((t) => t.kind !== 'piranhas');
      run.state.tokens.push({ kind: 'piranhas', space });
      say(run, `Piranhas! (rolled ${face}): the token goes on ${board(run).label(space)}.`, 'piranhas');
      if (run.state.girl.space === space) hurtGirl(run, 1, 'Piranhas!');
      for (const v of victimsAt(run, space)) killVictim(run, v, 'Piranhas!');
      for (const u of unitsAt(run.state, space, ['killer', 'minion'])) hurtUnit(run, u, 1, 'Piranhas!');
    },
    'pesadillaVerde.cursedSacrifice': (run) => schedule(run, { t: 'pesadillaVerde.cursedSacrifice', stage: 'move', index: 0 }),
  },
  conditions: {
    'pesadillaVerde.hueyOnBoard': (s) => s.tokens.some((t) => t.kind === 'huey'),
  },
  isExit: (s, space) => s.tokens.some((t) => t.kind === 'huey' && t.space === space),
  saveCost: (s, victim) => (victim.kind === 'normal' && !s.pesadillaVerde?.upgrades['saving-soldiers'] ? SOLDIER_SAVE_COST : 0),
  afterSave(run, victim, space) {
    if (victim.kind === 'archeologist') schedule(run, { t: 'pesadillaVerde.archeologistFind' });
    if (victim.kind === 'rebel-leader') schedule(run, { t: 'pesadillaVerde.flip', unlock: true });
    // Any number may be saved at the Huey; it leaves once she moves on or the turn ends.
    if (hueySpace(run) === space && !board(run).hasIcon(space, 'exit')) run.state.tokens.push({ kind: 'huey-used', space });
  },
  followsInto: (_s, victim) => isSoldier(victim),
  onEnter(run, who, space) {
    if (who.kind === 'girl' && run.state.tokens.some((t) => t.kind === 'huey-used' && t.space !== space)) {
      run.state.tokens = run.state.tokens.filter((t) => t.kind !== 'huey-used');
      removeHuey(run);
    }
    if (!run.state.tokens.some((t) => t.kind === 'piranhas' && t.space === space)) return;
    if (who.kind === 'girl') hurtGirl(run, 1, 'Piranhas!');
    else if (who.kind === 'victim') killVictim(run, who.victim, 'Piranhas!');
    else if (who.unit.role === 'killer' || who.unit.role === 'minion') hurtUnit(run, who.unit, 1, 'Piranhas!');
  },
  actionOptions: (run) => orderOptions(run),
  onActionChoice(run, optionId) {
    if (!optionId.startsWith('order:')) return false;
    const [, token = '', space = '', target] = optionId.split(':');
    pv(run).cubes[token] = 0;
    if (target) schedule(run, { t: 'pesadillaVerde.soldiersAttack', space, target });
    else schedule(run, { t: 'pesadillaVerde.soldiersMove', space });
    return true;
  },
  upkeep(run) {
    const st = pv(run);
    for (const [token, pos] of Object.entries(st.cubes)) {
      if (pos + 1 >= CUBE_TRACK) delete st.cubes[token];
      else st.cubes[token] = pos + 1;
    }
    if (run.state.tokens.some((t) => t.kind === 'huey-used')) {
      run.state.tokens = run.state.tokens.filter((t) => t.kind !== 'huey-used');
      removeHuey(run);
    }
  },
  view: { schema: pesadillaVerdeViewSchema, build: pesadillaVerdeView },
});

