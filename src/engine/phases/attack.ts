import type { ChoiceOption } from '../state.js';
import { say, type Run } from '../run.js';
import { choiceId, readChoice } from '../choiceId.js';
import { item } from '../cards.js';
import { board } from '../actors/victims.js';
import { hurtUnit } from '../actors/killer.js';
import { KILLER, killers, minions, unit, unitName, unitShortName, unitsAt } from '../actors/units.js';
import { fitShort, option } from '../options.js';
import { firstDefined, firstHandled } from '../modules/combine.js';
import type { AttackTarget } from '../modules/hooks.js';

/** A way to attack: a target and the weapons used (none, one, or both Bowie-style knives). */
interface AttackPlan {
  target: AttackTarget;
  weapons: string[];
}

function weaponsInHand(run: Run) {
  return run.state.girl.items
    .filter((h) => h.inHands)
    .map((h) => ({ held: h, card: item(run, h.id) }))
    .filter((w) => w.card.weapon && (w.card.weapon.spendsUse !== true || (w.held.uses ?? 1) > 0));
}

/** Every target and weapon combination an attack card may use now (core §5.4). */
export function attackPlans(run: Run): AttackPlan[] {
  const weapons = weaponsInHand(run);
  const loadouts: { weapons: string[]; min: number; max: number }[] = [{ weapons: [], min: 0, max: 0 }];
  for (const w of weapons) {
    const [min, max] = w.card.weapon?.range ?? [0, 0];
    loadouts.push({ weapons: [w.held.id], min, max });
  }
  const duals = weapons.filter((w) => w.card.weapon?.dual);
  if (duals.length >= 2) loadouts.push({ weapons: duals.slice(0, 2).map((w) => w.held.id), min: 0, max: 0 });

  const plans: AttackPlan[] = [];
  for (const lo of loadouts) {
    for (const target of attackTargets(run, lo.max, lo.min)) {
      if (target.distance >= lo.min && target.distance <= lo.max) plans.push({ target, weapons: lo.weapons });
    }
  }
  return plans;
}

/**
 * What an attack may aim at (core §5.4, §6.8): each Killer on the board, the Minions of each
 * space as one target (never both at once), and, while a Killer is off the board, the module's
 * targets (guesses at the Concealed Volk'ar).
 */
function attackTargets(run: Run, maxRange: number, minRange: number): AttackTarget[] {
  const apart = board(run).spacesApart(run.state.girl.space);
  const targets: AttackTarget[] = [];
  for (const u of killers(run.state)) {
    const d = u.space ? apart.get(u.space) : undefined;
    if (d === undefined) continue;
    const at = board(run).label(u.space as string);
    targets.push(u.id === KILLER
      ? { key: u.id, label: 'the Killer', short: 'Killer', distance: d }
      : { key: u.id, label: `${unitName(run, u)} at ${at}`, short: `${unitShortName(run, u)} (${at})`, distance: d });
  }
  for (const space of [...new Set(minions(run.state).map((u) => u.space).filter((sp): sp is string => sp !== null))].sort()) {
    const d = apart.get(space);
    if (d !== undefined) targets.push({ key: choiceId('minions', space), label: `the Minions at ${board(run).label(space)}`, short: `Minions (${board(run).label(space)})`, distance: d });
  }
  if (killers(run.state).some((u) => u.space === null)) {
    const hidden = firstDefined(run.state, 'attackTargets', run, maxRange, minRange);
    if (hidden) return [...targets, ...hidden];
  }
  return targets;
}

/** Whether an attack key names a Killer unit. */
export function isKillerTarget(run: Run, key: string): boolean {
  return unit(run.state, key)?.role === 'killer';
}

/**
 * Damage to the Minions of a space: each point goes to the Minion with the least Health left
 * (the one it kills soonest; all of ours have equal Health, so no choice is lost); excess is lost.
 */
function hurtMinionsAt(run: Run, space: string, damage: number, source: string): void {
  let left = damage;
  while (left > 0) {
    const here = unitsAt(run.state, space, ['minion']).sort((a, b) => a.health - b.health);
    const target = here[0];
    if (!target) break;
    const dealt = Math.min(left, target.health);
    hurtUnit(run, target, dealt, source);
    left -= dealt;
  }
}

/**
 * An attack's option. Its button names the target and the weapons: "Attack the Killer with
 * Machete" when that fits, else "Minions (Ancient Ruins), Sharpened Spear" (the question asks
 * where the card strikes), two like weapons as "2× Bowie Knife".
 */
export function planOption(run: Run, plan: AttackPlan): ChoiceOption {
  const names = plan.weapons.map((w) => item(run, w).name);
  const label = `Attack ${plan.target.label}${names.length ? ` with ${names.join(' and ')}` : ''}`;
  const alike = names.length > 1 && names.every((n) => n === names[0]);
  const weapons = alike ? `${names.length}× ${names[0] as string}` : names.join(' + ');
  const t = plan.target.short;
  const short = names.length ? fitShort(label, `Attack ${t} with ${weapons}`, `${t}, ${weapons}`) : fitShort(label, `Attack ${t}`);
  return option(`atk:${plan.target.key}:${plan.weapons.join('+')}`, label, 'Attack', short);
}

/** Weapon bonuses for an attack's first damage: each weapon adds once and spends a use (core §5.4). */
function weaponBonus(run: Run, weapons: readonly string[]): number {
  let bonus = 0;
  for (const id of weapons) {
    const card = item(run, id);
    bonus += card.weapon?.bonus ?? 0;
    const held = run.state.girl.items.find((h) => h.id === id);
    if (held && card.weapon?.spendsUse && held.uses !== undefined) {
      held.uses -= 1;
      if (held.uses <= 0) {
        run.state.girl.items = run.state.girl.items.filter((h) => h !== held);
        run.state.itemDiscard.push(id);
        say(run, `${card.name} is used up.`);
      }
    }
  }
  return bonus;
}

/**
 * A damage icon of an attack card. Against the Killer it lands at once, so icons resolve left to
 * right (a later Lose Health cannot come first); the weapons add to the first damage. Against a
 * guess it goes on the Attack Resolution card until the card is done.
 */
export function dealDamage(run: Run, damage: number): void {
  const atk = run.state.attack;
  if (!atk) return;
  const bonus = atk.dealt === 0 ? weaponBonus(run, atk.weapons) : 0;
  atk.dealt += damage + bonus;
  const minionsAt = readChoice(atk.target, 'minions');
  if (minionsAt !== undefined) hurtMinionsAt(run, minionsAt, damage + bonus, 'your attack');
  else if (readChoice(atk.target, 'guess') === undefined) {
    const u = unit(run.state, atk.target);
    if (u) hurtUnit(run, u, damage + bonus, 'your attack');
  }
}

/** After the card's row: an attack on a guess is resolved; an attack that did nothing says so. */
export function finishAttack(run: Run): void {
  const atk = run.state.attack;
  run.state.attack = null;
  if (!atk) return;
  if (readChoice(atk.target, 'guess') === undefined) {
    if (atk.dealt === 0) say(run, 'Your attack does no damage.');
    return;
  }
  firstHandled(run.state, 'resolveAttack', run, atk.target, atk.dealt);
}

/**
 * Damage aimed at a space by anyone (Soldiers too): a Killer there (the first to come into
 * play), else the Minions there, or a guess while a Killer is hidden.
 */
export function strikeSpace(run: Run, space: string, damage: number, source: string): void {
  const killer = unitsAt(run.state, space, ['killer'])[0];
  const minionsHere = unitsAt(run.state, space, ['minion']).length > 0;
  if (killer || minionsHere) {
    if (damage <= 0) say(run, `${source} does no damage.`);
    else if (killer) hurtUnit(run, killer, damage, source);
    else hurtMinionsAt(run, space, damage, source);
    return;
  }
  if (killers(run.state).some((u) => u.space === null)) {
    if (firstHandled(run.state, 'resolveAttack', run, choiceId('guess', space), damage)) return;
  }
  say(run, `${source}: there is no Enemy at ${board(run).label(space)}.`);
}
