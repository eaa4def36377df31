import type { Content } from '../content/load.js';
import { type ChoiceOption, type GameState, boardOfState, type Board, readChoice } from '../engine/index.js';
import { randomInt, type Draw } from './draw.js';
import { buyChoice, type Needs } from './buying.js';
import { firstAnswer, firstPick, knowledgeInPlay } from './modules/index.js';
import type { ModuleKnowledge } from './modules/knowledge.js';

/**
 * The quick, sensible Final Girl of imagined games: it saves Victims on an exit, leads them
 * there, keeps the Horror off the top, attacks when it can afford to, rests when hurt, keeps
 * clear of the Killer when weak, fetches a weapon while unarmed, buys for what is coming
 * (buying.ts), saves its kept items for real blows, strikes with its best weapon, plays and
 * keeps clear as the boxes in play say (modules/), and hunts the Killer once the Finale is out. It
 * reads only what a player sees (the Killer's space or a box's guess at it, never a face-down card).
 * A little chance (`wander`) keeps imagined games apart.
 */
export interface Playout {
  (state: GameState): string;
}

/** Cards worth keeping, best last: discards take the first. */
const KEEP_ORDER = [
  'walk', 'focus', 'short-rest', 'weak-attack', 'search', 'track', 'train', 'distraction', 'improvise', 'close-call',
  'planning', 'sprint', 'benediction', 'long-rest', 'retaliate', 'guard', 'furious-strike', 'expel-demon', 'critical-strike',
];
const ATTACKS = ['critical-strike', 'expel-demon', 'furious-strike', 'weak-attack'];

/** The Killer's space, or while it is off the board the guess a box in play gives (none otherwise). */
function killerSpace(s: GameState, known: readonly ModuleKnowledge[]): string | null {
  const unit = s.units.find((u) => u.role === 'killer' && u.space !== null);
  if (unit?.space) return unit.space;
  return firstPick(known, (k) => k.killerGuess?.(s));
}

/** The Killer's space is only a guess now (modules/knowledge.ts `killerHidden`). */
function killerHidden(ctx: Ctx): boolean {
  return ctx.known.some((k) => k.killerHidden?.(ctx.s) === true);
}

/** Won only once no Enemy is left: every Enemy on the board is a Killer to hunt. */
function huntsEveryEnemy(s: GameState, c: Content): boolean {
  return c.killers[s.setup.killer]?.victory === 'noEnemiesLeft';
}

/**
 * The Enemy space closest to her, for a game won by clearing the board: of the units of `danger`'s
 * type while any is on the board (a box's watched Enemy, which the Killer Action sends at her).
 */
function closestEnemySpace(s: GameState, b: Board, danger: string | null = null): string | null {
  const apart = b.spacesApart(s.girl.space);
  const wary = danger !== null && s.units.some((u) => u.type === danger && u.space !== null);
  let best: string | null = null;
  for (const u of s.units) {
    if (!u.space || (u.role !== 'killer' && u.role !== 'minion') || (wary && u.type !== danger)) continue;
    if (best === null || (apart.get(u.space) ?? 99) < (apart.get(best) ?? 99)) best = u.space;
  }
  return best;
}

/** The Action card whose roll is being changed: the top of the agenda names it. */
function rolledCard(s: GameState): string | null {
  for (let i = s.agenda.length - 1; i >= 0; i--) {
    const task = s.agenda[i];
    if (task && 'card' in task && typeof task.card === 'string') return task.card;
  }
  return null;
}

function exits(b: Board): string[] {
  return [...b.spaces.keys()].filter((id) => b.hasIcon(id, 'exit'));
}

interface Ctx {
  s: GameState;
  b: Board;
  killer: string | null;
  exitSpaces: string[];
  /** Search spaces whose deck still holds an Item. */
  searchSpaces: string[];
  /** A weapon in her hands. */
  armed: boolean;
  c: Content;
  /** Spaces of the boxes' own errands (modules/knowledge.ts); none for most. */
  errands: string[];
  /** How far the Killer comes for her next, for a box whose player knows it (0 otherwise). */
  reach: number;
  /** The Enemy space she goes for when hunting: the Killer's, or the one a box in play picks. */
  quarry: string | null;
  /** What the player knows of the boxes in play, Killer first. */
  known: readonly ModuleKnowledge[];
}

/** The damage bonus of the best weapon in her hands. */
function weaponBonus(s: GameState, c: Content): number {
  const items = c.locations[s.setup.location]?.items ?? [];
  return Math.max(0, ...s.girl.items.filter((h) => h.inHands && (h.uses === undefined || h.uses > 0)).map((h) => items.find((i) => i.id === h.id)?.weapon?.bonus ?? 0));
}

function armed(s: GameState, c: Content): boolean {
  const items = c.locations[s.setup.location]?.items ?? [];
  return s.girl.items.some((h) => h.inHands && items.some((i) => i.id === h.id && i.weapon !== undefined && (h.uses === undefined || h.uses > 0)));
}

/** How much an Item helps: a weapon by its damage bonus (ranged ones a little more), guards and cures after. */
function itemWorth(c: Content, s: GameState, id: string): number {
  const card = c.locations[s.setup.location]?.items.find((i) => i.id === id);
  if (!card) return 0;
  if (card.weapon) return card.weapon.bonus + (Math.max(...card.weapon.range) > 0 ? 0.5 : 0) + (card.uses === undefined ? 0.5 : 0);
  const steps = JSON.stringify(card.use?.steps ?? []);
  if (/ignoreDamage|reduceDamage/.test(steps)) return 0.8;
  if (/heal/.test(steps)) return 0.6;
  return 0.3;
}

/** Whether using a carried Item now does any good (a map walked for nothing only burns Time). */
function itemHelpsNow(ctx: Ctx, id: string): boolean {
  const s = ctx.s;
  const card = ctx.c.locations[s.setup.location]?.items.find((i) => i.id === id);
  if (!card?.use) return false;
  if ((card.use.time ?? 0) > Math.max(0, s.girl.time - 1)) return false;
  const steps = JSON.stringify(card.use.steps);
  if (/"heal"/.test(steps)) return hurt(s) >= 2;
  if (/"horror"/.test(steps)) return s.girl.horror >= 3;
  if (/"move"/.test(steps)) return s.victims.length > 0 || hunting(ctx);
  if (/"time"/.test(steps)) return s.girl.time <= 2;
  return ctx.known.some((k) => k.itemHelps?.(steps) === true);
}

/** Looking for a weapon is worth it while she has none and the fight has not come yet. */
function wantsWeapon(ctx: Ctx): boolean {
  return !ctx.armed && ctx.searchSpaces.length > 0 && !ctx.s.killer.finaleRevealed;
}

function nearest(ctx: Ctx, from: string, targets: readonly string[]): number {
  const d = ctx.b.distances(from, 'girl');
  let best = 99;
  for (const t of targets) best = Math.min(best, d.get(t) ?? 99);
  return best;
}

function killerDistance(ctx: Ctx, space: string): number {
  if (!ctx.killer) return 99;
  return ctx.b.spacesApart(ctx.killer).get(space) ?? 99;
}

function quarryDistance(ctx: Ctx, space: string): number {
  if (!ctx.quarry) return 99;
  return ctx.b.spacesApart(ctx.quarry).get(space) ?? 99;
}

function hurt(s: GameState): number {
  return s.girl.maxHealth - s.girl.health;
}

/** How good it is to stand on `space` with `followers` Victims along, for leading Victims out. */
function spaceScore(ctx: Ctx, space: string, followers: number): number {
  const s = ctx.s;
  let score = 0;
  if (followers > 0) score += 12 * followers - 3 * followers * nearest(ctx, space, ctx.exitSpaces);
  const here = s.victims.filter((v) => v.space === space).length;
  const victimSpaces = [...new Set(s.victims.map((v) => v.space))].filter((sp) => sp !== ctx.killer);
  if (followers === 0 && wantsWeapon(ctx) && s.girl.hand.includes('search')) score -= 2.5 * nearest(ctx, space, ctx.searchSpaces);
  else if (followers === 0 && victimSpaces.length) score -= 2 * nearest(ctx, space, victimSpaces);
  if (ctx.exitSpaces.includes(space)) score += 2 * here;
  if (followers === 0 && ctx.errands.length) score -= 1.5 * nearest(ctx, space, ctx.errands);
  const dk = killerDistance(ctx, space);
  for (const k of ctx.known) {
    if (k.spaceDanger) score -= k.spaceDanger({ state: s, board: ctx.b, content: ctx.c, quarry: ctx.quarry, hunting: hunting(ctx) }, space);
  }
  if (hunting(ctx) && followers === 0) return score - 3 * quarryDistance(ctx, space);
  const weak = s.girl.health <= 2;
  // A Killer Action that always comes for her: out of its reach is out of its attack.
  if (ctx.reach > 0 && dk > 0 && dk <= ctx.reach) score -= weak ? 8 : 3;
  if (dk === 0) score -= weak ? 14 : 6;
  else if (dk === 1) score -= weak ? 4 : 1;
  return score;
}

function best(options: readonly ChoiceOption[], score: (o: ChoiceOption) => number): string {
  let top = options[0] as ChoiceOption;
  let topScore = -Infinity;
  for (const o of options) {
    const v = score(o);
    if (v > topScore) {
      top = o;
      topScore = v;
    }
  }
  return top.id;
}

function actionChoice(ctx: Ctx, open: readonly ChoiceOption[]): string {
  const s = ctx.s;
  const g = s.girl;
  const has = (id: string) => open.some((o) => o.id === id);
  const save = open.find((o) => o.id.startsWith('save:'));
  if (save) return save.id;
  const free = firstPick(ctx.known, (k) => k.freeAction?.(s, ctx.b, open));
  if (free) return free;
  const killerHere = ctx.killer !== null && ctx.killer === g.space;
  const urgent = urgentCard(ctx, open);
  if (urgent) return urgent;
  // Near the top of the Horror track every roll has one die and every rise feeds Bloodlust.
  if (g.horror >= 6) {
    if (has('play:distraction')) return 'play:distraction';
    if (has('play:focus')) return 'play:focus';
  }
  // A hidden Killer's space is only a guess: a weak card's miss costs more than the guess is worth.
  const guessing = killerHidden(ctx);
  // At 1 Health a blow's miss kills her: a rest in hand comes first.
  if (g.health <= 1 && g.time >= 1) {
    if (has('play:long-rest')) return 'play:long-rest';
    if (has('play:short-rest')) return 'play:short-rest';
  }
  // Attack whenever a card reaches the Killer and a miss would not kill her.
  for (const a of ATTACKS) {
    if (!has(`play:${a}`)) continue;
    if (guessing && (a === 'weak-attack' || g.health < 4)) continue;
    if (a === 'weak-attack' && g.health < 3) continue;
    if (a === 'critical-strike' && g.health < 3 && !killerHere) continue;
    if (ctx.known.some((k) => k.blowWorthIt?.(ctx.c, s, a, weaponBonus(s, ctx.c)) === false)) continue;
    if (g.health >= 2 || a !== 'weak-attack') return `play:${a}`;
  }
  const soldiers = open.find((o) => o.id.startsWith('order:attack') && o.label.includes('the Killer'));
  if (soldiers) return soldiers.id;
  if (has('ultimate')) return 'ultimate';
  const errandAction = firstPick(ctx.known, (k) => k.errandAction?.(s, open));
  if (errandAction) return errandAction;
  if (hurt(s) >= 3 && has('play:long-rest')) return 'play:long-rest';
  if (hurt(s) >= 2 && has('play:short-rest') && g.time >= 1) return 'play:short-rest';
  const item = open.find((o) => {
    const used = readChoice(o.id, 'item');
    return used !== undefined && itemHelpsNow(ctx, used);
  });
  if (item) return item.id;
  // Fewer dice fail more: calm down first while the Horror is high and Time allows.
  if (g.horror >= 4 && g.time >= 1) {
    if (has('play:distraction')) return 'play:distraction';
    if (has('play:focus')) return 'play:focus';
  }
  if (has('play:search') && wantsWeapon(ctx) && ctx.searchSpaces.includes(g.space)) return 'play:search';
  const victimsLeft = s.victims.length > 0;
  const danger = killerDistance(ctx, g.space) <= 1 && g.health <= 2;
  const hunt = hunting(ctx) && quarryDistance(ctx, g.space) > 0 && !guessing;
  const errand = wantsWeapon(ctx) && g.hand.includes('search');
  // Not fighting this turn: stepping out of the Killer's reach dodges its next attack.
  const dodge = ctx.reach > 0 && !hunting(ctx) && killerDistance(ctx, g.space) <= ctx.reach;
  if (g.time >= 1 && (victimsLeft || danger || hunt || errand || dodge)) {
    // A Sprint's miss always costs Health; a Walk's miss can cost Time instead.
    if (has('play:walk') && !danger) return 'play:walk';
    if (has('play:sprint')) return 'play:sprint';
    if (has('play:walk')) return 'play:walk';
  }
  if (hurt(s) >= 1 && has('play:short-rest') && g.time >= 1) return 'play:short-rest';
  if (has('play:search') && g.time >= 2) return 'play:search';
  if (has('play:planning') && g.time >= 2) return 'play:planning';
  if (has('play:distraction') && g.horror >= 2) return 'play:distraction';
  if (g.horror >= 2 && g.time >= 1 && has('play:focus')) return 'play:focus';
  if (has('play:track') && g.time >= 2) return 'play:track';
  return 'end';
}

/** What the coming turns ask of the hand (src/player/buying.ts). */
function needsOf(ctx: Ctx): Needs {
  const s = ctx.s;
  return {
    victims: s.victims.length > 0,
    hurt: hurt(s),
    horror: s.girl.horror,
    // Some boxes are fought all game (modules/knowledge.ts `fightsAllGame`).
    fight: ctx.known.some((k) => k.fightsAllGame === true) || s.killer.finaleRevealed || s.terrorDeck.length <= 2 || s.victims.length <= 2 || s.killer.bloodlust >= 7 || (ctx.killer !== null && !killerHidden(ctx) && killerDistance(ctx, s.girl.space) <= 2),
    wantsWeapon: wantsWeapon(ctx),
    boxWorth: boxWorth(ctx),
  };
}

/** The first open card the boxes in play press to play at once, their presses summed (modules/knowledge.ts `cardUrge`). */
function urgentCard(ctx: Ctx, open: readonly ChoiceOption[]): string | null {
  for (const o of open) {
    const card = readChoice(o.id, 'play');
    if (card === undefined) continue;
    let urge = 0;
    for (const k of ctx.known) urge += k.cardUrge?.(ctx.s, card) ?? 0;
    if (urge > 0) return o.id;
  }
  return null;
}

/** What the boxes in play say their own cards are worth to buy now, Killer first (modules/knowledge.ts `cardWorth`). */
function boxWorth(ctx: Ctx): Record<string, number> {
  const worth: Record<string, number> = {};
  for (const k of ctx.known) {
    for (const [card, value] of Object.entries(k.cardWorth?.(ctx.s) ?? {})) if (worth[card] === undefined) worth[card] = value;
  }
  return worth;
}

/** Fighting now: the Finale is out or no Victim is left to lead, she has blows in hand and can take a hit. */
function hunting(ctx: Ctx): boolean {
  const s = ctx.s;
  const weakIsABlow = ctx.known.some((k) => k.weakAttackIsABlow === true);
  const blows = s.girl.hand.filter((h) => ATTACKS.includes(h) && (h !== 'weak-attack' || weakIsABlow)).length;
  const huntIsOn = ctx.known.some((k) => k.huntIsOn?.(s) === true);
  return (s.killer.finaleRevealed || s.victims.length === 0 || huntsEveryEnemy(s, ctx.c) || huntIsOn) && blows > 0 && s.girl.health >= 3;
}

function rowScore(label: string, s: GameState, known: readonly ModuleKnowledge[]): number {
  let v = 0;
  const n = (re: RegExp) => Number(re.exec(label)?.[1] ?? 0);
  v += 4 * n(/Deal (\d+) damage/i);
  v -= (s.girl.health <= 2 ? 6 : 2.5) * n(/lose (\d+) Health/i);
  v -= 0.5 * n(/-(\d+) Time/);
  v += 0.5 * n(/\+(\d+) Time/);
  v -= 1 * n(/\+(\d+) Horror/);
  v += 1 * n(/-(\d+) Horror/);
  v += 1.5 * n(/Move (\d+)/i);
  v += 1.5 * n(/recover (\d+)/i);
  if (/end phase/i.test(label)) v -= 0.5;
  for (const k of known) if (k.rowWorth) v += k.rowWorth(s, label);
  return v;
}

function moveChoice(ctx: Ctx, open: readonly ChoiceOption[]): string {
  const save = open.find((o) => o.id.startsWith('save:'));
  if (save) return save.id;
  return best(open, (o) => {
    if (o.id === 'stop') return spaceScore(ctx, ctx.s.girl.space, 0) - 0.5;
    const [, to = '', group = ''] = o.id.split(':');
    const followers = group ? group.split('+').length : 0;
    return spaceScore(ctx, to, followers);
  });
}

/** What the playout reads of a state before it chooses. */
function contextOf(s: GameState, c: Content): Ctx {
  const b = boardOfState(s, c);
  const searchSpaces = [...b.spaces.keys()].filter((id) => b.hasIcon(id, 'search') && (s.itemDecks[id]?.length ?? 0) > 0);
  const known = knowledgeInPlay(s);
  const killer = huntsEveryEnemy(s, c) ? closestEnemySpace(s, b, firstAnswer(known, (k) => k.watchedEnemy) ?? null) : killerSpace(s, known);
  const ownQuarry = firstAnswer(known, (k) => k.quarry?.(s, b));
  const quarry = ownQuarry === undefined ? killer : ownQuarry;
  const errands = known.flatMap((k) => k.errands?.(s) ?? []);
  const reach = Math.max(0, ...known.map((k) => k.reach?.(s, c) ?? 0));
  return { s, b, killer, quarry, exitSpaces: exits(b), searchSpaces, armed: armed(s, c), c, errands, reach, known };
}

/** What the coming turns ask of the hand, as the playout's buys read it (for purchase sets: buying.ts). */
export function needsAt(state: GameState, content: Content): Needs {
  return needsOf(contextOf(state, content));
}

export function playoutPolicy(draw: Draw, content: Content, wander = 0.08): Playout {
  return (s) => {
    const open = s.pending?.options ?? [];
    if (open.length === 0) throw new Error('the playout was asked to choose but no choice is open');
    if (open.length === 1) return (open[0] as ChoiceOption).id;
    const kind = s.pending?.kind;
    if (wander > 0 && (kind === 'action' || kind === 'move') && randomInt(draw, 1000) < wander * 1000) {
      const fair = open.filter((o) => !o.id.startsWith('discard:'));
      return (fair[randomInt(draw, fair.length)] as ChoiceOption).id;
    }
    const ctx = contextOf(s, content);
    const ids = open.map((o) => o.id);
    switch (kind) {
      case 'action':
        return actionChoice(ctx, open);
      case 'move':
        return moveChoice(ctx, open);
      case 'planning':
        return buyChoice(s, open, needsOf(ctx));
      case 'roll': {
        // Two cards for a partial is worth it on a blow, not on a step or a breath.
        const card = rolledCard(s);
        const convert = ids.find((id) => id.startsWith('convert:'));
        const worthIt = card !== null && (ATTACKS.includes(card) && card !== 'weak-attack' || card === 'long-rest' || card === 'expel-demon' || card === 'guard' || card === 'retaliate');
        if (convert && worthIt && s.girl.hand.length >= 3) return convert;
        const reroll = ids.find((id) => id.startsWith('reroll:') && id !== 'reroll:all');
        if (reroll && worthIt) return reroll;
        return ids.includes('keep') ? 'keep' : (ids[0] as string);
      }
      case 'defend': {
        // A kept item guards a blow worth guarding; a Reaction card comes back at the next Planning.
        const damage = s.incoming?.damage ?? 1;
        const shield = firstPick(ctx.known, (k) => k.reaction?.(open));
        if (shield) return shield;
        const gear = ids.find((id) => id.startsWith('item:'));
        if (gear && (damage >= 2 || damage >= s.girl.health)) return gear;
        const react = ids.find((id) => id.startsWith('react:'));
        return react ?? gear ?? (ids.includes('take') ? 'take' : (ids[0] as string));
      }
      case 'take-attack':
        return firstPick(ctx.known, (k) => k.takeAttack?.(s, open)) ?? (open[randomInt(draw, open.length)] as ChoiceOption).id;
      case 'choose-row':
        return best(open, (o) => rowScore(o.label, s, ctx.known));
      case 'save-space':
        return best(open, (o) => rowScore(o.label, s, ctx.known) + (/recover/i.test(o.label) && hurt(s) > 0 ? 3 : 0) + (/die/.test(o.label) ? 1 : 0));
      case 'discard': {
        for (const id of KEEP_ORDER) if (ids.includes(`card:${id}`)) return `card:${id}`;
        return ids[0] as string;
      }
      case 'place-item': {
        // A weapon goes in hand; anything else only while no weapon is held there.
        const task = [...s.agenda].reverse().find((t) => t.t === 'placeItem');
        const gained = itemWorth(content, s, typeof task?.item === 'string' ? task.item : '');
        const stow = ctx.armed && gained < 1 && ids.includes('place:backpack');
        return stow ? 'place:backpack' : ids.includes('place:hands') ? 'place:hands' : (ids[0] as string);
      }
      case 'search-keep':
        return best(open, (o) => itemWorth(content, s, readChoice(o.id, 'keep') ?? ''));
      case 'arrange-items':
        return ids.includes('done') ? 'done' : (ids[0] as string);
      case 'search-return':
        return ids.includes('bottom') ? 'bottom' : (ids[0] as string);
      case 'attack-target': {
        // The same target is offered with and without each weapon: strike with the most damage.
        const withWeapons = (o: ChoiceOption) => (o.id.split(':')[2] ?? '').split('+').filter(Boolean).reduce((a, w) => a + itemWorth(content, s, w), 0);
        const killers = open.filter((o) => /killer/i.test(o.id) || /Killer/.test(o.label));
        const ownScore = firstAnswer(ctx.known, (k) => k.targetScore);
        if (ownScore) return best(open, (o) => ownScore(s, o, withWeapons(o)));
        if (killers.length) return best(killers, withWeapons);
        if (huntsEveryEnemy(s, content)) return best(open, withWeapons);
        const guess = ctx.killer ? open.find((o) => o.id === `guess:${ctx.killer}`) : undefined;
        return guess?.id ?? (open[randomInt(draw, open.length)] as ChoiceOption).id;
      }
      default:
        return (open[randomInt(draw, open.length)] as ChoiceOption).id;
    }
  };
}
