import type { Content } from '../content/load.js';
import { SCHEMA_VERSION, type GameSetup, type GameState } from './state.js';
import { RulesError } from './errors.js';
import { randomInt, seedToState, shuffle } from './rng.js';
import { say, schedule, type Run } from './run.js';
import { boardOf } from './board/graph.js';
import { placeVictims } from './actors/victims.js';
import { allRun } from './modules/combine.js';
import { MODULE_SETUP, type ModuleSetup } from './modules/setupOptions.js';
import { KILLER, unitTypes } from './actors/units.js';
import type { KillerPack, LocationPack } from '../content/schema.js';
import { displayNames, packIdOf } from '../content/names.js';

/** Black Final Health tokens: 6 blank, one each showing 1, 2 and 3 health (core §1.1). */
const BLACK_TOKENS = [0, 0, 0, 0, 0, 0, 1, 2, 3];
/** Yellow Victim meeples in the Core Box (peer data: 21 yellow + 3 special). */
const VICTIM_POOL = 21;

export type NewGameOptions = Pick<GameSetup, 'killer' | 'location'> & Partial<Omit<GameSetup, 'killer' | 'location'>>;

/**
 * Checks the players' picks and fills the defaults; refusals name what is wrong. A Killer,
 * Location or Final Girl may be named by id or display name (see content/names.ts); the setup
 * keeps the id.
 */
/** Longest part of a name someone typed that a refusal shows back to them. */
const TYPED_MAX = 60;

/** A typed name as a refusal shows it back: cut to a sane length. */
function typedName(name: string): string {
  return name.length > TYPED_MAX ? `${name.slice(0, TYPED_MAX - 1)}…` : name;
}

/** The modules' setup options as chosen, else their defaults (modules/setupOptions.ts). */
function moduleOptions(options: NewGameOptions): ModuleSetup {
  const chosen: ModuleSetup = { ...MODULE_SETUP.defaults };
  for (const key of Object.keys(chosen) as (keyof ModuleSetup)[]) if (options[key] !== undefined) Object.assign(chosen, { [key]: options[key] });
  return chosen;
}

export function resolveSetup(content: Content, options: NewGameOptions): GameSetup {
  const killerId = packIdOf(content.killers, options.killer);
  const killer = killerId ? content.killers[killerId] : undefined;
  if (!killerId || !killer) throw new RulesError('ERR_UNKNOWN_KILLER', `There is no Killer "${typedName(options.killer)}". Known: ${displayNames(content.killers)}.`);
  const location = packIdOf(content.locations, options.location);
  if (!location) throw new RulesError('ERR_UNKNOWN_LOCATION', `There is no Location "${typedName(options.location)}". Known: ${displayNames(content.locations)}.`);
  const girl = options.girl !== undefined ? packIdOf(content.girls, options.girl) : (killer.finalGirls[0] ?? Object.keys(content.girls)[0] ?? null);
  if (!girl || !content.girls[girl]) throw new RulesError('ERR_UNKNOWN_GIRL', `There is no Final Girl "${typedName(options.girl ?? girl ?? '')}". Known: ${displayNames(content.girls)}.`);
  return {
    killer: killerId,
    location,
    girl,
    extreme: options.extreme ?? false,
    epicDarkPower: options.epicDarkPower ?? false,
    epicFinale: options.epicFinale ?? false,
    ambiguity: options.ambiguity ?? 'infinite-evil',
    ...moduleOptions(options),
  };
}

function pickOne<T extends { id: string; epic: boolean }>(s: GameState, cards: readonly T[], epic: boolean): string {
  const pool = cards.filter((c) => c.epic === epic);
  const from = pool.length ? pool : cards;
  return (from[randomInt(s, from.length)] as T).id;
}

/**
 * The Killer's figures at the Setup card's Killer space: by default one unit 'killer' of the
 * pack's own type with the drawn Final Health token; a pack may list others (or none: the
 * Zombies). An unused token goes back to the supply.
 */
function placeStartUnits(s: GameState, c: Content, space: string, token: number): void {
  const pack = c.killers[s.setup.killer] as KillerPack;
  const location = c.locations[s.setup.location] as LocationPack;
  const types = unitTypes(pack, location);
  let tokenUsed = false;
  for (const start of pack.startUnits ?? [{ type: pack.id, at: 'killerStart' as const }]) {
    const type = types.find((t) => t.id === start.type);
    if (!type) throw new RulesError('ERR_BAD_STATE', `The Killer pack places an unknown unit "${start.type}".`);
    const own = type.id === pack.id && !s.units.some((u) => u.id === KILLER);
    const final = type.final && !tokenUsed ? { colour: 'black' as const, value: token, revealed: false } : null;
    if (final) tokenUsed = true;
    s.units.push({
      id: own ? KILLER : `${type.id}-${s.nextUnitId++}`, type: type.id, role: type.role, space, startSpace: space,
      health: type.health, maxHealth: type.uncapped ? null : type.health, final,
    });
  }
  if (!tokenUsed) s.finalTokenPool.push(token);
}

/** The Core Box setup (core §2) plus the modules' special setups; the first Event resolves before turn 1. */
export function buildInitialState(content: Content, setup: GameSetup, seed: number | string): Run {
  const killer = content.killers[setup.killer];
  const location = content.locations[setup.location];
  const girl = content.girls[setup.girl];
  if (!killer || !location || !girl) throw new RulesError('ERR_BAD_STATE', 'The game setup names packs that are not installed.');
  const holder = { rng: seedToState(seed) };
  const board = boardOf(location);

  const hand: string[] = [];
  const tableau: Record<string, number> = {};
  for (const card of [...content.core.actionCards, ...killer.actionCards, ...location.actionCards]) {
    if (card.starting) for (let i = 0; i < card.copies; i++) hand.push(card.id);
    else tableau[card.id] = card.copies;
  }
  const tokens = shuffle(holder, [...BLACK_TOKENS]);
  const killerToken = tokens.pop() as number;
  const girlToken = tokens.pop() as number;
  const finale = pickOne(holder as GameState, killer.finales, setup.epicFinale);
  const darkPower = pickOne(holder as GameState, killer.darkPowers, setup.epicDarkPower);
  const terrorDeck = shuffle(holder, [...killer.terror, ...location.terror].map((t) => t.id)).slice(0, 10);
  const setupCard = location.setups[randomInt(holder, location.setups.length)];
  if (!setupCard) throw new RulesError('ERR_BAD_STATE', 'The Location has no Setup card.');
  const items = shuffle(holder, location.items.map((i) => i.id));
  const itemDecks: GameState['itemDecks'] = {};
  for (const space of location.board.spaces.filter((sp) => sp.icons.includes('search'))) {
    itemDecks[space.id] = items.splice(0, location.itemsPerDeck).map((id, i) => ({ id, faceUp: i === 0 }));
  }
  const eventDeck = shuffle(holder, location.events.map((e) => e.id));
  const startTime = setup.extreme ? 5 : 6;

  const s: GameState = {
    schemaVersion: SCHEMA_VERSION,
    setup,
    rng: holder.rng,
    riggedDice: [],
    turn: 0,
    phase: 'setup',
    result: null,
    endReason: null,
    decisionSeq: 0,
    eventSeq: 0,
    frameSeq: 0,
    girl: {
      space: setupCard.girl,
      startSpace: setupCard.girl,
      health: girl.health,
      maxHealth: girl.health,
      final: { colour: 'black', value: girlToken, revealed: false },
      horror: killer.startHorror,
      time: startTime,
      hand,
      items: [],
      saved: 0,
      savedSlots: 0,
      filledSlots: [],
      ultimateUnlocked: false,
      ultimateUsedTurn: 0,
      bonusDice: 0,
      diceIcons: { blessed: 0, cursed: 0 },
      improvise: 'none',
      skipNextActionPhase: false,
      actionPhaseEnding: false,
    },
    killer: {
      bloodlust: 0,
      finale,
      finaleRevealed: false,
      finaleRevealTurn: 0,
      darkPower,
      darkPowerRevealed: false,
    },
    units: [],
    nextUnitId: 1,
    victims: [],
    nextVictimId: 1,
    victimPool: VICTIM_POOL,
    deadVictims: 0,
    killedThisTurn: 0,
    tableau,
    discard: [],
    terrorDeck,
    terrorDiscard: [],
    eventDeck,
    eventDiscard: [],
    activeEvents: [],
    itemDecks,
    itemDiscard: [],
    finalTokenPool: tokens,
    setupCard: setupCard.id,
    tokens: [],
    lastRoll: null,
    attack: null,
    incoming: null,
    deferReveals: false,
    deferredReveals: [],
    agenda: [],
    pending: null,
  };
  placeStartUnits(s, content, setupCard.killer, killerToken);
  const run: Run = { state: s, content: content, events: [] };
  say(run, `${killer.name} ${killer.plural ? 'stalk' : 'stalks'} ${location.name}. ${girl.name} starts at ${board.label(setupCard.girl)} (Setup card: ${setupCard.name}).`, 'setup');
  for (const [space, n] of Object.entries(setupCard.victims)) placeVictims(run, n, space);
  schedule(run, { t: 'drawEvent' }, { t: 'turn' });
  // Module setups come after: whatever they schedule (Malice placement) runs before the first Event.
  allRun(s, 'setup', run);
  return run;
}
