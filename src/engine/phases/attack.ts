import type { ChoiceOption } from '../state.js';
import { say, type Run } from '../run.js';
import { item } from '../cards.js';
import { board } from '../actors/victims.js';
import { hurtKiller } from '../actors/killer.js';
import { modulesInPlay } from '../modules/registry.js';
import type { AttackTarget } from '../modules/hooks.js';

/** A way to attack: a target and the weapons used (none, one, or both Bowie-style knives). */
interface AttackPlan {
  target: AttackTarget;
  weapons: string[];
}

function weaponsInHand(run: Run) {
  return run.s.girl.items
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

function attackTargets(run: Run, maxRange: number, minRange: number): AttackTarget[] {
  const k = run.s.killer.space;
  if (k) {
    const d = board(run).spacesApart(run.s.girl.space).get(k);
    return d === undefined ? [] : [{ key: 'killer', label: 'the Killer', distance: d }];
  }
  for (const m of modulesInPlay(run.s)) {
    const t = m.attackTargets?.(run, maxRange, minRange);
    if (t) return t;
  }
  return [];
}

export function planOption(run: Run, plan: AttackPlan): ChoiceOption {
  const names = plan.weapons.map((w) => item(run, w).name);
  return {
    id: `atk:${plan.target.key}:${plan.weapons.join('+')}`,
    label: `Attack ${plan.target.label}${names.length ? ` with ${names.join(' and ')}` : ''}`,
    group: 'Attack',
  };
}

/** Weapon bonuses for an attack's first damage: each weapon adds once and spends a use (core §5.4). */
function weaponBonus(run: Run, weapons: readonly string[]): number {
  let bonus = 0;
  for (const id of weapons) {
    const card = item(run, id);
    bonus += card.weapon?.bonus ?? 0;
    const held = run.s.girl.items.find((h) => h.id === id);
    if (held && card.weapon?.spendsUse && held.uses !== undefined) {
      held.uses -= 1;
      if (held.uses <= 0) {
        run.s.girl.items = run.s.girl.items.filter((h) => h !== held);
        run.s.itemDiscard.push(id);
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
export function dealDamage(run: Run, n: number): void {
  const atk = run.s.attack;
  if (!atk) return;
  const bonus = atk.dealt === 0 ? weaponBonus(run, atk.weapons) : 0;
  atk.dealt += n + bonus;
  if (atk.target === 'killer') hurtKiller(run, n + bonus, 'your attack');
}

/** After the card's row: an attack on a guess is resolved; an attack that did nothing says so. */
export function finishAttack(run: Run): void {
  const atk = run.s.attack;
  run.s.attack = null;
  if (!atk) return;
  if (atk.target === 'killer') {
    if (atk.dealt === 0) say(run, 'Your attack does no damage.');
    return;
  }
  for (const m of modulesInPlay(run.s)) if (m.resolveAttack?.(run, atk.target, atk.dealt)) return;
}

/** Damage aimed at a space by anyone (Soldiers too): the Killer there, or a guess at a hidden Killer. */
export function strikeSpace(run: Run, space: string, damage: number, source: string): void {
  if (run.s.killer.space === space) {
    if (damage > 0) hurtKiller(run, damage, source);
    else say(run, `${source} does no damage.`);
    return;
  }
  if (run.s.killer.space === null) {
    for (const m of modulesInPlay(run.s)) if (m.resolveAttack?.(run, `guess:${space}`, damage)) return;
  }
  say(run, `${source}: there is no Enemy at ${board(run).label(space)}.`);
}
